/**
 * The shape of a tax regime's definition and of an addon's, as GOBL v0.502
 * serves them (`tax/regime-def`, `tax/addon-def`). Everything here is plain,
 * JSON-serialisable data: fields are declared in the order GOBL writes them,
 * optional fields are the ones GOBL leaves out when empty, percentages are
 * kept as their exact text ("21.0%") and dates as ISO text ("2012-09-01").
 */
import type { I18nString } from "../i18n/index.ts";

/** A key (lower-case, `+`-joined segments such as `general+eqs`). */
type Key = string;
/** A code (upper-case identifiers such as `VAT`, or free codes such as `01`). */
type Code = string;

/** Key → code table used to translate keys into local codes. */
export type CodeMap = Record<Key, Code>;

/** Extra key → text details that some local formats need. */
export type Meta = Record<Key, string>;

/** Extension key → code pairs (`tax.Extensions`). */
export type ExtensionMap = Record<Key, Code>;

/** Where a piece of information was taken from (`cbc.Source`). */
export interface Source {
  title?: I18nString;
  url: string;
  content_type?: string;
  /** Date and time the information was retrieved. */
  at?: string;
}

/**
 * A generic definition of a key or a code (`cbc.Definition`): used for tags,
 * extensions, identity types, payment means and inbox keys. Extensions list
 * their accepted values in `values` or constrain them with `pattern`.
 */
export interface Definition {
  key?: Key;
  code?: Code;
  name: I18nString;
  desc?: I18nString;
  meta?: Meta;
  sources?: Source[];
  values?: Definition[];
  pattern?: string;
  map?: CodeMap;
}

/** The tags a document of one schema may carry. */
export interface TagSet {
  /** Partial or complete schema ID, e.g. `bill/invoice`. */
  schema: string;
  list: Definition[];
}

/** A key within a tax category (`standard`, `exempt`, ...). */
export interface KeyDef {
  key: Key;
  name: I18nString;
  desc?: I18nString;
  /** Combos with this key carry no percentage. */
  no_percent?: boolean;
}

/** One value of a rate over time: newest first in `RateDef.values`. */
export interface RateValueDef {
  /** Applies only when the combo has all these extension values. */
  ext?: ExtensionMap;
  /** First day the value applies (ISO date). */
  since?: string;
  percent: string;
  surcharge?: string;
  /** No longer to be used. */
  disabled?: boolean;
}

/** A named rate of a category (`general`, `reduced+eqs`, ...). */
export interface RateDef {
  rate: Key;
  /** The category keys this rate may be used with. */
  keys?: Key[];
  name: I18nString;
  desc?: I18nString;
  values?: RateValueDef[];
  meta?: Meta;
}

/** A tax category of a regime (`VAT`, `IRPF`, ...). */
export interface CategoryDef {
  code: Code;
  /** Short name, used in place of the code in output. */
  name: I18nString;
  /** Full name for titles. */
  title?: I18nString;
  desc?: I18nString;
  /** The amount is withheld by the buyer and subtracted from the payable total. */
  retained?: boolean;
  /** The amount is reported but leaves the totals untouched. */
  informative?: boolean;
  keys?: KeyDef[];
  rates?: RateDef[];
  /** Extension keys (defined by the regime or its addons) usable with the category. */
  extensions?: Key[];
  map?: CodeMap;
  sources?: Source[];
  /** Extensions copied into every combo of this category. */
  ext?: ExtensionMap;
  meta?: Meta;
}

/** The note a scenario adds to a document's tax notes (`tax.Note`). */
export interface ScenarioNote {
  cat?: Code;
  key?: Key;
  text: string;
  ext?: ExtensionMap;
}

/**
 * A situation recognised from a document's type, tags, tax categories and
 * extensions, and what it adds to the document when it applies.
 */
export interface Scenario {
  name?: I18nString;
  desc?: I18nString;
  /* Filters: all those given must match. */
  /** Document types (GOBL's JSON calls the list `type`). */
  type?: Key[];
  tags?: Key[];
  /** At least one of these tax categories must be used by the document. */
  cat?: Code[];
  ext_key?: Key;
  ext_code?: Code;
  /**
   * A further test for cases the declarative filters cannot express. Code,
   * not data: it is dropped when the definition is written as JSON.
   */
  filter?: (doc: unknown) => boolean;
  /* Outputs. */
  note?: ScenarioNote;
  codes?: CodeMap;
  ext?: ExtensionMap;
}

/** The scenarios of one document schema. */
export interface ScenarioSet {
  schema: string;
  list: Scenario[];
}

/** How documents of one schema may be corrected. */
export interface CorrectionDefinition {
  schema: string;
  /** Document types a correction may take (`credit-note`, ...). */
  types?: Key[];
  /** Extension keys a correction may carry. */
  extensions?: Key[];
  /** A reason must be given. */
  reason_required?: boolean;
  /** Stamps copied from the document being corrected. */
  stamps?: Key[];
  /** Copy the tax totals of the corrected document into the reference. */
  copy_tax?: boolean;
}

/** A country's tax regime. */
export interface RegimeDef {
  name: I18nString;
  description?: I18nString;
  sources?: Source[];
  time_zone: string;
  /** Tax country code (ISO 3166-1 alpha-2, or a special code). */
  country: string;
  /** Further country codes that resolve to this regime (e.g. `XI` for GB). */
  alt_country_codes?: string[];
  zone?: string;
  currency: string;
  /** Scheme of the regime's main indirect tax (`VAT`, `GST`, ...). */
  tax_scheme?: string;
  /** How totals are rounded: `precise` when absent, or `currency`. */
  calculator_rounding_rule?: Key;
  tags?: TagSet[];
  extensions?: Definition[];
  identities?: Definition[];
  payment_means_keys?: Definition[];
  inbox_keys?: Definition[];
  scenarios?: ScenarioSet[];
  corrections?: CorrectionDefinition[];
  categories: CategoryDef[];
}

/** A format or process addon (`tax/addon-def`). */
export interface AddonDef {
  key: Key;
  /** Addons this one depends on. */
  requires?: Key[];
  name: I18nString;
  description?: I18nString;
  sources?: Source[];
  extensions: Definition[];
  tags?: TagSet[];
  scenarios: ScenarioSet[];
  identities?: Definition[];
  inboxes?: Definition[];
  corrections: CorrectionDefinition[];
}
