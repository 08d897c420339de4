/**
 * An invoice's record as the AEAT's web service takes it: a SOAP envelope
 * whose body is RegFactuSistemaFacturacion, its header (Cabecera) naming
 * the taxpayer obliged to issue (the supplier), and one RegistroFactura
 * holding the registration record, or its cancellation when asked. The
 * details give the record's fingerprint, its QR code's URL (registrations
 * only) and the link the next record of the chain is written with.
 */
import type { Envelope, WrittenXML } from "../../../engine/index.ts";
import type { JSONObject } from "../../common/document-json.ts";
import { xmlWriter } from "../../common/xml-tree.ts";
import { NS_DSIG, NS_INFO, NS_LR, NS_SOAP, RECORD_CURRENCY } from "../codes.ts";
import type { RecordOptions } from "../options.ts";
import { verifactuQrUrl } from "../qr.ts";
import { cancellationRecord } from "./cancellation.ts";
import { issuerNif, issuerNode } from "./parties.ts";
import { registrationRecord } from "./registration.ts";
import { verifactuRefusals } from "./values.ts";

const write = xmlWriter("  ");

export function writeInvoiceRecord(envelope: Envelope, options: RecordOptions): WrittenXML {
  const doc = envelope.doc as JSONObject;
  const refusals = verifactuRefusals();
  const issuer = issuerNif(doc.supplier, "$.doc.supplier", refusals);
  if (doc.currency && doc.currency !== RECORD_CURRENCY) {
    refusals.unsupported("$.doc.currency", "VERI*FACTU records state amounts in euros: convert the invoice to EUR first");
  }
  const written = options.cancel ? cancellationRecord(doc, issuer, options) : registrationRecord(doc, issuer, options, refusals);
  refusals.throwIfAny();

  const xml = write("soapenv:Envelope", {
    "@_xmlns:soapenv": NS_SOAP,
    "@_xmlns:sum": NS_LR,
    "@_xmlns:sum1": NS_INFO,
    "@_xmlns:ds": NS_DSIG,
    "soapenv:Body": {
      "sum:RegFactuSistemaFacturacion": {
        "sum:Cabecera": { "sum1:ObligadoEmision": issuerNode("sum1:", doc.supplier, issuer) },
        "sum:RegistroFactura": { [options.cancel ? "sum1:RegistroAnulacion" : "sum1:RegistroAlta"]: written.record },
      },
    },
  });
  const chain = { issuer: written.issuer, num_series: written.numSeries, issue_date: written.issueDate, fingerprint: written.fingerprint };
  const qr =
    written.total === undefined
      ? undefined
      : verifactuQrUrl({ nif: issuer, numSeries: written.numSeries, issueDate: written.issueDate, total: written.total }, options.environment);
  return { xml, details: { fingerprint: written.fingerprint, ...(qr ? { qr } : {}), chain } };
}
