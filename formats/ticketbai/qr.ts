/**
 * The QR code a TicketBAI invoice prints: a link to its province's check
 * service with the TBAI identifier (id), series (s), number (nf) and total
 * (i), each URL-encoded (UTF-8), then `cr`, the CRC-8 of the URL before it.
 * The specifications ask for error correction level M and a printed size of
 * 30 to 40 mm: at 5 px per module the symbol of such a URL (version 6 or 7,
 * 41 to 45 modules plus the quiet zone) is about 250 px, 35 mm at 180 dpi.
 */
import { BizdocError } from "../../engine/index.ts";
import { qrPng } from "../common/qr/png.ts";
import { qrSvg } from "../common/qr/svg.ts";
import { isProvince, PROVINCES, type Province } from "./codes.ts";
import { crc8Text } from "./crc.ts";

export interface TicketBAIQrInput {
  province: Province;
  /** The TBAI identifier (identifier.ts). */
  id: string;
  series?: string;
  code: string;
  /** ImporteTotalFactura, as the file writes it. */
  total: string;
}

/** The check link of an invoice; a province other than VI, BI or SS is the caller's mistake, refused (400). */
export function ticketbaiQrUrl({ province, id, series, code, total }: TicketBAIQrInput): string {
  if (!isProvince(province)) throw new BizdocError("input", `unknown TicketBAI province ${JSON.stringify(province)}: expected one of ${Object.keys(PROVINCES).join(", ")}`);
  const parameters = [`id=${encodeURIComponent(id)}`, ...(series ? [`s=${encodeURIComponent(series)}`] : []), `nf=${encodeURIComponent(code)}`, `i=${encodeURIComponent(total)}`];
  const url = `${PROVINCES[province].qr}?${parameters.join("&")}`;
  return `${url}&cr=${crc8Text(url)}`;
}

const IMAGE = { errorCorrection: "M", moduleSize: 5, margin: 4 } as const;

/**
 * The QR code as SVG. Without a label: the TBAI identifier is printed as
 * text beside the code by whoever lays out the invoice (the PNG's bitmap
 * font has no lower-case letters, which identifiers carry).
 */
export function ticketbaiQrSvg(url: string): string {
  return qrSvg(url, IMAGE);
}

/** The QR code as PNG. */
export function ticketbaiQrPng(url: string): Promise<Uint8Array> {
  return qrPng(url, IMAGE);
}
