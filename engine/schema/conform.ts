import type { TSchema } from "@sinclair/typebox";
import { isLosslessNumber } from "lossless-json";
import type { Fault } from "../errors/index.ts";
import { decodeHookFor, resolve, typeById, typeNameOf } from "./types.ts";
import { isPlainObject, ownEntries, wellFormed } from "./json.ts";
import { AmountError } from "../num/index.ts";
import { INT64_MAX, beyondInt64, readNumberText } from "./number-text.ts";
import { Place } from "./place.ts";

/**
 * Shapes a JSON value to a schema, the way GOBL's typed decode and encode do
 * between them: properties come out in the schema's declaration order, unknown
 * properties are dropped, map keys are sorted, optional empty values (null,
 * "", [], {} maps, false, 0) are omitted, and amounts given as JSON numbers
 * become their exact decimal text. Values of the wrong type are reported as
 * faults rather than coerced.
 *
 * The result is always a fresh tree: the input is never mutated, and keys such
 * as `__proto__` only ever become plain own properties of null-safe copies.
 */
export function conform(
  schema: TSchema,
  value: unknown,
  path = "$",
  options: { readNumbers?: boolean; checkAmountRange?: boolean; zeroValues?: boolean } = {},
): { value: unknown; faults: Fault[]; numberFaults: Fault[] } {
  const sink: Sink = {
    faults: [],
    numbers: options.readNumbers || options.checkAmountRange ? [] : undefined,
    read: options.readNumbers,
    range: options.checkAmountRange,
    zeros: options.zeroValues,
  };
  const out = shape(schema, value, Place.root(path), sink);
  return { value: out, faults: sink.faults, numberFaults: sink.numbers ?? [] };
}

/**
 * Where shaping reports: type faults, and, when numbers are read on the way
 * (decoding), the numbers that cannot be read, kept apart because they are
 * reported together with the input checks that follow shaping.
 */
interface Sink {
  faults: Fault[];
  numbers?: Fault[];
  /** Read numbers into their printed form (decoding). */
  read?: boolean;
  /** Report amounts GOBL's int64 cannot hold (after calculation: BIZDOC-NUM-RANGE). */
  range?: boolean;
  /**
   * Write a required amount or text left out as Go's zero value, "0" or ""
   * (encoding): such a field has no omitempty in GOBL, which writes it so.
   */
  zeros?: boolean;
}

/** Type names whose JSON form is a string but which GOBL also reads from a bare number. */
const NUMERIC_TEXT_TYPES = new Set(["num.Amount", "num.Percentage"]);

/** How a schema shapes a value, worked out once per schema (see planOf). */
interface Plan {
  kind: "union" | "embedded" | "object" | "array" | "string" | "integer" | "number" | "boolean" | "free";
  /** The schema with its `$ref` followed. */
  s: TSchema & Record<string, unknown>;
  name?: string;
  /** An amount or a percentage: a string GOBL also reads from a bare number. */
  numeric: boolean;
}

const plans = new WeakMap<TSchema, Plan>();

function planOf(schema: TSchema): Plan {
  let plan = plans.get(schema);
  if (plan === undefined) {
    const s = resolve(schema) as TSchema & Record<string, unknown>;
    const name = typeNameOf(schema);
    const union = (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) && s.type === undefined;
    const typed = s.type === "object" || s.type === "array" || s.type === "string" || s.type === "integer" || s.type === "number" || s.type === "boolean";
    const kind: Plan["kind"] = union ? "union" : name === "schema.Object" ? "embedded" : typed ? (s.type as Plan["kind"]) : "free";
    plan = { kind, s, name, numeric: name !== undefined && NUMERIC_TEXT_TYPES.has(name) };
    plans.set(schema, plan);
  }
  return plan;
}

function shape(schema: TSchema, value: unknown, path: Place, sink: Sink): unknown {
  if (value === null || value === undefined) return undefined;
  return shapeBy(planOf(schema), value, path, undefined, sink);
}

