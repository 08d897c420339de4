/**
 * Norwegian codes, as GOBL's NO regime checks them:
 * - organisation numbers (organisasjonsnummer), carried as "ON" identities:
 *   nine digits, the last a mod-11 check over the first eight with weights
 *   3 2 7 6 5 4 3 2; a check of 10 means no valid number
 *   (GOBL-NO-ORG-IDENTITY-01). The usual 8 or 9 first digit is not required;
 * - VAT numbers: an organisation number followed by "MVA", e.g. 923456783MVA
 *   (GOBL-NO-TAX-IDENTITY-01). A bare organisation number gains the suffix
 *   when normalised.
 */
import { normalizeNumericalCode } from "../../engine/cbc/index.ts";
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/** What follows the organisation number in a Norwegian VAT number. */
export const NORWEGIAN_VAT_SUFFIX = "MVA";

const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2];
const ORG_NR_RE = /^[0-9]{9}$/;

/**
 * Generic clean-up for country "NO" (upper-case, only [A-Z0-9Ñ&], leading "NO"
 * removed), then "MVA" appended to a code that does not end with it.
 */
export function normalizeNorwegianTaxCode(code: string): string {
  const out = normalizeGenericTaxCode(code, "NO");
  return out === "" || out.endsWith(NORWEGIAN_VAT_SUFFIX) ? out : out + NORWEGIAN_VAT_SUFFIX;
}

/** The mod-11 check digit of the first eight digits, or undefined when it would be 10. */
export function norwegianCheckDigit(digits: string): number | undefined {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += (digits.charCodeAt(i) - 48) * WEIGHTS[i];
  const rest = sum % 11;
  const check = rest === 0 ? 0 : 11 - rest;
  return check === 10 ? undefined : check;
}

/** True when `code` is nine ASCII digits with a correct mod-11 check digit ("" fails). */
export function isValidNorwegianOrgNr(code: string): boolean {
  if (!ORG_NR_RE.test(code)) return false;
  return norwegianCheckDigit(code) === code.charCodeAt(8) - 48;
}

/**
 * True when `code` is a valid organisation number followed by one "MVA". The
 * code is checked as given (normalise first); "" counts as valid since the
 * rule only applies to a code that is present.
 */
export function isValidNorwegianTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!code.endsWith(NORWEGIAN_VAT_SUFFIX)) return false;
  return isValidNorwegianOrgNr(code.slice(0, -NORWEGIAN_VAT_SUFFIX.length));
}

/** An organisation number keeps only its digits. */
export function normalizeNorwegianOrgNr(code: string): string {
  return normalizeNumericalCode(code);
}
