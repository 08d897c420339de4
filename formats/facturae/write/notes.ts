/**
 * The invoice's notes: legal ones as LegalLiterals (one LegalReference each),
 * the others joined into AdditionalData's InvoiceAdditionalInformation.
 */
import type { XMLNode } from "../xml.ts";
import { listOf, type JSONObject } from "./json.ts";

/**
 * Legal notes. gobl.facturae means to write them here but, by a slip, never
 * does (and leaves them out of the additional data too): we write them, as
 * the schema provides.
 */
export function legalLiterals(invoice: JSONObject): XMLNode | undefined {
  const legal = listOf(invoice.notes).filter((n) => n.key === "legal" && typeof n.text === "string");
  return legal.length === 0 ? undefined : { LegalReference: legal.map((n) => n.text as string) };
}

export function additionalData(invoice: JSONObject): XMLNode | undefined {
  const others = listOf(invoice.notes).filter((n) => n.key !== "legal" && typeof n.text === "string");
  return others.length === 0 ? undefined : { InvoiceAdditionalInformation: others.map((n) => n.text as string).join("; ") };
}
