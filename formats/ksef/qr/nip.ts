/**
 * The seller's NIP as the links carry it: ten digits, nothing else. A "PL"
 * prefix or dashes (as NIPs are often printed) would make a link KSeF cannot
 * resolve, so they are refused here instead of silently stripped: the caller
 * then sees which value was wrong.
 */
import { BizdocError } from "../../../engine/errors/index.ts";

export function checkNip(nip: string, property: string): string {
  if (typeof nip !== "string" || !/^\d{10}$/.test(nip)) {
    throw new BizdocError("input", `${property} must be a NIP of ten digits, without a country prefix or separators`, [
      { code: "BIZDOC-KSEF-QR-NIP", properties: [property], description: "is not a NIP of ten digits" },
    ]);
  }
  return nip;
}
