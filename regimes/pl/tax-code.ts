/**
 * Polish tax identification numbers (NIP, "Numer Identyfikacji
 * Podatkowej"), as GOBL's PL regime checks them (rule GOBL-PL-TAX-IDENTITY-01):
 * ten digits; the first is never 0 and the second and third are not both 0
 * (the three make up the issuing tax office's prefix). The last digit is the
 * sum of the first nine weighted 6 5 7 2 3 4 5 6 7, modulo 11; a sum leaving
 * 10 matches no digit, so such numbers are never issued.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const NIP_RE = /^[1-9](?:[0-9][1-9]|[1-9][0-9])[0-9]{7}$/;
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** Generic clean-up for country "PL": upper-case, only [A-Z0-9Ñ&], leading "PL" removed. */
export function normalizePolishTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "PL");
}

/** The weighted sum of the first nine digits modulo 11 (10 matches no digit). */
export function polishCheckSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += (digits.charCodeAt(i) - 48) * WEIGHTS[i];
  return sum % 11;
}

/**
 * True when `code` is a well-formed NIP with a correct check digit. The code
 * is checked exactly as given (normalise first); "" counts as valid since the
 * rule only applies to a code that is present.
 */
export function isValidPolishTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!NIP_RE.test(code)) return false;
  return polishCheckSum(code) === code.charCodeAt(9) - 48;
}
