import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import type { Fault } from "../errors/index.ts";
import { bundledSchema } from "./bundle.ts";
import { GENERATED_INPUT_CHECKS } from "./generated/input-checks.ts";
import { inputFormats } from "./input-formats.ts";
import { schemaPath } from "./id.ts";

/**
 * Structural checks of input against the published JSON Schemas, with ajv.
 * Input is checked before normalisation, so only what normalisation cannot
 * repair and no later rule reports is checked: types, the formats of dates,
 * times and UUIDs, and the closed code lists (currencies, countries).
 * Required fields, patterns, lengths and key lists are left to
 * normalisation, calculation and the rules, which fill, clean or report
 * them with GOBL's codes; regime codes and addon keys stay open to plugins.
 */
const INPUT_FORMATS = new Set(Object.keys(inputFormats));
const DROPPED_KEYWORDS = new Set(["required", "pattern", "minLength", "maxLength", "recommended", "calculated", "examples"]);
/** Definitions whose value lists are checked on input. */
const CLOSED_LISTS = new Set(["currency.Code", "l10n.ISOCountryCode", "l10n.TaxCountryCode"]);

/** GOBL's rule for each format a value can break. */
const FORMAT_RULES: Record<string, string> = {
  date: "GOBL-CAL-DATE-01",
  "date-time": "GOBL-CAL-DATETIME-01",
  uuid: "GOBL-UUID-UUID-01",
};

/** An ajv set up for input checks; `code` options when generating standalone code (then passed through appendErrorsInPlace by the generator). */
export function inputCheckAjv(code?: NonNullable<ConstructorParameters<typeof Ajv2020>[0]>["code"]): Ajv2020 {
  const instance = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    // Generated code refers to each definition rather than inlining it, so each is written once, and compares
    // enums (the closed lists, up to 252 values) inline: a loop would need ajv's runtime `equal`, which standalone
    // code require()s. Code compiled at run time keeps ajv's loop, quicker to compile.
    ...(code ? { code, inlineRefs: false, loopEnum: 1000 } : { code: { process: appendErrorsInPlace } }),
  });
  for (const [name, format] of Object.entries(inputFormats)) instance.addFormat(name, format);
  return instance;
}

const CONCAT_ERRORS = /vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\)/g;
const APPEND_ERRORS = "function appendErrors(into, more) { for (let i = 0; i < more.length; i++) into.push(more[i]); return into; }";

/**
 * ajv's code for a referenced definition adds the errors it found with
 * `vErrors.concat(...)`, which copies every error gathered so far each time:
 * a list of n failing items cost n² copies (19 s for 2,000 bad addresses).
 * This appends in place instead, so gathering errors is linear. The copy was
 * never needed: ajv only truncates that list or hands it on.
 */
export function appendErrorsInPlace(code: string): string {
  const rewritten = code.replace(CONCAT_ERRORS, "vErrors = vErrors === null ? $1 : appendErrors(vErrors, $1)");
  return rewritten === code ? code : `${APPEND_ERRORS}\n${rewritten}`;
}

// Compiled only when a check is not among the generated ones (an engine with plugins of its own).
let ajv: Ajv2020 | undefined;

/**
 * Values closed lists accept on input beyond their published ones, by
 * definition name: an engine's regimes' alternative country codes (GR, which
 * the Greek regime rewrites to EL) for `l10n.TaxCountryCode`.
 */
export type ListExtras = Readonly<Record<string, readonly string[]>>;

/** Options of one input check. */
export interface InputCheck {
  /** Further values the closed lists accept. */
  extras?: ListExtras;
  /**
   * Top-level fields whose value need not be in its closed list (any string
   * passes; other types are still refused): the document's calculation
   * replaces an unknown value there, as GOBL does with an invoice's currency.
   */
  open?: readonly string[];
}

const compiled = new Map<string, ValidateFunction>();
const NO_EXTRAS: ListExtras = {};
/** The text of each extras object in a check's key (see inputCheckKey). */
const extrasTexts = new WeakMap<ListExtras, string>();
let recording: Map<string, { id: string; extras: ListExtras }> | undefined;

/**
 * The input checks asked for while `run` runs, by key: what `npm run
 * generate` pre-compiles for the engines it creates there.
 */
