/** Allowances and charges, at document level and on lines. */
import { percentNumber } from "../codes.ts";
import { type Doc, ext, present } from "../document.ts";
import { inCurrencyPrecision } from "../money.ts";
import { leaf, node, type XmlElement } from "../xml.ts";
import { writeTaxCategory } from "./tax-category.ts";

interface AllowanceCharge {
  charge: boolean;
  reasonCode?: string;
  reason?: string;
  percent?: string;
  amount: string;
  base?: string;
  currency: string;
  taxes?: Doc[];
}

function writeAllowanceCharge(ac: AllowanceCharge): XmlElement {
  return node("cac:AllowanceCharge", [
    leaf("cbc:ChargeIndicator", ac.charge ? "true" : "false"),
    leaf("cbc:AllowanceChargeReasonCode", ac.reasonCode),
    leaf("cbc:AllowanceChargeReason", ac.reason),
    leaf("cbc:MultiplierFactorNumeric", ac.percent !== undefined ? percentNumber(ac.percent) : undefined),
    leaf("cbc:Amount", ac.amount, { currencyID: ac.currency }),
    ac.base !== undefined ? leaf("cbc:BaseAmount", ac.base, { currencyID: ac.currency }) : undefined,
    ...(ac.taxes ?? []).map((combo) => writeTaxCategory("cac:TaxCategory", combo)),
  ]);
}

/** Charges then discounts of a document or a line, each written with what the holder decides (amount precision, base, taxes). */
function writeChargesThenDiscounts(holder: Doc, write: (item: Doc, charge: boolean, reasonCode: string | undefined) => XmlElement): XmlElement[] {
  const out: XmlElement[] = [];
  for (const [list, charge, extKey] of [
    [holder.charges, true, "untdid-charge"],
    [holder.discounts, false, "untdid-allowance"],
  ] as const) {
    for (const item of (list ?? []) as Doc[]) out.push(write(item, charge, ext(item, extKey)));
  }
  return out;
}

/**
 * Document charges then discounts, each with its own base when it has one
 * (read from XML, or given: GOBL calculates a percentage on it), else, for a
 * percentage, the invoice's line sum (before document discounts and
 * charges) GOBL calculates it on. Writing the sum over a base of its own
 * would state an amount that is not base × percentage (PEPPOL-EN16931-R040).
 */
export function writeDocumentAllowanceCharges(invoice: Doc): XmlElement[] {
  const currency: string = invoice.currency;
  const base: string | undefined = invoice.totals?.sum;
  return writeChargesThenDiscounts(invoice, (item, charge, reasonCode) =>
    writeAllowanceCharge({
      charge,
      reasonCode,
      reason: present(item.reason),
      percent: item.percent,
      amount: item.amount,
      base: item.base !== undefined ? inCurrencyPrecision(item.base, currency) : item.percent !== undefined ? base : undefined,
      currency,
      taxes: item.taxes,
    }),
  );
}

/**
 * A line's charges then discounts, their amounts and base in the currency's
 * precision, as EN 16931 requires (BR-DEC-24, BR-DEC-25). The base is the
 * item's own when it has one (as for the document's), else the line sum a
 * percentage is calculated on.
 */
export function writeLineAllowanceCharges(line: Doc, currency: string): XmlElement[] {
  const base = line.sum !== undefined ? inCurrencyPrecision(line.sum, currency) : undefined;
  return writeChargesThenDiscounts(line, (item, charge, reasonCode) =>
    writeAllowanceCharge({
      charge,
      reasonCode,
      reason: present(item.reason),
      percent: item.percent,
      amount: inCurrencyPrecision(item.amount, currency),
      base: item.base !== undefined ? inCurrencyPrecision(item.base, currency) : item.percent !== undefined ? base : undefined,
      currency,
    }),
  );
}
