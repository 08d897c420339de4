/**
 * Fixed stand-ins for what the engine makes anew on every call (UUIDs,
 * today's date, key pairs, signatures: taken from the clock and from
 * randomness), so that the examples of openapi.json are the same in every
 * process: every worker, and every restart, serves the same bytes under the
 * same ETag, and a conditional GET is answered 304 whichever worker gets it.
 * The engine has no way to be handed a clock or a random source, so its
 * answers are settled afterwards: the invented values replaced by fixed
 * ones, and whatever depends on them made again by the engine (an
 * envelope's digest, a document's totals) or, for a signature, by the same
 * ES256 signing with a nonce derived from the key and the message (RFC 6979)
 * instead of a random one: @noble/curves signs so (audited, and what the
 * engine's own hashing library's authors keep), where Node's crypto and Web
 * Crypto take their nonce at random.
 */
import { createHash } from "node:crypto";
import { p256 } from "@noble/curves/nist.js";
import { ENVELOPE_ID, type Engine, type Envelope, type JWK } from "../engine/index.ts";

/** When the examples happen: the reference invoice's issue day (UUID timestamps, signing time, dates). */
export const EXAMPLE_TIME = "2025-05-02T09:30:00Z";
export const EXAMPLE_DATE = EXAMPLE_TIME.slice(0, 10);
const EXAMPLE_MS = Date.parse(EXAMPLE_TIME);

/**
 * A UUIDv7 stamped with EXAMPLE_TIME whose other bits come from `label`:
 * the same label always gives the same UUID, whatever order examples are
 * made in. (Envelope headers must carry a timestamped UUID.)
 */
export function exampleUUID(label: string): string {
  const bytes = createHash("sha256").update(`bizdoc openapi example uuid: ${label}`).digest().subarray(0, 16);
  bytes.writeUIntBE(EXAMPLE_MS, 0, 6);
  bytes[6] = 0x70 | (bytes[6] & 0x0f);
  bytes[8] = 0x80 | (bytes[8] & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Whether a UUID is one of the examples' own (stamped with EXAMPLE_TIME), not one the engine invented. */
function isExampleUUID(uuid: unknown): boolean {
  return typeof uuid === "string" && uuid.replaceAll("-", "").startsWith(EXAMPLE_MS.toString(16).padStart(12, "0"));
}

/**
 * A P-256 key pair derived from `label`, as JWKs in the form (and member
 * order) keygen answers with. Published in openapi.json: it signs nothing
 * but the examples.
 */
export function exampleKeyPair(label: string): { private: JWK; public: JWK } {
  const seed = createHash("sha512").update(`bizdoc openapi example key: ${label}`).digest().subarray(0, 48);
  const d = p256.utils.randomSecretKey(seed);
  const point = p256.getPublicKey(d, false);
  const meta = { kid: exampleUUID(`key ${label}`), alg: "ES256", use: "sig" };
  const x = Buffer.from(point.subarray(1, 33)).toString("base64url");
  const y = Buffer.from(point.subarray(33, 65)).toString("base64url");
  return {
    private: { kty: "EC", x, y, crv: "P-256", d: Buffer.from(d).toString("base64url"), ...meta },
    public: { kty: "EC", x, y, crv: "P-256", ...meta },
  };
}

/**
 * `envelope` with the UUIDs the engine invented for it (its header's, its
 * document's) replaced by ones made from `label`, and its document's issue
 * date by EXAMPLE_DATE when `redate`; built again by the engine, which
 * recomputes its digest (and totals, which may depend on the date). UUIDs
 * that are the examples' own already are kept.
 */
export async function settledEnvelope(engine: Engine, envelope: Envelope, label: string, redate = false): Promise<Envelope> {
  const doc = { ...(envelope.doc as Record<string, unknown>) };
  if (doc.uuid !== undefined && !isExampleUUID(doc.uuid)) doc.uuid = exampleUUID(`${label} document`);
  if (redate) doc.issue_date = EXAMPLE_DATE;
  const head = { ...envelope.head, uuid: isExampleUUID(envelope.head.uuid) ? envelope.head.uuid : exampleUUID(`${label} header`) };
  return (await engine.build({ $schema: ENVELOPE_ID, head, doc })) as Envelope;
}

/** A bare document with the UUID and issue date the engine gave it replaced by fixed ones, built again by the engine. */
export async function settledDocument(engine: Engine, document: Record<string, unknown>, label: string): Promise<unknown> {
  return engine.build({ ...document, uuid: exampleUUID(`${label} document`), issue_date: EXAMPLE_DATE });
}

/**
 * A signed envelope as the sign operation answers it, settled: its UUIDs
 * fixed as settledEnvelope does, then signed again by the engine with
 * `privateKey`, its signature's time set to EXAMPLE_TIME and its random
 * nonce replaced by RFC 6979's (see deterministicSignature).
 */
export async function settledSignedEnvelope(engine: Engine, signed: Envelope, privateKey: JWK, label: string): Promise<Envelope> {
  const unsigned = await settledEnvelope(engine, { ...signed, sigs: undefined } as Envelope, label);
  const resigned = (await engine.sign(unsigned, { privateKey })) as Envelope;
  const sigs = (resigned.sigs ?? []).map((jws) => deterministicSignature(jws, privateKey, Math.floor(EXAMPLE_MS / 1000)));
  return { ...resigned, sigs };
}

/**
 * The compact JWS `jws` (ES256) with its payload's `iat` set to `iat` and
 * signed again over the same protected header with a deterministic nonce:
 * the same key, header and payload always give the same signature.
 */
export function deterministicSignature(jws: string, privateKey: JWK, iat: number): string {
  const [header, payload] = jws.split(".");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  // Replaced in place, so the payload keeps the order of members the engine wrote.
  claims.iat = iat;
  const signingInput = `${header}.${Buffer.from(JSON.stringify(claims), "utf8").toString("base64url")}`;
  const signature = signES256Deterministically(Buffer.from(signingInput, "ascii"), Buffer.from(privateKey.d!, "base64url"));
  return `${signingInput}.${signature.toString("base64url")}`;
}

/** ECDSA P-256 with SHA-256 over `message`, its nonce made as RFC 6979 makes it: the JWS form of the signature (r ‖ s, 32 bytes each). */
export function signES256Deterministically(message: Uint8Array, privateScalar: Uint8Array): Buffer {
  // JOSE takes either s; RFC 6979's vectors are without the low-s form.
  return Buffer.from(p256.sign(message, privateScalar, { lowS: false }));
}