export function recordInputChecks(run: () => void): Map<string, { id: string; extras: ListExtras }> {
  const previous = recording;
  const checks = new Map<string, { id: string; extras: ListExtras }>();
  recording = checks;
  try {
    run();
  } finally {
    recording = previous;
  }
  return checks;
}
let compilations = 0;

/** How many schemas have been compiled so far (compiling happens once per document kind). */
export function schemaCompilations(): number {
  return compilations;
}

/** The compiled input check for a schema ID (with the lists' extra values), compiled on first use and kept. */
export function inputValidator(id: string, extras: ListExtras = NO_EXTRAS): ValidateFunction | undefined {
  const key = inputCheckKey(id, extras);
  const existing = compiled.get(key) ?? (GENERATED_INPUT_CHECKS[key] as ValidateFunction | undefined);
  if (existing) {
    recording?.set(key, { id, extras });
    return existing;
  }
  const schema = inputCheckSchema(id, extras);
  // No published schema (a plugin's own document kind): nothing to check, and nothing to generate.
  if (!schema) return undefined;
  recording?.set(key, { id, extras });
  ajv ??= inputCheckAjv();
  const validate = ajv.compile(schema);
  compilations++;
  compiled.set(key, validate);
  return validate;
}

/** What identifies an input check: the schema ID and the lists' extra values. */
export function inputCheckKey(id: string, extras: ListExtras = NO_EXTRAS): string {
  // An engine passes the same extras object with every document: its text is worked out once.
  let text = extrasTexts.get(extras);
  if (text === undefined) {
    text = JSON.stringify(Object.entries(extras).filter(([, v]) => v.length > 0).sort());
    extrasTexts.set(extras, text);
  }
  return `${id} ${text}`;
}

/** The schema an input check compiles: the bundled schema reduced to what is checked on input (see above). */
export function inputCheckSchema(id: string, extras: ListExtras = {}): Record<string, unknown> | undefined {
  const path = schemaPath(id);
  const bundled = path ? bundledSchema(path) : undefined;
  if (!bundled) return undefined;
  const { $id: _id, ...schema } = inputVariant(bundled, false, extras) as Record<string, unknown>;
  return schema;
}

/** Faults for a value that does not fit its schema, with paths in GOBL's notation under `basePath`. */
export function inputFaults(id: string, value: unknown, basePath = "$", check: InputCheck = {}): Fault[] {
  const validate = inputValidator(id, check.extras);
  if (!validate || validate(value)) return [];
  const open = new Set((check.open ?? []).map((field) => `/${field}`));
  // A value outside its list is let through where the calculation replaces it.
  const errors = (validate.errors ?? []).filter((e) => !open.has(e.instancePath) || e.keyword === "type");
  return toFaults(errors, basePath);
}

function inputVariant(schema: unknown, keepLists = false, extras: ListExtras = {}): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inputVariant(s, keepLists));
  if (!schema || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (DROPPED_KEYWORDS.has(k)) continue;
    if (k === "format" && !INPUT_FORMATS.has(String(v))) continue;
    if (!keepLists && (k === "enum" || k === "const" || ((k === "oneOf" || k === "anyOf") && isValueList(v)))) continue;
    if (k === "$defs") out[k] = Object.fromEntries(Object.entries(v as object).map(([name, def]) => [name, withExtras(inputVariant(def, CLOSED_LISTS.has(name)), closedListExtras(name, extras))]));
    // Inside these every key is a property name, never a keyword.
    else if (k === "properties" || k === "patternProperties") out[k] = Object.fromEntries(Object.entries(v as object).map(([n, d]) => [n, inputVariant(d, keepLists)]));
    // A list of constants is one enum, which fails with one error rather than one per value (250 for a country).
    else if (k === "oneOf" && keepLists && isConstantList(v)) out.enum = v.map((option) => option.const);
    // A list's options only need one match on input (its fallback pattern is gone).
    else if (k === "oneOf" && keepLists) out.anyOf = inputVariant(v, keepLists);
    else out[k] = inputVariant(v, keepLists);
  }
  return out;
}

