/**
 * Belgian VAT numbers, as GOBL's BE regime checks them (rule
 * GOBL-BE-TAX-IDENTITY-01): ten digits starting with 0 or 1 (enterprise
 * numbers), or nine digits (older numbers, read with a leading 0). The last
 * two digits are 97 minus the first eight taken mod 97.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const BELGIAN_VAT_RE = /^[01]?[0-9]{9}$/;

/** Generic clean-up for country "BE": upper-case, only [A-Z0-9Ñ&], one leading "BE" removed. */
export function normalizeBelgianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "BE");
}

/** The two check digits of a ten-digit number: 97 - (first eight digits mod 97). */
export function belgianCheckDigits(firstEight: string): number {
  return 97 - (Number(firstEight) % 97);
}

/**
 * True when `code` has a Belgian layout and correct check digits. The code is
 * checked exactly as given (normalise first); the empty code counts as valid
 * since the rule only applies to a code that is present.
 */
export function isValidBelgianTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!BELGIAN_VAT_RE.test(code)) return false;
  const full = code.length === 9 ? `0${code}` : code;
  return belgianCheckDigits(full.slice(0, 8)) === Number(full.slice(8, 10));
}
