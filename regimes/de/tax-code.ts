/**
 * German tax codes, as GOBL's DE regime checks them:
 * - VAT numbers (USt-IdNr): nine digits, the first never zero, the last an
 *   ISO 7064 MOD 11,10 check digit over the first eight (GOBL-DE-TAX-IDENTITY-01);
 * - tax numbers (Steuernummer), carried as org identities: 2/3/5, 3/3/5 or
 *   3/4/4 digits separated by slashes (GOBL-DE-ORG-IDENTITY-01).
 */
import { normalizeNumericalCode } from "../../engine/cbc/index.ts";
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const GERMAN_VAT_RE = /^[1-9][0-9]{8}$/;

/** Generic clean-up for country "DE": upper-case, only [A-Z0-9Ñ&], leading "DE" removed. */
export function normalizeGermanTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "DE");
}

/** The ISO 7064 MOD 11,10 check digit for a string of digits. */
export function germanCheckDigit(digits: string): number {
  let product = 10;
  for (const ch of digits) {
    let sum = (Number(ch) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/**
 * True when `code` is nine digits not starting with 0 whose last digit is the
 * check digit of the first eight. The code is checked exactly as given
 * (normalise first); the empty code counts as valid since the rule only
 * applies to a code that is present.
 */
export function isValidGermanTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!GERMAN_VAT_RE.test(code)) return false;
  return germanCheckDigit(code.slice(0, 8)) === Number(code[8]);
}

/**
 * Accepted tax number layouts: 2/3/5 and 3/3/5 digits (the usual ones) and
 * 3/4/4 (North Rhine-Westphalia).
 */
export const GERMAN_TAX_NUMBER_RE = /^(?:[0-9]{2}\/[0-9]{3}\/[0-9]{5}|[0-9]{3}\/[0-9]{3}\/[0-9]{5}|[0-9]{3}\/[0-9]{4}\/[0-9]{4})$/;

/** True for a tax number in one of the accepted layouts; "" counts as valid (nothing to check). */
export function isValidGermanTaxNumber(code: string): boolean {
  return code === "" || GERMAN_TAX_NUMBER_RE.test(code);
}

/**
 * A tax number already in an accepted layout is kept as is. Otherwise only
 * its digits are kept, and 11 digits become 3/3/5 ("123/456/78901") and 10
 * digits 2/3/5 ("12/345/67890"); any other count stays bare digits.
 */
export function normalizeGermanTaxNumber(code: string): string {
  if (GERMAN_TAX_NUMBER_RE.test(code)) return code;
  const digits = normalizeNumericalCode(code);
  if (digits.length === 11) return `${digits.slice(0, 3)}/${digits.slice(3, 6)}/${digits.slice(6)}`;
  if (digits.length === 10) return `${digits.slice(0, 2)}/${digits.slice(2, 5)}/${digits.slice(5)}`;
  return digits;
}
