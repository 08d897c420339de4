/**
 * Swiss enterprise numbers (UID, "Unternehmens-Identifikationsnummer"), as
 * GOBL's CH regime checks them (rule GOBL-CH-TAX-IDENTITY-01). Written
 * CHE-123.456.789, optionally followed by MWST, TVA or IVA; once cleaned and
 * stripped of the "CH" country prefix they read "E" and nine digits, the last
 * a weighted mod-11 check of the eight before it.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const SWISS_UID_RE = /^E[0-9]{9}$/;

/** The VAT suffix of a registered taxpayer, in German, French or Italian. */
const VAT_SUFFIX_RE = /(?:MWST|TVA|IVA)$/;

/** Weights of the eight digits before the check digit. */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/**
 * Generic clean-up for country "CH" (upper-case, only [A-Z0-9Ñ&], a leading
 * "CH" removed), then a trailing MWST, TVA or IVA dropped:
 * "CHE-284.156.502 MWST" → "E284156502".
 */
export function normalizeSwissTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "CH").replace(VAT_SUFFIX_RE, "");
}

/**
 * The check digit for the eight digits after the "E": each digit is
 * multiplied by its weight, and 11 less the sum modulo 11 is the check,
 * 11 counting as 0. A result of 10 has no check digit: such numbers are
 * never issued, so `undefined` is returned.
 */
export function swissCheckDigit(digits: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i];
  const check = 11 - (sum % 11);
  if (check === 10) return undefined;
  return check === 11 ? 0 : check;
}

/**
 * True when `code` is "E" and nine ASCII digits whose last digit is the
 * check of the eight before it. The code is checked exactly as given
 * (normalise it first); the empty code counts as valid since the rule only
 * applies to a code that is present.
 */
export function isValidSwissTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!SWISS_UID_RE.test(code)) return false;
  const check = swissCheckDigit(code.slice(1, 9));
  return check !== undefined && check === Number(code[9]);
}
