/**
 * DatiTrasmissione: who transmits, the sequence number, the format, and
 * where SDI delivers (the customer's SDI code or PEC address, from the
 * it-sdi-v1 addon's inboxes).
 *
 * The transmitter (IdTrasmittente) is whoever sends the file to SDI; gobl.
 * fatturapa takes it as an option, and the schema requires it. A format
 * plugin has no such option, so the supplier is taken as its own
 * transmitter (the usual case for an issuer that sends directly); an
 * intermediary replaces it when it sends. The sequence number is the first
 * eight characters of the envelope's UUID, as gobl.fatturapa writes it.
 */
import type { JSONObject } from "../../common/document-json.ts";
import { RECIPIENT_FOREIGN_DEFAULT, RECIPIENT_ITALIAN_DEFAULT } from "../codes.ts";
import type { XMLNode } from "../xml.ts";


const INBOX_SDI_CODE = "it-sdi-code";
const INBOX_PEC = "it-sdi-pec";

function recipientCode(customer: JSONObject | undefined): string {
  if (customer) {
    const country = customer.tax_id?.country;
    if (country !== undefined && country !== "IT") return RECIPIENT_FOREIGN_DEFAULT;
    const inbox = ((customer.inboxes ?? []) as JSONObject[]).find((i) => i.key === INBOX_SDI_CODE);
    if (inbox) return String(inbox.code ?? "");
  }
  // No code: SDI delivers to the PEC address, or the customer collects it (a person, say).
  return RECIPIENT_ITALIAN_DEFAULT;
}

function recipientPEC(customer: JSONObject | undefined): string | undefined {
  const inbox = ((customer?.inboxes ?? []) as JSONObject[]).find((i) => i.key === INBOX_PEC);
  if (!inbox) return undefined;
  return inbox.email || inbox.code || undefined;
}

export function transmissionData(invoice: JSONObject, uuid: string, format: string): XMLNode {
  const transmitter = invoice.supplier?.tax_id as JSONObject | undefined;
  return {
    IdTrasmittente: { IdPaese: String(transmitter?.country ?? ""), IdCodice: String(transmitter?.code ?? "") },
    ProgressivoInvio: uuid.slice(0, 8),
    FormatoTrasmissione: format,
    CodiceDestinatario: recipientCode(invoice.customer),
    PECDestinatario: recipientPEC(invoice.customer),
  };
}
