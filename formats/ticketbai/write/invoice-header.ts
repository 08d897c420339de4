/**
 * CabeceraFactura: the invoice's series and number, the moment of issue,
 * whether it is simplified, and for a credit or debit note the corrective
 * invoice's code (the preceding document's `es-tbai-correction`), type
 * "I" (by differences: the note states the difference, negative for a
 * credit note) and the invoices it corrects.
 */
import type { XMLNode } from "../../common/xml-tree.ts";
import { ext, list, type JSONObject } from "../../common/document-json.ts";
import { tbaiDate, type Moment } from "./moment.ts";
import type { Refusals } from "./refusals.ts";

const SIMPLIFIED = "es-tbai-simplified";
const CORRECTION = "es-tbai-correction";
/** Rectificativa por diferencias. */
const BY_DIFFERENCES = "I";
const NOTES = new Set(["credit-note", "debit-note"]);

export function invoiceHeader(invoice: JSONObject, moment: Moment, refusals: Refusals): XMLNode {
  const correcting = NOTES.has(invoice.type);
  if (invoice.type !== "standard" && !correcting) {
    refusals.unsupported("$.doc.type", `TicketBAI writes standard invoices, credit notes and debit notes (as corrections by differences), not '${invoice.type}'`);
  }
  if (!invoice.code) refusals.missing("$.doc.code", "TicketBAI requires the invoice's number");
  const preceding = list(invoice.preceding);
  if (correcting && preceding.length === 0) refusals.missing("$.doc.preceding", "a TicketBAI corrective invoice names the invoices it corrects");
  const code = correcting ? ext(preceding[0], CORRECTION) : "";
  if (correcting && preceding.length > 0 && !code) refusals.missing("$.doc.preceding[0].ext.es-tbai-correction", "a TicketBAI corrective invoice states its correction code (R1 to R5)");
  return {
    SerieFactura: invoice.series || undefined,
    NumFactura: invoice.code ?? "",
    FechaExpedicionFactura: tbaiDate(moment.date),
    HoraExpedicionFactura: moment.time,
    FacturaSimplificada: ext(invoice.tax, SIMPLIFIED) === "S" ? "S" : "N",
    FacturaRectificativa: correcting ? { Codigo: code, Tipo: BY_DIFFERENCES } : undefined,
    FacturasRectificadasSustituidas: correcting
      ? {
          IDFacturaRectificadaSustituida: preceding.map((p, i) => {
            if (!p.issue_date) refusals.missing(`$.doc.preceding[${i}].issue_date`, "TicketBAI requires the issue date of the invoice corrected");
            return { SerieFactura: p.series || undefined, NumFactura: p.code ?? "", FechaExpedicionFactura: p.issue_date ? tbaiDate(p.issue_date) : "" };
          }),
        }
      : undefined,
  };
}
