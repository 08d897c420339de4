/**
 * Singaporean tax codes, as GOBL's SG regime checks them. IRAS publishes no
 * check-digit algorithm, so only the layout is checked:
 * - UEN (rule GOBL-SG-ORG-IDENTITY-01), one of
 *   - ROC (companies): year of registration (1900-2099), five digits, a letter;
 *   - ROB (businesses): eight digits and a letter;
 *   - other entities: T or S (century), two digits of the year, a two-letter
 *     entity type, four digits and a letter;
 * - GST registration numbers (rule GOBL-SG-TAX-IDENTITY-01): any UEN, or the
 *   numbers IRAS issues itself, M, a letter or digit, seven digits, a letter.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

export const UEN_PATTERNS: readonly RegExp[] = [
  /^(?:19[0-9]{2}|20[0-9]{2})[0-9]{5}[A-Z]$/, // ROC
  /^[0-9]{8}[A-Z]$/, // ROB
  /^[TS][0-9]{2}[A-Z]{2}[0-9]{4}[A-Z]$/, // others
];

/** GST numbers IRAS issues to those without a UEN (e.g. overseas vendors). */
export const GST_NUMBER_PATTERN = /^M[A-Z0-9][0-9]{7}[A-Z]$/;

/** Generic clean-up for country "SG": upper-case, only [A-Z0-9Ñ&], a leading "SG" removed. */
export function normalizeSingaporeanTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "SG");
}

/** True for a UEN in one of its three layouts (the empty code is not one). */
export function isValidUEN(code: string): boolean {
  return UEN_PATTERNS.some((re) => re.test(code));
}

/**
 * True when `code` is a UEN or an IRAS GST number, checked as given (normalise
 * first). The empty code counts as valid since the rule only applies to a
 * code that is present.
 */
export function isValidSingaporeanTaxCode(code: string): boolean {
  if (code === "") return true;
  return isValidUEN(code) || GST_NUMBER_PATTERN.test(code);
}
