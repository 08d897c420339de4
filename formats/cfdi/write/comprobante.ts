/**
 * What every Comprobante starts with, invoice or payment receipt: the
 * namespaces and schema locations of what it carries, the version, the
 * kind, number and date, and the seal and certificate left to the stamping
 * service (see codes.ts).
 */
import { ext, type JSONObject } from "../../common/document-json.ts";
import { CFDI_NAMESPACE, CFDI_SCHEMA_LOCATION, CFDI_VERSION, EXT, UNSIGNED_CERTIFICATE_NUMBER, XSI_NAMESPACE } from "../codes.ts";
import { attributes, type XMLNode } from "../xml.ts";

/** A namespace a complement adds to the root: its prefix, URI and schema location. */
export interface Namespace {
  prefix: string;
  uri: string;
  location: string;
}

/** The date and time of issue as CFDI writes it (midnight when the document gives no time). */
export function issueDateTime(doc: JSONObject): string {
  const time = typeof doc.issue_time === "string" && doc.issue_time !== "" ? doc.issue_time.slice(0, 8) : "00:00:00";
  return `${doc.issue_date}T${time}`;
}

/** Where the document is issued (its postcode): the document's extension, else the supplier's. */
export function issuePlace(holder: JSONObject | undefined, supplier: JSONObject | undefined): string {
  return ext(holder, EXT.issuePlace) || ext(supplier, EXT.issuePlace);
}

/** The root's namespace declarations and schema locations, CFDI's then each complement's. */
export function namespaceAttributes(namespaces: Namespace[]): XMLNode {
  return {
    "@_xmlns:cfdi": CFDI_NAMESPACE,
    "@_xmlns:xsi": XSI_NAMESPACE,
    ...Object.fromEntries(namespaces.map((ns) => [`@_xmlns:${ns.prefix}`, ns.uri])),
    "@_xsi:schemaLocation": [`${CFDI_NAMESPACE} ${CFDI_SCHEMA_LOCATION}`, ...namespaces.map((ns) => `${ns.uri} ${ns.location}`)].join(" "),
    "@_Version": CFDI_VERSION,
  };
}

/** The kind, series, number, date and place of issue. */
export function identification(doc: JSONObject, kind: string, place: string): XMLNode {
  return {
    "@_TipoDeComprobante": kind,
    ...attributes({ Serie: doc.series, Folio: doc.code }),
    "@_Fecha": issueDateTime(doc),
    "@_LugarExpedicion": place,
  };
}

/** The seal and certificate, empty for the stamping service to fill. */
export function unsealed(): XMLNode {
  return { "@_Sello": "", "@_NoCertificado": UNSIGNED_CERTIFICATE_NUMBER, "@_Certificado": "" };
}
