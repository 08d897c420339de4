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
      /** The country that issued the tax ID, as a two-letter code ("EL" for Greece, as VAT numbers write it); required. */
      country: Type.Ref(TaxCountryCodeSchema, {
        description: "The country that issued the tax ID, as a two-letter code (\"EL\" for Greece, as VAT numbers write it); required.",
      }),
      /** The tax ID without its country prefix, in capitals with no spaces or punctuation (normalised so); the regime checks its format and check digits. Leave out for a customer known only by country. */
      code: Type.Optional(
        Type.Ref(CodeSchema, {
          pattern: "^[A-Z0-9Ñ\\&]+$",
          description: "The tax ID without its country prefix, in capitals with no spaces or punctuation (normalised so); the regime checks its format and check digits. Leave out for a customer known only by country.",
        }),
      ),
      /** The tax scheme the ID is registered for, such as "VAT" or "GST", when it differs from the regime's usual one; UBL and CII carry it as the scheme ID. */
      scheme: Type.Optional(
        Type.Ref(CodeSchema, {
          description: "The tax scheme the ID is registered for, such as \"VAT\" or \"GST\", when it differs from the regime's usual one; UBL and CII carry it as the scheme ID.",
        }),
      ),
      /** Deprecated: a kind of tax ID that a few regimes distinguish; use the party's `identities` for other IDs instead. */
      type: Type.Optional(
        Type.Ref(KeySchema, {
          description: "Deprecated: a kind of tax ID that a few regimes distinguish; use the party's `identities` for other IDs instead.",
        }),
      ),
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
      /** The tax category's code, such as "VAT", "GST" or "IRPF", as the regime defines it; required. */
      cat: Type.Ref(CodeSchema, { description: "The tax category's code, such as \"VAT\", \"GST\" or \"IRPF\", as the regime defines it; required." }),
      /** The country whose rates apply, when it is not the document's regime, as for a supply taxed in the customer's country. */
      country: opt(
        Type.Ref(TaxCountryCodeSchema, {
          description: "The country whose rates apply, when it is not the document's regime, as for a supply taxed in the customer's country.",
        }),
      ),
      /** How the tax applies, such as "standard", "zero", "exempt" or "reverse-charge" for VAT; the keys depend on the category. */
      key: opt(
        Type.Ref(KeySchema, {
          description: "How the tax applies, such as \"standard\", \"zero\", \"exempt\" or \"reverse-charge\" for VAT; the keys depend on the category.",
        }),
      ),
      /** The rate's key in the regime, such as "general", "reduced" or "super-reduced"; the percentage is then looked up for the document's date. */
      rate: opt(
        Type.Ref(KeySchema, {
          description: "The rate's key in the regime, such as \"general\", \"reduced\" or \"super-reduced\"; the percentage is then looked up for the document's date.",
        }),
      ),
      /** The tax rate as a percentage, such as "21%"; filled from the rate when left out, and absent for exempt amounts. */
      percent: opt(
        Type.Ref(PercentageSchema, {
          calculated: true,
          description: "The tax rate as a percentage, such as \"21%\"; filled from the rate when left out, and absent for exempt amounts.",
        }),
      ),
      /** An extra percentage charged on top of the tax, such as Spain's equivalence surcharge; filled from the rate when it has one. */
      surcharge: opt(
        Type.Ref(PercentageSchema, {
          calculated: true,
          description: "An extra percentage charged on top of the tax, such as Spain's equivalence surcharge; filled from the rate when it has one.",
        }),
      ),
      /** Extension codes that regimes and addons need for this tax, such as an exemption reason code (EN 16931 "untdid-tax-category", "cef-vatex"). */
      ext: opt(
        Type.Ref(ExtensionsSchema, {
          description: "Extension codes that regimes and addons need for this tax, such as an exemption reason code (EN 16931 \"untdid-tax-category\", \"cef-vatex\").",
        }),
      ),
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
  Type.Object(
    {
      /** The surcharge rate, such as "5.2%". */
      percent: Type.Ref(PercentageSchema, { description: "The surcharge rate, such as \"5.2%\"." }),
      /** The surcharge charged on the rate's base, as a decimal string. */
      amount: Type.Ref(AmountSchema, { description: "The surcharge charged on the rate's base, as a decimal string." }),
    },
    { title: "Rate Total Surcharge" },
  ),
  { registered: false },
);

