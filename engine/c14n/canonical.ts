// GOBL canonical JSON (c14n), the byte form that document digests and
// signatures are computed over. The output must be byte-identical to
// GOBL's Go implementation for every document GOBL accepts.
//
// Summary of the rules:
//   - no insignificant whitespace;
//   - object members sorted by key in Unicode code point order (Go compares
//     UTF-8 bytes, which gives the same order), members whose value is null
//     removed; arrays keep their order and their nulls;
//   - a number literal that is an integer fitting a signed 64-bit integer is
//     written in plain decimal, anything else goes through float64 and is
//     written in shortest round-trip exponential form `d.dddE±x`;
//   - strings are raw UTF-8 with only `"`, `\` and control characters
//     escaped; strings that are not valid UTF-8 are rejected.
//
// Number literals matter: `1` and `1.0` canonicalize differently, so callers
// that start from JSON text should use `canonicalizeText` (which keeps the
// literal via lossless-json) rather than `JSON.parse`.

import { isLosslessNumber, parse } from "lossless-json";

/** Raised when a value has no GOBL canonical form (or the JSON is invalid). */
export class C14nError extends Error {
  /** Where in the value the offending part sits: member keys and array indexes from the root. */
  readonly path: (string | number)[] = [];

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "C14nError";
  }
}

/** Adds `step` to the front of the path of a C14nError on its way up. */
function via(err: unknown, step: string | number): unknown {
  if (err instanceof C14nError) err.path.unshift(step);
  return err;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

// JSON number grammar, used to vet LosslessNumber texts built by hand.
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const DECIMAL_INTEGER = /^-?\d+$/;
const JSON_WHITESPACE_ONLY = /^[ \t\n\r]*$/;

// Encoded form of JSON null; object members encoding to it are dropped.
const NULL = "null";

/**
 * Canonical JSON for an in-memory JSON tree.
 *
 * Accepts plain objects, arrays, strings, booleans, null, finite numbers,
 * bigints and lossless-json `LosslessNumber`s. JS values are read the way
 * `JSON.stringify` writes them, so `canonicalize(v)` equals
 * `canonicalizeText(JSON.stringify(v))`: `toJSON()` is honoured, `undefined`
 * object members are absent and `undefined` array items become null. Where
 * JSON.stringify would silently lose data (NaN, Infinity, functions,
 * symbols, toJSON returning undefined, cycles) a C14nError is thrown.
 */
export function canonicalize(value: unknown): string {
  if (value === undefined) {
    throw new C14nError("cannot canonicalize undefined");
  }
  return plainCanonical(value) ?? encode(value, "", new Set());
}

/** Thrown inside `plainCanonical` when a value is not plain JSON data, to leave it to the full encoder. */
const NOT_PLAIN = Symbol("not plain JSON data");

/**
 * The canonical form of plain JSON data (what documents are: plain objects,
 * arrays, texts, booleans, null, numbers and lossless numbers, no toJSON, no
 * cycle, nothing refused), written in one pass with each object's keys
 * sorted once; undefined for anything else, which `encode` then writes or
 * refuses, saying where. The same text as `encode` gives, faster.
 */
function plainCanonical(value: unknown): string | undefined {
  try {
    return plainValue(value, 0);
  } catch (err) {
    if (err === NOT_PLAIN || err instanceof C14nError) return undefined;
    throw err;
  }
}

/** Deeper than this, a structure may be cyclic: the full encoder checks it. */
const PLAIN_DEPTH = 64;

function plainValue(value: unknown, depth: number): string {
  switch (typeof value) {
    case "string":
      return NEEDS_CARE.test(value) ? encodeString(value) : `"${value}"`;
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw NOT_PLAIN;
      return Number.isSafeInteger(value) ? String(value === 0 ? 0 : value) : encodeNumberLiteral(String(value));
    case "object":
      break;
    default:
      throw NOT_PLAIN;
  }
  if (value === null) return NULL;
  if (depth > PLAIN_DEPTH) throw NOT_PLAIN;
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out += (i === 0 ? "" : ",") + (item === undefined ? NULL : plainValue(item, depth + 1));
    }
    return `${out}]`;
  }
  if (isLosslessNumber(value)) {
    if (!JSON_NUMBER.test(value.value)) throw NOT_PLAIN;
    return encodeNumberLiteral(value.value);
  }
  const proto = Object.getPrototypeOf(value);
  const record = value as Record<string, unknown>;
  if ((proto !== Object.prototype && proto !== null) || typeof record.toJSON === "function") throw NOT_PLAIN;
  const keys = Object.keys(record);
  sortByCodePoint(keys);
  let out = "{";
  let first = true;
  for (const key of keys) {
    const member = record[key];
    if (member === undefined || member === null) continue;
    const encoded = plainValue(member, depth + 1);
    // A number too large for a float64 writes as null, and goes as null members do.
    if (encoded === NULL) continue;
    out += `${first ? "" : ","}${keyText(key)}${encoded}`;
    first = false;
  }
  return `${out}}`;
}

