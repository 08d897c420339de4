import { LosslessNumber, isLosslessNumber, parse as parseLossless, stringify as stringifyLossless } from "lossless-json";
import { BizdocError } from "../errors/index.ts";

/** Depth beyond which a document is refused rather than walked (no real document nests this deep). */
export const MAX_DEPTH = 64;

/**
 * Reads JSON text keeping every number's exact text (a LosslessNumber), so
 * `1.50` stays `1.50` and large values lose nothing.
 *
 * GOBL documents carry their amounts as strings, so most texts hold no
 * number, or only small integers, whose text `JSON.parse` keeps: those are
 * read natively (many times faster) and their numbers made lossless after.
 * Any other text (a decimal, an exponent, an integer beyond 2^53, a repeated
 * key, too deep, or not JSON at all) goes to the lossless parser, so the
 * result and every error are the same either way.
 */
export function parseJSON(text: string): unknown {
  const native = readNatively(text);
  if (native !== NOT_NATIVE) return native;
  // The lossless parser recurses: text nested deeper than any document may be is refused before it is read.
  if (nestsDeeperThan(text, MAX_DEPTH)) throw tooDeep(MAX_DEPTH);
  let value: unknown;
  try {
    value = parseLossless(text);
  } catch (err) {
    throw new BizdocError("input", `invalid JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  checkDepth(value);
  return value;
}

const NOT_NATIVE = Symbol("not read natively");

/**
 * The text read by `JSON.parse`, when that reads it exactly as the lossless
 * parser would: NOT_NATIVE otherwise. One linear scan of the text (string
 * contents skipped with indexOf) checks the number tokens, counts the
 * members and the nesting; one walk of the result makes its numbers
 * lossless and counts its members, fewer of which than written means a
 * repeated key (the lossless parser refuses one whose values differ).
 */
function readNatively(text: string): unknown {
  const scan = scanText(text);
  if (scan === undefined) return NOT_NATIVE;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return NOT_NATIVE;
  }
  if (typeof value === "number") return new LosslessNumber(String(value));
  const counted = { members: 0 };
  if (typeof value === "object" && value !== null) value = losslessNumbersIn(value as Record<string, unknown>, scan.numbers, counted);
  return counted.members === scan.members ? value : NOT_NATIVE;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const MINUS = 0x2d;
const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;

/**
 * Members and number tokens of JSON text, or undefined when a number token
 * is not a safe integer (its text is not what `String(JSON.parse(token))`
 * gives back) or the containers nest deeper than MAX_DEPTH allows. Invalid
 * text may pass: JSON.parse refuses it next.
 */
function scanText(text: string): { members: number; numbers: boolean } | undefined {
  let members = 0;
  let numbers = false;
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      let end = text.indexOf('"', i + 1);
      while (end > 0 && escaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) return undefined;
      i = end;
    } else if (c === COLON) members++;
    else if (c === 0x7b || c === 0x5b) {
      // A container at nesting level MAX_DEPTH + 1 is at depth MAX_DEPTH, which checkDepth refuses.
      if (++depth > MAX_DEPTH) return undefined;
    } else if (c === 0x7d || c === 0x5d) depth--;
    else if (c === MINUS || (c >= DIGIT_0 && c <= DIGIT_9)) {
      let end = i + 1;
      while (end < n && isDigit(text.charCodeAt(end))) end++;
      const next = text.charCodeAt(end);
      // A fraction or an exponent follows, or the token is "-0" or beyond 2^53: the lossless parser keeps its text.
      if (next === 0x2e || next === 0x65 || next === 0x45) return undefined;
      const token = text.slice(i, end);
      if (token === "-0" || !Number.isSafeInteger(Number(token))) return undefined;
      numbers = true;
      i = end - 1;
    }
  }
  return { members, numbers };
}

function isDigit(c: number): boolean {
  return c >= DIGIT_0 && c <= DIGIT_9;
}

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
function escaped(text: string, at: number): boolean {
  let slashes = 0;
  while (text.charCodeAt(at - 1 - slashes) === BACKSLASH) slashes++;
  return slashes % 2 === 1;
}

/** Replaces the numbers in a parsed tree by LosslessNumbers (when there are any) and counts its object members. */
function losslessNumbersIn(value: Record<string, unknown> | unknown[], numbers: boolean, counted: { members: number }): unknown {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (typeof item === "object" && item !== null) losslessNumbersIn(item as Record<string, unknown>, numbers, counted);
      else if (numbers && typeof item === "number") value[i] = new LosslessNumber(String(item));
    }
    return value;
  }
  if (!numbers) {
    const items = Object.values(value);
    counted.members += items.length;
    for (const item of items) if (typeof item === "object" && item !== null) losslessNumbersIn(item as Record<string, unknown>, numbers, counted);
    return value;
  }
  for (const [key, item] of Object.entries(value)) {
    counted.members++;
    if (typeof item === "object" && item !== null) losslessNumbersIn(item as Record<string, unknown>, numbers, counted);
    // JSON.parse made every key an own data property (`__proto__` too): redefined in place, never set through a prototype.
    else if (typeof item === "number") Object.defineProperty(value, key, { value: new LosslessNumber(String(item)), enumerable: true, writable: true, configurable: true });
  }
  return value;
}

function tooDeep(max: number): BizdocError {
  return new BizdocError("input", `document nested deeper than ${max} levels`);
}

/** Whether JSON text nests containers deeper than `max` levels (a linear scan, so it cannot overflow the stack). */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Refuses documents nested deeper than MAX_DEPTH. */
export function checkDepth(value: unknown, max = MAX_DEPTH): void {
  // Recursion is bounded by `max` itself: nothing deeper is entered.
  checkDepthAt(value, 0, max);
}

function checkDepthAt(v: unknown, depth: number, max: number): void {
  if (typeof v !== "object" || v === null || isLosslessNumber(v)) return;
  if (depth >= max) throw tooDeep(max);
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) checkDepthAt(v[i], depth + 1, max);
    return;
  }
  for (const child of Object.values(v)) checkDepthAt(child, depth + 1, max);
}

/** Writes JSON, giving numbers read by parseJSON back their exact text. */
export function stringifyJSON(value: unknown): string {
  // Plain JSON data (no lossless number, bigint or object of a class of its own) is written alike by both: natively, faster.
  if (isPlainData(value, 0)) return JSON.stringify(value) ?? "null";
  return stringifyLossless(value) ?? "null";
}

/** How deep `isPlainData` looks before leaving a value to the lossless writer (which then recurses as it always did). */
const PLAIN_DEPTH = 256;

/** Whether `JSON.stringify` writes the value exactly as lossless-json's `stringify` does. */
function isPlainData(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null) return typeof value !== "bigint";
  if (depth > PLAIN_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (!isPlainData(value[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  const record = value as Record<string, unknown>;
  // A toJSON of its own is called with different arguments by the two writers.
  if (typeof record.toJSON === "function") return false;
  for (const item of Object.values(record)) if (!isPlainData(item, depth + 1)) return false;
  return true;
}
