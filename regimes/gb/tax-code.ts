/**
 * United Kingdom VAT registration numbers, as checked by GOBL's GB regime
 * (rules GOBL-GB-TAX-IDENTITY-01 to 03): 9 digits (or 12, a branch suffix of
 * 3 digits that the checksum ignores) with a weighted mod-97 check, either the
 * traditional one or the "9755" variant (check less 55); or GD001-GD499
 * (government departments) and HA500-HA999 (health authorities).
 *
 * The three checks are independent and each applies to any code present, so
 * a malformed code may break more than one, as in GOBL.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";
import { utf8Length } from "../../engine/cbc/index.ts";

/** Prefixes also stripped from UK codes: Northern Ireland and UK-without-NI. */
export const BRITISH_ALT_COUNTRY_CODES = ["XI", "XU"] as const;

export const BRITISH_TAX_CODE_RE = /^(?:[0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/;

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2];

/**
 * Generic clean-up for the identity's country (GB, XI or XU), then any
 * leading "XI" and "XU" removed too, e.g. "XI 844 281 425" → "844281425".
 */
export function normalizeBritishTaxCode(code: string, country = "GB"): string {
  return normalizeGenericTaxCode(code, country, ...BRITISH_ALT_COUNTRY_CODES);
}

/**
 * Reads an integer the way Go's strconv.Atoi does: optional sign and ASCII
 * digits, anything else reads as 0. (Go clamps out-of-range values instead of
 * losing precision; only their sign and size matter here.)
 */
function atoi(s: string): number {
  return /^[+-]?[0-9]+$/.test(s) ? Number(s) : 0;
}

const isGovernmentOrHealth = (code: string) => code.startsWith("GD") || code.startsWith("HA");

/** Rule 01: one of the accepted layouts. */
export function hasBritishTaxCodeFormat(code: string): boolean {
  return code === "" || BRITISH_TAX_CODE_RE.test(code);
}

/** Rule 02: a numeric code must not read as zero (GD/HA codes always pass). */
export function britishTaxCodeNotZeros(code: string): boolean {
  return isGovernmentOrHealth(code) || atoi(code) !== 0;
}

/** Rule 03: GD up to 499, HA from 500, otherwise the mod-97 check of a commercial number. */
export function britishTaxCodeChecksumValid(code: string): boolean {
  if (code.startsWith("GD")) return atoi(code.slice(2)) <= 499;
  if (code.startsWith("HA")) return atoi(code.slice(2)) >= 500;
  return commercialChecksumValid(code);
}

function commercialChecksumValid(code: string): boolean {
  if (utf8Length(code) < 9) return false;
  if (atoi(code) === 0) return false;
  // From here the code is an optional sign and ASCII digits.
  const block = atoi(code.slice(0, 7));
  let sum = 0;
  for (let i = 0; i < WEIGHTS.length; i++) {
    // Byte arithmetic as in Go: a sign character wraps around.
    sum += ((code.charCodeAt(i) - 48) & 0xff) * WEIGHTS[i];
  }
  // Subtract 97 until not positive, then take the magnitude.
  let check = sum;
  while (check > 0) check -= 97;
  check = Math.abs(check);
  const given = atoi(code.slice(7, 9));

  // Traditional numbers, restricted to the ranges where they were issued.
  if (
    check === given &&
    block < 9990001 &&
    (block < 100000 || block > 999999) &&
    (block < 9490001 || block > 9700000)
  ) {
    return true;
  }
  // "9755" numbers: the mod-97 check digits shifted by 55.
  const shifted = check >= 55 ? check - 55 : check + 42;
  return shifted === given && block > 1000000;
}

/** Which of GOBL's GB tax identity rules a code breaks, in rule order (none for ""). */
export function britishTaxCodeProblems(code: string): string[] {
  if (code === "") return [];
  const problems: string[] = [];
  if (!hasBritishTaxCodeFormat(code)) problems.push("GOBL-GB-TAX-IDENTITY-01");
  if (!britishTaxCodeNotZeros(code)) problems.push("GOBL-GB-TAX-IDENTITY-02");
  if (!britishTaxCodeChecksumValid(code)) problems.push("GOBL-GB-TAX-IDENTITY-03");
  return problems;
}

/** True when `code` passes all three checks (as given: normalise first). "" counts as valid. */
export function isValidBritishTaxCode(code: string): boolean {
  return britishTaxCodeProblems(code).length === 0;
}