/** Member names written as `"name":`: documents use a few names over and over (bounded, as names may come from a document). */
const keyTexts = new Map<string, string>();

function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = `${NEEDS_CARE.test(key) ? encodeString(key) : `"${key}"`}:`;
    if (keyTexts.size >= 4096) keyTexts.clear();
    keyTexts.set(key, text);
  }
  return text;
}

/** At or above the surrogates, UTF-16 order and code point order may differ. */
const BEYOND_PLAIN_ORDER = /[\ud800-\uffff]/;

/** Up to this many keys, an insertion sort beats the native one's set-up (most objects have a handful). */
const FEW_KEYS = 16;

/** Sorts keys by code point: as UTF-16 text, unless a key holds a character where the two orders differ. */
function sortByCodePoint(keys: string[]): void {
  for (const key of keys) {
    if (BEYOND_PLAIN_ORDER.test(key)) {
      keys.sort(compareCodePoints);
      return;
    }
  }
  if (keys.length > FEW_KEYS) {
    keys.sort();
    return;
  }
  for (let i = 1; i < keys.length; i++) {
    const key = keys[i];
    let j = i - 1;
    for (; j >= 0 && keys[j] > key; j--) keys[j + 1] = keys[j];
    keys[j + 1] = key;
  }
}

/**
 * Canonical JSON for raw JSON text, keeping number literals exactly as
 * written. Empty (whitespace-only) input yields "", as in GOBL.
 */
export function canonicalizeText(json: string): string {
  if (JSON_WHITESPACE_ONLY.test(json)) return "";
  let tree: unknown;
  try {
    tree = parse(json);
  } catch (err) {
    throw new C14nError(`invalid JSON: ${(err as Error).message}`, { cause: err });
  }
  return canonicalize(tree);
}

function encode(value: unknown, key: string, stack: Set<object>): string {
  if (value === null) return NULL;
  switch (typeof value) {
    case "string":
      return encodeString(value);
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) {
        throw new C14nError(`cannot canonicalize non-finite number ${value}`);
      }
      // String(n) is exactly what JSON.stringify would have written.
      return encodeNumberLiteral(String(value));
    case "bigint":
      return encodeNumberLiteral(value.toString());
    case "object":
      break;
    default:
      throw new C14nError(`cannot canonicalize a value of type ${typeof value}`);
  }

  if (isLosslessNumber(value)) {
    if (!JSON_NUMBER.test(value.value)) {
      throw new C14nError(`invalid JSON number literal ${JSON.stringify(value.value)}`);
    }
    return encodeNumberLiteral(value.value);
  }

  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === "function") {
    const replaced: unknown = toJSON.call(value, key);
    if (replaced === undefined) {
      throw new C14nError(`toJSON() of member ${JSON.stringify(key)} returned undefined`);
    }
    // Mirror JSON.stringify: the replacement is serialized as is, its own
    // toJSON (if any) is not consulted again.
    return encodeContainerOrScalar(replaced, key, stack);
  }
  return encodeContainer(value, stack);
}

function encodeContainerOrScalar(value: unknown, key: string, stack: Set<object>): string {
  if (value !== null && typeof value === "object" && !isLosslessNumber(value)) {
    return encodeContainer(value, stack);
  }
  return encode(value, key, stack);
}

function encodeContainer(value: object, stack: Set<object>): string {
  if (stack.has(value)) {
    throw new C14nError("cannot canonicalize a cyclic structure");
  }
  stack.add(value);
  try {
    return Array.isArray(value) ? encodeArray(value, stack) : encodeObject(value, stack);
  } finally {
    stack.delete(value);
  }
}

function encodeArray(items: readonly unknown[], stack: Set<object>): string {
  let out = "[";
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    // Arrays keep nulls; holes and undefined read as null like JSON.stringify.
    try {
      out += (i === 0 ? "" : ",") + (item === undefined ? NULL : encode(item, String(i), stack));
    } catch (err) {
      throw via(err, i);
    }
  }
  return `${out}]`;
}

