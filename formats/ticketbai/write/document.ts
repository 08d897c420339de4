/**
 * T:TicketBai from a built GOBL invoice with the es-tbai-v1 addon, unsigned
 * (the XAdES-EPES signature is the next step, sign.ts): the header, the
 * parties, the invoice and its breakdown, then the chain and the software.
 * What the document lacks for TicketBAI is refused, every gap named; the
 * options were checked before (options.ts).
 */
import { BizdocError, type Envelope } from "../../../engine/index.ts";
import { xmlWriter } from "../../common/xml-tree.ts";
import { ext, type JSONObject } from "../../common/document-json.ts";
import { ADDON, EXT_REGION, isProvince, NAMESPACE, ROOT, VERSION, type Province } from "../codes.ts";
import type { TicketBAIOptions } from "../options.ts";
import { breakdown } from "./breakdown.ts";
import { fingerprint } from "./chain.ts";
import { Figures } from "./figures.ts";
import { invoiceData } from "./invoice-data.ts";
import { invoiceHeader } from "./invoice-header.ts";
import { issueMoment, type Moment } from "./moment.ts";
import { Refusals } from "./refusals.ts";
import { subjects } from "./subjects.ts";

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";
const build = xmlWriter("  ");

export interface WrittenTicketBAI {
  xml: string;
  province: Province;
  moment: Moment;
}

export function writeTicketBAI(envelope: Envelope, options: TicketBAIOptions): WrittenTicketBAI {
  const invoice = envelope.doc as JSONObject;
  checkWritable(invoice);
  const refusals = new Refusals();
  const region = ext(invoice.tax, EXT_REGION);
  if (!region) refusals.missing(`$.doc.tax.ext.${EXT_REGION}`, "TicketBAI needs the province (VI Araba, BI Bizkaia, SS Gipuzkoa): set it, or give the supplier an address in one");
  else if (!isProvince(region)) refusals.unsupported(`$.doc.tax.ext.${EXT_REGION}`, `'${region}' is not a TicketBAI province (VI, BI, SS)`);
  if (invoice.currency && invoice.currency !== "EUR") refusals.unsupported("$.doc.currency", "TicketBAI amounts are in euros");
  const moment = issueMoment(invoice.issue_date, invoice.issue_time, options.timestamp);
  const figures = new Figures(invoice.type === "credit-note");
  const root = {
    "@_xmlns:T": NAMESPACE,
    Cabecera: { IDVersionTBAI: VERSION },
    Sujetos: subjects(invoice, options.issuer, refusals),
    Factura: {
      CabeceraFactura: invoiceHeader(invoice, moment, refusals),
      DatosFactura: invoiceData(invoice, figures, refusals),
      TipoDesglose: breakdown(invoice, figures, refusals),
    },
    HuellaTBAI: fingerprint(options.software, options.previous),
  };
  refusals.throwIfAny();
  return { xml: build(ROOT, root), province: region as Province, moment };
}

/** An invoice with the addon: anything else is the caller's input error. */
function checkWritable(invoice: JSONObject): void {
  if (invoice.$schema !== INVOICE_SCHEMA) {
    throw new BizdocError("input", "TicketBAI writes invoices (bill/invoice) only", [{ code: "BIZDOC-TICKETBAI-NOT-INVOICE", properties: ["$.doc.$schema"], description: "must be a bill/invoice" }]);
  }
  if (!((invoice.$addons ?? []) as string[]).includes(ADDON)) {
    throw new BizdocError("input", `TicketBAI needs the ${ADDON} addon`, [{ code: "BIZDOC-TICKETBAI-ADDON", properties: ["$.doc.$addons"], description: `must include ${ADDON}` }]);
  }
}
