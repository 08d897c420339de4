/**
 * The identifier checks Peppol BIS defines as functions of its own, each
 * written to give the official function's answer on any text (not only on
 * well-formed identifiers), quirks included: a rule calls them on whatever
 * the document holds.
 */
import { isInteger, numberOf, stringLength, substring, trimXML, XPathError } from "../../engine/index.ts";

const digitValue = (ch: string): number => ch.codePointAt(0)! - 48;

/**
 * GS1 check digit (GLN, GTIN): all but the last character weighted 3, 1, 3, …
 * from the right; the last must be the complement to 10 of their sum.
 */
export function glnCheck(value: string): boolean {
  const chars = Array.from(value);
  if (chars.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < chars.length - 1; i++) sum += digitValue(chars[chars.length - 2 - i]!) * (i % 2 === 0 ? 3 : 1);
  return mod(10 - mod(sum, 10), 10) === Number(digitOrNaN(chars[chars.length - 1]!));
}

/**
 * Modulus 11 with weights 2…7 from the right (Norwegian organisation
 * numbers): the number must be above zero and its last digit the check digit
 * (a remainder of 10 can never match).
 */
export function mod11Check(value: string): boolean {
  const chars = Array.from(value);
  let sum = 0;
  for (let i = 0; i < chars.length - 1; i++) sum += digitValue(chars[chars.length - 2 - i]!) * ((i % 6) + 2);
  const whole = numberOf(value);
  if (!(whole > 0)) return false;
  const last = chars.length ? digitOrNaN(chars[chars.length - 1]!) : NaN;
  return mod(11 - mod(sum, 11), 11) === last;
}

/** Belgian enterprise number (0208): the last two digits are 97 minus the first eight modulo 97. */
export function belgianEnterpriseCheck(value: string): boolean {
  const head = substring(value, 1, 8);
  if (!isInteger(head)) throw new XPathError("not an integer");
  const calculated = 97 - mod(Number(trimXML(head)), 97);
  return numberOf(substring(value, 9, 2)) === calculated;
}

const ALNUM = /^[A-Za-z0-9]*$/;
const LETTERS = /^[A-Za-z]*$/;

/** Italian IPA code (0201): six ASCII letters or digits. */
export function codiceIPACheck(value: string): boolean {
  return ALNUM.test(value) && stringLength(value) === 6;
}

/** Italian tax code (Codice Fiscale, 0210 / 9907): 16 characters shaped as a personal code, or 11 digits. */
export function codiceFiscaleCheck(value: string): boolean {
  const length = stringLength(value);
  if (length === 16) return codiceFiscale16(value);
  if (length === 11) return isInteger(value);
  return false;
}

function codiceFiscale16(value: string): boolean {
  return (
    LETTERS.test(substring(value, 1, 6)) &&
    isInteger(substring(value, 7, 2)) &&
    LETTERS.test(substring(value, 9, 1)) &&
    isInteger(substring(value, 10, 2)) &&
    isInteger(substring(value, 15, 1)) &&
    LETTERS.test(substring(value, 16, 1))
  );
}

/**
 * Italian VAT number (Partita IVA, 0211 / 9906): when it starts with IT (or
 * it), eleven digits follow whose Luhn-like sum (every second digit doubled
 * through 0246813579) ends in 0; any other prefix passes.
 */
export function partitaIVACheck(value: string): boolean {
  const country = substring(value, 1, 2);
  if (country !== "IT" && country !== "it") return true;
  const code = substring(value, 3);
  return stringLength(code) === 11 && partitaIVARemainder(code) === 0;
}

const DOUBLED = "0246813579";

function partitaIVARemainder(code: string): number {
  if (!isInteger(code)) return 1;
  // The official function walks the text one character at a time while the rest is an integer.
  let sum = 0;
  let doubled = false;
  for (let rest = code; isInteger(rest); rest = substring(rest, 2)) {
    const first = substring(rest, 1, 1);
    if (!/^[0-9]$/.test(first)) throw new XPathError("not a digit");
    sum += doubled ? Number(DOUBLED[Number(first)]) : Number(first);
    doubled = !doubled;
  }
  return mod(sum, 10);
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * Australian Business Number (0151): the first digit less one, then the
 * others, weighted 10, 1, 3, 5, …, 19, sum to a multiple of 89. A shorter
 * text fails.
 */
export function abnCheck(value: string): boolean {
  const chars = Array.from(value);
  if (chars.length < 11) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += (chars[i]!.codePointAt(0)! - (i === 0 ? 49 : 48)) * ABN_WEIGHTS[i]!;
  return sum % 89 === 0;
}

/**
 * Greek tax number (TIN, AFM): nine digits, the first eight weighted 256,
 * 128, …, 2; their sum modulo 11, then modulo 10, is the ninth. Characters
 * after the ninth are not looked at.
 */
export function greekTinCheck(value: string): boolean {
  const chars = Array.from(value);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += digitOrNaN(chars[i]) * 2 ** (8 - i);
  return mod(mod(sum, 11), 10) === digitOrNaN(chars[8]);
}

const UNICODE_DIGITS = /^\p{Nd}+$/u;

/** Swedish organisation number (0007): digits only, the tenth the Luhn check digit of the first nine. */
export function swedishOrgNumberCheck(value: string): boolean {
  if (!UNICODE_DIGITS.test(value)) return false;
  const main = substring(value, 1, 9);
  const check = substring(value, 10, 1);
  const chars = Array.from(main);
  let sum = 0;
  for (let pos = 1; pos <= chars.length; pos++) {
    const digit = digitOrNaN(chars[chars.length - pos]);
    // A digit outside ASCII makes the official sum NaN, which is no integer: the run fails.
    if (Number.isNaN(digit)) throw new XPathError("not an ASCII digit");
    sum += pos % 2 === 1 ? ((digit * 2) % 10) + Math.floor((digit * 2) / 10) : digit;
  }
  return (10 - (sum % 10)) % 10 === numberOf(check);
}

/**
 * IBAN check as the German rules write it: the text (whitespace removed)
 * shaped as two capitals, two digits and up to 30 letters or digits, and the
 * number made of its rearranged characters (letters as 10…35) modulo 97 is 1.
 */
export function ibanCheck(value: string): boolean {
  const compact = value.replace(/[ \t\r\n]/g, "");
  if (!/^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{0,30}$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 2).toUpperCase() + compact.slice(2, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const cp = ch.codePointAt(0)!;
    for (const d of String(cp > 64 ? cp - 55 : cp - 48)) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** XPath's mod: the sign of the dividend. */
function mod(a: number, b: number): number {
  return a % b;
}

/** A one-character text as number() reads it: its digit value, or NaN. */
function digitOrNaN(ch: string | undefined): number {
  return ch !== undefined && ch >= "0" && ch <= "9" && ch.length === 1 ? Number(ch) : NaN;
}
