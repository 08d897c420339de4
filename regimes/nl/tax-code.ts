/**
 * Dutch VAT numbers (btw-id): nine digits, "B", two digits, e.g. 808661863B01,
 * as checked by GOBL's NL regime (rule GOBL-NL-TAX-IDENTITY-01). The ninth
 * digit is a mod-11 check over the first eight (older numbers); numbers issued
 * since 2020 are instead checked like an IBAN: "NL" + code must give 1 mod 97.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";
import { latin1Text, utf8Bytes } from "../../engine/cbc/index.ts";

const DUTCH_CODE_BYTES = 12;

/** Generic clean-up for country "NL": upper-case, only [A-Z0-9Ñ&], leading "NL" removed. */
export function normalizeDutchTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "NL");
}

// Go's strconv integer syntax: optional sign, ASCII digits.
const INTEGER_RE = /^[+-]?[0-9]+$/;

/** Weighted sum of digits 1-8 (weights 9..2), mod 11, with 10 read as 0. */
export function dutchMod11(num: number): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    num = Math.trunc(num / 10);
    sum += (num % 10) * (i + 2);
  }
  sum %= 11;
  return sum > 9 ? 0 : sum;
}

/** IBAN-style check: digits stay, letters become 10..35 (A=10), the whole must be 1 mod 97. */
export function dutchMod97(text: string): boolean {
  let r = 0n;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const v = cp >= 48 && cp <= 57 ? cp - 48 : cp - 55;
    r *= v > 9 ? 100n : 10n;
    r += BigInt(v);
  }
  return r % 97n === 1n;
}

/**
 * True when `code` is exactly 12 bytes with "B" at position 10, the nine
 * digits before it pass the mod-11 or the mod-97 check, and the last two are
 * digits. The code is checked as given (normalise first); "" counts as valid
 * since the rule only applies to a code that is present.
 */
export function isValidDutchTaxCode(code: string): boolean {
  if (code === "") return true;
  const bytes = utf8Bytes(code);
  if (bytes.length !== DUTCH_CODE_BYTES) return false;
  if (bytes[9] !== 0x42 /* B */) return false;
  const body = latin1Text(bytes.subarray(0, 9));
  const suffix = latin1Text(bytes.subarray(10, 12));
  if (!INTEGER_RE.test(body) || !INTEGER_RE.test(suffix)) return false;
  const num = Number(body);
  if (dutchMod11(num) === num % 10) return true;
  return dutchMod97(`NL${body}B${suffix}`);
}
