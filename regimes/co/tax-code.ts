/**
 * Colombian tax identity numbers (NIT, "Número de Identificación
 * Tributaria"), as GOBL's CO regime checks them (rule GOBL-CO-TAX-IDENTITY-01):
 * 9 or 10 ASCII digits, the last one a DIAN check digit over the others.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/** The NIT reserved for final consumers ("consumidor final"). */
export const TAX_CODE_FINAL_CUSTOMER = "222222222222";

/** DIAN's prime weights, applied from the rightmost digit before the check digit. */
const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];

const DIGITS_RE = /^[0-9]+$/;

/** Generic clean-up for country "CO": upper-case, only [A-Z0-9Ñ&], one leading "CO" removed. */
export function normalizeColombianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "CO");
}

/**
 * The check digit of a NIT's body (the digits before the check digit): each
 * digit, counted from the right, is multiplied by the next prime weight; the
 * sum's remainder mod 11 is the check digit when it is 0 or 1, otherwise the
 * check digit is 11 minus it.
 */
export function colombianCheckDigit(body: string): number {
  let sum = 0;
  const n = body.length;
  for (let i = 0; i < n; i++) sum += (body.charCodeAt(i) - 48) * WEIGHTS[n - i - 1];
  const rest = sum % 11;
  return rest >= 2 ? 11 - rest : rest;
}

/**
 * True when `code` is a NIT of 9 or 10 digits with a correct check digit. The
 * code is checked exactly as given (normalise it first). The empty code counts
 * as valid since the rule only applies to a code that is present.
 */
export function isValidColombianTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!DIGITS_RE.test(code)) return false;
  if (code.length < 9 || code.length > 10) return false;
  return colombianCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}
