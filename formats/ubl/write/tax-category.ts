/** Tax categories (cac:TaxCategory, cac:ClassifiedTaxCategory) from GOBL tax combos. */
import { percentNumber } from "../codes.ts";
import { type Doc, ext } from "../document.ts";
import { leaf, node, type XmlElement } from "../xml.ts";

/**
 * The percent to write: the combo's, else 0 — except for category O
 * (outside the scope of VAT), which carries none.
 */
export function categoryPercent(percent: string | undefined, categoryCode: string | undefined): string | undefined {
  if (percent !== undefined) return percentNumber(percent);
  return categoryCode === "O" ? undefined : "0";
}

/** A tax category of a combo: UNTDID 5305 code, percent and tax scheme. */
export function writeTaxCategory(name: string, combo: Doc): XmlElement {
  const code = ext(combo, "untdid-tax-category");
  return node(name, [
    leaf("cbc:ID", code),
    leaf("cbc:Percent", categoryPercent(combo.percent, code)),
    node("cac:TaxScheme", [leaf("cbc:ID", combo.cat ?? "")]),
  ]);
}
