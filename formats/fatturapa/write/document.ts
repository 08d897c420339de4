/**
 * p:FatturaElettronica from a built GOBL invoice with the it-sdi-v1 addon,
 * element for element as gobl.fatturapa writes it, one body per file and
 * unsigned (the XAdES signature SDI requires of most senders is a separate
 * step).
 */
import { BizdocError, type Envelope, type Fault } from "../../../engine/index.ts";
import { ext, type JSONObject } from "../../common/document-json.ts";
import { FORMAT_PRIVATE, NAMESPACE, NAMESPACE_DSIG, NAMESPACE_XSI, ROOT_NAME, SCHEMA_LOCATION, SIMPLIFIED_DOCUMENT_TYPES } from "../codes.ts";
import type { FatturaPAProfile } from "../profiles.ts";
import { SDI_ADDON } from "../profiles.ts";
import { buildXML } from "../xml.ts";
import { generalData } from "./general.ts";
import { goodsAndServices } from "./goods.ts";
import { customerParty, supplierParty } from "./parties.ts";
import { paymentData } from "./payments.ts";
import { transmissionData } from "./transmission.ts";

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";

function refuse(key: "input" | "validation", message: string, faults: Fault[]): never {
  throw new BizdocError(key, `FatturaPA: ${message}`, faults);
}

/** What FatturaPA needs of the document beyond what the addon's rules check, each missing piece a fault at its path. */
function checkWritable(invoice: JSONObject, profile: FatturaPAProfile): string {
  if (invoice?.$schema !== INVOICE_SCHEMA) {
    refuse("input", "FatturaPA carries invoices only: the envelope's document is not a bill/invoice", [
      { code: "BIZDOC-FORMAT-DOCUMENT", properties: ["$.doc.$schema"], description: "must be a bill/invoice" },
    ]);
  }
  const faults: Fault[] = [];
  if (!((invoice.$addons ?? []) as string[]).includes(SDI_ADDON)) {
    faults.push({ code: "BIZDOC-FORMAT-ADDONS", properties: ["$.doc.$addons"], description: `missing ${SDI_ADDON}` });
  }
  const documentType = ext(invoice.tax, "it-sdi-document-type");
  if (documentType === "") {
    faults.push({ code: "BIZDOC-FORMAT-FATTURAPA", properties: ["$.doc.tax.ext.it-sdi-document-type"], description: "FatturaPA needs the document type (TipoDocumento)" });
  } else if (SIMPLIFIED_DOCUMENT_TYPES.has(documentType)) {
    faults.push({
      code: "BIZDOC-FORMAT-FATTURAPA",
      properties: ["$.doc.tax.ext.it-sdi-document-type"],
      description: `${documentType} is a simplified invoice (FatturaPA FSM10), which this format does not write`,
    });
  }
  const format = ext(invoice.tax, "it-sdi-format") || FORMAT_PRIVATE;
  if (format !== profile.transmissionFormat) {
    faults.push({
      code: "BIZDOC-FORMAT-PROFILE",
      properties: ["$.doc.tax.ext.it-sdi-format"],
      description: `the document's transmission format is ${format}: write it under the profile ${format.toLowerCase()}, not ${profile.key}`,
    });
  }
  if (!invoice.supplier?.tax_id?.code) {
    faults.push({ code: "BIZDOC-FORMAT-FATTURAPA", properties: ["$.doc.supplier.tax_id.code"], description: "FatturaPA needs the supplier's VAT number (IdFiscaleIVA)" });
  }
  if (invoice.tax?.prices_include) {
    faults.push({ code: "BIZDOC-FORMAT-PRICES-INCLUDE", properties: ["$.doc.tax.prices_include"], description: "FatturaPA prices are net of tax" });
  }
  if (faults.length > 0) refuse("validation", `the document cannot be written as ${profile.name}: ${faults.map((f) => f.description).join("; ")}`, faults);
  return format;
}

export function writeDocument(envelope: Envelope, profile: FatturaPAProfile): string {
  const invoice = envelope.doc as JSONObject;
  const format = checkWritable(invoice, profile);
  return buildXML(`p:${ROOT_NAME}`, {
    "@_xmlns:p": NAMESPACE,
    "@_xmlns:ds": NAMESPACE_DSIG,
    "@_xmlns:xsi": NAMESPACE_XSI,
    "@_versione": format,
    "@_xsi:schemaLocation": SCHEMA_LOCATION,
    FatturaElettronicaHeader: {
      DatiTrasmissione: transmissionData(invoice, String(envelope.head.uuid), format),
      CedentePrestatore: supplierParty(invoice.supplier),
      CessionarioCommittente: customerParty(invoice.customer),
    },
    FatturaElettronicaBody: {
      DatiGenerali: generalData(invoice),
      DatiBeniServizi: goodsAndServices(invoice),
      DatiPagamento: paymentData(invoice),
    },
  });
}
