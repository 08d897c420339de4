// GOBL cbc.Code and the string normalizers of package cbc.
//
// Go and JavaScript disagree on a few text primitives, so they are spelled out
// here: Go's regexp `\s` is ASCII-only, Go's TrimSpace uses Unicode White_Space
// (which has U+0085 but not U+FEFF, unlike JS trim), and Go measures string
// length in UTF-8 bytes.

import { wellFormed } from "../schema/json.ts";
import { utf8Length } from "./utf8.ts";

export type Code = string;

/** GOBL's default (lenient) code pattern, as published in its JSON Schema. */
export const CODE_PATTERN = String.raw`^[^\s\x00-\x1f\x7f-\x9f]([^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f])?$`;
/** GOBL's strict code pattern: letters/digits blocks joined by single separators. */
export const CODE_STRICT_PATTERN = String.raw`^[A-ZÑa-z0-9]+([.\-:/,_& ]?[A-ZÑa-z0-9]+)*$`;
export const CODE_MAX_LENGTH = 64;

export const RULE_CODE_LENGTH = "GOBL-CBC-CODE-01";
export const RULE_CODE_PATTERN = "GOBL-CBC-CODE-02";

// CODE_PATTERN with Go's ASCII `\s` (only the space is not already a control char).
const CODE_RE = /^[^ \x00-\x1f\x7f-\x9f](?:[^\x00-\x1f\x7f-\x9f]*[^ \x00-\x1f\x7f-\x9f])?$/u;
// Same language as CODE_STRICT_PATTERN, written without nested optional
// repetition so it cannot backtrack exponentially.
const STRICT_RE = /^[A-ZÑa-z0-9]+(?:[.\-:/,_& ][A-ZÑa-z0-9]+)*$/u;
const SEPARATOR_RUN_RE = /([.\-:/,_& ])[^A-ZÑa-z0-9]+/gu;
const STRICT_INVALID_RE = /[^A-ZÑa-z0-9.\-:/,_& ]+/gu;

// Characters Go's unicode.IsSpace accepts.
const GO_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const GO_TRIM_RE = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, "g");
// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols, ASCII space.
const NOT_PRINTABLE_RE = /[^\p{L}\p{M}\p{N}\p{P}\p{S} ]/gu;

/** Go's strings.TrimSpace: Unicode white space removed at both ends. */
export function goTrimSpace(s: string): string {
  return s.replace(GO_TRIM_RE, "");
}


/**
 * Every code rule the value breaks, in GOBL's order. The empty code breaks
 * none (presence is the containing field's concern).
 */
export function codeProblems(c: string): string[] {
  if (c === "") return [];
  const problems: string[] = [];
  if (utf8Length(c) > CODE_MAX_LENGTH) problems.push(RULE_CODE_LENGTH);
  if (!CODE_RE.test(c)) problems.push(RULE_CODE_PATTERN);
  return problems;
}

/** The first code rule broken, or undefined. */
export function codeProblem(c: string): string | undefined {
  return codeProblems(c)[0];
}

/** True when the code matches GOBL's strict pattern (opt-in for identifiers). */
export function isStrictCode(c: string): boolean {
  return STRICT_RE.test(c);
}

/**
 * GOBL's default code normalization: Unicode NFC, drop anything that is not
 * printable (controls, format characters, non-ASCII spaces...), then trim.
 */
export function normalizeCode(c: string): Code {
  const s = wellFormed(c).normalize("NFC").replace(NOT_PRINTABLE_RE, "");
  return goTrimSpace(s);
}

/**
 * Strict cleanup: trim, collapse a separator followed by other non-alphanumerics
 * into that separator, then drop characters outside the strict set.
 */
export function normalizeStrictCode(c: string): Code {
  return goTrimSpace(c).replace(SEPARATOR_RUN_RE, "$1").replace(STRICT_INVALID_RE, "");
}

/** Strict cleanup, upper-cased. */
export function normalizeUpperCode(c: string): Code {
  return normalizeStrictCode(c).toUpperCase();
}

/** Strict cleanup, upper-cased, keeping only A-Z and 0-9. */
export function normalizeAlphanumericalCode(c: string): Code {
  return normalizeUpperCode(c).replace(/[^A-Z0-9]/g, "");
}

/** Strict cleanup keeping only digits. */
export function normalizeNumericalCode(c: string): Code {
  return normalizeStrictCode(c).replace(/[^0-9]/g, "");
}

/** Joins two codes with a separator ("-" by default), skipping empty ones. */
export function joinCodes(a: string, b: string, separator = "-"): Code {
  if (a === "") return b;
  if (b === "") return a;
  return a + separator + b;
}

/**
 * GOBL's cbc.NormalizeString for free text: remove NUL characters, replace
 * invalid UTF-8, trim surrounding white space. Raw bytes get Go's exact
 * treatment (each run of invalid bytes becomes "?"); for JS strings the only
 * possible damage is lone surrogates, which become U+FFFD as when GOBL reads
 * JSON.
 */
export function normalizeString(input: string | Uint8Array): string {
  const s = typeof input === "string" ? wellFormed(input.replace(/\0/g, "")) : decodeUtf8Lossy(input);
  return goTrimSpace(s);
}

// Length of the well-formed UTF-8 sequence starting at i, or 0.
function utf8SequenceLength(b: Uint8Array, i: number): number {
  const b0 = b[i];
  if (b0 < 0x80) return 1;
  const cont = (j: number, lo = 0x80, hi = 0xbf) => i + j < b.length && b[i + j] >= lo && b[i + j] <= hi;
  if (b0 >= 0xc2 && b0 <= 0xdf) return cont(1) ? 2 : 0;
  if (b0 >= 0xe0 && b0 <= 0xef) {
    // E0 needs A0.., ED stops at 9F (no surrogates).
    const lo = b0 === 0xe0 ? 0xa0 : 0x80;
    const hi = b0 === 0xed ? 0x9f : 0xbf;
    return cont(1, lo, hi) && cont(2) ? 3 : 0;
  }
  if (b0 >= 0xf0 && b0 <= 0xf4) {
    // F0 needs 90.., F4 stops at 8F (max U+10FFFF).
    const lo = b0 === 0xf0 ? 0x90 : 0x80;
    const hi = b0 === 0xf4 ? 0x8f : 0xbf;
    return cont(1, lo, hi) && cont(2) && cont(3) ? 4 : 0;
  }
  return 0;
}

// NUL bytes removed, then each run of invalid bytes replaced by a single "?".
function decodeUtf8Lossy(bytes: Uint8Array): string {
  const src = bytes.filter((x) => x !== 0);
  const out: number[] = [];
  let inBadRun = false;
  for (let i = 0; i < src.length; ) {
    const n = utf8SequenceLength(src, i);
    if (n === 0) {
      if (!inBadRun) out.push(0x3f);
      inBadRun = true;
      i++;
      continue;
    }
    inBadRun = false;
    for (let j = 0; j < n; j++) out.push(src[i + j]);
    i += n;
  }
  // ignoreBOM keeps a leading U+FEFF, which Go does not strip either.
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(Uint8Array.from(out));
}
