/**
 * What a signed TicketBAI file gives beside its XML, for the caller to print
 * and keep: the TBAI identifier, the QR code's URL, the start of the
 * signature value and the chain link the next invoice's `previous` option
 * takes. Read back from the signed XML itself, so that they are the file's
 * values and not a second computation of them.
 */
import { xmlReader, type ParsedNode } from "../common/xml-tree.ts";
import type { Province } from "./codes.ts";
import { tbaiIdentifier } from "./identifier.ts";
import type { PreviousInvoice } from "./options.ts";
import { ticketbaiQrUrl } from "./qr.ts";

/** The characters of the signature value a chain link and the next file carry. */
export const CHAIN_SIGNATURE_LENGTH = 100;

export interface SignedDetails {
  signed: true;
  province: Province;
  tbai_id: string;
  qr: string;
  /** The first 100 characters of ds:SignatureValue. */
  signature: string;
  /** The next call's `options.previous`. */
  chain: PreviousInvoice;
}

const reader = xmlReader("TicketBAI");

/** The text of the first element down a path of local names. */
function text(node: ParsedNode, ...path: string[]): string | undefined {
  let current: unknown = node;
  for (const name of path) {
    const children = Object.entries(current as ParsedNode).find(([key]) => key === name || key.endsWith(`:${name}`))?.[1];
    current = Array.isArray(children) ? children[0] : undefined;
    if (current === undefined) return undefined;
  }
  if (typeof current === "string") return current;
  const value = (current as ParsedNode)["#text"];
  return typeof value === "string" ? value : undefined;
}

/** DD-MM-YYYY → YYYY-MM-DD. */
const isoDate = (date: string) => date.split("-").reverse().join("-");

export function signedDetails(xml: string, province: Province): SignedDetails {
  const { node } = reader.parse(xml);
  const header = ["Factura", "CabeceraFactura"];
  const nif = text(node, "Sujetos", "Emisor", "NIF") ?? "";
  const series = text(node, ...header, "SerieFactura");
  const code = text(node, ...header, "NumFactura") ?? "";
  const issueDate = isoDate(text(node, ...header, "FechaExpedicionFactura") ?? "");
  const total = text(node, "Factura", "DatosFactura", "ImporteTotalFactura") ?? "";
  const signatureValue = (text(node, "Signature", "SignatureValue") ?? "").replace(/\s+/g, "");
  const tbaiId = tbaiIdentifier({ nif, issueDate, signatureValue });
  const signature = signatureValue.slice(0, CHAIN_SIGNATURE_LENGTH);
  return {
    signed: true,
    province,
    tbai_id: tbaiId,
    qr: ticketbaiQrUrl({ province, id: tbaiId, ...(series ? { series } : {}), code, total }),
    signature,
    chain: { ...(series ? { series } : {}), code, issue_date: issueDate, signature },
  };
}
