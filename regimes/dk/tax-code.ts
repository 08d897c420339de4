/**
 * Danish CVR numbers, as GOBL's DK regime checks them both as VAT numbers
 * (DK + CVR, rule GOBL-DK-TAX-IDENTITY-01) and as CVR identities (rule
 * GOBL-DK-ORG-IDENTITY-01): eight digits whose sum, weighted 2, 7, 6, 5, 4,
 * 3, 2, 1, is a multiple of 11.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

const CVR_RE = /^[0-9]{8}$/;
const WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1];

/** Generic clean-up for country "DK": upper-case, only [A-Z0-9Ñ&], a leading "DK" removed. */
export function normalizeDanishTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "DK");
}

/** The weighted sum of the eight digits, mod 11 (0 for a valid number). */
export function danishChecksum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(digits[i]) * WEIGHTS[i];
  return sum % 11;
}

/**
 * True when `code` is eight digits passing the mod-11 check, checked as given
 * (normalise first). The empty code counts as valid since the rules only
 * apply to a code that is present.
 */
export function isValidDanishTaxCode(code: string): boolean {
  if (code === "") return true;
  return CVR_RE.test(code) && danishChecksum(code) === 0;
}
