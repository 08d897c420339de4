/** ApplicableTradeTax and CategoryTradeTax: a tax category with its rate, per line, allowance/charge and in the header summary. */
import type { XMLNode } from "../xml.ts";
import { dateString } from "../xml.ts";
import { TAX_POINT_CODES } from "../codes.ts";
import { vatBreakdowns, type VATBreakdown } from "../../common/vat-breakdown.ts";
import { ext, optional, percentNumber, twoDecimals, type JSONObject } from "./json.ts";

/** The UNTDID 5305 category "not subject to VAT", which must carry no rate (BR-O-05). */
const OUTSIDE_SCOPE = "O";

/** The rate written for a category: none for "O", the percentage, or 0 when there is none. */
function rateFor(category: string, percent: string | undefined): string | undefined {
  if (category === OUTSIDE_SCOPE) return undefined;
  return percent ? percentNumber(percent) : "0";
}

/** The tax of a line, charge or discount: its scheme, category code and rate. */
export function taxCategory(combo: JSONObject): XMLNode {
  const category = ext(combo, "untdid-tax-category");
  return {
    "ram:TypeCode": optional(combo.cat),
    "ram:CategoryCode": optional(category),
    "ram:RateApplicablePercent": rateFor(category, combo.percent),
  };
}

/** The tax note (BT-120 exemption reason) of a category: same scheme and same UNTDID category. */
function exemptionNote(invoice: JSONObject, scheme: string, category: string): JSONObject | undefined {
  return (invoice.tax?.notes as JSONObject[] | undefined)?.find(
    (note) => note.cat === scheme && category !== "" && ext(note, "untdid-tax-category") === category,
  );
}

/** The first exemption reason code (BT-121) among the rate totals merged into a breakdown. */
function exemptionCode(breakdown: VATBreakdown): string | undefined {
  return breakdown.rates.map((rate) => ext(rate, "cef-vatex")).find((code) => code !== "");
}

/**
 * The header tax breakdown (BG-23): one entry per category and rate, the
 * totals' rate totals of the same category and rate merged (BR-S-08), with
 * the tax point (BT-7, BT-8).
 */
export function headerTaxes(invoice: JSONObject): XMLNode[] {
  const pointCode = invoice.tax?.point ? TAX_POINT_CODES.get(invoice.tax.point) : undefined;
  return vatBreakdowns(invoice.totals?.taxes?.categories).map((breakdown, index) => ({
    "ram:CalculatedAmount": twoDecimals(breakdown.amount ?? "0"),
    "ram:TypeCode": optional(breakdown.scheme),
    "ram:ExemptionReason": optional(exemptionNote(invoice, breakdown.scheme, breakdown.category)?.text),
    "ram:BasisAmount": optional(breakdown.base),
    "ram:CategoryCode": optional(breakdown.category),
    "ram:ExemptionReasonCode": exemptionCode(breakdown),
    // BT-7 is a udt:DateType (a DateString), unlike the other dates' DateTimeString; the schema puts it before BT-8.
    // Stated once, on the first breakdown (CII-SR-461); gobl.cii repeats it on every one, which that rule refuses.
    "ram:TaxPointDate": invoice.value_date && index === 0 ? dateString(invoice.value_date) : undefined,
    "ram:DueDateTypeCode": pointCode,
    // Every breakdown states its rate, 0 for "not subject to VAT" too, as UBL's do: XRechnung requires it (BR-DE-14)
    // and EN 16931 forbids a rate for O only on lines, allowances and charges (BR-O-05 to BR-O-07).
    "ram:RateApplicablePercent": breakdown.percent ? percentNumber(breakdown.percent) : "0",
  }));
}
