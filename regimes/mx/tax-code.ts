/**
 * Mexican tax identity codes (RFC, "Registro Federal de Contribuyentes"), as
 * GOBL's MX regime normalises and checks them (rule GOBL-MX-TAX-IDENTITY-01).
 * An RFC is a block of letters taken from the name (four for people, three
 * for companies; `Ñ` and `&` count as letters), six digits of a date and a
 * three-character "homoclave" of letters and digits.
 */
import { normalizeGenericTaxCode } from "../../engine/index.ts";

/** The RFC given to final consumers without an RFC of their own. */
export const TAX_CODE_GENERIC = "XAXX010101000";
/** The RFC given to foreign parties. */
export const TAX_CODE_FOREIGN = "XEXX010101000";

export type MexicanTaxCodeType = "person" | "company";

const PERSON_RE = /^[A-ZÑ&]{4}[0-9]{6}[A-Z0-9]{3}$/u;
const COMPANY_RE = /^[A-ZÑ&]{3}[0-9]{6}[A-Z0-9]{3}$/u;

/** The kind of RFC a code looks like, by its shape alone; `undefined` when it looks like neither. */
export function mexicanTaxCodeType(code: string): MexicanTaxCodeType | undefined {
  if (PERSON_RE.test(code)) return "person";
  if (COMPANY_RE.test(code)) return "company";
  return undefined;
}

/**
 * Upper-cases the code and keeps only `[A-Z0-9Ñ&]`; then drops one leading
 * "MX", but only when what remains is a well-formed RFC. Company RFCs may
 * themselves begin with "MX" ("MXI70123123Z"), so the prefix stays whenever
 * removing it would spoil the code.
 */
export function normalizeMexicanTaxCode(code: string): string {
  const cleaned = normalizeGenericTaxCode(code, "");
  if (cleaned.startsWith("MX")) {
    const trimmed = cleaned.slice(2);
    if (mexicanTaxCodeType(trimmed)) return trimmed;
  }
  // Without the prefix GOBL tries the code as it is, which is the same thing.
  return cleaned;
}

/**
 * True when `code` has the shape of a person's or a company's RFC. The code is
 * checked exactly as given (normalise it first). The empty code counts as
 * valid since the rule only applies to a code that is present.
 */
export function isValidMexicanTaxCode(code: string): boolean {
  return code === "" || mexicanTaxCodeType(code) !== undefined;
}
