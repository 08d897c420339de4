/**
 * The sums of Fa by KSeF tax category: the net (P_13_x) and, where the
 * category has one, the tax (P_14_x) of each, in the schema's order, with
 * the tax in złoty (P_14_xW) when the invoice is in another currency, then
 * the total due (P_15). The categories are the addon's, on the invoice's
 * rate totals; a credit note states them as decreases.
 */
import { Amount, matchExchangeRate } from "../../../engine/index.ts";
import { convertedAmount } from "../../common/tax-currency.ts";
import { HOME_CURRENCY, TAX_CATEGORY_FIELDS, TAX_CATEGORY_ORDER } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import { list, type JSONObject } from "../../common/document-json.ts";
import type { Refusals } from "./refusals.ts";
import { amount, type Sign } from "./values.ts";

const VAT = "VAT";
const EXT_TAX_CATEGORY = "pl-favat-tax-category";

/**
 * The rate into złoty of an invoice in another currency: undefined for one
 * in złoty, or for one without a rate whose categories have no VAT to state
 * in złoty (an export, say: the rate is then optional).
 */
export function rateToPLN(invoice: JSONObject, refusals: Refusals): string | undefined {
  const currency = String(invoice.currency ?? HOME_CURRENCY);
  if (currency === HOME_CURRENCY) return undefined;
  const rate = matchExchangeRate<{ amount?: unknown }>(invoice.exchange_rates, currency, HOME_CURRENCY);
  if (typeof rate?.amount !== "string") {
    const taxedInPLN = [...categoryTotals(invoice).keys()].some((code) => TAX_CATEGORY_FIELDS.get(code)?.taxInPLN !== undefined);
    if (!taxedInPLN) return undefined;
    refusals.missing("$.doc.exchange_rates", `FA(3) states the VAT of an invoice in ${currency} in złoty too: give the rate from ${currency} to PLN`);
    return undefined;
  }
  return rate.amount;
}

/** Net and tax per category, summed over the rate totals (a category may hold several percents). */
function categoryTotals(invoice: JSONObject): Map<string, { net: Amount; tax: Amount }> {
  const out = new Map<string, { net: Amount; tax: Amount }>();
  for (const category of list(invoice.totals?.taxes?.categories)) {
    if (category.code !== VAT) continue;
    for (const rateTotal of list(category.rates)) {
      const code = String(rateTotal.ext?.[EXT_TAX_CATEGORY] ?? "");
      const held = out.get(code) ?? { net: Amount.zero(2), tax: Amount.zero(2) };
      out.set(code, { net: held.net.add(Amount.parse(rateTotal.base ?? "0")), tax: held.tax.add(Amount.parse(rateTotal.amount ?? "0")) });
    }
  }
  return out;
}

/** P_13_x … P_15, to spread into Fa after P_6. */
export function vatSums(invoice: JSONObject, sign: Sign, plnRate: string | undefined): XMLNode {
  const totals = categoryTotals(invoice);
  const out: XMLNode = {};
  for (const code of TAX_CATEGORY_ORDER) {
    const sums = totals.get(code);
    const fields = TAX_CATEGORY_FIELDS.get(code);
    if (!sums || !fields) continue;
    out[fields.net] = amount(sums.net.toString(), sign);
    if (fields.tax) out[fields.tax] = amount(sums.tax.toString(), sign);
    if (fields.taxInPLN && plnRate) out[fields.taxInPLN] = amount(convertedAmount(sums.tax.toString(), plnRate, HOME_CURRENCY), sign);
  }
  out.P_15 = amount(invoice.totals?.total_with_tax, sign);
  return out;
}
