/**
 * Code lists the UBL mapping needs (facts from GOBL: org/unit.go, and
 * gobl.ubl's invoice mapping; units are those of formats/common/codes.ts).
 * Every table is a Map: the codes looked up come from documents and XML, and
 * a code such as "constructor" must find nothing.
 */

export { uneceUnit, unitFromUNECE as goblUnit } from "../common/codes.ts";

/** GOBL tax point keys and their UNTDID 2005 codes (cac:InvoicePeriod/cbc:DescriptionCode). */
export const TAX_POINT_CODES: ReadonlyMap<string, string> = new Map([
  ["issue", "3"],
  ["delivery", "35"],
  ["payment", "432"],
]);

/** The tax point key of each UNTDID 2005 code, for reading. */
export const TAX_POINT_BY_CODE: ReadonlyMap<string, string> = new Map([...TAX_POINT_CODES].map(([key, code]) => [code, key]));

/** UNTDID 1001 document type codes and the GOBL invoice type each reads as (anything else is `other`). */
export const INVOICE_TYPES: ReadonlyMap<string, string> = new Map([
  ["325", "proforma"],
  ["380", "standard"],
  ["381", "credit-note"],
  ["383", "debit-note"],
  ["384", "corrective"],
  ["388", "standard"],
  ["389", "standard"],
  ["326", "standard"],
  ["261", "credit-note"],
]);

/** Document type codes that also carry a GOBL tag. */
export const INVOICE_TYPE_TAGS: ReadonlyMap<string, readonly string[]> = new Map([
  ["389", ["self-billed"]],
  ["326", ["partial"]],
  ["261", ["self-billed"]],
]);

/** The EAS scheme for an e-mail endpoint. */
export const EMAIL_SCHEME = "EM";

/** A percentage as UBL writes it: GOBL's text without the percent sign. */
export function percentNumber(percent: string): string {
  return percent.endsWith("%") ? percent.slice(0, -1) : percent;
}
