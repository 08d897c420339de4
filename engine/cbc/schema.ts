import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from "@sinclair/typebox";
import { DateTimeSchema } from "../cal/schema.ts";
import type { I18nString } from "../i18n/index.ts";
import { I18nStringSchema } from "../i18n/schema.ts";
import { schemaID } from "../schema/id.ts";
import { defineType } from "../schema/types.ts";

const KEY_PATTERN_TEXT = "^(?:[a-z]|[a-z0-9][a-z0-9-+]*[a-z0-9])$";

export const KeySchema = defineType(
  "cbc.Key",
  "cbc/key",
  Type.String({ minLength: 1, maxLength: 64, pattern: KEY_PATTERN_TEXT, title: "Key" }),
);

export const CodeSchema = defineType(
  "cbc.Code",
  "cbc/code",
  Type.String({
    minLength: 1,
    maxLength: 64,
    pattern: "^[^\\s\\x00-\\x1f\\x7f-\\x9f]([^\\x00-\\x1f\\x7f-\\x9f]*[^\\s\\x00-\\x1f\\x7f-\\x9f])?$",
    title: "Code",
  }),
);

export const MetaSchema = defineType(
  "cbc.Meta",
  "cbc/meta",
  // Typed as the string map it holds (TypeBox would infer `{}` from the pattern-only object).
  Type.Object({}, { patternProperties: { [KEY_PATTERN_TEXT]: Type.String() }, title: "Meta" }) as unknown as TUnsafe<Record<string, string>>,
);

export const URISchema = defineType("cbc.URI", "cbc/uri", Type.String({ maxLength: 2048, format: "uri", title: "URI" }));

export type Key = string;
export type Code = string;
export type Meta = Record<string, string>;

/* ---------------------------------------------------------------- enumerations */

/** One allowed value of a closed list, as published: `{ const, title, description? }`. */
export interface Option {
  const: string;
  title: string;
  description?: string;
}

/** A value's name, or its name and a short description of our own. */
export type OptionText = string | { title: string; description?: string };

/** The published options of a list of values, in the order given (the object's key order). */
export function options<K extends string>(entries: Readonly<Record<K, OptionText>>): Option[] {
  return Object.entries<OptionText>(entries).map(([value, text]) =>
    typeof text === "string" ? { const: value, title: text } : { const: value, title: text.title, ...(text.description ? { description: text.description } : {}) },
  );
}

/** The last option of an open list of keys: any other well-formed key. */
export function otherKey(title: string): { pattern: string; title: string } {
  return { pattern: KEY_PATTERN_TEXT, title };
}

/**
 * A reference whose static type is `T` rather than the target's: maps
 * published as objects with pattern properties (i18n strings, code maps,
 * extensions, meta) are records in TypeScript.
 */
export function refAs<T>(schema: TSchema, options?: SchemaOptions): TUnsafe<T> {
  return Type.Ref(schema, options) as unknown as TUnsafe<T>;
}

/** Multi-language text (`i18n.String`), typed as the record it is. */
export function i18nRef(options?: SchemaOptions): TUnsafe<I18nString> {
  return refAs<I18nString>(I18nStringSchema, options);
}

/* ---------------------------------------------------------------- definitions */

export const CodeMapSchema = defineType(
  "cbc.CodeMap",
  "cbc/code-map",
  Type.Object(
    {},
    {
      patternProperties: { [KEY_PATTERN_TEXT]: Type.Ref(CodeSchema) },
      title: "Code Map",
      description: "Keys paired with the local codes they stand for.",
    },
  ),
);

/** Key → code table used to translate keys into local codes. */
export type CodeMap = Record<Key, Code>;

const opt = Type.Optional;

export const SourceSchema = defineType(
  "cbc.Source",
  "cbc/source",
  Type.Object(
    {
      /** What the source is called. */
      title: opt(i18nRef({ title: "Title", description: "What the source is called." })),
      /** Where the source can be read. */
      url: Type.String({ format: "uri", title: "URL", description: "Where the source can be read." }),
      /** The media type found at the URL. */
      content_type: opt(Type.String({ title: "Content Type", description: "The media type found at the URL." })),
      /** When the information was taken from the source. */
      at: opt(Type.Ref(DateTimeSchema, { title: "At", description: "When the information was taken from the source." })),
    },
    { title: "Source", description: "Where a piece of information was taken from." },
  ),
);

/** Where a piece of information was taken from (`cbc.Source`). */
export type Source = Static<typeof SourceSchema>;

export const DefinitionSchema = defineType(
  "cbc.Definition",
  "cbc/definition",
  Type.Recursive(
    (This) =>
      Type.Object(
        {
          key: opt(Type.Ref(KeySchema, { title: "Key", description: "The key defined." })),
          code: opt(Type.Ref(CodeSchema, { title: "Code", description: "The code defined." })),
          name: i18nRef({ title: "Name", description: "A short name for the key or code." }),
          desc: opt(i18nRef({ title: "Description", description: "When the key or code applies." })),
          meta: opt(refAs<Meta>(MetaSchema, { title: "Meta", description: "Further details that go with the key or code." })),
          sources: opt(Type.Array(Type.Ref(SourceSchema), { title: "Sources", description: "Where the definition comes from." })),
          values: opt(Type.Array(This, { title: "Values", description: "The keys or codes a value may take, when the list is closed." })),
          pattern: opt(Type.String({ title: "Pattern", description: "A regular expression values must match, when there is no list." })),
          map: opt(refAs<CodeMap>(CodeMapSchema, { title: "Code Map", description: "Local codes for the key." })),
        },
        {
          title: "Definition",
          description: "What a key or a code means: tags, extensions, identity types, payment means and inbox keys are defined this way.",
        },
      ),
    { $id: schemaID("cbc/definition") },
  ),
);

/**
 * A generic definition of a key or a code (`cbc.Definition`): used for tags,
 * extensions, identity types, payment means and inbox keys. Extensions list
 * their accepted values in `values` or constrain them with `pattern`.
 */
export type Definition = Static<typeof DefinitionSchema>;

/** The published options of a list of definitions: each key (or code) with its English name and description. */
export function definitionOptions(defs: readonly Definition[]): Option[] {
  return defs.map((d) => ({ const: d.key ?? d.code ?? "", title: d.name.en ?? "", ...(d.desc?.en ? { description: d.desc.en } : {}) }));
}