/**
 * Shapes the member `key` of the value at `up` (the value itself when `key`
 * is undefined). Only containers get a place of their own: a text or a
 * number spells its place out only for a fault.
 */
function shapeBy(plan: Plan, value: unknown, up: Place, key: string | number | undefined, sink: Sink): unknown {
  switch (plan.kind) {
    case "string":
      return shapeString(plan, value, up, key, sink);
    case "integer":
    case "number":
      return shapeNumber(plan.kind, value, up, key, sink);
    case "boolean":
      if (typeof value === "boolean") return value;
      sink.faults.push(typeFault(placeOf(up, key), "a boolean", value));
      return undefined;
    case "free":
      // Unconstrained (free JSON such as an embedded document): copied as is.
      return copyJSON(value);
  }
  const path = placeOf(up, key);
  switch (plan.kind) {
    case "union":
      return shapeUnion((plan.s.anyOf ?? plan.s.oneOf) as TSchema[], value, path, sink);
    case "embedded":
      return shapeEmbedded(value, path, sink);
    case "object": {
      const hook = isPlainObject(value) ? decodeHookFor(plan.name) : undefined;
      return shapeObject(plan.s, hook ? hook({ ...(value as Record<string, unknown>) }) : value, path, sink);
    }
    default:
      return shapeArray(plan.s, value, path, sink);
  }
}

function placeOf(up: Place, key: string | number | undefined): Place {
  return key === undefined ? up : up.child(key);
}

/**
 * An embedded document (an invoice complement, say) is shaped by its own
 * `$schema`, which stays first; one with an unknown schema is kept as given.
 */
function shapeEmbedded(value: unknown, path: Place, sink: Sink): unknown {
  if (!isPlainObject(value)) {
    sink.faults.push(typeFault(path, "an object", value));
    return undefined;
  }
  const id = value.$schema;
  const target = typeof id === "string" ? typeById(id) : undefined;
  if (!target) return copyJSON(value);
  const { $schema: _schema, ...fields } = value;
  // An embedded document's numbers are read when it is calculated, as a document of its own.
  const shaped = shape(target.schema, fields, path, { faults: sink.faults, zeros: sink.zeros });
  return { $schema: id, ...(shaped as Record<string, unknown>) };
}

function shapeObject(s: Record<string, unknown>, value: unknown, path: Place, sink: Sink): unknown {
  if (!isPlainObject(value)) {
    sink.faults.push(typeFault(path, "an object", value));
    return undefined;
  }
  const fields = structFields(s);
  const out: Record<string, unknown> = {};
  if (fields) {
    for (const { key, plan, keepEmpty, zero } of fields) {
      const member = Object.hasOwn(value, key) ? value[key] : undefined;
      if (member === undefined) {
        if (zero !== undefined && sink.zeros) out[key] = zero;
        continue;
      }
      const shaped = member === null ? undefined : shapeBy(plan, member, path, key, sink);
      if (shaped === undefined) continue;
      if (!keepEmpty && isEmpty(shaped)) continue;
      out[key] = shaped;
    }
    return out;
  }
  // A map (code map, meta, extensions, i18n string): every key kept, sorted
  // by code point as Go sorts map keys when encoding.
  const valueSchema = mapValueSchema(s);
  const keys = ownEntries(value).map(([k]) => [k, wellFormed(k)] as const).sort((a, b) => compareCodePoints(a[1], b[1]));
  for (const [key, formed] of keys) {
    const member = value[key];
    const shaped = !valueSchema ? copyJSON(member) : member === null || member === undefined ? undefined : shapeBy(planOf(valueSchema), member, path, formed, sink);
    if (shaped === undefined) continue;
    defineOwn(out, formed, shaped);
  }
  // Go omits empty maps when encoding.
  return keys.length === 0 || Object.keys(out).length === 0 ? undefined : out;
}

