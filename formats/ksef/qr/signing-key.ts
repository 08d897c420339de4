/**
 * The private key of the issuer's KSeF certificate (type Offline), ready for
 * KOD II's signature. KSeF accepts two kinds of key, each with one scheme:
 * RSA (at least 2048 bits) signs with RSASSA-PSS, SHA-256, MGF1-SHA-256 and a
 * 32-byte salt; an EC key on P-256 signs with ECDSA-SHA-256, its (r, s) as
 * IEEE P1363 (r || s), the form KSeF recommends and the one Web Crypto gives.
 *
 * The key is imported non-extractable and never logged or kept: it lives as
 * long as the caller's call. Errors say what is wrong with the key's kind or
 * form and never quote it.
 */
import { BizdocError } from "../../../engine/errors/index.ts";

/** A PKCS#8 private key as PEM (`-----BEGIN PRIVATE KEY-----`, or its Base64 body alone), or a Web Crypto private key that may sign. */
export type KsefPrivateKey = string | CryptoKey;

/** A key that can sign KOD II and the parameters of its scheme. */
export interface SigningKey {
  key: CryptoKey;
  params: RsaPssParams | EcdsaParams;
}

/** RSASSA-PSS as KSeF wants it (the hash and MGF1's hash are the key's, SHA-256). */
export const RSA_PSS = { name: "RSA-PSS", saltLength: 32 } as const satisfies RsaPssParams;
export const ECDSA_P256 = { name: "ECDSA", hash: "SHA-256" } as const satisfies EcdsaParams;
export const MIN_RSA_BITS = 2048;

/** Reads the caller's key; a key KSeF would not accept, or one that cannot be read, is an `input` error. */
export async function readSigningKey(privateKey: KsefPrivateKey): Promise<SigningKey> {
  if (isCryptoKey(privateKey)) return checkCryptoKey(privateKey);
  if (typeof privateKey !== "string") throw keyError("the private key must be a PKCS#8 PEM string or a CryptoKey");
  const der = pkcs8Der(privateKey);
  const kind = keyKind(der);
  const subtle = globalThis.crypto.subtle;
  let key: CryptoKey;
  try {
    key =
      kind === "rsa"
        ? await subtle.importKey("pkcs8", der, { name: "RSA-PSS", hash: "SHA-256" }, false, ["sign"])
        : await subtle.importKey("pkcs8", der, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  } catch {
    // Web Crypto's own message is dropped: it is not needed to act and may describe the key's content.
    throw keyError(`the private key is not a readable PKCS#8 ${kind === "rsa" ? "RSA" : "EC P-256"} key`);
  }
  return checkCryptoKey(key);
}

function isCryptoKey(value: unknown): value is CryptoKey {
  // Not `instanceof`: a key from another realm (a worker, an iframe) is still a key.
  return typeof value === "object" && value !== null && "algorithm" in value && "type" in value && "usages" in value;
}

function checkCryptoKey(key: CryptoKey): SigningKey {
  if (key.type !== "private" || !key.usages.includes("sign")) throw keyError("the key must be a private key allowed to sign (usage \"sign\")");
  const algorithm = key.algorithm as Partial<RsaHashedKeyAlgorithm & EcKeyAlgorithm>;
  if (algorithm.name === "RSA-PSS") {
    if (algorithm.hash?.name !== "SHA-256") throw keyError("an RSA-PSS key must be imported with hash SHA-256");
    if ((algorithm.modulusLength ?? 0) < MIN_RSA_BITS) throw keyError(`an RSA key must have at least ${MIN_RSA_BITS} bits (this one has ${algorithm.modulusLength})`);
    return { key, params: RSA_PSS };
  }
  if (algorithm.name === "ECDSA") {
    if (algorithm.namedCurve !== "P-256") throw keyError(`an EC key must be on the curve P-256 (this one is on ${algorithm.namedCurve})`);
    return { key, params: ECDSA_P256 };
  }
  throw keyError(
    `the key's algorithm is ${algorithm.name}: KSeF signs with RSA-PSS (SHA-256) or ECDSA (P-256); import an RSA key as RSA-PSS with hash SHA-256`,
  );
}

/** The DER of a PEM private key: only unencrypted PKCS#8, and the other common forms are named so the caller knows how to convert. */
function pkcs8Der(pem: string): Uint8Array<ArrayBuffer> {
  const label = /-----BEGIN ([A-Z0-9 ]+)-----/.exec(pem)?.[1];
  if (label === "ENCRYPTED PRIVATE KEY") throw keyError("the private key is encrypted: decrypt it to an unencrypted PKCS#8 key first");
  if (label === "RSA PRIVATE KEY" || label === "EC PRIVATE KEY") {
    throw keyError(`the private key is ${label === "RSA PRIVATE KEY" ? "PKCS#1" : "SEC 1"}, not PKCS#8: convert it (openssl pkcs8 -topk8 -nocrypt)`);
  }
  if (label !== undefined && label !== "PRIVATE KEY") throw keyError(`the PEM holds a ${label.toLowerCase()}, not a private key`);
  const body = label === undefined ? pem : (/-----BEGIN PRIVATE KEY-----([\s\S]*?)-----END PRIVATE KEY-----/.exec(pem)?.[1] ?? "");
  const base64 = body.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw keyError("the private key is not PEM (nor a Base64 PKCS#8 body)");
  let binary: string;
  try {
    binary = atob(base64);
  } catch {
    throw keyError("the private key is not PEM (nor a Base64 PKCS#8 body)");
  }
  const der = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i);
  return der;
}

