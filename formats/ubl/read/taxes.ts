/**
 * Tax categories: the subtotals' exemption codes indexed by category, so a
 * line's or charge's category picks up its VATEX code, and the combos built
 * from a category element.
 */
import type { Doc } from "../document.ts";
import { child, children, type ReadElement, textAt } from "../xml.ts";
import { clean, isZero, percentage } from "./values.ts";

/**
 * The key of a category: scheme and code, plus the rate for standard-rated
 * S (an invoice can have several S rates; the other codes appear once).
 */
function categoryKey(scheme: string, code: string, percent: string | undefined): string {
  if (code !== "S") return `${scheme}:${code}`;
  return `${scheme}:${code}:${percent === undefined ? "" : normalizedPercent(percent)}`;
}

/**
 * "20", "20.0" and "20.00" are the same rate. Only a lookup key: text that
 * is no number stays as it is (and finds nothing), as in GOBL's parser.
 */
function normalizedPercent(percent: string): string {
  const value = percent.trim().replace(/^([-+]?)\./, "$10.");
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  return value.includes(".") ? value.replace(/\.?0+$/, "") : value.replace(/^(-?)0+(?=\d)/, "$1");
}

export class TaxCategoryIndex {
  private readonly exemptionCodes = new Map<string, string>();

  constructor(root: ReadElement) {
    for (const total of children(root, "TaxTotal")) {
      for (const subtotal of children(total, "TaxSubtotal")) {
        const category = child(subtotal, "TaxCategory");
        const code = textAt(category, "ID");
        const scheme = textAt(category, "TaxScheme", "ID");
        if (code === undefined || scheme === undefined) continue;
        this.exemptionCodes.set(categoryKey(scheme, code, textAt(category, "Percent")), textAt(category, "TaxExemptionReasonCode") ?? "");
      }
    }
  }

  /**
   * The GOBL combo of a tax category: its scheme as category, its code as
   * UNTDID extension (with the subtotal's VATEX code), and its percent —
   * left out when zero, except for zero-rated Z. An empty percent is zero,
   * as GOBL's parser reads a line's. `where` names the category in refusals.
   */
  combo(category: ReadElement, where: string): Doc | undefined {
    const scheme = textAt(category, "TaxScheme", "ID");
    if (scheme === undefined) return undefined;
    const combo: Doc = { cat: scheme };
    const code = textAt(category, "ID");
    const percent = textAt(category, "Percent");
    if (code !== undefined) {
      combo.ext = { "untdid-tax-category": code };
      const vatex = this.exemptionCodes.get(categoryKey(scheme, code, percent));
      if (vatex) combo.ext["cef-vatex"] = vatex;
    }
    if (percent !== undefined) {
      const value = percent.trim() === "" ? "0%" : percentage(percent, `cbc:Percent of ${where}`);
      if (!isZero(value) || code === "Z") combo.percent = value;
    }
    return combo;
  }
}

/** The exemption reasons of the subtotals, as GOBL tax notes. */
export function readTaxNotes(root: ReadElement): Doc[] {
  const notes: Doc[] = [];
  for (const total of children(root, "TaxTotal")) {
    for (const subtotal of children(total, "TaxSubtotal")) {
      const category = child(subtotal, "TaxCategory");
      const reason = textAt(category, "TaxExemptionReason");
      const code = textAt(category, "ID");
      const scheme = textAt(category, "TaxScheme", "ID");
      if (reason === undefined || code === undefined || scheme === undefined) continue;
      notes.push({ cat: scheme, text: clean(reason), ext: { "untdid-tax-category": code } });
    }
  }
  return notes;
}
