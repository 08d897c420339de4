/**
 * Indian GSTINs (Goods and Services Tax Identification Numbers), as GOBL's IN
 * regime checks them (rule GOBL-IN-TAX-IDENTITY-01). Fifteen characters:
 * - 2 digits: the state code;
 * - 10 characters: the holder's PAN (5 letters, 4 digits, 1 letter);
 * - 1 character (1-9 or A-Z): the registration's number within the state;
 * - the letter Z;
 * - a check character over the fourteen before it, in base 36 (0-9, A-Z).
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

export const GSTIN_RE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const BASE = 36;

/**
 * Generic clean-up for country "IN": upper-case, only [A-Z0-9Ñ&], and a
 * leading "IN" removed; GOBL strips it once for the country and once more as
 * an alternative prefix, so "ININ…" loses both.
 */
export function normalizeIndianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "IN", "IN");
}

/** Value of a base-36 digit: 0-9 as themselves, A-Z as 10-35. */
function digitValue(ch: string): number {
  const c = ch.charCodeAt(0);
  return c <= 57 ? c - 48 : c - 55;
}

/** The base-36 digit of a value 0-35. */
function digitOf(value: number): string {
  return value < 10 ? String(value) : String.fromCharCode(55 + value);
}

/**
 * The check character for the first fourteen characters of a GSTIN: each
 * value is weighted 1 and 2 alternately, each product's base-36 digits are
 * added (quotient plus remainder), and the check is what brings the sum to a
 * multiple of 36.
 */
export function indianCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = digitValue(body[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / BASE) + (product % BASE);
  }
  return digitOf((BASE - (sum % BASE)) % BASE);
}

/**
 * True when `code` is a well-formed GSTIN with a correct check character.
 * The code is checked exactly as given (normalise first). The empty code
 * counts as valid since the rule only applies to a code that is present.
 */
export function isValidIndianTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!GSTIN_RE.test(code)) return false;
  return indianCheckCharacter(code) === code[14];
}
