import { Type, type Static, type TUnsafe } from "@sinclair/typebox";
import { DateSchema } from "../cal/schema.ts";
import {
  CodeMapSchema,
  CodeSchema,
  DefinitionSchema,
  KeySchema,
  MetaSchema,
  SourceSchema,
  i18nRef,
  options,
  refAs,
  type Code,
  type CodeMap,
  type Key,
  type Meta,
} from "../cbc/schema.ts";
import { CurrencyCodeSchema } from "../currency/schema.ts";
import { countryName } from "../l10n/countries.ts";
import { L10nCodeSchema, TaxCountryCodeSchema } from "../l10n/schema.ts";
import { AmountSchema, PercentageSchema } from "../num/schema.ts";
import { defineType } from "../schema/types.ts";
import { GLOBAL_CATEGORIES } from "./categories.ts";

/**
 * The tax regimes GOBL v0.502 knows, by country code. The list is GOBL's, not
 * only the regimes bizdoc ships (see regimes/): a document may name any of
 * them, and plugins may bring others.
 */
export const REGIME_CODES = [
  "AE", "AR", "AT", "BE", "BR", "CA", "CH", "CO", "DE", "DK", "EL", "ES", "FI", "FR",
  "GB", "IE", "IN", "IT", "MX", "NL", "NO", "PL", "PT", "SA", "SE", "SG", "US",
] as const;

export const RegimeCodeSchema = defineType(
  "tax.RegimeCode",
  "tax/regime-code",
  Type.String({
    oneOf: REGIME_CODES.map((code) => ({ const: code, title: countryName(code) })),
    title: "Tax Regime Code",
    description: "The country code of a tax regime.",
  }),
);

/** The format and process addons GOBL v0.502 knows, by key, with their names. */
export const ADDON_NAMES = {
  "ar-arca-v4": "Argentina ARCA v4",
  "br-nfe-v4": "Brazil NF-e 4.00",
  "br-nfse-v1": "Brazil NFS-e 1.x",
  "co-dian-v2": "Colombia DIAN UBL 2.x",
  "de-xrechnung-v3": "Germany XRechnung 3.x",
  "de-zugferd-v2": "Germany ZUGFeRD 2.x",
  "es-facturae-v3": "Spain FacturaE 3.x",
  "es-sii-v1": "Spain SII 1.x",
  "es-tbai-v1": "Spain TicketBAI",
  "es-verifactu-v1": "Spain VERI*FACTU 1.x",
  "eu-en16931-v2017": "EN 16931-1:2017",
  "fr-choruspro-v1": "France Chorus Pro",
  "fr-ctc-flow10-v1": "France CTC flow 10 (e-reporting)",
  "fr-ctc-flow2-v1": "France CTC flow 2 (B2B clearance)",
  "fr-ctc-flow6-v1": "France CTC flow 6 (life cycle)",
  "fr-facturx-v1": "France Factur-X 1.x",
  "gr-mydata-v1": "Greece myDATA 1.x",
  "it-sdi-v1": "Italy SDI FatturaPA 1.x",
  "it-ticket-v1": "Italy AdE receipts 1.x",
  "mx-cfdi-v4": "Mexico SAT CFDI 4.x",
  "pl-favat-v3": "Poland KSeF FA(3)",
  "pt-saft-v1": "Portugal SAF-T",
  "sa-zatca-v1": "Saudi Arabia ZATCA",
} as const;

