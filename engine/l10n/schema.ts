import { Type } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";
import { L10N_CODE_PATTERN, countryName, isoCountryCodes, taxCountryCodes } from "./countries.ts";

/** The published options of a list of country codes: each code with its English name. */
function countryOptions(codes: readonly string[]): { const: string; title: string }[] {
  return codes.map((code) => ({ const: code, title: countryName(code) }));
}

// Decoding only needs to know these are strings; the allowed values are
// listed for readers of the published schema and checked by the rules.
export const TaxCountryCodeSchema = defineType(
  "l10n.TaxCountryCode",
  "l10n/tax-country-code",
  Type.String({
    oneOf: countryOptions(taxCountryCodes()),
    title: "Tax Country Code",
    description: "A country as tax authorities know it: mostly the ISO code, with a few special codes such as EL, XI and EU.",
  }),
);

export const ISOCountryCodeSchema = defineType(
  "l10n.ISOCountryCode",
  "l10n/iso-country-code",
  Type.String({
    oneOf: countryOptions(isoCountryCodes()),
    title: "ISO Country Code",
    description: "A country's two-letter code from ISO 3166-1.",
  }),
);

/** A short upper-case identifier for a country, a region or a state. */
export const L10nCodeSchema = defineType(
  "l10n.Code",
  "l10n/code",
  Type.String({ pattern: L10N_CODE_PATTERN, title: "Code", description: "A short upper-case code for a country, region or state." }),
);
