/**
 * The shape of the tables scripts/generate-xsd-structure.ts derives from a
 * syntax's XML Schemas (rulesets/xsd/generated/): what the checker needs of
 * the schemas and nothing more, written compactly so the tables stay small.
 *
 * Indexes point into the arrays of the same table. Type 0 is always the
 * schemas' anyType (any attributes, any content, each element known to the
 * schemas checked as declared), which an element falls back to when a lax
 * wildcard admits it without a declaration.
 */

/** A simple type: the XSD built-in it derives from, and the facets the derivation adds. */
export type SimpleTypeRow = readonly [builtin: string, facets?: Facets];

export interface Facets {
  readonly enumeration?: readonly string[];
  /** Each derivation step's patterns: a value must match one of every step's. */
  readonly patterns?: readonly (readonly string[])[];
  readonly length?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly totalDigits?: number;
  readonly fractionDigits?: number;
  readonly minInclusive?: string;
  readonly maxInclusive?: string;
  readonly minExclusive?: string;
  readonly maxExclusive?: string;
}

/**
 * An attribute a type allows, as `{ns}local:type`, then `!` when it is
 * required and `=value` when the schema fixes its value: `currencyID:4!`,
 * `listAgencyID:0=6`. The `{ns}` (a namespace index) is there only for a
 * qualified attribute.
 */
export type AttributeRow = string;

/**
 * A complex type (or a simple type an element is declared with, as a type
 * without attributes):
 * - `content`: null when it must be empty; a number for a simple type
 *   (text only); otherwise its content model as a particle expression (see
 *   content-model.ts), starting with `~` when text may mix with the elements;
 * - `anyAttribute`: index of the wildcard for attributes it does not declare;
 * - `abstract`: an element of this type needs xsi:type to name another.
 */
export interface TypeRow {
  readonly attributes?: readonly AttributeRow[];
  readonly anyAttribute?: number;
  readonly content: null | number | string;
  readonly abstract?: 1;
}

/**
 * Wildcards (xsd:any, xsd:anyAttribute): `<mode> <namespaces>` with mode
 * strict, lax or skip, and namespaces `*` (any), `!n` (any namespace but n
 * and none) or a list of namespace indexes `n,m`.
 */
export type WildcardRow = string;

export interface SchemaTables {
  /** Namespace URIs; index 0 is no namespace. */
  readonly namespaces: readonly string[];
  /** The prefix each namespace is written with in messages. */
  readonly prefixes: readonly string[];
  readonly simpleTypes: readonly SimpleTypeRow[];
  readonly types: readonly TypeRow[];
  /**
   * Element declarations, grouped by what they share, one group a line:
   * `ns type[flags] local local …`, with flags `g` global (a wildcard may
   * admit it by name), `n` nillable, `a` abstract. Declarations are numbered
   * in the order the lines name them, from 0.
   */
  readonly elements: string;
  /** The value an element must have, by declaration index, where the schema fixes one. */
  readonly fixedElements?: Readonly<Record<number, string>>;
  /** Substitution groups: a head declaration's index, and the declarations that may stand for it. */
  readonly substitutions?: Readonly<Record<number, readonly number[]>>;
  readonly wildcards: readonly WildcardRow[];
  /** The document kinds: the root's declaration and the namespaces its schema loads (whose global elements wildcards know). */
  readonly documents: readonly { readonly root: number; readonly namespaces: readonly number[] }[];
}
