/**
 * The invoice file's hash as both KOD I and KOD II carry it: SHA-256 of the
 * file's bytes exactly as sent to KSeF, in Base64URL without padding. The
 * bytes matter, not the XML's meaning: re-serialising, re-indenting or a
 * byte-order mark gives another hash, and KSeF then finds no invoice.
 */
import { BizdocError } from "../../../engine/errors/index.ts";

/** Base64URL without padding (RFC 4648 §5), the encoding of every binary value in these links. */
export function base64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * SHA-256 of the invoice file in Base64URL. A string is taken as the file's
 * text and encoded as UTF-8 (FA(3) files are UTF-8); pass the bytes when the
 * file as sent may differ from that (a BOM, another line ending).
 */
export async function invoiceHash(xml: Uint8Array | string): Promise<string> {
  const bytes = typeof xml === "string" ? new TextEncoder().encode(xml) : xml;
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return base64url(new Uint8Array(digest));
}

const BASE64_HASH = /^[A-Za-z0-9+/_-]{43}=?$/;

/**
 * A hash given by the caller, as Base64URL without padding. KSeF's API
 * answers with the hash in standard Base64 (`invoiceHash` of the invoice's
 * metadata), so that form is accepted and converted; anything that is not
 * 32 bytes is refused rather than put in a link that cannot verify.
 */
export function normaliseInvoiceHash(hash: string): string {
  if (typeof hash !== "string" || !BASE64_HASH.test(hash.trim())) {
    throw new BizdocError("input", "the invoice hash must be a SHA-256 (32 bytes) in Base64URL or Base64 (43 characters, or 44 with padding)", [
      { code: "BIZDOC-KSEF-QR-HASH", properties: ["invoiceHash"], description: "is not a SHA-256 in Base64URL or Base64" },
    ]);
  }
  return hash.trim().replace(/\+/g, "-").replace(/\//g, "_").replace(/=$/, "");
}
