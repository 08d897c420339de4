/**
 * UAE Tax Registration Numbers (TRN), as GOBL's AE regime checks them (rule
 * GOBL-AE-TAX-IDENTITY-01): exactly fifteen ASCII digits. GOBL applies no
 * check digit.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

export const EMIRATI_TRN_RE = /^[0-9]{15}$/;

/** Generic clean-up for country "AE": upper-case, only [A-Z0-9Ñ&], one leading "AE" removed. */
export function normalizeEmiratiTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "AE");
}

/**
 * True when `code` is fifteen digits. The code is checked exactly as given
 * (normalise it first); the empty code counts as valid since the rule only
 * applies to a code that is present.
 */
export function isValidEmiratiTaxCode(code: string): boolean {
  return code === "" || EMIRATI_TRN_RE.test(code);
}
