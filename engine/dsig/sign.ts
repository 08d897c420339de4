import { CompactSign, compactVerify, decodeProtectedHeader, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import { BizdocError } from "../errors/index.ts";
import { isPlainObject } from "../schema/json.ts";
import { newV7 } from "../uuid/index.ts";
import type { Digest } from "./digest.ts";

/** The only algorithm bizdoc signs or accepts, as GOBL: ECDSA P-256 with SHA-256. */
export const SIGNING_ALG = "ES256";

export type { JWK };

/** What a signature vouches for: the envelope's identity and digest, and when it was signed. */
export interface SignedPayload {
  uuid: string;
  dig: Digest;
  iss?: string;
  aud?: string;
  iat?: number;
}

/**
 * Checks that a key is a P-256 JWK (with its private part when `privateKey`).
 * Messages never quote the key: private material must not reach logs or errors.
 */
export function checkKey(jwk: unknown, privateKey: boolean): JWK {
  const role = privateKey ? "private key" : "public key";
  if (!isPlainObject(jwk)) {
    throw new BizdocError("input", `a ${role} (JWK object) is required: make a key pair with keygen ('bizdoc keygen', POST /v0/keygen) and give its ${role}`);
  }
  const key = jwk as JWK;
  if (key.kty !== "EC" || key.crv !== "P-256" || typeof key.x !== "string" || typeof key.y !== "string") {
    throw new BizdocError("input", `the ${role} must be an EC P-256 JWK`);
  }
  if (key.alg !== undefined && key.alg !== SIGNING_ALG) throw new BizdocError("input", `the ${role} must be for ${SIGNING_ALG}`);
  if (privateKey && typeof key.d !== "string") throw new BizdocError("input", "the private key has no private part ('d')");
  return key;
}

/** A new P-256 key pair as JWKs, sharing a UUIDv7 `kid`. */
export async function newKeyPair(): Promise<{ private: JWK; public: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = newV7();
  const meta = { kid, alg: SIGNING_ALG, use: "sig" };
  return { private: { ...(await exportJWK(privateKey)), ...meta }, public: { ...(await exportJWK(publicKey)), ...meta } };
}

/**
 * A compact JWS over the payload, serialised in GOBL's field order, with the
 * key's `kid` in the protected header.
 */
export async function signPayload(payload: SignedPayload, jwk: JWK): Promise<string> {
  const ordered: SignedPayload = {
    uuid: payload.uuid,
    dig: { alg: payload.dig.alg, val: payload.dig.val },
    ...(payload.iss ? { iss: payload.iss } : {}),
    ...(payload.aud ? { aud: payload.aud } : {}),
    ...(payload.iat !== undefined ? { iat: payload.iat } : {}),
  };
  let key: Awaited<ReturnType<typeof importJWK>>;
  try {
    key = await importJWK(jwk, SIGNING_ALG);
  } catch {
    throw new BizdocError("input", "the private key could not be read as an ES256 key");
  }
  return new CompactSign(new TextEncoder().encode(JSON.stringify(ordered)))
    .setProtectedHeader({ alg: SIGNING_ALG, ...(jwk.kid ? { kid: jwk.kid } : {}) })
    .sign(key);
}

/**
 * Verifies a compact JWS with a public key, accepting ES256 only (never
 * `none` or any other algorithm), and returns what it signed.
 */
export async function verifySignature(jws: string, jwk: JWK): Promise<SignedPayload> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(jws).alg;
  } catch {
    throw new BizdocError("signature", "the signature is not a valid compact JWS");
  }
  if (alg !== SIGNING_ALG) throw new BizdocError("signature", `signatures must use ${SIGNING_ALG}, not '${String(alg)}'`);
  let key: Awaited<ReturnType<typeof importJWK>>;
  try {
    const { d: _private, ...publicPart } = jwk;
    key = await importJWK(publicPart, SIGNING_ALG);
  } catch {
    throw new BizdocError("input", "the public key could not be read as an ES256 key");
  }
  try {
    const { payload } = await compactVerify(jws, key, { algorithms: [SIGNING_ALG] });
    return JSON.parse(new TextDecoder().decode(payload)) as SignedPayload;
  } catch {
    throw new BizdocError("signature", "the signature does not match this public key");
  }
}
