/**
 * The text KSeF asks for under each code, so that a reader of a printed
 * invoice knows what each code checks: under KOD I the invoice's KSeF
 * number once KSeF has given it, OFFLINE until then (an offline invoice not
 * yet sent, an online one still waiting for its number); under KOD II,
 * CERTYFIKAT.
 */
import { BizdocError } from "../../../engine/errors/index.ts";

export const OFFLINE_LABEL = "OFFLINE";
export const CERTIFICATE_LABEL = "CERTYFIKAT";

/** A KSeF number: the seller's NIP, the date KSeF took the invoice (YYYYMMDD), twelve and two hexadecimal characters. */
const KSEF_NUMBER = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

/** KOD I's label: the KSeF number when known, OFFLINE otherwise. */
export function invoiceCodeLabel(ksefNumber?: string): string {
  if (ksefNumber === undefined || ksefNumber === "") return OFFLINE_LABEL;
  if (!KSEF_NUMBER.test(ksefNumber)) {
    throw new BizdocError("input", `ksefNumber must be a KSeF number such as 5265877635-20250729-01004014E040-00 (got ${JSON.stringify(ksefNumber)})`, [
      { code: "BIZDOC-KSEF-QR-NUMBER", properties: ["ksefNumber"], description: "is not a KSeF number" },
    ]);
  }
  return ksefNumber;
}

/** KOD II's label. */
export function certificateCodeLabel(): string {
  return CERTIFICATE_LABEL;
}
