/**
 * Austrian VAT numbers (UID-Nummer), as GOBL's AT regime checks them (rule
 * GOBL-AT-TAX-IDENTITY-01): "U" and eight digits, written ATU12345678 with
 * the country. Digits two to eight are weighted 1, 2, 1, 2, ... (a product
 * above 9 counts as the sum of its digits); the last digit is
 * (10 - (sum + 4) mod 10) mod 10.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const AUSTRIAN_VAT_RE = /^U[0-9]{8}$/;
const WEIGHTS = [1, 2, 1, 2, 1, 2, 1];

/** Generic clean-up for country "AT": upper-case, only [A-Z0-9Ñ&], one leading "AT" removed. */
export function normalizeAustrianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "AT");
}

/** The check digit for the seven digits after the "U". */
export function austrianCheckDigit(digits: string): number {
  let sum = 0;
  WEIGHTS.forEach((w, i) => {
    const x = Number(digits[i]) * w;
    sum += x > 9 ? Math.floor(x / 10) + (x % 10) : x;
  });
  return (10 - ((sum + 4) % 10)) % 10;
}

/**
 * True when `code` is "U" and eight digits with a correct check digit. The
 * code is checked exactly as given (normalise first); the empty code counts
 * as valid since the rule only applies to a code that is present.
 */
export function isValidAustrianTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!AUSTRIAN_VAT_RE.test(code)) return false;
  return austrianCheckDigit(code.slice(1, 8)) === Number(code[8]);
}
