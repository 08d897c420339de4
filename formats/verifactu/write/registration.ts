/**
 * RegistroAlta: the registration record of an invoice, in the order
 * SuministroInformacion.xsd's RegistroFacturacionAltaType sets, with its
 * fingerprint over the AEAT's fields and the link to the previous record.
 */
import { documentNumber, ext, type JSONObject } from "../../common/document-json.ts";
import type { WritingRefusals } from "../../common/refusals.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { CREDIT_NOTE, EXT, FINGERPRINT_TYPE, RECORD_VERSION, SIMPLIFIED_TYPES, YES } from "../codes.ts";
import { registrationFingerprint } from "../fingerprint.ts";
import type { RecordOptions } from "../options.ts";
import { amountTotal, breakdownNode, taxTotal } from "./breakdown.ts";
import { invoiceChain } from "./chain.ts";
import { correctionNodes } from "./corrections.ts";
import { operationDescription } from "./description.ts";
import { partyNode } from "./parties.ts";
import { systemNode } from "./system.ts";
import { recordDate } from "./values.ts";

const p = "sum1:";

/** What a registration gives beside its XML: the fingerprint, and the values the QR code and the next link name. */
export interface WrittenRecord {
  record: XMLNode;
  fingerprint: string;
  issuer: string;
  numSeries: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** ImporteTotal, for the QR code. */
  total?: string;
}

export function registrationRecord(doc: JSONObject, issuer: string, options: RecordOptions, refusals: WritingRefusals): WrittenRecord {
  const docType = ext(doc.tax, EXT.docType);
  if (!docType) refusals.missing("$.doc.tax.ext", "the invoice type (es-verifactu-doc-type) is required: the es-verifactu-v1 addon sets it");
  const numSeries = documentNumber(doc.series, doc.code);
  const issueDate = String(doc.issue_date ?? "");
  const negate = doc.type === CREDIT_NOTE;
  const description = operationDescription(doc);
  if (!description) refusals.missing("$.doc.notes", "a VERI*FACTU record needs a description of the operation: a general note, or lines with item names");

  const customer = doc.customer as JSONObject | undefined;
  const recipient = customer ? partyNode(p, customer, "$.doc.customer", refusals) : undefined;
  const issuerType = ext(doc.tax, EXT.issuerType);
  const thirdParty = issuerType === "T" && doc.ordering?.issuer ? partyNode(p, doc.ordering.issuer, "$.doc.ordering.issuer", refusals) : undefined;
  if (issuerType === "T" && !doc.ordering?.issuer) refusals.missing("$.doc.ordering.issuer", "an invoice drawn up by a third party (issuer type T) names it");

  const details = breakdownNode(p, doc, negate, refusals);
  const cuotaTotal = taxTotal(doc, negate);
  const importeTotal = amountTotal(doc, negate);
  const date = recordDate(issueDate);
  const chain = invoiceChain(p, options.previous);
  const fingerprint = registrationFingerprint({
    IDEmisorFactura: issuer,
    NumSerieFactura: numSeries,
    FechaExpedicionFactura: date,
    TipoFactura: docType,
    CuotaTotal: cuotaTotal,
    ImporteTotal: importeTotal,
    Huella: chain.previousFingerprint,
    FechaHoraHusoGenRegistro: options.timestamp,
  });

  const record: XMLNode = {
    [`${p}IDVersion`]: RECORD_VERSION,
    [`${p}IDFactura`]: { [`${p}IDEmisorFactura`]: issuer, [`${p}NumSerieFactura`]: numSeries, [`${p}FechaExpedicionFactura`]: date },
    [`${p}NombreRazonEmisor`]: String(doc.supplier?.name ?? ""),
    [`${p}TipoFactura`]: docType,
    ...correctionNodes(p, doc, issuer, refusals),
    [`${p}FechaOperacion`]: doc.op_date ? recordDate(doc.op_date) : undefined,
    [`${p}DescripcionOperacion`]: description,
    [`${p}FacturaSimplificadaArt7273`]: ext(doc.tax, EXT.simplifiedArt7273) || undefined,
    // A simplified invoice names no recipient: the AEAT asks it to say so (art. 6.1.d RD 1619/2012).
    [`${p}FacturaSinIdentifDestinatarioArt61d`]: !customer && SIMPLIFIED_TYPES.has(docType) ? YES : undefined,
    [`${p}EmitidaPorTerceroODestinatario`]: issuerType || undefined,
    [`${p}Tercero`]: thirdParty,
    [`${p}Destinatarios`]: recipient ? { [`${p}IDDestinatario`]: recipient } : undefined,
    [`${p}Desglose`]: { [`${p}DetalleDesglose`]: details },
    [`${p}CuotaTotal`]: cuotaTotal,
    [`${p}ImporteTotal`]: importeTotal,
    [`${p}Encadenamiento`]: chain.node,
    [`${p}SistemaInformatico`]: systemNode(p, options.system),
    [`${p}FechaHoraHusoGenRegistro`]: options.timestamp,
    [`${p}TipoHuella`]: FINGERPRINT_TYPE,
    [`${p}Huella`]: fingerprint,
  };
  return { record, fingerprint, issuer, numSeries, issueDate, total: importeTotal };
}
