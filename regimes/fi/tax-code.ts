/**
 * Finnish business IDs (Y-tunnus), as GOBL's FI regime checks them (rule
 * GOBL-FI-TAX-IDENTITY-01). A business ID is written 1234567-8: seven digits
 * and a check digit. The VAT number is the same eight digits after "FI", so
 * once cleaned a code must be exactly eight ASCII digits whose weighted sum
 * (weights 7, 9, 10, 5, 8, 4, 2, 1) is a multiple of 11.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const Y_TUNNUS_RE = /^[0-9]{8}$/;

/** Weights of the eight digits; the check digit itself counts once. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1];

/** Generic clean-up for country "FI": upper-case, only [A-Z0-9Ñ&], one leading "FI" removed (so the hyphen goes). */
export function normalizeFinnishTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "FI");
}

/** The weighted sum of eight digits, check digit included. */
export function finnishWeightedSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += Number(digits[i]) * WEIGHTS[i];
  return sum;
}

/**
 * True when `code` is eight digits whose weighted sum divides by 11. (A
 * number whose first seven digits leave a remainder of 1 can have no check
 * digit, so no such code passes.) The code is checked exactly as given
 * (normalise it first). The empty code counts as valid since the rule only
 * applies to a code that is present.
 */
export function isValidFinnishTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!Y_TUNNUS_RE.test(code)) return false;
  return finnishWeightedSum(code) % 11 === 0;
}
