/**
 * Argentine tax identity codes, CUIT ("Clave Única de Identificación
 * Tributaria") and CUIL ("Clave Única de Identificación Laboral"), as GOBL's
 * AR regime checks them (rule GOBL-AR-TAX-IDENTITY-01): eleven ASCII digits,
 * a two-digit type prefix ARCA issues, and a final mod-11 check digit.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/**
 * Type prefixes accepted: 20 and 27 (individuals), 23 (individuals whose
 * usual prefix gives no valid check digit), 30 (companies) and 33 (companies,
 * likewise).
 */
export const ARGENTINE_TYPE_PREFIXES: readonly string[] = ["20", "23", "27", "30", "33"];

/** Weights of the first ten digits. */
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

const CODE_RE = /^[0-9]{11}$/;

/** Generic clean-up for country "AR": upper-case, only [A-Z0-9Ñ&], one leading "AR" removed. */
export function normalizeArgentineTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "AR");
}

/**
 * The check digit for the first ten digits of a CUIT/CUIL: the weighted sum's
 * remainder r (mod 11) gives 11 - r, where 11 stands for 0 and 10 for 9.
 */
export function argentineCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) sum += (digits.charCodeAt(i) - 48) * WEIGHTS[i];
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  if (check === 10) return 9;
  return check;
}

/**
 * True when `code` is a well-formed CUIT or CUIL with a correct check digit.
 * The code is checked exactly as given (normalise it first). The empty code
 * counts as valid since the rule only applies to a code that is present.
 */
export function isValidArgentineTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!CODE_RE.test(code)) return false;
  if (!ARGENTINE_TYPE_PREFIXES.includes(code.slice(0, 2))) return false;
  return argentineCheckDigit(code) === Number(code[10]);
}
