// GOBL cbc.Key: a readable lower-case identifier such as "standard" or
// "standard+eqs" (sub-keys joined with "+").

import { utf8Length } from "./utf8.ts";

export type Key = string;

/** GOBL's key pattern, as published in its JSON Schema. */
export const KEY_PATTERN = "^(?:[a-z]|[a-z0-9][a-z0-9-+]*[a-z0-9])$";
export const KEY_MIN_LENGTH = 1;
export const KEY_MAX_LENGTH = 64;
export const KEY_SEPARATOR = "+";

export const RULE_KEY_LENGTH = "GOBL-CBC-KEY-01";
export const RULE_KEY_PATTERN = "GOBL-CBC-KEY-02";

const KEY_RE = new RegExp(KEY_PATTERN, "u");

// GOBL measures string length in UTF-8 bytes.
function byteLength(s: string): number {
  return utf8Length(s);
}

/**
 * Every key rule the value breaks, in GOBL's order. An empty key breaks none:
 * as in GOBL, presence is a separate rule of the field holding the key.
 */
export function keyProblems(k: string): string[] {
  if (k === "") return [];
  const problems: string[] = [];
  const n = byteLength(k);
  if (n < KEY_MIN_LENGTH || n > KEY_MAX_LENGTH) problems.push(RULE_KEY_LENGTH);
  if (!KEY_RE.test(k)) problems.push(RULE_KEY_PATTERN);
  return problems;
}

/** The first key rule broken, or undefined. */
export function keyProblem(k: string): string | undefined {
  return keyProblems(k)[0];
}

/** A complete, valid key: non-empty, at most 64 bytes, matching {@link KEY_PATTERN}. */
export function isValidKey(k: string): boolean {
  return k !== "" && keyProblems(k).length === 0;
}

/** Joins keys with "+", as GOBL's Key.With does (empty parts are kept). */
export function joinKeys(...keys: string[]): Key {
  return keys.join(KEY_SEPARATOR);
}

/** True when one of the "+"-separated parts of `k` equals `sub`. */
export function keyHas(k: string, sub: string): boolean {
  return k.split(KEY_SEPARATOR).includes(sub);
}

/** True when the first "+"-separated part of `k` equals `prefix`. */
export function keyHasPrefix(k: string, prefix: string): boolean {
  return k.split(KEY_SEPARATOR)[0] === prefix;
}

/** Drops the last "+"-separated part: "a+b+c" → "a+b", "a" → "". */
export function keyPop(k: string): Key {
  return k.split(KEY_SEPARATOR).slice(0, -1).join(KEY_SEPARATOR);
}

/**
 * The code a key maps to in `table`, the way GOBL's code maps look keys up:
 * the key whole, then with its last `+` part dropped, and so on, so a
 * specific key falls back to its parent (`credit-transfer+sepa` →
 * `credit-transfer`); "" when nothing matches. A Map, so that no key (not
 * even `constructor` or `__proto__`) finds anything the table does not hold.
 */
export function codeForKey(table: ReadonlyMap<string, string>, key: string | undefined): string {
  let candidate = key ?? "";
  for (;;) {
    const code = table.get(candidate);
    if (code !== undefined) return code;
    if (candidate === "") return "";
    candidate = keyPop(candidate);
  }
}