/**
 * What a closed list accepts beyond its values: "" (Go decodes it to the
 * type's zero value, which GOBL treats as absent, so its rules speak of the
 * missing value) and the engine's extras.
 */
function closedListExtras(name: string, extras: ListExtras): readonly string[] | undefined {
  return CLOSED_LISTS.has(name) ? ["", ...(extras[name] ?? [])] : extras[name];
}

/** A closed list's input variant accepting further values too. */
function withExtras(def: unknown, extras: readonly string[] = []): unknown {
  if (extras.length === 0 || !def || typeof def !== "object") return def;
  const list = def as Record<string, unknown>;
  if (Array.isArray(list.enum)) return { ...list, enum: [...new Set([...list.enum, ...extras])] };
  if (!Array.isArray(list.anyOf)) return def;
  return { ...list, anyOf: [...list.anyOf, ...extras.map((value) => ({ const: value }))] };
}

function isConstantList(options: unknown): options is { const: unknown }[] {
  return Array.isArray(options) && options.length > 0 && options.every((o) => o && typeof o === "object" && "const" in o);
}

/** A `oneOf`/`anyOf` that enumerates values (constants, or a pattern for the rest) rather than shapes. */
function isValueList(options: unknown): boolean {
  return Array.isArray(options) && options.every((o) => o && typeof o === "object" && ("const" in o || "pattern" in o || "enum" in o));
}

/** One fault per path: the most telling error there (a wrong type, a value not allowed, a bad format). */
function toFaults(errors: ErrorObject[], basePath: string): Fault[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const e of errors) {
    const path = pointerToPath(e.instancePath, basePath);
    const list = byPath.get(path);
    if (list) list.push(e);
    else byPath.set(path, [e]);
  }
  const faults: Fault[] = [];
  for (const [path, list] of byPath) {
    const type = list.find((e) => e.keyword === "type");
    const format = list.find((e) => e.keyword === "format");
    const allowed = type || format ? undefined : allowedValuesText(list);
    if (type) faults.push({ code: "BIZDOC-SCHEMA-TYPE", properties: [path], description: `must be ${article(String(type.params.type))}` });
    else if (format) {
      const name = String(format.params.format);
      faults.push({ code: FORMAT_RULES[name] ?? "BIZDOC-SCHEMA-FORMAT", properties: [path], description: `not a valid ${name}` });
    }
    else if (allowed) faults.push({ code: "BIZDOC-SCHEMA-VALUE", properties: [path], description: `not an allowed value (${allowed})` });
    else faults.push({ code: "BIZDOC-SCHEMA-VALUE", properties: [path], description: list[0].message ?? "not allowed here" });
  }
  return faults;
}

/** The summary of each closed list, by its (schema-owned, never changing) array of values. */
const listSummaries = new WeakMap<readonly unknown[], string>();

/**
 * The values a path's errors allow, summarised; undefined when they name
 * none. A list of 250 countries is summarised once, not once per path
 * refused: a body of 60,000 addresses in no country cost 15 million steps.
 */
function allowedValuesText(errors: ErrorObject[]): string | undefined {
  const lists = errors.filter((e) => e.keyword === "enum" || e.keyword === "const");
  if (lists.length === 0) return undefined;
  const only = lists.length === 1 && lists[0].keyword === "enum" ? (lists[0].params.allowedValues as unknown[]) : undefined;
  if (only) {
    let text = listSummaries.get(only);
    if (text === undefined) listSummaries.set(only, (text = summarise(only)));
    return text;
  }
  return summarise(lists.flatMap((e) => (e.keyword === "const" ? [e.params.allowedValue] : (e.params.allowedValues as unknown[]))));
}

function pointerToPath(pointer: string, basePath: string): string {
  if (pointer === "") return basePath;
  return pointer
    .split("/")
    .slice(1)
    .map((seg) => seg.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce((p, seg) => (/^\d+$/.test(seg) ? `${p}[${seg}]` : /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(seg) ? `${p}.${seg}` : `${p}[${JSON.stringify(seg)}]`), basePath);
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function summarise(values: unknown[]): string {
  const unique = [...new Set(values.map(String))];
  return unique.length > 8 ? `${unique.slice(0, 8).join(", ")}, ...` : unique.join(", ");
}