function encodeObject(obj: object, stack: Set<object>): string {
  const record = obj as Record<string, unknown>;
  const members: Array<[string, string]> = [];
  for (const key of Object.keys(record)) {
    const raw = record[key];
    if (raw === undefined) continue;
    let encoded: string;
    try {
      encoded = encode(raw, key, stack);
    } catch (err) {
      throw via(err, key);
    }
    // Null members vanish before their key is looked at, so (as in GOBL) a
    // badly encoded key with a null value is not an error.
    if (encoded === NULL) continue;
    members.push([key, encoded]);
  }
  members.sort((a, b) => compareCodePoints(a[0], b[0]));
  // GOBL's Go encoder emits a stray leading comma ("{,"b":1}") when the
  // first sorted member is null; that is a bug, deliberately not reproduced.
  let out = "{";
  for (let i = 0; i < members.length; i++) {
    const [k, v] = members[i];
    try {
      out += `${i === 0 ? "" : ","}${encodeString(k)}:${v}`;
    } catch (err) {
      throw via(err, k);
    }
  }
  return `${out}}`;
}

/**
 * Orders two strings by Unicode code point (equivalently by UTF-8 bytes).
 * Plain `<` on JS strings compares UTF-16 units, which puts astral
 * characters (surrogate pairs, 0xD800-0xDFFF) before U+E000..U+FFFF.
 */
function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codeUnitRank(x) - codeUnitRank(y);
  }
  return a.length - b.length;
}

// Moves surrogates above the rest of the BMP while preserving order inside
// each group, so unit-wise comparison matches code point order.
function codeUnitRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}

function encodeNumberLiteral(text: string): string {
  if (DECIMAL_INTEGER.test(text)) {
    const int = BigInt(text);
    // BigInt normalises "-0" to 0, as Go's ParseInt does.
    if (int >= INT64_MIN && int <= INT64_MAX) return int.toString();
  }
  const float = Number(text);
  // Go's decoder cannot turn an overflowing literal (e.g. 1e400) into an
  // int64 or a float64 and falls back to null, which is then dropped from
  // objects; we do the same so digests agree.
  if (!Number.isFinite(float)) return NULL;
  return formatFloat(float);
}

/**
 * Shortest round-trip float64 in GOBL's exponential form: one digit before
 * the point, at least one after, upper-case `E`, no `+`, no exponent
 * padding. JS `toExponential()` without arguments yields the same shortest
 * digits as Go's `strconv.FormatFloat(f, 'E', -1, 64)`.
 */
function formatFloat(value: number): string {
  if (!Number.isFinite(value)) {
    throw new C14nError(`cannot format non-finite number ${value}`);
  }
  if (value === 0) return Object.is(value, -0) ? "-0.0E0" : "0.0E0";
  const text = value.toExponential();
  const e = text.indexOf("e");
  let mantissa = text.slice(0, e);
  let exponent = text.slice(e + 1);
  if (!mantissa.includes(".")) mantissa += ".0";
  if (exponent.startsWith("+")) exponent = exponent.slice(1);
  return `${mantissa}E${exponent}`;
}

/** What a string may hold to be written as it is: no quote, backslash, control character, surrogate or U+FFFD. */
const NEEDS_CARE = /[\u0000-\u001f"\\\ud800-\udfff\ufffd]/;

function encodeString(s: string): string {
  if (!NEEDS_CARE.test(s)) return `"${s}"`;
  let out = '"';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c) {
      if (c < 0xd800) continue;
      if (c <= 0xdbff) {
        const next = s.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          i++;
          continue;
        }
        throw invalidString(s, "lone high surrogate");
      }
      if (c <= 0xdfff) throw invalidString(s, "lone low surrogate");
      // Go decodes invalid UTF-8 to U+FFFD and then refuses any string that
      // contains it, so a literal replacement character fails as well.
      if (c === 0xfffd) throw invalidString(s, "U+FFFD replacement character");
      continue;
    }
    out += s.slice(start, i) + escapeAscii(c);
    start = i + 1;
  }
  return out + s.slice(start) + '"';
}

function escapeAscii(c: number): string {
  switch (c) {
    case 0x22:
      return '\\"';
    case 0x5c:
      return "\\\\";
    case 0x08:
      return "\\b";
    case 0x09:
      return "\\t";
    case 0x0a:
      return "\\n";
    case 0x0c:
      return "\\f";
    case 0x0d:
      return "\\r";
    default:
      return "\\u00" + c.toString(16).toUpperCase().padStart(2, "0");
  }
}

function invalidString(s: string, why: string): C14nError {
  const preview = s.length > 40 ? `${s.slice(0, 40)}…` : s;
  return new C14nError(`string is not valid UTF-8 (${why}): ${JSON.stringify(preview)}`);
}