const RSA_ENCRYPTION = "2a864886f70d010101"; // 1.2.840.113549.1.1.1
const RSASSA_PSS = "2a864886f70d01010a"; // 1.2.840.113549.1.1.10
const EC_PUBLIC_KEY = "2a8648ce3d0201"; // 1.2.840.10045.2.1

/**
 * Which kind of key a PKCS#8 holds, from its AlgorithmIdentifier, so that it
 * is imported once with the right algorithm (Web Crypto must be told) and a
 * key of another kind (DSA, Ed25519) gets an error that says so.
 */
function keyKind(der: Uint8Array): "rsa" | "ec" {
  const oid = algorithmOid(der);
  if (oid === RSA_ENCRYPTION || oid === RSASSA_PSS) return "rsa";
  if (oid === EC_PUBLIC_KEY) return "ec";
  throw keyError(oid === undefined ? "the private key is not a readable PKCS#8 key" : "the private key is neither RSA nor EC: KSeF signs with RSA-PSS or ECDSA P-256");
}

/** PrivateKeyInfo ::= SEQUENCE { version INTEGER, privateKeyAlgorithm SEQUENCE { algorithm OID, ... }, ... }: the OID's content, in hex. */
function algorithmOid(der: Uint8Array): string | undefined {
  const outer = readTlv(der, 0);
  if (outer?.tag !== 0x30) return undefined;
  const version = readTlv(der, outer.start);
  if (version?.tag !== 0x02) return undefined;
  const algorithm = readTlv(der, version.end);
  if (algorithm?.tag !== 0x30) return undefined;
  const oid = readTlv(der, algorithm.start);
  if (oid?.tag !== 0x06) return undefined;
  return Array.from(der.subarray(oid.start, oid.end), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** One DER tag-length-value at `at`: its tag and where its content starts and ends; undefined when it runs past the end. */
function readTlv(der: Uint8Array, at: number): { tag: number; start: number; end: number } | undefined {
  if (at + 2 > der.length) return undefined;
  const tag = der[at];
  let length = der[at + 1];
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4 || start + bytes > der.length) return undefined;
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i];
    start += bytes;
  }
  const end = start + length;
  return end > der.length ? undefined : { tag, start, end };
}

function keyError(message: string): BizdocError {
  return new BizdocError("input", message, [{ code: "BIZDOC-KSEF-QR-KEY", properties: ["privateKey"], description: message }]);
}
