/** cac:TaxTotal and cac:LegalMonetaryTotal. */
import { type Doc, ext } from "../document.ts";
import { taxCurrencyTotal } from "../../common/tax-currency.ts";
import type { RegimeFactsOf } from "../regime.ts";
import { leaf, node, type XmlElement } from "../xml.ts";
import { categoryPercent } from "./tax-category.ts";
import { vatBreakdowns } from "../../common/vat-breakdown.ts";

/** The VAT accounting currency (BT-6) and the VAT total in it (BT-111), when the invoice gives them (see taxCurrencyTotal). */
export function taxCurrencyRate(invoice: Doc, regimeFacts: RegimeFactsOf): { currency: string; tax: string } | undefined {
  return taxCurrencyTotal(invoice, regimeFacts(invoice.$regime).currency);
}

/** The tax note (exemption reason) for a rate total: same category and same UNTDID category code. */
function exemptionReason(invoice: Doc, category: string, rate: Doc): string | undefined {
  const code = ext(rate, "untdid-tax-category");
  for (const note of (invoice.tax?.notes ?? []) as Doc[]) {
    if (note.cat !== category) continue;
    const noteCode = ext(note, "untdid-tax-category");
    if (noteCode && noteCode === code) return note.text;
  }
  return undefined;
}

/**
 * The cac:TaxTotal with the VAT breakdown, and the one in the VAT accounting
 * currency (BT-111). `taxCurrencyTotal` (ZATCA, BR-KSA-EN16931-09): the
 * latter is written for an invoice in that currency too, its total repeated.
 */
export function writeTaxTotals(invoice: Doc, regimeFacts: RegimeFactsOf, options: { taxCurrencyTotal: boolean }): XmlElement[] {
  const totals: Doc | undefined = invoice.totals;
  if (!totals) return [];
  const currency: string = invoice.currency;
  // One breakdown per category and rate (BR-S-08 and its siblings), though GOBL may total a rate twice (by extension).
  const subtotals = vatBreakdowns(totals.taxes?.categories).map((breakdown) => {
    const first = breakdown.rates[0] as Doc;
    return node("cac:TaxSubtotal", [
      leaf("cbc:TaxableAmount", breakdown.base, { currencyID: currency }),
      leaf("cbc:TaxAmount", breakdown.amount, { currencyID: currency }),
      node("cac:TaxCategory", [
        leaf("cbc:ID", breakdown.category || undefined),
        // Every breakdown states its rate, 0 for "not subject to VAT" too: the German rules (BR-DE-14, DE-R-014)
        // require it and EN 16931 forbids a rate for O only on lines, allowances and charges (BR-O-05 to BR-O-07).
        leaf("cbc:Percent", categoryPercent(breakdown.percent, breakdown.category) ?? "0"),
        leaf("cbc:TaxExemptionReasonCode", ext(first, "cef-vatex")),
        leaf("cbc:TaxExemptionReason", exemptionReason(invoice, breakdown.scheme, first)),
        breakdown.scheme ? node("cac:TaxScheme", [leaf("cbc:ID", breakdown.scheme)]) : undefined,
      ]),
    ]);
  });
  const out = [node("cac:TaxTotal", [leaf("cbc:TaxAmount", totals.tax ?? "0", { currencyID: currency }), ...subtotals])];
  // BT-111: the tax total in the VAT accounting currency, when the invoice gives one.
  const converted = taxCurrencyRate(invoice, regimeFacts);
  if (converted) out.push(node("cac:TaxTotal", [leaf("cbc:TaxAmount", converted.tax, { currencyID: converted.currency })]));
  else if (options.taxCurrencyTotal && currency === regimeFacts(invoice.$regime).currency) {
    out.push(node("cac:TaxTotal", [leaf("cbc:TaxAmount", totals.tax ?? "0", { currencyID: currency })]));
  }
  return out;
}

export function writeMonetaryTotal(invoice: Doc): XmlElement {
  const totals: Doc = invoice.totals ?? {};
  const currencyID: string = invoice.currency;
  const amount = (name: string, value: string | undefined) => leaf(name, value, { currencyID });
  return node("cac:LegalMonetaryTotal", [
    amount("cbc:LineExtensionAmount", totals.sum),
    amount("cbc:TaxExclusiveAmount", totals.total),
    amount("cbc:TaxInclusiveAmount", totals.total_with_tax),
    amount("cbc:AllowanceTotalAmount", totals.discount),
    amount("cbc:ChargeTotalAmount", totals.charge),
    amount("cbc:PrepaidAmount", totals.advance),
    amount("cbc:PayableRoundingAmount", totals.rounding),
    amount("cbc:PayableAmount", totals.due ?? totals.payable),
  ]);
}
