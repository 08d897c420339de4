import type { I18nString } from "../i18n/index.ts";
import type { RuleSet } from "../rules/rule.ts";
import type { Context } from "./context.ts";
import type { AddonDef, RegimeDef } from "../tax/regime-def.ts";
import type { DocumentKind } from "../schema/kinds.ts";

/**
 * A regime's definition is plain data, served as JSON by the API, in GOBL's
 * `RegimeDef` shape. Only the country and the name are required here, so a
 * plugin can start with its identity and add categories, scenarios and
 * corrections as it grows.
 */
export interface RegimeDefinition extends Partial<RegimeDef> {
  country: string;
  name: I18nString;
}

/** An addon's definition, in GOBL's `AddonDef` shape; key and name are required. */
export interface AddonDefinition extends Partial<AddonDef> {
  key: string;
  name: I18nString;
}

/**
 * Where a contribution applies. "document" (the default) limits it to
 * documents of the plugin's own regime or with the addon enabled; "any" lets
 * it run on every document, filtered only by its own `when` (used, for
 * example, to normalise a country's tax IDs wherever they appear).
 */
export type Scope = "document" | "any";

/** Rewrites values of one named type in place (or returns a replacement for scalars). */
export interface Normalizer<T = any> {
  type: string;
  scope?: Scope;
  when?: (value: T, ctx: Context) => boolean;
  normalize(value: T, ctx: Context): T | void;
}

/** Adds to a document's calculation, after the engine's own for that document type. */
export interface Calculator<T = any> {
  /** Document type name, e.g. "bill.Invoice". */
  type: string;
  scope?: Scope;
  when?: (doc: T, ctx: Context) => boolean;
  calculate(doc: T, ctx: Context): void;
}

/**
 * Takes part in turning a document into its corrective document (GOBL's
 * correction normalisers): it runs after the engine has set the preceding
 * reference, type, series and date, and before the new document is
 * calculated. Used, for example, to move a code from the options onto the
 * corrective document's tax extensions.
 */
export interface Corrector<T = any> {
  /** Document type name, e.g. "bill.Invoice". */
  type: string;
  scope?: Scope;
  correct(doc: T, options: CorrectionRequest, ctx: Context): void;
}

/** The correction options a corrector sees (GOBL's `bill.CorrectionOptions`). */
export interface CorrectionRequest {
  type: string;
  issue_date?: string;
  series?: string;
  stamps?: { prv: string; val: string }[];
  reason?: string;
  ext?: Record<string, string>;
  copy_tax?: boolean;
}

export interface Validator<T = any> extends RuleSet<T> {
  scope?: Scope;
}

export interface Contributions {
  normalizers?: Normalizer[];
  calculators?: Calculator[];
  validators?: Validator[];
  correctors?: Corrector[];
  /**
   * Kinds of document the plugin brings (GOBL: the types a module registers
   * with `schema.Register`, such as the CFDI addon's complements). The engine
   * adds them to its own kinds, whoever the document's regime and addons
   * are, as GOBL's schema registry is global: a document of such a kind is
   * built on its own, and one embedded in another (`complements`) is
   * calculated with the kind's `calculate` and checked, under the enclosing
   * document's regime and addons, by the rule sets of its types, at its own
   * place in the enclosing document. Its schema should be defined with
   * `defineType(..., { registered: false })`: it stays out of the published
   * schema files (GOBL's own, which `schemaIDs()` lists), and the engine's
   * `schema()` serves it beside them; its input is checked by shaping to that schema
   * (wrong types are refused) and by its rules, not by the generated ajv
   * checks, which cover the published schemas. A kind whose `$schema`
   * another kind has is refused at start-up.
   */
  kinds?: DocumentKind[];
}

export interface RegimePlugin extends Contributions {
  definition: RegimeDefinition;
  /** Addon keys this regime cannot work without. */
  requires?: string[];
}

export interface AddonPlugin extends Contributions {
  definition: AddonDefinition;
  /**
   * Fault codes of other rule sets this addon switches off while it is
   * active (GOBL's `rules.Ignore`): ZATCA, which asks for a VAT exemption
   * reason on zero-rated lines, drops EN 16931's rule against one.
   */
  ignores?: readonly string[];
}