export const RateTotalSchema = defineType(
  "tax.RateTotal",
  "tax/rate-total",
  Type.Object(
    {
      /** The country whose rate this is, when it is not the document's regime. */
      country: opt(Type.Ref(TaxCountryCodeSchema, { description: "The country whose rate this is, when it is not the document's regime." })),
      /** The tax key of the taxes grouped here, such as "standard" or "exempt" (rows group taxes by country, percentage, surcharge and extensions). */
      key: opt(Type.Ref(KeySchema, { description: "The tax key of the taxes grouped here, such as \"standard\" or \"exempt\" (rows group taxes by country, percentage, surcharge and extensions)." })),
      /** The extension codes the grouped taxes share. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "The extension codes the grouped taxes share." })),
      /** The sum of the amounts taxed at this rate, as a decimal string. */
      base: Type.Ref(AmountSchema, { description: "The sum of the amounts taxed at this rate, as a decimal string." }),
      /** The rate applied; absent when no percentage applies, as for exempt amounts. */
      percent: opt(Type.Ref(PercentageSchema, { description: "The rate applied; absent when no percentage applies, as for exempt amounts." })),
      /** The surcharge on top of the rate, when there is one. */
      surcharge: opt(Type.Ref(RateTotalSurchargeSchema, { description: "The surcharge on top of the rate, when there is one." })),
      /** The tax due at this rate: the base times the percentage, as a decimal string. */
      amount: Type.Ref(AmountSchema, { description: "The tax due at this rate: the base times the percentage, as a decimal string." }),
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
      /** The tax category's code, such as "VAT". */
      code: Type.Ref(CodeSchema, { description: "The tax category's code, such as \"VAT\"." }),
      /** True for a tax the customer withholds and pays to the authority, such as Spain's IRPF; it is taken off the amount payable. */
      retained: opt(
        Type.Boolean({ description: "True for a tax the customer withholds and pays to the authority, such as Spain's IRPF; it is taken off the amount payable." }),
      ),
      /** True for a tax shown for information only, which the document's totals leave out, as the regime's category says. */
      informative: opt(
        Type.Boolean({ description: "True for a tax shown for information only, which the document's totals leave out, as the regime's category says." }),
      ),
      /** The base and tax for each rate of the category used in the document. */
      rates: Type.Array(Type.Ref(RateTotalSchema), { description: "The base and tax for each rate of the category used in the document." }),
      /** The tax due in the category: the sum of its rates' amounts, as a decimal string. */
      amount: Type.Ref(AmountSchema, { description: "The tax due in the category: the sum of its rates' amounts, as a decimal string." }),
      /** The sum of the category's surcharges, when there are any. */
      surcharge: opt(Type.Ref(AmountSchema, { description: "The sum of the category's surcharges, when there are any." })),
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
      /** The totals of each tax category used, in the order first met. */
      categories: opt(Type.Array(Type.Ref(CategoryTotalSchema), { description: "The totals of each tax category used, in the order first met." })),
      /** The tax added to the net total: the amounts and surcharges of the categories neither retained nor informative, as a decimal string. */
      sum: Type.Ref(AmountSchema, { description: "The tax added to the net total: the amounts and surcharges of the categories neither retained nor informative, as a decimal string." }),
      /** The tax the customer withholds: the amounts of the retained categories, when there are any. */
      retained: opt(Type.Ref(AmountSchema, { description: "The tax the customer withholds: the amounts of the retained categories, when there are any." })),
    },
    { title: "Tax Total", description: "The taxes of a document, grouped by category." },
  ),
);

