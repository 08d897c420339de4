/**
 * Tax combos from CII tax categories. The exemption reason code (BT-121)
 * lives only in the header breakdown, so lines, charges and discounts look
 * it up there by scheme and category (and rate, for the standard category,
 * which may appear at several rates).
 */
import { attribute, children, textAt, type ParsedNode } from "../xml.ts";
import { isZero, percentage, put, type Out } from "./values.ts";

/** Exemption reason codes by category key. */
export type ExemptionCodes = Map<string, string>;

const STANDARD = "S";
const ZERO_RATED = "Z";

function categoryKey(scheme: string, category: string, percent: string | undefined): string {
  if (category !== STANDARD) return `${scheme}:${category}`;
  // gobl.cii compares the rate as written (decimals included), "0" when absent.
  const number = (percent ?? "").trim().replace(/%$/, "");
  return `${scheme}:${category}:${number === "" ? "0" : number}`;
}

export function exemptionCodes(headerTaxes: ParsedNode[]): ExemptionCodes {
  const codes: ExemptionCodes = new Map();
  for (const tax of headerTaxes) {
    const category = textAt(tax, "CategoryCode");
    if (!category) continue;
    const key = categoryKey(textAt(tax, "TypeCode") ?? "", category, textAt(tax, "RateApplicablePercent"));
    codes.set(key, textAt(tax, "ExemptionReasonCode") ?? "");
  }
  return codes;
}

/** A tax combo from an ApplicableTradeTax or CategoryTradeTax; `where` names that element in refusals. */
export function taxCombo(node: ParsedNode, codes: ExemptionCodes, where: string): Out {
  const scheme = textAt(node, "TypeCode") ?? "";
  const combo: Out = {};
  put(combo, "cat", scheme);
  const category = textAt(node, "CategoryCode");
  const rate = textAt(node, "RateApplicablePercent");
  if (category) {
    const ext: Out = { "untdid-tax-category": category };
    const exemption = codes.get(categoryKey(scheme, category, rate));
    if (exemption) ext["cef-vatex"] = exemption;
    combo.ext = ext;
  }
  // A 0% rate is only kept for the zero-rated category: elsewhere it means "no rate".
  if (rate) {
    const percent = percentage(rate, `ram:RateApplicablePercent of ${where}`);
    if (!(isZero(percent) && category !== ZERO_RATED)) combo.percent = percent;
  }
  return combo;
}

/** The header tax breakdown (BG-23) entries. */
export function headerTaxes(settlement: ParsedNode | undefined): ParsedNode[] {
  return children(settlement, "ApplicableTradeTax");
}

/** Tax notes (BT-120) of the header breakdown: each exemption reason with its scheme and category. */
export function taxNotes(taxes: ParsedNode[]): Out[] {
  const notes: Out[] = [];
  for (const tax of taxes) {
    const reason = textAt(tax, "ExemptionReason");
    const category = textAt(tax, "CategoryCode");
    const scheme = textAt(tax, "TypeCode");
    if (!reason || !category || !scheme) continue;
    notes.push({ cat: scheme, text: reason, ext: { "untdid-tax-category": category } });
  }
  return notes;
}

/** The tax total in the invoice currency (a document may state a second one in the accounting currency). */
export function taxTotalIn(summation: ParsedNode | undefined, currency: string | undefined): string | undefined {
  const totals = children(summation, "TaxTotalAmount");
  const inCurrency = totals.find((total) => attribute(total, "currencyID") === currency) ?? totals[0];
  return inCurrency ? String(inCurrency["#text"] ?? "") : undefined;
}
