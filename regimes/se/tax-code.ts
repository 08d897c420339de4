/**
 * Swedish codes, as GOBL's SE regime checks them:
 * - VAT numbers (momsregistreringsnummer): the ten-digit organisation (or
 *   personal) number followed by "01", twelve digits in all, the first ten
 *   passing the Luhn check (GOBL-SE-TAX-IDENTITY-01);
 * - organisation numbers, carried as "ON" identities: ten digits passing the
 *   Luhn check (GOBL-SE-ORG-IDENTITY-01, -02);
 * - personal and coordination numbers ("PN", "CN"): YYMMDD, "-" or "+", four
 *   digits, the ten digits passing the Luhn check (GOBL-SE-ORG-IDENTITY-03, -04).
 */
import { normalizeNumericalCode, utf8Bytes, utf8Text } from "../../engine/cbc/index.ts";
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/** Digits of a number without the VAT suffix. */
export const SWEDISH_NUMBER_LENGTH = 10;
/** What follows the ten digits in a VAT number. */
export const SWEDISH_VAT_SUFFIX = "01";

const VAT_RE = /^[0-9]{10}01$/;
const ORG_NR_RE = /^[0-9]{10}$/;
const INDIVIDUAL_NR_RE = /^[0-9]{6}[-+][0-9]{4}$/;

/** Generic clean-up for country "SE": upper-case, only [A-Z0-9Ñ&], leading "SE" removed. */
export function normalizeSwedishTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "SE");
}

/**
 * The Luhn check: from the right, every second digit doubled (less 9 when
 * over 9), and the sum a multiple of ten. Only ASCII digits pass; "" fails.
 */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let n = digits.charCodeAt(i) - 48;
    if (double) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/**
 * True when `code` is ten digits, "01", and the ten digits pass the Luhn
 * check. The code is checked as given (normalise first); "" counts as valid
 * since the rule only applies to a code that is present.
 */
export function isValidSwedishTaxCode(code: string): boolean {
  if (code === "") return true;
  return VAT_RE.test(code) && luhnValid(code.slice(0, SWEDISH_NUMBER_LENGTH));
}

/** ORG-IDENTITY-01: an organisation number is ten digits once separators are dropped ("" fails). */
export function hasOrgNrFormat(code: string): boolean {
  return code !== "" && ORG_NR_RE.test(normalizeNumericalCode(code));
}

/** ORG-IDENTITY-02: its digits pass the Luhn check (a code of the wrong format is left to rule 01). */
export function orgNrChecksumValid(code: string): boolean {
  if (!hasOrgNrFormat(code)) return true;
  return luhnValid(normalizeNumericalCode(code));
}

/** ORG-IDENTITY-03: a personal or coordination number is YYMMDD, "-" or "+", four digits, as written ("" fails). */
export function hasIndividualNrFormat(code: string): boolean {
  return code !== "" && INDIVIDUAL_NR_RE.test(code);
}

/** ORG-IDENTITY-04: its ten digits pass the Luhn check (a code of the wrong format is left to rule 03). */
export function individualNrChecksumValid(code: string): boolean {
  if (!hasIndividualNrFormat(code)) return true;
  return luhnValid(normalizeNumericalCode(code));
}

/**
 * An organisation number as ten bare digits: separators dropped, and the VAT
 * suffix "01" too when twelve digits are given. Any other digit count leaves
 * the code as it was (undefined is returned).
 */
export function normalizeSwedishOrgNr(code: string): string | undefined {
  let digits = normalizeNumericalCode(code);
  if (digits.length === SWEDISH_NUMBER_LENGTH + SWEDISH_VAT_SUFFIX.length && digits.endsWith(SWEDISH_VAT_SUFFIX)) {
    digits = digits.slice(0, SWEDISH_NUMBER_LENGTH);
  }
  return digits.length === SWEDISH_NUMBER_LENGTH ? digits : undefined;
}

// Go's strings.TrimSpace: the characters of unicode.IsSpace at either end.
const GO_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const EDGE_SPACE_RE = new RegExp(`^[${GO_SPACE}]+|[${GO_SPACE}]+$`, "g");

/**
 * A personal or coordination number as YYMMDD, separator, four digits: ten
 * bare digits get a "-"; otherwise the ten digits are kept with "+" when the
 * code has one anywhere, else "-". Any other digit count leaves the code as
 * it was (undefined is returned).
 */
export function normalizeSwedishIndividualNr(code: string): string | undefined {
  const trimmed = code.replace(EDGE_SPACE_RE, "");
  const bytes = utf8Bytes(trimmed);
  if (bytes.length === SWEDISH_NUMBER_LENGTH && !/[-+]/.test(trimmed)) {
    // Split by bytes, as GOBL does (only differs for codes with non-ASCII characters).
    return `${utf8Text(bytes.subarray(0, 6))}-${utf8Text(bytes.subarray(6))}`;
  }
  const digits = trimmed.replace(/[^0-9]/g, "");
  if (digits.length !== SWEDISH_NUMBER_LENGTH) return undefined;
  const separator = trimmed.includes("+") ? "+" : "-";
  return `${digits.slice(0, 6)}${separator}${digits.slice(6)}`;
}
