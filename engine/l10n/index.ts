export type { CountryDef, L10nCode } from "./countries.ts";
export {
  L10N_CODE_PATTERN,
  countryAlpha3,
  countryDef,
  countryDefs,
  countryName,
  isISOCountryCode,
  isL10nCode,
  isTaxCountryCode,
  isoCountryCodes,
  isoCountryOf,
  taxCountryCodes,
} from "./countries.ts";
export { EUROPEAN_UNION, inEuropeanUnion, isUnionMember } from "./unions.ts";