export const NoteSchema = defineType(
  "tax.Note",
  "tax/note",
  Type.Object(
    {
      /** The tax category the note is about, such as "VAT". */
      cat: opt(Type.Ref(CodeSchema, { description: "The tax category the note is about, such as \"VAT\"." })),
      /** The tax key the note explains, such as "exempt" or "reverse-charge". */
      key: opt(Type.Ref(KeySchema, { description: "The tax key the note explains, such as \"exempt\" or \"reverse-charge\"." })),
      /** The remark itself, such as the legal grounds for an exemption; required. */
      text: Type.String({ description: "The remark itself, such as the legal grounds for an exemption; required." }),
      /** Extension codes that go with the note, such as an exemption reason code. */
      ext: opt(Type.Ref(ExtensionsSchema, { description: "Extension codes that go with the note, such as an exemption reason code." })),
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
      /** The schema of the documents the tags are for, in full or in part (`bill/invoice`). */
      schema: Type.String({ title: "Schema", description: "The schema of the documents the tags are for, in full or in part (`bill/invoice`)." }),
      /** The tags, each with its key and name. */
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
      /** The schema of the documents this applies to, in full or in part. */
      schema: Type.String({ title: "Schema", description: "The schema of the documents this applies to, in full or in part." }),
      /** The document types a correction may take (`credit-note`, ...). */
      types: opt(keyList("Types", "The document types a correction may take (`credit-note`, ...).")),
      /** Extension keys a correction may carry. */
      extensions: opt(keyList("Extensions", "Extension keys a correction may carry.")),
      /** A reason must be given. */
      reason_required: opt(Type.Boolean({ title: "Reason Required", description: "A reason must be given." })),
      /** Stamps copied over from the document being corrected. */
      stamps: opt(keyList("Stamps", "Stamps copied over from the document being corrected.")),
      /** Copy the tax totals of the corrected document into the reference to it. */
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
      /** What the scenario is called. */
      name: opt(i18nRef({ title: "Name", description: "What the scenario is called." })),
      /** When the scenario applies, in words. */
      desc: opt(i18nRef({ title: "Description", description: "When the scenario applies, in words." })),
      // Filters: all those given must match.
      /** Document types the scenario applies to. */
      type: opt(keyList("Type", "Document types the scenario applies to.")),
      /** Tags the document must all carry. */
      tags: opt(keyList("Tags", "Tags the document must all carry.")),
      /** At least one of these tax categories must be used in the document. */
      cat: opt(Type.Array(Type.Ref(CodeSchema), { title: "Tax Categories", description: "At least one of these tax categories must be used in the document." })),
      /** An extension the document must carry. */
      ext_key: opt(Type.Ref(KeySchema, { title: "Extension Key", description: "An extension the document must carry." })),
      /** The value the extension must have, when one is required. */
      ext_code: opt(Type.Ref(CodeSchema, { title: "Extension Code", description: "The value the extension must have, when one is required." })),
      // Outputs.
      /** A note added to the document's tax notes. */
      note: opt(refAs<ScenarioNote>(NoteSchema, { title: "Note", description: "A note added to the document's tax notes." })),
      /** Local codes that apply in the scenario. */
      codes: opt(refAs<CodeMap>(CodeMapSchema, { title: "Codes", description: "Local codes that apply in the scenario." })),
      /** Extensions set on the document's tax details. */
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
      /** The schema of the documents the scenarios are for, in full or in part. */
      schema: Type.String({ title: "Schema", description: "The schema of the documents the scenarios are for, in full or in part." }),
      /** The scenarios, tried in order. */
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
      /** The key, as combos give it. */
      key: opt(Type.Ref(KeySchema, { title: "Key", description: "The key, as combos give it." })),
      /** What the key is called. */
      name: opt(i18nRef({ title: "Name", description: "What the key is called." })),
      /** When the key applies. */
      desc: opt(i18nRef({ title: "Description", description: "When the key applies." })),
      /** Combos with this key carry no percentage. */
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
      /** The value applies only to combos with all these extension values. */
      ext: opt(extRef("Extensions", "The value applies only to combos with all these extension values.")),
      /** The first day the value applies. */
      since: opt(Type.Ref(DateSchema, { title: "Since", description: "The first day the value applies." })),
      /** The rate's percentage. */
      percent: Type.Ref(PercentageSchema, { title: "Percent", description: "The rate's percentage." }),
      /** A further percentage charged on top. */
      surcharge: opt(Type.Ref(PercentageSchema, { title: "Surcharge", description: "A further percentage charged on top." })),
      /** The value is no longer to be used. */
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
      /** The rate's key, as combos give it. */
      rate: Type.Ref(KeySchema, { title: "Rate", description: "The rate's key, as combos give it." }),
      /** The category keys this rate may be used with. */
      keys: opt(keyList("Keys", "The category keys this rate may be used with.")),
      /** What the rate is called. */
      name: i18nRef({ title: "Name", description: "What the rate is called." }),
      /** When the rate applies. */
      desc: opt(i18nRef({ title: "Description", description: "When the rate applies." })),
      /** The rate's values over time, newest first. */
      values: opt(Type.Array(Type.Ref(RateValueDefSchema), { title: "Values", description: "The rate's values over time, newest first." })),
      /** Further details of the rate that local formats need. */
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
      /** The category's code, as combos give it (`VAT`, `IRPF`, ...). */
      code: Type.Ref(CodeSchema, { title: "Code", description: "The category's code, as combos give it (`VAT`, `IRPF`, ...)." }),
      /** Short name, used in place of the code in output. */
      name: i18nRef({ title: "Name", description: "Short name, used in place of the code in output." }),
      /** Full name, for titles. */
      title: opt(i18nRef({ title: "Title", description: "Full name, for titles." })),
      /** What the category covers. */
      desc: opt(i18nRef({ title: "Description", description: "What the category covers." })),
      /** The tax is withheld by the buyer and subtracted from the payable total. */
      retained: opt(Type.Boolean({ title: "Retained", description: "The tax is withheld by the buyer and subtracted from the payable total." })),
      /** The tax is reported but leaves the totals untouched. */
      informative: opt(Type.Boolean({ title: "Informative", description: "The tax is reported but leaves the totals untouched." })),
      /** The keys combos of this category may use. */
      keys: opt(Type.Array(Type.Ref(KeyDefSchema), { title: "Keys", description: "The keys combos of this category may use." })),
      /** The named rates of the category. */
      rates: opt(Type.Array(Type.Ref(RateDefSchema), { title: "Rates", description: "The named rates of the category." })),
      /** Extension keys (defined by the regime or its addons) usable with the category. */
      extensions: opt(keyList("Extensions", "Extension keys (defined by the regime or its addons) usable with the category.")),
      /** Local codes for the category's keys. */
      map: opt(refAs<CodeMap>(CodeMapSchema, { title: "Map", description: "Local codes for the category's keys." })),
      /** Where the category's rates can be checked. */
      sources: opt(sourceList("Where the category's rates can be checked.")),
      /** Extensions copied into every combo of the category. */
      ext: opt(extRef("Extensions", "Extensions copied into every combo of the category.")),
      /** Further details of the category that local formats need. */
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
      /** What the regime is called. */
      name: i18nRef({ title: "Name", description: "What the regime is called." }),
      /** An introduction to the regime. */
      description: opt(i18nRef({ title: "Description", description: "An introduction to the regime." })),
      /** Official documents the regime's data comes from. */
      sources: opt(sourceList("Official documents the regime's data comes from.")),
      /** The country's main time zone, by its IANA name (`Europe/Madrid`). */
      time_zone: Type.String({ title: "Time Zone", description: "The country's main time zone, by its IANA name (`Europe/Madrid`)." }),
      /** The regime's tax country code. */
      country: Type.Ref(TaxCountryCodeSchema, { title: "Code", description: "The regime's tax country code." }),
      /** Further codes that lead to this regime (`XI` for GB). */
      alt_country_codes: opt(Type.Array(Type.Ref(L10nCodeSchema), { title: "Alternative Country Codes", description: "Further codes that lead to this regime (`XI` for GB)." })),
      /** The region within the country, for regimes of part of one. */
      zone: opt(Type.Ref(L10nCodeSchema, { title: "Zone", description: "The region within the country, for regimes of part of one." })),
      /** The country's currency. */
      currency: Type.Ref(CurrencyCodeSchema, { title: "Currency", description: "The country's currency." }),
      /** The scheme of the regime's main indirect tax (`VAT`, `GST`, ...). */
      tax_scheme: opt(Type.Ref(CodeSchema, { title: "Tax Scheme", description: "The scheme of the regime's main indirect tax (`VAT`, `GST`, ...)." })),
      /** How totals are rounded: `precise` when absent, or `currency`. */
      calculator_rounding_rule: opt(Type.Ref(KeySchema, { title: "Calculator Rounding Rule", description: "How totals are rounded: `precise` when absent, or `currency`." })),
      /** The tags documents may carry, by schema. */
      tags: opt(Type.Array(Type.Ref(TagSetSchema), { title: "Tags", description: "The tags documents may carry, by schema." })),
      /** The extension keys the regime defines, with their values. */
      extensions: opt(definitions("Extensions", "The extension keys the regime defines, with their values.")),
      /** Identity types the regime knows besides tax identities. */
      identities: opt(definitions("Identities", "Identity types the regime knows besides tax identities.")),
      /** Payment means keys the regime adds to the common ones. */
      payment_means_keys: opt(definitions("Payment Means Keys", "Payment means keys the regime adds to the common ones.")),
      /** Inbox keys the regime defines. */
      inbox_keys: opt(definitions("Inbox Keys", "Inbox keys the regime defines.")),
      /** Tax scenarios, by schema. */
      scenarios: opt(Type.Array(Type.Ref(ScenarioSetSchema), { title: "Scenarios", description: "Tax scenarios, by schema." })),
      /** How documents may be corrected, by schema. */
      corrections: opt(Type.Ref(CorrectionSetSchema, { title: "Corrections", description: "How documents may be corrected, by schema." })),
      /** The regime's tax categories. */
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
      /** The key documents enable the addon with. */
      key: Type.Ref(KeySchema, { title: "Key", description: "The key documents enable the addon with." }),
      /** Addons this one depends on. */
      requires: opt(keyList("Requires", "Addons this one depends on.")),
      /** What the addon is called. */
      name: i18nRef({ title: "Name", description: "What the addon is called." }),
      /** What the addon is for. */
      description: opt(i18nRef({ title: "Description", description: "What the addon is for." })),
      /** Specifications the addon follows. */
      sources: opt(sourceList("Specifications the addon follows.")),
      /** The extension keys the addon defines, with their values. */
      extensions: definitions("Extensions", "The extension keys the addon defines, with their values."),
      /** The tags documents may carry, by schema. */
      tags: opt(Type.Array(Type.Ref(TagSetSchema), { title: "Tags", description: "The tags documents may carry, by schema." })),
      /** Scenarios that set the addon's extensions, by schema. */
      scenarios: Type.Array(Type.Ref(ScenarioSetSchema), { title: "Scenarios", description: "Scenarios that set the addon's extensions, by schema." }),
      /** Identity types the addon knows. */
      identities: opt(definitions("Identities", "Identity types the addon knows.")),
      /** Inbox keys the addon defines. */
      inboxes: opt(definitions("Inboxes", "Inbox keys the addon defines.")),
      /** How documents may be corrected, by schema. */
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
      /** The catalogue's key. */
      key: Type.Ref(KeySchema, { title: "Key", description: "The catalogue's key." }),
      /** What the catalogue is called. */
      name: i18nRef({ title: "Name", description: "What the catalogue is called." }),
      /** What the catalogue holds. */
      description: opt(i18nRef({ title: "Description", description: "What the catalogue holds." })),
      /** The extensions the catalogue offers. */
      extensions: definitions("Extensions", "The extensions the catalogue offers."),
    },
    { title: "Catalogue", description: "Extensions shared by several regimes and addons." },
  ),
);

export type CatalogueDef = Static<typeof CatalogueDefSchema>;