export const ExtensionsSchema = defineType(
  "tax.Extensions",
  "tax/extensions",
  // Typed as the string map it holds (TypeBox would infer `{}` from the pattern-only object).
  Type.Object({}, { patternProperties: { "^(?:[a-z]|[a-z0-9][a-z0-9-+]*[a-z0-9])$": Type.Ref(CodeSchema) }, title: "Extensions" }) as unknown as TUnsafe<
    Record<string, string>
  >,
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
export const AddonListSchema = defineType(
  "tax.AddonList",
  "tax/addon-list",
  Type.Array(Type.Ref(KeySchema, { oneOf: options(ADDON_NAMES) }), {
    title: "Addon List",
    description: "The keys of the addons a document enables.",
  }),
);

/**
 * The `$tags` a document carries (GOBL has no schema file for them). Options
 * list the tags GOBL names in the document's schema; they are completed by the
 * last option (any other well-formed key), so regimes and addons can add theirs.
 */
export function TagsField(items: { anyOf?: unknown[] } = {}) {
  return Type.Array(Type.Ref(KeySchema, items), { title: "Tags", description: "Keys marking the special situations the document is in." });
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
    {
      // The keys of each global category, for the combos of that category.
      anyOf: GLOBAL_CATEGORIES.map((category) => ({
        if: { properties: { cat: { const: category.code } } },
        then: { properties: { key: { oneOf: (category.keys ?? []).map((k) => ({ const: k.key, title: k.name?.en ?? k.key })) } } },
      })),
      title: "Tax Combo",
      description: "A tax category with the rate or percentage that applies.",
    },
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

/* ---------------------------------------------------------------- definitions
 * The shape of a tax regime's definition and of an addon's, as GOBL v0.502
 * serves them (`tax/regime-def`, `tax/addon-def`), and of their parts. All of
 * it is plain JSON data: fields are declared in the order GOBL writes them,
 * optional fields are the ones GOBL leaves out when empty, percentages are
 * kept as their exact text ("21.0%") and dates as ISO text ("2012-09-01").
 */

/** Extension key → code pairs (`tax.Extensions`). */
export type ExtensionMap = Record<Key, Code>;

const extRef = (title: string, description: string) => refAs<ExtensionMap>(ExtensionsSchema, { title, description });
const metaRef = (description: string) => refAs<Meta>(MetaSchema, { title: "Meta", description });
const keyList = (title: string, description: string) => Type.Array(Type.Ref(KeySchema), { title, description });
const definitions = (title: string, description: string) => Type.Array(Type.Ref(DefinitionSchema), { title, description });
const sourceList = (description: string) => Type.Array(Type.Ref(SourceSchema), { title: "Sources", description });

export const TagSetSchema = defineType(
  "tax.TagSet",
  "tax/tag-set",
  Type.Object(
    {
      schema: Type.String({ title: "Schema", description: "The schema of the documents the tags are for, in full or in part (`bill/invoice`)." }),
      list: definitions("List", "The tags, each with its key and name."),
    },
    { title: "Tag Set", description: "The tags a regime or an addon defines for documents of one schema." },
  ),
);

/** The tags a document of one schema may carry. */
export type TagSet = Static<typeof TagSetSchema>;

export const CorrectionDefinitionSchema = defineType(
  "tax.CorrectionDefinition",
  "tax/correction-definition",
  Type.Object(
    {
      schema: Type.String({ title: "Schema", description: "The schema of the documents this applies to, in full or in part." }),
      types: opt(keyList("Types", "The document types a correction may take (`credit-note`, ...).")),
      extensions: opt(keyList("Extensions", "Extension keys a correction may carry.")),
      reason_required: opt(Type.Boolean({ title: "Reason Required", description: "A reason must be given." })),
      stamps: opt(keyList("Stamps", "Stamps copied over from the document being corrected.")),
      copy_tax: opt(Type.Boolean({ title: "Copy Tax Totals", description: "Copy the tax totals of the corrected document into the reference to it." })),
    },
    { title: "Correction Definition", description: "How documents of one schema may be corrected." },
  ),
);

/** How documents of one schema may be corrected. */
export type CorrectionDefinition = Static<typeof CorrectionDefinitionSchema>;

export const CorrectionSetSchema = defineType(
  "tax.CorrectionSet",
  "tax/correction-set",
  Type.Array(Type.Ref(CorrectionDefinitionSchema), { title: "Correction Set", description: "Correction definitions, one per schema." }),
);

export const ScenarioSchema = defineType(
  "tax.Scenario",
  "tax/scenario",
  Type.Object(
    {
      name: opt(i18nRef({ title: "Name", description: "What the scenario is called." })),
      desc: opt(i18nRef({ title: "Description", description: "When the scenario applies, in words." })),
      // Filters: all those given must match.
      type: opt(keyList("Type", "Document types the scenario applies to.")),
      tags: opt(keyList("Tags", "Tags the document must all carry.")),
      cat: opt(Type.Array(Type.Ref(CodeSchema), { title: "Tax Categories", description: "At least one of these tax categories must be used in the document." })),
      ext_key: opt(Type.Ref(KeySchema, { title: "Extension Key", description: "An extension the document must carry." })),
      ext_code: opt(Type.Ref(CodeSchema, { title: "Extension Code", description: "The value the extension must have, when one is required." })),
      // Outputs.
      note: opt(refAs<ScenarioNote>(NoteSchema, { title: "Note", description: "A note added to the document's tax notes." })),
      codes: opt(refAs<CodeMap>(CodeMapSchema, { title: "Codes", description: "Local codes that apply in the scenario." })),
      ext: opt(extRef("Extensions", "Extensions set on the document's tax details.")),
    },
    {
      title: "Tax Scenario",
      description: "A situation recognised from a document's type, tags, tax categories and extensions, and what it adds to the document.",
    },
  ),
);

/** The note a scenario adds to a document's tax notes (`tax.Note`). */
export type ScenarioNote = Omit<TaxNote, "ext"> & { ext?: ExtensionMap };

/**
 * A situation recognised from a document's type, tags, tax categories and
 * extensions, and what it adds to the document when it applies. `filter` is
 * a further test for cases the declarative filters cannot express: code, not
 * data, so it has no place in the JSON Schema and is dropped when the
 * definition is written as JSON.
 */
export type Scenario = Static<typeof ScenarioSchema> & { filter?: (doc: unknown) => boolean };

export const ScenarioSetSchema = defineType(
  "tax.ScenarioSet",
  "tax/scenario-set",
  Type.Object(
    {
      schema: Type.String({ title: "Schema", description: "The schema of the documents the scenarios are for, in full or in part." }),
      list: Type.Array(refAs<Scenario>(ScenarioSchema), { title: "List", description: "The scenarios, tried in order." }),
    },
    { title: "Scenario Set", description: "The tax scenarios of documents of one schema." },
  ),
);

/** The scenarios of one document schema. */
export type ScenarioSet = Static<typeof ScenarioSetSchema>;

export const KeyDefSchema = defineType(
  "tax.KeyDef",
  "tax/key-def",
  Type.Object(
    {
      key: opt(Type.Ref(KeySchema, { title: "Key", description: "The key, as combos give it." })),
      name: opt(i18nRef({ title: "Name", description: "What the key is called." })),
      desc: opt(i18nRef({ title: "Description", description: "When the key applies." })),
      no_percent: opt(Type.Boolean({ title: "No Percent", description: "Combos with this key carry no percentage." })),
    },
    { title: "Key Definition", description: "A key within a tax category (`standard`, `exempt`, ...)." },
  ),
  { registered: false },
);

/** A key within a tax category (`standard`, `exempt`, ...). */
export type KeyDef = Static<typeof KeyDefSchema>;

export const RateValueDefSchema = defineType(
  "tax.RateValueDef",
  "tax/rate-value-def",
  Type.Object(
    {
      ext: opt(extRef("Extensions", "The value applies only to combos with all these extension values.")),
      since: opt(Type.Ref(DateSchema, { title: "Since", description: "The first day the value applies." })),
      percent: Type.Ref(PercentageSchema, { title: "Percent", description: "The rate's percentage." }),
      surcharge: opt(Type.Ref(PercentageSchema, { title: "Surcharge", description: "A further percentage charged on top." })),
      disabled: opt(Type.Boolean({ title: "Disabled", description: "The value is no longer to be used." })),
    },
    { title: "Rate Value", description: "One value of a rate over time." },
  ),
  { registered: false },
);

/** One value of a rate over time: newest first in `RateDef.values`. */
export type RateValueDef = Static<typeof RateValueDefSchema>;

export const RateDefSchema = defineType(
  "tax.RateDef",
  "tax/rate-def",
  Type.Object(
    {
      rate: Type.Ref(KeySchema, { title: "Rate", description: "The rate's key, as combos give it." }),
      keys: opt(keyList("Keys", "The category keys this rate may be used with.")),
      name: i18nRef({ title: "Name", description: "What the rate is called." }),
      desc: opt(i18nRef({ title: "Description", description: "When the rate applies." })),
      values: opt(Type.Array(Type.Ref(RateValueDefSchema), { title: "Values", description: "The rate's values over time, newest first." })),
      meta: opt(metaRef("Further details of the rate that local formats need.")),
    },
    { title: "Rate Definition", description: "A named rate of a tax category (`general`, `reduced+eqs`, ...)." },
  ),
  { registered: false },
);

/** A named rate of a category (`general`, `reduced+eqs`, ...). */
export type RateDef = Static<typeof RateDefSchema>;

export const CategoryDefSchema = defineType(
  "tax.CategoryDef",
  "tax/category-def",
  Type.Object(
    {
      code: Type.Ref(CodeSchema, { title: "Code", description: "The category's code, as combos give it (`VAT`, `IRPF`, ...)." }),
      name: i18nRef({ title: "Name", description: "Short name, used in place of the code in output." }),
      title: opt(i18nRef({ title: "Title", description: "Full name, for titles." })),
      desc: opt(i18nRef({ title: "Description", description: "What the category covers." })),
      retained: opt(Type.Boolean({ title: "Retained", description: "The tax is withheld by the buyer and subtracted from the payable total." })),
      informative: opt(Type.Boolean({ title: "Informative", description: "The tax is reported but leaves the totals untouched." })),
      keys: opt(Type.Array(Type.Ref(KeyDefSchema), { title: "Keys", description: "The keys combos of this category may use." })),
      rates: opt(Type.Array(Type.Ref(RateDefSchema), { title: "Rates", description: "The named rates of the category." })),
      extensions: opt(keyList("Extensions", "Extension keys (defined by the regime or its addons) usable with the category.")),
      map: opt(refAs<CodeMap>(CodeMapSchema, { title: "Map", description: "Local codes for the category's keys." })),
      sources: opt(sourceList("Where the category's rates can be checked.")),
      ext: opt(extRef("Extensions", "Extensions copied into every combo of the category.")),
      meta: opt(metaRef("Further details of the category that local formats need.")),
    },
    { title: "Category Definition", description: "A tax category of a regime (`VAT`, `IRPF`, ...)." },
  ),
  { registered: false },
);

/** A tax category of a regime (`VAT`, `IRPF`, ...). */
export type CategoryDef = Static<typeof CategoryDefSchema>;

export const RegimeDefSchema = defineType(
  "tax.RegimeDef",
  "tax/regime-def",
  Type.Object(
    {
      name: i18nRef({ title: "Name", description: "What the regime is called." }),
      description: opt(i18nRef({ title: "Description", description: "An introduction to the regime." })),
      sources: opt(sourceList("Official documents the regime's data comes from.")),
      time_zone: Type.String({ title: "Time Zone", description: "The country's main time zone, by its IANA name (`Europe/Madrid`)." }),
      country: Type.Ref(TaxCountryCodeSchema, { title: "Code", description: "The regime's tax country code." }),
      alt_country_codes: opt(Type.Array(Type.Ref(L10nCodeSchema), { title: "Alternative Country Codes", description: "Further codes that lead to this regime (`XI` for GB)." })),
      zone: opt(Type.Ref(L10nCodeSchema, { title: "Zone", description: "The region within the country, for regimes of part of one." })),
      currency: Type.Ref(CurrencyCodeSchema, { title: "Currency", description: "The country's currency." }),
      tax_scheme: opt(Type.Ref(CodeSchema, { title: "Tax Scheme", description: "The scheme of the regime's main indirect tax (`VAT`, `GST`, ...)." })),
      calculator_rounding_rule: opt(Type.Ref(KeySchema, { title: "Calculator Rounding Rule", description: "How totals are rounded: `precise` when absent, or `currency`." })),
      tags: opt(Type.Array(Type.Ref(TagSetSchema), { title: "Tags", description: "The tags documents may carry, by schema." })),
      extensions: opt(definitions("Extensions", "The extension keys the regime defines, with their values.")),
      identities: opt(definitions("Identities", "Identity types the regime knows besides tax identities.")),
      payment_means_keys: opt(definitions("Payment Means Keys", "Payment means keys the regime adds to the common ones.")),
      inbox_keys: opt(definitions("Inbox Keys", "Inbox keys the regime defines.")),
      scenarios: opt(Type.Array(Type.Ref(ScenarioSetSchema), { title: "Scenarios", description: "Tax scenarios, by schema." })),
      corrections: opt(Type.Ref(CorrectionSetSchema, { title: "Corrections", description: "How documents may be corrected, by schema." })),
      categories: Type.Array(Type.Ref(CategoryDefSchema), { title: "Categories", description: "The regime's tax categories." }),
    },
    { title: "Tax Regime", description: "The taxes of a country or territory, and how documents there use them." },
  ),
);

/** A country's tax regime. */
export type RegimeDef = Static<typeof RegimeDefSchema>;

export const AddonDefSchema = defineType(
  "tax.AddonDef",
  "tax/addon-def",
  Type.Object(
    {
      key: Type.Ref(KeySchema, { title: "Key", description: "The key documents enable the addon with." }),
      requires: opt(keyList("Requires", "Addons this one depends on.")),
      name: i18nRef({ title: "Name", description: "What the addon is called." }),
      description: opt(i18nRef({ title: "Description", description: "What the addon is for." })),
      sources: opt(sourceList("Specifications the addon follows.")),
      extensions: definitions("Extensions", "The extension keys the addon defines, with their values."),
      tags: opt(Type.Array(Type.Ref(TagSetSchema), { title: "Tags", description: "The tags documents may carry, by schema." })),
      scenarios: Type.Array(Type.Ref(ScenarioSetSchema), { title: "Scenarios", description: "Scenarios that set the addon's extensions, by schema." }),
      identities: opt(definitions("Identities", "Identity types the addon knows.")),
      inboxes: opt(definitions("Inboxes", "Inbox keys the addon defines.")),
      corrections: Type.Ref(CorrectionSetSchema, { title: "Corrections", description: "How documents may be corrected, by schema." }),
    },
    { title: "Addon", description: "A format or process addon: the extensions, scenarios and corrections it brings." },
  ),
);

/** A format or process addon (`tax/addon-def`). */
export type AddonDef = Static<typeof AddonDefSchema>;

export const CatalogueDefSchema = defineType(
  "tax.CatalogueDef",
  "tax/catalogue-def",
  Type.Object(
    {
      key: Type.Ref(KeySchema, { title: "Key", description: "The catalogue's key." }),
      name: i18nRef({ title: "Name", description: "What the catalogue is called." }),
      description: opt(i18nRef({ title: "Description", description: "What the catalogue holds." })),
      extensions: definitions("Extensions", "The extensions the catalogue offers."),
    },
    { title: "Catalogue", description: "Extensions shared by several regimes and addons." },
  ),
);

export type CatalogueDef = Static<typeof CatalogueDefSchema>;
