import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema } from "../cbc/schema.ts";
import { TaxCountryCodeSchema } from "../l10n/schema.ts";
import { defineType } from "../schema/types.ts";

export const RegimeCodeSchema = defineType("tax.RegimeCode", "tax/regime-code", Type.String({ title: "Tax Regime Code" }));

export const ExtensionsSchema = defineType(
  "tax.Extensions",
  "tax/extensions",
  Type.Object({}, { patternProperties: { "^(?:[a-z]|[a-z0-9][a-z0-9-+]*[a-z0-9])$": Type.Ref(CodeSchema) }, title: "Extensions" }),
);

export const IdentitySchema = defineType(
  "tax.Identity",
  "tax/identity",
  Type.Object(
    {
      country: Type.Ref(TaxCountryCodeSchema),
      code: Type.Optional(Type.Ref(CodeSchema, { pattern: "^[A-Z0-9Ñ\\&]+$" })),
      scheme: Type.Optional(Type.Ref(CodeSchema)),
      type: Type.Optional(Type.Ref(KeySchema)),
    },
    { title: "Tax Identity", recommended: ["code"] },
  ),
);

export type TaxIdentity = Static<typeof IdentitySchema>;
export type Extensions = Record<string, string>;
