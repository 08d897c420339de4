/**
 * The QR symbol of a link and the options every image of it shares, for
 * the codes tax authorities ask to be printed on invoices (KSeF's, say).
 * The symbol itself comes from node-qrcode (ISO/IEC 18004); images are drawn
 * here from its modules, so that SVG and PNG come out the same in browsers
 * and in Node, and a label can go under the code.
 */
import QRCode from "qrcode";
import { BizdocError } from "../../../engine/errors/index.ts";

export type ErrorCorrectionLevel = "L" | "M" | "Q" | "H";

export interface QrImageOptions {
  /**
   * M by default: the level of the codes in KSeF's documentation (KOD I
   * version 6, KOD II version 17 for its examples) and of the ministry's
   * own client. A higher level survives more damage but makes KOD II, with
   * its signature, a dense symbol.
   */
  errorCorrection?: ErrorCorrectionLevel;
  /** Pixels per module, a whole number; 5 by default, as in KSeF's documentation. */
  moduleSize?: number;
  /** The quiet zone around the code, in modules; 4 by default, the minimum ISO/IEC 18004 asks for. */
  margin?: number;
  /** Text under the code (KSeF's: the KSeF number, OFFLINE or CERTYFIKAT, formats/ksef/qr/label.ts). */
  label?: string;
}

/** The dark modules of a symbol, row by row. */
export interface QrSymbol {
  size: number;
  dark(row: number, column: number): boolean;
}

export const DEFAULT_MODULE_SIZE = 5;
export const DEFAULT_MARGIN = 4;
/** The label's height as a share of the code's width: KSeF's examples write 14 px text under codes 300 px wide. */
export const LABEL_SHARE = 14 / 300;

export function qrSymbol(text: string, errorCorrection: ErrorCorrectionLevel = "M"): QrSymbol {
  if (!["L", "M", "Q", "H"].includes(errorCorrection)) throw new BizdocError("input", "errorCorrection must be L, M, Q or H");
  let code: QRCode.QRCode;
  try {
    // node-qrcode splits the text into the modes that take the fewest bits (the digits of a NIP, a date).
    code = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
  } catch (error) {
    throw new BizdocError("input", `the text does not fit in a QR code: ${(error as Error).message}`);
  }
  const { size, data } = code.modules;
  return { size, dark: (row, column) => data[row * size + column] === 1 };
}

/** A whole number of pixels or modules, at least `min`. */
export function wholeNumber(value: number | undefined, fallback: number, min: number, name: string): number {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min) throw new BizdocError("input", `${name} must be a whole number of at least ${min}`);
  return n;
}
