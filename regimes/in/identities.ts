/**
 * Org identity types the IN regime checks (GOBL does not list them in the
 * served definition, so they are constants only):
 * - PAN, the Permanent Account Number of a person or business: five letters,
 *   four digits, a letter (e.g. ABCDE1234F);
 * - HSN, the Harmonized System of Nomenclature code that classifies goods
 *   (and, since it replaced SAC, services): four, six or eight digits.
 */
export const IDENTITY_TYPE_PAN = "PAN";
export const IDENTITY_TYPE_HSN = "HSN";

export const PAN_RE = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const HSN_RE = /^(?:[0-9]{4}|[0-9]{6}|[0-9]{8})$/;

/** True for a PAN in the right layout; "" counts as valid (nothing to check). */
export function isValidPAN(code: string): boolean {
  return code === "" || PAN_RE.test(code);
}

/** True for an HSN code of 4, 6 or 8 digits; "" counts as valid (nothing to check). */
export function isValidHSN(code: string): boolean {
  return code === "" || HSN_RE.test(code);
}
