/** ApplicableTradeTax and CategoryTradeTax: a tax category with its rate, per line, allowance/charge and in the header summary. */
import type { XMLNode } from "../xml.ts";
import { dateTime } from "../xml.ts";
import { TAX_POINT_CODES } from "../codes.ts";
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

/** The tax note (BT-120 exemption reason) of a category and rate: same scheme and same UNTDID category. */
function exemptionNote(invoice: JSONObject, scheme: string, rate: JSONObject): JSONObject | undefined {
  const category = ext(rate, "untdid-tax-category");
  return (invoice.tax?.notes as JSONObject[] | undefined)?.find(
    (note) => note.cat === scheme && ext(note, "untdid-tax-category") !== "" && ext(note, "untdid-tax-category") === category,
  );
}

/** The header tax breakdown: one entry per category and rate of the totals (BG-23), with the tax point (BT-7, BT-8). */
export function headerTaxes(invoice: JSONObject): XMLNode[] {
  const out: XMLNode[] = [];
  const pointCode = invoice.tax?.point ? TAX_POINT_CODES.get(invoice.tax.point) : undefined;
  for (const category of (invoice.totals?.taxes?.categories ?? []) as JSONObject[]) {
    for (const rate of (category.rates ?? []) as JSONObject[]) {
      const code = ext(rate, "untdid-tax-category");
      out.push({
        "ram:CalculatedAmount": twoDecimals(rate.amount),
        "ram:TypeCode": optional(category.code),
        "ram:ExemptionReason": optional(exemptionNote(invoice, category.code, rate)?.text),
        "ram:BasisAmount": optional(rate.base),
        "ram:CategoryCode": optional(code),
        "ram:ExemptionReasonCode": optional(ext(rate, "cef-vatex")),
        "ram:DueDateTypeCode": pointCode,
        "ram:TaxPointDate": invoice.value_date ? dateTime(invoice.value_date) : undefined,
        "ram:RateApplicablePercent": rateFor(code, rate.percent),
      });
    }
  }
  return out;
}
