import { Type, type Static } from "@sinclair/typebox";
import { CodeSchema, KeySchema } from "../cbc/schema.ts";
import { TaxCountryCodeSchema } from "../l10n/schema.ts";
import { AmountSchema, PercentageSchema } from "../num/schema.ts";
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

const opt = Type.Optional;

/** The `$addons` list a document carries: the keys of the addons it enables. */
export const AddonListSchema = defineType("tax.AddonList", "tax/addon-list", Type.Array(Type.Ref(KeySchema), { title: "Addon List" }));

/** The `$tags` a document carries (GOBL has no schema file for them). */
export function TagsField() {
  return Type.Array(Type.Ref(KeySchema));
}

/** One tax applied to a line, a discount or a charge. GOBL defines it inside tax/set. */
export const ComboSchema = defineType(
  "tax.Combo",
  "tax/combo",
  Type.Object(
    {
      cat: Type.Ref(CodeSchema),
      country: opt(Type.Ref(TaxCountryCodeSchema)),
      key: opt(Type.Ref(KeySchema)),
      rate: opt(Type.Ref(KeySchema)),
      percent: opt(Type.Ref(PercentageSchema, { calculated: true })),
      surcharge: opt(Type.Ref(PercentageSchema, { calculated: true })),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Tax Combo", description: "A tax category with the rate or percentage that applies." },
  ),
  { registered: false },
);

export const SetSchema = defineType(
  "tax.Set",
  "tax/set",
  Type.Array(Type.Ref(ComboSchema), { title: "Tax Set", description: "The taxes that apply to one amount." }),
);

export const RateTotalSurchargeSchema = defineType(
  "tax.RateTotalSurcharge",
  "tax/rate-total-surcharge",
  Type.Object({ percent: Type.Ref(PercentageSchema), amount: Type.Ref(AmountSchema) }, { title: "Rate Total Surcharge" }),
  { registered: false },
);

export const RateTotalSchema = defineType(
  "tax.RateTotal",
  "tax/rate-total",
  Type.Object(
    {
      country: opt(Type.Ref(TaxCountryCodeSchema)),
      key: opt(Type.Ref(KeySchema)),
      ext: opt(Type.Ref(ExtensionsSchema)),
      base: Type.Ref(AmountSchema),
      percent: opt(Type.Ref(PercentageSchema)),
      surcharge: opt(Type.Ref(RateTotalSurchargeSchema)),
      amount: Type.Ref(AmountSchema),
    },
    { title: "Rate Total", description: "The base and tax of one rate within a category." },
  ),
  { registered: false },
);

export const CategoryTotalSchema = defineType(
  "tax.CategoryTotal",
  "tax/category-total",
  Type.Object(
    {
      code: Type.Ref(CodeSchema),
      retained: opt(Type.Boolean()),
      informative: opt(Type.Boolean()),
      rates: Type.Array(Type.Ref(RateTotalSchema)),
      amount: Type.Ref(AmountSchema),
      surcharge: opt(Type.Ref(AmountSchema)),
    },
    { title: "Category Total", description: "The tax due in one category, rate by rate." },
  ),
  { registered: false },
);

export const TotalSchema = defineType(
  "tax.Total",
  "tax/total",
  Type.Object(
    {
      categories: opt(Type.Array(Type.Ref(CategoryTotalSchema))),
      sum: Type.Ref(AmountSchema),
      retained: opt(Type.Ref(AmountSchema)),
    },
    { title: "Tax Total", description: "The taxes of a document, grouped by category." },
  ),
);

export const NoteSchema = defineType(
  "tax.Note",
  "tax/note",
  Type.Object(
    {
      cat: opt(Type.Ref(CodeSchema)),
      key: opt(Type.Ref(KeySchema)),
      text: Type.String(),
      ext: opt(Type.Ref(ExtensionsSchema)),
    },
    { title: "Tax Note", description: "A legal remark about how a tax applies." },
  ),
);

export type Combo = Static<typeof ComboSchema>;
export type TaxSet = Static<typeof SetSchema>;
export type TaxTotal = Static<typeof TotalSchema>;
export type CategoryTotal = Static<typeof CategoryTotalSchema>;
export type RateTotal = Static<typeof RateTotalSchema>;
export type TaxNote = Static<typeof NoteSchema>;
