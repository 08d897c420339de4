/**
 * CfdiRelacionados: the CFDIs a document relates to (the invoices a credit
 * note corrects, the receipt a payment replaces), each by the fiscal folio
 * (UUID) SAT stamped it with, and how they relate (TipoRelacion).
 */
import { list, type JSONObject } from "../../common/document-json.ts";
import { STAMP } from "../codes.ts";
import type { XMLNode } from "../xml.ts";
import type { Refusals } from "./refusals.ts";

/** The fiscal folio of a document reference: its sat-uuid stamp's value, or "". */
export function fiscalFolio(ref: JSONObject | undefined): string {
  return list(ref?.stamps).find((s) => s.prv === STAMP.uuid)?.val ?? "";
}

/**
 * The related CFDIs of preceding documents. A reference without a fiscal
 * folio cannot be related, and an element without any is not valid CFDI:
 * refused (gobl.mx.cfdi leaves it out, or writes an empty element).
 */
export function relatedCFDIs(preceding: JSONObject[], relation: string, refusals: Refusals): XMLNode | undefined {
  if (preceding.length === 0) return undefined;
  const related: XMLNode[] = [];
  preceding.forEach((ref, i) => {
    const uuid = fiscalFolio(ref);
    if (uuid === "") refusals.missing(`$.doc.preceding[${i}].stamps`, `CFDI relates documents by their fiscal folio: a ${STAMP.uuid} stamp is required`);
    else related.push({ "@_UUID": uuid });
  });
  if (relation === "") refusals.missing("$.doc.tax.ext.mx-cfdi-rel-type", "CFDI requires how the preceding documents relate (TipoRelacion)");
  return { "@_TipoRelacion": relation, "cfdi:CfdiRelacionado": related };
}
