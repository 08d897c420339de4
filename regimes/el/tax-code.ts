/**
 * Greek tax identity numbers (AFM, "Αριθμός Φορολογικού Μητρώου"), as GOBL's
 * EL regime checks them (rule GOBL-GR-TAX-IDENTITY-01): exactly nine ASCII
 * digits, the last of which is a check digit computed from the eight before it.
 *
 * Greece's VAT prefix is "EL", not its ISO code "GR"; both are removed when a
 * code is cleaned, since either may be written in front of the number.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/** The tax country code of Greece (used in VAT numbers and by GOBL). */
export const GREEK_TAX_COUNTRY = "EL";
/** Greece's ISO 3166-1 code, accepted as an alternative country code. */
export const GREEK_ISO_COUNTRY = "GR";

const AFM_RE = /^[0-9]{9}$/;

/**
 * Generic clean-up for the identity's country (EL or GR): upper-case, only
 * [A-Z0-9Ñ&] kept, one leading copy of the country removed and then one of
 * "GR", e.g. "EL 123.456.789" → "123456789", "GR123456789" → "123456789".
 */
export function normalizeGreekTaxCode(code: string, country = GREEK_TAX_COUNTRY): string {
  return normalizeGenericTaxCode(code, country, GREEK_ISO_COUNTRY);
}

/**
 * The check digit for the first eight digits of an AFM: each digit is
 * multiplied by a power of two (256 for the first, down to 2 for the eighth),
 * the products are summed, and the sum's remainder mod 11 is taken mod 10
 * (so a remainder of 10 gives 0).
 */
export function greekCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * 2 ** (8 - i);
  return (sum % 11) % 10;
}

/**
 * True when `code` is nine digits ending in the right check digit. The code
 * is checked exactly as given (normalise it first). The empty code counts as
 * valid since the rule only applies to a code that is present.
 */
export function isValidGreekTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!AFM_RE.test(code)) return false;
  return greekCheckDigit(code) === Number(code[8]);
}
