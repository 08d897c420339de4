import { Type } from "@sinclair/typebox";
import { defineType } from "../schema/types.ts";

// The allowed values are checked by rules (and, later, enumerated in the
// published JSON Schema); decoding only needs to know these are strings.
export const TaxCountryCodeSchema = defineType("l10n.TaxCountryCode", "l10n/tax-country-code", Type.String({ title: "Tax Country Code" }));
export const ISOCountryCodeSchema = defineType("l10n.ISOCountryCode", "l10n/iso-country-code", Type.String({ title: "ISO Country Code" }));
