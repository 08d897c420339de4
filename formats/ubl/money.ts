/** Amount helpers in a currency's precision (never JS floats). */
import { Amount, currencyDef } from "../../engine/index.ts";

/** An amount rounded to its currency's natural precision (2 for EUR, 0 for JPY); unchanged for an unknown currency. */
export function inCurrencyPrecision(amount: string, currency: string): string {
  const def = currencyDef(currency);
  return def ? Amount.parse(amount).rescale(def.subunits).toString() : amount;
}

/** An amount converted at an exchange rate into a currency, at that currency's precision. */
export function convertAmount(amount: string, rate: string, to: string): string {
  const product = Amount.parse(amount).multiply(Amount.parse(rate));
  const def = currencyDef(to);
  return def ? product.rescale(def.subunits).toString() : product.toString();
}