function shapeArray(s: Record<string, unknown>, value: unknown, path: Place, sink: Sink): unknown {
  if (!Array.isArray(value)) {
    sink.faults.push(typeFault(path, "an array", value));
    return undefined;
  }
  const items = s.items as TSchema | undefined;
  const plan = items ? planOf(items) : undefined;
  const out: unknown[] = [];
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    // GOBL prunes nil entries from lists; so do we, before numbering anything.
    if (item === null || item === undefined) continue;
    const shaped = plan ? shapeBy(plan, item, path, i, sink) : copyJSON(item);
    if (shaped !== undefined) out.push(shaped);
  }
  return out;
}

interface StructField {
  key: string;
  schema: TSchema;
  plan: Plan;
  /**
   * Required fields, amounts (GOBL refuses "" where a number is due) and
   * dates (Go reads "" as the zero date, which GOBL writes 0000-00-00) are
   * kept even when empty.
   */
  keepEmpty: boolean;
  /** What a required field left out is written as (see Sink.zeros): Go's zero value of an amount, a text or a list, if it is one of those. */
  zero?: string | null;
}

/** A struct schema's fields in declaration order, worked out once per schema. */
const structFieldCache = new WeakMap<object, StructField[] | null>();

function structFields(s: Record<string, unknown>): StructField[] | undefined {
  let fields = structFieldCache.get(s);
  if (fields === undefined) {
    const props = structProperties(s);
    const required = new Set((s.required as string[] | undefined) ?? []);
    fields = props
      ? Object.entries(props).map(([key, schema]) => ({
          key,
          schema,
          plan: planOf(schema),
          keepEmpty: required.has(key) || isNumericText(schema) || typeNameOf(schema) === "cal.Date",
          zero: required.has(key) ? zeroText(schema) : undefined,
        }))
      : null;
    structFieldCache.set(s, fields);
  }
  return fields ?? undefined;
}

/**
 * Go's zero value, as JSON, of a required field left out: "0" for an
 * amount, "" for a text (a code, a key, a name), null for a list (a nil
 * slice). Dates, times and objects may be Go pointers or structs, written
 * differently, so they get none.
 */
function zeroText(schema: TSchema): string | null | undefined {
  const name = typeNameOf(schema);
  if (name === "num.Amount") return "0";
  if (name !== undefined && (NUMERIC_TEXT_TYPES.has(name) || name.startsWith("cal."))) return undefined;
  const s = resolve(schema) as Record<string, unknown>;
  if (s.type === "array") return null;
  return s.type === "string" && s.format === undefined ? "" : undefined;
}

function isNumericText(schema: TSchema): boolean {
  const name = typeNameOf(schema);
  return name !== undefined && NUMERIC_TEXT_TYPES.has(name);
}

function shapeString(plan: Plan, value: unknown, up: Place, key: string | number | undefined, sink: Sink): unknown {
  const { name, numeric } = plan;
  let text: string | undefined;
  // Lone surrogates read as U+FFFD, as Go decodes them.
  if (typeof value === "string") text = wellFormed(value);
  else if (numeric && isLosslessNumber(value)) text = (value as { value: string }).value;
  else if (numeric && typeof value === "number" && Number.isFinite(value)) text = numberText(value);
  if (text === undefined) {
    sink.faults.push(typeFault(placeOf(up, key), "a string", value));
    return undefined;
  }
  if (!numeric || !sink.numbers) return text;
  if (sink.range && name === "num.Amount" && beyondInt64(text)) {
    // GOBL would saturate at its int64 limit and give wrong totals: the document is refused rather than answered wrongly.
    sink.numbers.push({
      code: "BIZDOC-NUM-RANGE",
      properties: [String(placeOf(up, key))],
      description: `too large: GOBL holds amounts as 64-bit integers (at most ${INT64_MAX} without decimals) and would give wrong totals`,
    });
  }
  if (!sink.read) return text;
  try {
    return readNumberText(name!, text);
  } catch (err) {
    // Left as it is and reported (numbers/readNumbers does the same for documents joining later).
    if (!(err instanceof AmountError)) throw err;
    sink.numbers.push({ code: "BIZDOC-SCHEMA-FORMAT", properties: [String(placeOf(up, key))], description: err.message });
    return text;
  }
}

