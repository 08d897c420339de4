/**
 * The VAT accounting currency (BT-6) and the VAT total in it (BT-111), in
 * both syntaxes. GOBL holds them as an exchange rate from the invoice's
 * currency (`exchange_rates`); the XML states the two totals, not the rate.
 * Reading, the rate is the one with the fewest decimals that gives the
 * stated BT-111 back from the invoice's VAT total (BT-110), so the written
 * XML states the same figure; a rate cut to the stated amounts' decimals
 * (gobl.ubl's 628.62 / 675.00 = 0.93) would write 627.75. An invoice whose
 * VAT total is zero gives no rate (GOBL requires one above zero, and any
 * rate gives 0): its accounting currency alone is kept in the document's
 * meta, and written back with a VAT total of zero in it.
 */
import { Amount, currencyDef, matchExchangeRate } from "../../engine/index.ts";

/** BT-6 of an invoice without VAT, whose rate the XML cannot tell. */
export const TAX_CURRENCY_META = "tax-currency";

/** The most decimals a rate is given to find one that reproduces the stated total. */
const MAX_RATE_DECIMALS = 12;

/** An amount converted at a rate into a currency, at that currency's precision (unchanged precision for an unknown one). */
export function convertedAmount(amount: string, rate: string, to: string): string {
  const product = Amount.parse(amount).multiply(Amount.parse(rate));
  const def = currencyDef(to);
  return def ? product.rescale(def.subunits).toString() : product.toString();
}

/**
 * The rate from one total to its conversion: the fewest decimals (at least
 * the converted amount's) with which `convertedAmount` gives `converted`
 * back; the closest at MAX_RATE_DECIMALS when none does. Undefined for a
 * zero or negative total, which no rate above zero explains.
 */
export function exactRate(total: string, converted: string, to: string): string | undefined {
  const from = Amount.parse(total);
  const into = Amount.parse(converted);
  if (from.isZero() || into.isZero() || from.isNegative() !== into.isNegative()) return undefined;
  let rate = into;
  for (let exp = Math.max(into.exp, 2); exp <= MAX_RATE_DECIMALS; exp++) {
    rate = into.rescaleUp(exp).divide(from);
    if (rate.isPositive() && Amount.parse(convertedAmount(total, rate.toString(), to)).equals(into)) return rate.toString();
  }
  return rate.isPositive() ? rate.toString() : undefined;
}

/** What reading BT-6 and BT-111 adds to the document: a rate, or the currency alone in meta. */
export interface ReadTaxCurrency {
  exchangeRates?: { from: string; to: string; amount: string }[];
  meta?: Record<string, string>;
}

/**
 * The document's share of BT-6 (`taxCurrency`) with the invoice's VAT total
 * (`tax`, BT-110) and that in the accounting currency (`convertedTax`,
 * BT-111), as checked decimal texts. Nothing when BT-6 is absent or the
 * invoice's own currency (it says nothing then).
 */
export function readTaxCurrency(currency: string | undefined, taxCurrency: string | undefined, tax: string | undefined, convertedTax: string | undefined): ReadTaxCurrency {
  if (!currency || !taxCurrency || taxCurrency === currency) return {};
  const zero = (text: string | undefined) => text === undefined || Amount.parse(text).isZero();
  if (zero(tax) && zero(convertedTax)) return { meta: { [TAX_CURRENCY_META]: taxCurrency } };
  if (tax === undefined || convertedTax === undefined) return {};
  const amount = exactRate(tax, convertedTax, taxCurrency);
  return amount ? { exchangeRates: [{ from: currency, to: taxCurrency, amount }] } : {};
}

interface InvoiceLike {
  currency?: string;
  exchange_rates?: unknown[];
  meta?: Record<string, unknown>;
  totals?: { tax?: string };
}

/**
 * The VAT accounting currency to write (BT-6) and the VAT total in it
 * (BT-111): the regime's currency when the invoice gives a rate into it (as
 * before), else the one currency the invoice's own rates convert it into;
 * for an invoice without VAT, the currency kept in meta, with a total of
 * zero. None when the invoice is in that currency, or states no rate.
 */
export function taxCurrencyTotal(invoice: InvoiceLike, regimeCurrency: string | undefined): { currency: string; tax: string } | undefined {
  const currency = invoice.currency;
  if (!currency) return undefined;
  const tax = invoice.totals?.tax ?? "0";
  type Rate = { from: string; to: string; amount: string };
  let rate = regimeCurrency ? matchExchangeRate<Rate>(invoice.exchange_rates, currency, regimeCurrency) : undefined;
  if (!rate) {
    const own = (invoice.exchange_rates ?? []).filter(
      (r): r is Rate => r !== null && typeof r === "object" && (r as Rate).from === currency && typeof (r as Rate).to === "string" && (r as Rate).to !== currency,
    );
    // Several targets would be a guess at which one VAT is accounted in.
    if (new Set(own.map((r) => r.to)).size === 1) rate = own[0];
  }
  if (rate && typeof rate.amount === "string") return { currency: rate.to, tax: convertedAmount(tax, rate.amount, rate.to) };
  const kept = invoice.meta?.[TAX_CURRENCY_META];
  if (typeof kept === "string" && kept !== currency && /^[A-Z]{3}$/.test(kept) && Amount.parse(tax).isZero()) {
    const def = currencyDef(kept);
    return { currency: kept, tax: Amount.zero(def?.subunits ?? 2).toString() };
  }
  return undefined;
}
