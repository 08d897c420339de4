/**
 * Brazilian tax identity codes, as GOBL's BR regime checks them (rule
 * GOBL-BR-TAX-IDENTITY-01): either a CNPJ (companies, 14 digits) or a CPF
 * (individuals, 11 digits), each ending in two mod-11 check digits.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

export type BrazilianTaxCodeType = "cnpj" | "cpf";

const CNPJ_RE = /^[0-9]{14}$/;
const CPF_RE = /^[0-9]{11}$/;

/** Weights of the CNPJ's first 12 digits, then of its first 13 (for the second check digit). */
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
/** Weights of the CPF's first 9 digits, then of its first 10. */
const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Generic clean-up for country "BR": upper-case, only [A-Z0-9Ñ&], one leading
 * "BR" removed, e.g. "051.045.820/0017-0" → "05104582000170".
 */
export function normalizeBrazilianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "BR");
}

/**
 * The check digit of `digits` under `weights` (one weight per leading digit):
 * a weighted sum whose remainder mod 11 gives 0 when below 2, and 11 less the
 * remainder otherwise.
 */
export function brazilianCheckDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The kind of code by its length and digits only (no check): CNPJ, CPF or neither. */
export function brazilianTaxCodeType(code: string): BrazilianTaxCodeType | undefined {
  if (CNPJ_RE.test(code)) return "cnpj";
  if (CPF_RE.test(code)) return "cpf";
  return undefined;
}

const checksMatch = (code: string, first: readonly number[], second: readonly number[]): boolean =>
  brazilianCheckDigit(code, first) === Number(code[first.length]) &&
  brazilianCheckDigit(code, second) === Number(code[second.length]);

/**
 * True when `code` is a CNPJ or a CPF of ASCII digits with both check digits
 * right. The code is checked exactly as given (normalise it first); the empty
 * code counts as valid since the rule only applies to a code that is present.
 */
export function isValidBrazilianTaxCode(code: string): boolean {
  if (code === "") return true;
  switch (brazilianTaxCodeType(code)) {
    case "cnpj":
      return checksMatch(code, CNPJ_WEIGHTS_1, CNPJ_WEIGHTS_2);
    case "cpf":
      return checksMatch(code, CPF_WEIGHTS_1, CPF_WEIGHTS_2);
    default:
      return false;
  }
}
