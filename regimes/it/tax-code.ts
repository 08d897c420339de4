/**
 * Italian tax codes, as GOBL's IT regime checks them:
 * - VAT numbers (Partita IVA), in tax IDs: eleven ASCII digits, the last a
 *   Luhn check digit over the first ten (GOBL-IT-TAX-IDENTITY-01);
 * - fiscal codes (Codice Fiscale), carried as `it-fiscal-code` org
 *   identities: an entity's eleven-digit number with the same Luhn check, or
 *   a person's sixteen characters (surname, name, birth date and place, with
 *   the letters that replace digits in homocode cases) ending in a check
 *   letter (GOBL-IT-ORG-IDENTITY-02 and -03).
 *
 * Lengths are counted in UTF-8 bytes and the checks read bytes, as GOBL's do,
 * so a code that is not plain ASCII behaves as it would there.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";
import { latin1Text, utf8Bytes } from "../../engine/cbc/index.ts";

/** Generic clean-up for country "IT": upper-case, only [A-Z0-9Ñ&], one leading "IT" removed. */
export function normalizeItalianTaxCode(code: string): string {
  return normalizeGenericTaxCode(code, "IT");
}

/** Fiscal codes get the same clean-up as tax IDs: "RSS.mra-74D22-A00 . 1Q" → "RSSMRA74D22A001Q". */
export function normalizeItalianFiscalCode(code: string): string {
  return normalizeGenericTaxCode(code, "IT");
}

const bytesOf = (s: string): Uint8Array => utf8Bytes(s);
const isAsciiDigits = (s: string): boolean => /^[0-9]*$/.test(s);

/**
 * The Luhn check digit of a string of digits: from the right, every other
 * digit (starting with the rightmost) is doubled, less 9 when above 9, and
 * the check is what brings the sum to a multiple of ten. Characters are read
 * as bytes less '0', wrapping like Go's byte arithmetic.
 */
export function italianLuhnCheckDigit(digits: string | Uint8Array): number {
  const bytes = typeof digits === "string" ? bytesOf(digits) : digits;
  let sum = 0;
  for (let i = bytes.length - 1, pos = 0; i >= 0; i--, pos++) {
    let digit = (bytes[i] - 48) & 0xff;
    if (pos % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the eleven bytes end in the Luhn check digit of the first ten. */
function luhnElevenValid(bytes: Uint8Array): boolean {
  return String(italianLuhnCheckDigit(bytes.subarray(0, 10))) === latin1Text(bytes.subarray(10));
}

/**
 * True when `code` is a valid Partita IVA: only ASCII digits, eleven of them,
 * and a correct Luhn check digit. The code is checked exactly as given
 * (normalise first); the empty code counts as valid since the rule only
 * applies to a code that is present.
 */
export function isValidItalianTaxCode(code: string): boolean {
  if (code === "") return true;
  if (!isAsciiDigits(code) || code.length !== 11) return false;
  return luhnElevenValid(bytesOf(code));
}

/**
 * A person's fiscal code: three letters from the surname, three from the
 * name, the year, a month letter, the day (plus 40 for women) and the place
 * of birth, where digits may be replaced by L-V letters (homocodes), then the
 * check letter. Dates that cannot exist (30 February, ...) are refused.
 */
export const FISCAL_CODE_PERSON_RE =
  /^(?:[A-Z][AEIOU][AEIOUX]|[AEIOU]X{2}|[B-DF-HJ-NP-TV-Z]{2}[A-Z]){2}(?:[\dLMNP-V]{2}(?:[A-EHLMPR-T](?:[04LQ][1-9MNP-V]|[15MR][\dLMNP-V]|[26NS][0-8LMNP-U])|[DHPS][37PT][0L]|[ACELMRT][37PT][01LM]|[AC-EHLMPR-T][26NS][9V])|(?:[02468LNQSU][048LQU]|[13579MPRTV][26NS])B[26NS][9V])(?:[A-MZ][1-9MNP-V][\dLMNP-V]{2}|[A-M][0L](?:[1-9MNP-V][\dLMNP-V]|[0L][1-9MNP-V]))[A-Z]$/;

/**
 * GOBL-IT-ORG-IDENTITY-02: eleven bytes that are all ASCII digits (an
 * entity), or the layout of a person's code. The empty code is not valid
 * (the rule is only run on a code that is present).
 */
export function isValidItalianFiscalCodeFormat(code: string): boolean {
  if (code === "") return false;
  if (bytesOf(code).length === 11) return isAsciiDigits(code);
  return FISCAL_CODE_PERSON_RE.test(code);
}

const CHAR_CODES = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Value of each letter in an even position (counting from 1): A = 0 ... Z = 25. */
const EVEN_VALUES = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
/** Value of each letter in an odd position: its index here (B = 0, A = 1, K = 2, ...). */
const ODD_VALUES = "BAKPLCQDREVOSFTGUHMINJWZYX";
const CHECK_MOD = 26;

/**
 * The check letter of a person's fiscal code, from its first fifteen bytes:
 * digits count as the letters A-J, odd and even positions are valued by
 * their own tables, and the sum modulo 26 picks the letter. Undefined where
 * GOBL's arithmetic would fall off the table (only possible for bytes
 * outside [0-9A-Z], which count as -1).
 */
export function italianFiscalCodeCheckLetter(code: string | Uint8Array): string | undefined {
  const bytes = typeof code === "string" ? bytesOf(code) : code;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let c = CHAR_CODES.indexOf(String.fromCharCode(bytes[i]));
    if (c < 10) c += 10; // digits (and unknown bytes) move to the letters
    const table = i % 2 !== 0 ? EVEN_VALUES : ODD_VALUES;
    sum += table.indexOf(CHAR_CODES[c]);
  }
  // A sum made negative by unknown bytes can even pick a digit, as in GOBL.
  const idx = (sum % CHECK_MOD) + 10;
  return idx >= 0 ? CHAR_CODES[idx] : undefined;
}

/**
 * GOBL-IT-ORG-IDENTITY-03: an eleven-byte code ends in the Luhn check of its
 * first ten; a sixteen-byte code ends in its check letter; any other length
 * fails.
 */
export function isValidItalianFiscalCodeChecksum(code: string): boolean {
  if (code === "") return false;
  const bytes = bytesOf(code);
  if (bytes.length === 11) return luhnElevenValid(bytes);
  if (bytes.length !== 16) return false;
  const letter = italianFiscalCodeCheckLetter(bytes);
  return letter !== undefined && letter.charCodeAt(0) === bytes[15];
}

/** Which of GOBL's fiscal code rules a present code breaks, in rule order. */
export function italianFiscalCodeProblems(code: string): string[] {
  if (code === "") return ["GOBL-IT-ORG-IDENTITY-01"];
  const problems: string[] = [];
  if (!isValidItalianFiscalCodeFormat(code)) problems.push("GOBL-IT-ORG-IDENTITY-02");
  if (!isValidItalianFiscalCodeChecksum(code)) problems.push("GOBL-IT-ORG-IDENTITY-03");
  return problems;
}
