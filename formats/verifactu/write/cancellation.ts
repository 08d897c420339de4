/**
 * RegistroAnulacion: the cancellation record of an invoice already
 * registered, naming it (issuer, number, date) and chained like any record.
 * The issuer of the cancellation is taken to be the invoice's (GeneradoPor
 * is not written).
 */
import { documentNumber, type JSONObject } from "../../common/document-json.ts";
import type { XMLNode } from "../../common/xml-tree.ts";
import { FINGERPRINT_TYPE, RECORD_VERSION } from "../codes.ts";
import { cancellationFingerprint } from "../fingerprint.ts";
import type { RecordOptions } from "../options.ts";
import { invoiceChain } from "./chain.ts";
import type { WrittenRecord } from "./registration.ts";
import { systemNode } from "./system.ts";
import { recordDate } from "./values.ts";

const p = "sum1:";

export function cancellationRecord(doc: JSONObject, issuer: string, options: RecordOptions): WrittenRecord {
  const numSeries = documentNumber(doc.series, doc.code);
  const issueDate = String(doc.issue_date ?? "");
  const date = recordDate(issueDate);
  const chain = invoiceChain(p, options.previous);
  const fingerprint = cancellationFingerprint({
    IDEmisorFacturaAnulada: issuer,
    NumSerieFacturaAnulada: numSeries,
    FechaExpedicionFacturaAnulada: date,
    Huella: chain.previousFingerprint,
    FechaHoraHusoGenRegistro: options.timestamp,
  });
  const record: XMLNode = {
    [`${p}IDVersion`]: RECORD_VERSION,
    [`${p}IDFactura`]: {
      [`${p}IDEmisorFacturaAnulada`]: issuer,
      [`${p}NumSerieFacturaAnulada`]: numSeries,
      [`${p}FechaExpedicionFacturaAnulada`]: date,
    },
    [`${p}Encadenamiento`]: chain.node,
    [`${p}SistemaInformatico`]: systemNode(p, options.system),
    [`${p}FechaHoraHusoGenRegistro`]: options.timestamp,
    [`${p}TipoHuella`]: FINGERPRINT_TYPE,
    [`${p}Huella`]: fingerprint,
  };
  return { record, fingerprint, issuer, numSeries, issueDate };
}
