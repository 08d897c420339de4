/**
 * Portuguese tax identity numbers (NIF, "Número de Identificação Fiscal"), as
 * GOBL's PT regime checks them (rule GOBL-PT-TAX-IDENTITY-01): exactly nine
 * ASCII digits, a first digit (or first two digits) that AT actually issues,
 * and a last digit that is the mod-11 check of the eight before it.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const NIF_RE = /^[0-9]{9}$/;

/** Leading digits AT hands out: one-digit prefixes, then two-digit ones. */
const SINGLE_DIGIT_PREFIXES: ReadonlySet<string> = new Set(["1", "2", "3", "5", "6", "8"]);
const DOUBLE_DIGIT_PREFIXES: ReadonlySet<string> = new Set([
  "45", "70", "71", "72", "74", "75", "77", "78", "79", "90", "91", "98", "99",
]);

/** Generic clean-up for country "PT": upper-case, only [A-Z0-9Ñ&], one leading "PT" removed. */
export function normalizePortugueseTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "PT");
}

/** True when the NIF starts with a prefix AT issues (checked on the first one or two digits). */
export function hasValidPortuguesePrefix(code: string): boolean {
  return SINGLE_DIGIT_PREFIXES.has(code.slice(0, 1)) || DOUBLE_DIGIT_PREFIXES.has(code.slice(0, 2));
}

/**
 * The check digit for the first eight digits of a NIF: the digits are
 * weighted 9 down to 2 and summed; a remainder (mod 11) of 0 or 1 gives 0,
 * any other remainder r gives 11 - r.
 */
export function portugueseCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * (9 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * True when `code` is a well-formed NIF with a correct check digit. The code
 * is checked exactly as given (normalise it first). The empty code counts as
 * valid since the rule only applies to a code that is present.
 */
export function isValidPortugueseTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!NIF_RE.test(code)) return false;
  if (!hasValidPortuguesePrefix(code)) return false;
  return portugueseCheckDigit(code) === Number(code[8]);
}
