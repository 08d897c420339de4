/**
 * The QR code a VERI*FACTU invoice prints so that its recipient can check
 * it with the AEAT ("Características del QR y especificaciones del servicio
 * de cotejo"): a URL of the AEAT's check service (ValidarQR) with the
 * issuer's NIF, the invoice's series and number, its date (DD-MM-YYYY) and
 * its total (ImporteTotal), each URL-encoded; on the production host or
 * the test (pre-production) one. The specification asks for ISO/IEC 18004
 * with error correction level M, printed 30×30 to 40×40 mm: the images are
 * always level M; their pixel size is the caller's (`moduleSize`) to print
 * at that size. The AEAT also asks for the text "QR tributario:" above the
 * code and "VERI*FACTU" beside or under it, which the invoice's layout
 * prints (the PNG label's font has no "*").
 */
import { BizdocError } from "../../engine/index.ts";
import { qrPng } from "../common/qr/png.ts";
import type { QrImageOptions } from "../common/qr/symbol.ts";
import { qrSvg } from "../common/qr/svg.ts";
import type { Environment } from "./options.ts";
import { recordDate } from "./write/values.ts";

export const QR_HOSTS: Readonly<Record<Environment, string>> = {
  production: "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR",
  test: "https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR",
};

export interface VerifactuQrData {
  /** The issuer's NIF. */
  nif: string;
  /** The invoice's series and number, as its record writes them (NumSerieFactura). */
  numSeries: string;
  /** The issue date, YYYY-MM-DD. */
  issueDate: string;
  /** The record's ImporteTotal (decimal text). */
  total: string;
}

/** The AEAT's check URL for an invoice; an environment other than production or test is the caller's mistake, refused (400). */
export function verifactuQrUrl(data: VerifactuQrData, environment: Environment = "production"): string {
  if (!Object.hasOwn(QR_HOSTS, environment)) throw new BizdocError("input", `unknown VERI*FACTU environment ${JSON.stringify(environment)}: expected one of ${Object.keys(QR_HOSTS).join(", ")}`);
  const query = [
    ["nif", data.nif],
    ["numserie", data.numSeries],
    ["fecha", recordDate(data.issueDate)],
    ["importe", data.total],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join("&");
  return `${QR_HOSTS[environment]}?${query}`;
}

/** Image options with the AEAT's error correction level, whatever the caller asked. */
function levelM(options: Omit<QrImageOptions, "errorCorrection">): QrImageOptions {
  return { ...options, errorCorrection: "M" };
}

/** The QR code of a check URL as SVG text. */
export function verifactuQrSvg(url: string, options: Omit<QrImageOptions, "errorCorrection"> = {}): string {
  return qrSvg(url, levelM(options));
}

/** The QR code of a check URL as PNG bytes. */
export function verifactuQrPng(url: string, options: Omit<QrImageOptions, "errorCorrection"> = {}): Promise<Uint8Array> {
  return qrPng(url, levelM(options));
}
