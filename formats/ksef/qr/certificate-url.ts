/**
 * KOD II: the link that proves who issued an offline invoice. An invoice
 * issued offline reaches its buyer before KSeF has it, so KOD I cannot yet
 * be checked; KOD II lets the buyer check instead that the issuer holds a
 * valid KSeF certificate (type Offline) and may invoice for the seller in
 * the given context. The link is
 * `<host>/certificate/<context type>/<context value>/<seller NIP>/<certificate serial>/<invoice hash>`
 * followed by `/<signature>`: the signature, in Base64URL, is over that link
 * from the host on (no `https://`, no trailing `/`), made with the private
 * key of that certificate, so no one without the key can forge the link.
 */
import { BizdocError } from "../../../engine/errors/index.ts";
import { type KsefEnvironment, qrHost } from "./environment.ts";
import { base64url } from "./hash.ts";
import { hashOf, type InvoiceFileOrHash } from "./invoice-url.ts";
import { checkNip } from "./nip.ts";
import { type KsefPrivateKey, readSigningKey } from "./signing-key.ts";

/** The kinds of login context (ContextIdentifier) KSeF knows. */
export type ContextIdentifierType = "Nip" | "InternalId" | "NipVatUe" | "PeppolId";

export const CONTEXT_IDENTIFIER_TYPES: readonly ContextIdentifierType[] = ["Nip", "InternalId", "NipVatUe", "PeppolId"];

/** Whose context the invoice was issued in: the issuer's own NIP, or another's (a tax representative, self-billing, a VAT group…). */
export interface ContextIdentifier {
  type: ContextIdentifierType;
  value: string;
}

/** Everything in KOD II's link but the signature. */
export type CertificateLinkOptions = {
  environment: KsefEnvironment;
  context: ContextIdentifier;
  /** The seller's NIP (Podmiot1), ten digits; may differ from the context's. */
  sellerNip: string;
  /** The serial number of the issuer's KSeF certificate (type Offline), in hexadecimal as KSeF gives it, e.g. `01F20A5D352AE590`. */
  certificateSerialNumber: string;
} & InvoiceFileOrHash;

export type CertificateUrlOptions = CertificateLinkOptions & {
  /** The private key of that certificate: PKCS#8 PEM (RSA ≥ 2048 bits, or EC P-256) or a CryptoKey (RSA-PSS with SHA-256, or ECDSA P-256). Used for this signature only. */
  privateKey: KsefPrivateKey;
};

/**
 * KOD II's link, signed. RSA-PSS and ECDSA signatures are randomised: two
 * calls with the same input give different (equally valid) links.
 */
export async function certificateVerificationUrl(options: CertificateUrlOptions): Promise<string> {
  const signed = await certificateSignedPath(options);
  const { key, params } = await readSigningKey(options.privateKey);
  const signature = await globalThis.crypto.subtle.sign(params, key, new TextEncoder().encode(signed));
  return `https://${signed}/${base64url(new Uint8Array(signature))}`;
}

/** The text KOD II's signature is over (as UTF-8): the link from the host to the invoice hash. */
export async function certificateSignedPath(options: CertificateLinkOptions): Promise<string> {
  const host = qrHost(options.environment);
  const context = checkContext(options.context);
  const nip = checkNip(options.sellerNip, "sellerNip");
  const serial = certificateSerial(options.certificateSerialNumber);
  const hash = await hashOf(options);
  return `${host}/certificate/${context.type}/${context.value}/${nip}/${serial}/${hash}`;
}

function checkContext(context: ContextIdentifier): ContextIdentifier {
  if (!context || !CONTEXT_IDENTIFIER_TYPES.includes(context.type)) {
    throw new BizdocError("input", `context.type must be one of ${CONTEXT_IDENTIFIER_TYPES.join(", ")}`, [
      { code: "BIZDOC-KSEF-QR-CONTEXT", properties: ["context.type"], description: "is not a KSeF context identifier type" },
    ]);
  }
  if (context.type === "Nip") return { type: "Nip", value: checkNip(context.value, "context.value") };
  // The value goes into the path as it is and is signed as it is: a character that a URL would escape could be
  // read back differently by KSeF and break the signature, so only URL-safe characters are let through.
  if (typeof context.value !== "string" || !/^[A-Za-z0-9._~-]+$/.test(context.value)) {
    throw new BizdocError("input", "context.value must be the context identifier, of letters, digits and - . _ ~ only", [
      { code: "BIZDOC-KSEF-QR-CONTEXT", properties: ["context.value"], description: "is not a context identifier" },
    ]);
  }
  return context;
}

/** The serial in upper-case hexadecimal, as KSeF writes it; the colons or spaces certificate viewers put between bytes are dropped. */
function certificateSerial(serial: string): string {
  const hex = typeof serial === "string" ? serial.replace(/[:\s]/g, "").toUpperCase() : "";
  if (!/^[0-9A-F]+$/.test(hex)) {
    throw new BizdocError("input", "certificateSerialNumber must be the KSeF certificate's serial number in hexadecimal", [
      { code: "BIZDOC-KSEF-QR-SERIAL", properties: ["certificateSerialNumber"], description: "is not a hexadecimal serial number" },
    ]);
  }
  return hex;
}
