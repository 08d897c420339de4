/**
 * Spanish tax identity codes (NIF/DNI, NIE, CIF and K/L/M special NIFs):
 * normalisation, classification and check-character validation, as in GOBL's
 * ES regime (rule GOBL-ES-TAX-IDENTITY-01).
 */
import { normalizeGenericTaxCode } from "../../engine/tax/tax-code.ts";

export type SpanishTaxCodeType = "national" | "foreigner" | "org" | "other";

// Mod-23 control letters for DNI and NIE.
const CHECK_LETTERS = "TRWAGMYFPDXBNJZSQVHLCKE";
// NIE prefixes; their position (0, 1, 2) replaces the letter in the checksum.
const FOREIGNER_LETTERS = "XYZ";
// Letters standing for check digits 0..9 in organisation-style codes.
const ORG_CHECK_LETTERS = "JABCDEFGHI";

const NATIONAL_RE = new RegExp(`^([0-9]{8})([${CHECK_LETTERS}])$`);
const FOREIGNER_RE = new RegExp(`^([${FOREIGNER_LETTERS}])([0-9]{7})([${CHECK_LETTERS}])$`);
const OTHER_RE = new RegExp(`^([KLM])([0-9]{7})([0-9${ORG_CHECK_LETTERS}])$`);
const ORG_RE = new RegExp(`^([ABCDEFGHJNPQRSUVW])([0-9]{7})([0-9${ORG_CHECK_LETTERS}])$`);

const SPANISH_CODE_LENGTH = 9;

/**
 * Generic normalisation for country "ES", then codes starting with a digit
 * (DNI numbers) are left-padded with zeros to 9 characters, e.g. "15S" → "00000015S".
 */
export function normalizeSpanishTaxCode(code: string): string {
  const out = normalizeGenericTaxCode(code, "ES");
  if (!/^[0-9]/.test(out)) return out;
  // Pad by code points (Ñ counts as one), never truncate.
  const missing = SPANISH_CODE_LENGTH - [...out].length;
  return missing > 0 ? "0".repeat(missing) + out : out;
}

/**
 * Classifies an already-normalised code by shape only (no checksum);
 * `undefined` when it matches none of the known layouts.
 */
export function spanishTaxCodeType(code: string): SpanishTaxCodeType | undefined {
  if (ORG_RE.test(code)) return "org";
  if (NATIONAL_RE.test(code)) return "national";
  if (FOREIGNER_RE.test(code)) return "foreigner";
  if (OTHER_RE.test(code)) return "other";
  return undefined;
}

function mod23Letter(n: number): string {
  return CHECK_LETTERS[n % 23];
}

// Luhn-like control for CIF-style codes over the 7 central digits.
function orgCheckMatches(digits: string, check: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = digits.charCodeAt(i) - 48;
    if (i % 2 === 0) {
      const dbl = d * 2;
      sum += dbl > 9 ? dbl - 9 : dbl;
    } else {
      sum += d;
    }
  }
  const expected = (10 - (sum % 10)) % 10;
  const idx = ORG_CHECK_LETTERS.indexOf(check);
  // Either the digit itself or its letter equivalent is accepted, whatever the prefix.
  const given = idx >= 0 ? idx : Number(check);
  return given === expected;
}

/**
 * True when `code` has a known Spanish layout and a correct check character.
 * The code is checked exactly as given (normalise first). An empty code is
 * treated as valid because GOBL's rule only applies when a code is present.
 */
export function isValidSpanishTaxCode(code: string): boolean {
  if (code === "") return true;
  let m: RegExpExecArray | null;
  switch (spanishTaxCodeType(code)) {
    case "national":
      m = NATIONAL_RE.exec(code)!;
      // All-zero DNI number is explicitly rejected even though T would be its letter.
      if (m[1] === "00000000") return false;
      return mod23Letter(Number(m[1])) === m[2];
    case "foreigner":
      m = FOREIGNER_RE.exec(code)!;
      return mod23Letter(Number(`${FOREIGNER_LETTERS.indexOf(m[1])}${m[2]}`)) === m[3];
    case "org":
      m = ORG_RE.exec(code)!;
      return orgCheckMatches(m[2], m[3]);
    case "other":
      m = OTHER_RE.exec(code)!;
      return orgCheckMatches(m[2], m[3]);
    default:
      return false;
  }
}
