/**
 * Saudi VAT identification numbers, as GOBL's SA regime checks them (rule
 * GOBL-SA-TAX-IDENTITY-01): fifteen ASCII digits, the first and the last
 * both 3. GOBL applies no check digit.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

export const SAUDI_VAT_RE = /^3[0-9]{13}3$/;

/** Generic clean-up for country "SA": upper-case, only [A-Z0-9Ñ&], one leading "SA" removed. */
export function normalizeSaudiTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "SA");
}

/**
 * True when `code` is fifteen digits starting and ending with 3. The code is
 * checked exactly as given (normalise it first); the empty code counts as
 * valid, as in GOBL, whose pattern check lets an empty value through.
 */
export function isValidSaudiTaxCode(code: string): boolean {
  return code === "" || SAUDI_VAT_RE.test(code);
}

/** Codes of other identities in Saudi documents: ASCII letters and digits only (or nothing). */
export const SAUDI_IDENTITY_CODE_RE = /^[a-zA-Z0-9]*$/;

/** True when an org identity code is alphanumeric (GOBL-SA-ORG-IDENTITY-01). */
export function isValidSaudiIdentityCode(code: string): boolean {
  return SAUDI_IDENTITY_CODE_RE.test(code);
}
