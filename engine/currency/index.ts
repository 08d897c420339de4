export type { CurrencyCode, CurrencyDef } from "./currencies.ts";
export {
  currencyByNumeric,
  currencyCodes,
  currencyDef,
  currencyDefs,
  isCurrencyCode,
} from "./currencies.ts";
export { canConvertTo, matchExchangeRate } from "./exchange.ts";
