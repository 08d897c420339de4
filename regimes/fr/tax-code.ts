/**
 * French VAT numbers (numéro de TVA intracommunautaire), as GOBL's FR regime
 * handles them (rule GOBL-FR-TAX-IDENTITY-01): two check characters followed
 * by the nine-digit SIREN. Numeric check characters must equal
 * (SIREN × 100 + 12) mod 97, written on two digits; check characters with a
 * letter (issued to some public bodies) and La Poste's SIREN 356000000 are
 * not checked further.
 *
 * A SIREN on its own (nine digits whose last is their Luhn check) is turned
 * into the VAT number by the normaliser.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const VAT_RE = /^[A-Z0-9]{2}[0-9]{9}$/;
const SIREN_RE = /^[0-9]{9}$/;
const HAS_LETTER_RE = /[A-Z]/;

/** La Poste's SIREN, which does not follow the Luhn check. */
export const SIREN_LA_POSTE = "356000000";

/** The Luhn check digit of a string of digits (the rightmost digit is doubled). */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, pos = 0; i >= 0; i--, pos++) {
    let d = digits.charCodeAt(i) - 48;
    if (pos % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** True for nine ASCII digits whose last is the Luhn check of the first eight. */
export function isValidSIREN(code: string): boolean {
  if (!SIREN_RE.test(code)) return false;
  return luhnCheckDigit(code.slice(0, 8)) === Number(code[8]);
}

/** The two check digits a VAT number puts before its SIREN: (SIREN × 100 + 12) mod 97, zero-padded. */
export function frenchVATCheckDigits(siren: string): string {
  return String((Number(siren) * 100 + 12) % 97).padStart(2, "0");
}

/**
 * Generic clean-up for country "FR" (upper-case, only [A-Z0-9Ñ&], one leading
 * "FR" removed); a valid SIREN then gets its two VAT check digits in front.
 */
export function normalizeFrenchTaxCode(code: string): string {
  const out = normalizeGenericTaxCode(code, "FR");
  return isValidSIREN(out) ? `${frenchVATCheckDigits(out)}${out}` : out;
}

/**
 * True when `code` is a well-formed French VAT number whose check digits
 * match its SIREN. The code is checked exactly as given (normalise first);
 * the empty code counts as valid since the rule only applies to a code that
 * is present.
 */
export function isValidFrenchTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!VAT_RE.test(code)) return false;
  const check = code.slice(0, 2);
  const siren = code.slice(2);
  if (HAS_LETTER_RE.test(check)) return true;
  if (siren === SIREN_LA_POSTE) return true;
  return frenchVATCheckDigits(siren) === check;
}
