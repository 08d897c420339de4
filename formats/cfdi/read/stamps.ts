/**
 * The stamps of a stamped CFDI (its TimbreFiscalDigital 1.1, added by the
 * PAC), as GOBL puts them in an envelope's head: the fiscal folio, the
 * issuer's and SAT's seals and certificate numbers, the time of stamping,
 * the stamp's original chain (SAT's cadenaoriginal_TFD_1_1), the PAC's RFC
 * and the verification URL printed as the QR code. Reading a CFDI puts
 * them in the envelope's head; `cfdiStamps` gives them without reading the
 * rest.
 */
import type { Stamp } from "../../../engine/index.ts";
import { checkUntrustedXML } from "../../../engine/index.ts";
import { attribute, child, type ParsedNode } from "../../common/xml-tree.ts";
import { SAT_VERIFY_URL, STAMP } from "../codes.ts";
import { FORMAT_NAME } from "../xml.ts";
import { openDocument } from "./root.ts";

/** XSLT's normalize-space: runs of spaces as one, none at the ends. */
function normalizeSpace(text: string): string {
  return text.split(/[ \t\r\n]+/).filter((part) => part !== "").join(" ");
}

function value(node: ParsedNode | undefined, name: string): string {
  return attribute(node, name) ?? "";
}

/** The stamp's original chain: its fields in SAT's order between "||" and "||", the legend only when there is one. */
function originalChain(stamp: ParsedNode): string {
  const fields = ["Version", "UUID", "FechaTimbrado", "RfcProvCertif", ...(value(stamp, "Leyenda") ? ["Leyenda"] : []), "SelloCFD", "NoCertificadoSAT"];
  return `||${fields.map((name) => normalizeSpace(value(stamp, name))).join("|")}||`;
}

/** The URL of SAT's verification service for the CFDI (its QR code): the query written as SAT reads it, the seal's "=" unescaped. */
function verificationURL(root: ParsedNode, stamp: ParsedNode): string | undefined {
  const seal = value(root, "Sello");
  const issuer = child(root, "Emisor");
  const receiver = child(root, "Receptor");
  if (!issuer || !receiver || seal.length < 8) return undefined;
  const query = [`id=${value(stamp, "UUID")}`, `tt=${value(root, "Total")}`, `re=${value(issuer, "Rfc")}`, `rr=${value(receiver, "Rfc")}`, `fe=${seal.slice(-8)}`];
  return `${SAT_VERIFY_URL}?${query.join("&")}`;
}

/** The stamps of a CFDI's TimbreFiscalDigital; none when it is not stamped. The XML is checked as untrusted first. */
export function cfdiStamps(xml: string): Stamp[] {
  checkUntrustedXML(xml, FORMAT_NAME);
  return stampsOf(openDocument(xml));
}

/** The stamps of the TimbreFiscalDigital under a Comprobante already read. */
export function stampsOf(root: ParsedNode): Stamp[] {
  const stamp = child(child(root, "Complemento"), "TimbreFiscalDigital");
  if (!stamp) return [];
  const stamps: Stamp[] = [
    { prv: STAMP.uuid, val: value(stamp, "UUID") },
    { prv: STAMP.signature, val: value(stamp, "SelloCFD") },
    { prv: STAMP.serial, val: value(root, "NoCertificado") },
    { prv: STAMP.satSignature, val: value(stamp, "SelloSAT") },
    { prv: STAMP.satSerial, val: value(stamp, "NoCertificadoSAT") },
    { prv: STAMP.satTimestamp, val: value(stamp, "FechaTimbrado") },
    { prv: STAMP.satChain, val: originalChain(stamp) },
  ];
  if (value(stamp, "RfcProvCertif")) stamps.push({ prv: STAMP.providerRFC, val: value(stamp, "RfcProvCertif") });
  const url = verificationURL(root, stamp);
  if (url) stamps.push({ prv: STAMP.satURL, val: url });
  return stamps;
}