function shapeNumber(type: "integer" | "number", value: unknown, up: Place, key: string | number | undefined, sink: Sink): unknown {
  let n: number | undefined;
  if (typeof value === "number") n = value;
  else if (isLosslessNumber(value)) n = Number((value as { value: string }).value);
  if (n === undefined || !Number.isFinite(n) || (type === "integer" && !Number.isInteger(n))) {
    sink.faults.push(typeFault(placeOf(up, key), type === "integer" ? "an integer" : "a number", value));
    return undefined;
  }
  return n;
}

function shapeUnion(options: TSchema[], value: unknown, path: Place, sink: Sink): unknown {
  for (const option of options) {
    const attempt: Sink = { ...sink, faults: [], numbers: sink.numbers ? [] : undefined };
    const shaped = shape(option, value, path, attempt);
    if (attempt.faults.length === 0) {
      sink.numbers?.push(...attempt.numbers!);
      return shaped;
    }
  }
  sink.faults.push({ code: "BIZDOC-SCHEMA-TYPE", properties: [String(path)], description: "value matches none of the allowed forms" });
  return undefined;
}

/**
 * Whether `value` shapes to `schema` without a type fault: how a union
 * (`anyOf`/`oneOf` without a type) picks the option it shapes a value with.
 */
export function shapesCleanly(schema: TSchema, value: unknown): boolean {
  const sink: Sink = { faults: [] };
  shape(schema, value, Place.root("$"), sink);
  return sink.faults.length === 0;
}

/** A struct schema's fields by name (a Map: user text never indexes a plain object), worked out once per schema; undefined for maps and free objects. */
const fieldMapCache = new WeakMap<object, ReadonlyMap<string, TSchema> | null>();

export function structFieldMap(s: Record<string, unknown>): ReadonlyMap<string, TSchema> | undefined {
  let map = fieldMapCache.get(s);
  if (map === undefined) {
    const fields = structFields(s);
    map = fields ? new Map(fields.map((f) => [f.key, f.schema])) : null;
    fieldMapCache.set(s, map);
  }
  return map ?? undefined;
}

/** The declared properties of a struct-like object schema; undefined for maps and free objects. */
export function structProperties(s: Record<string, unknown>): Record<string, TSchema> | undefined {
  const props = s.properties as Record<string, TSchema> | undefined;
  if (!props || s.patternProperties || Object.keys(props).length === 0) return undefined;
  return props;
}

export function mapValueSchema(s: Record<string, unknown>): TSchema | undefined {
  const pattern = s.patternProperties as Record<string, TSchema> | undefined;
  if (pattern) return Object.values(pattern)[0];
  const additional = s.additionalProperties;
  return typeof additional === "object" && additional !== null ? (additional as TSchema) : undefined;
}

function isEmpty(v: unknown): boolean {
  if (v === "" || v === false || v === 0) return true;
  if (Array.isArray(v)) return v.length === 0;
  return false;
}

/** A deep copy of plain JSON that can never write to a prototype. */
export function copyJSON(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJSON);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of ownEntries(value)) defineOwn(out, k, copyJSON(v));
    return out;
  }
  return value;
}

function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export { childPath } from "./place.ts";

const SURROGATE = /[\uD800-\uDFFF]/;

function compareCodePoints(a: string, b: string): number {
  // UTF-16 order is code-point order unless a surrogate pair is involved.
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done === y.done ? 0 : x.done ? -1 : 1;
    const d = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (d !== 0) return d;
  }
}

/**
 * Text of a JS number as Go prints a float64 read from YAML or a generic map:
 * the shortest form, in exponent notation below 1e-6 and from 1e21 on (as
 * both languages do), which GOBL then refuses as an amount, and so do we.
 */
function numberText(n: number): string {
  return String(n);
}

function typeFault(path: Place, expected: string, value: unknown): Fault {
  return { code: "BIZDOC-SCHEMA-TYPE", properties: [String(path)], description: `expected ${expected}, got ${describe(value)}` };
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return "an array";
  if (isLosslessNumber(value)) return "a number";
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
