/**
 * The TBAI identifier every signed TicketBAI invoice prints:
 * `TBAI-<issuer's NIF>-<issue date DDMMYY>-<first 13 characters of the
 * signature value>-<CRC-8>`, the CRC-8 (crc.ts) over everything before it,
 * its last dash included. 39 characters for a 9-character NIF.
 */
import { crc8Text } from "./crc.ts";

export interface TBAIIdentifierInput {
  nif: string;
  /** The issue date, YYYY-MM-DD (FechaExpedicionFactura). */
  issueDate: string;
  /** The signature value (base64), of which the first 13 characters are taken. */
  signatureValue: string;
}

export function tbaiIdentifier({ nif, issueDate, signatureValue }: TBAIIdentifierInput): string {
  const [year, month, day] = issueDate.split("-");
  const body = `TBAI-${nif}-${day}${month}${year!.slice(2)}-${signatureValue.slice(0, 13)}-`;
  return `${body}${crc8Text(body)}`;
}
