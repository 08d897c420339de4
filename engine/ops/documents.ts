import { BizdocError, type Fault } from "../errors/index.ts";
import { HeaderSchema, type Header } from "../head/schema.ts";
import { decodeEnvelope, docKind, ENVELOPE_ID, INVOICE_ID, unknownSchema, envelopeFaults, identify, isEnvelopeData, seal, withSchema, type Envelope } from "../envelope/envelope.ts";
import type { KindRegistry, DocumentKind } from "../schema/kinds.ts";
import { checkKey, signPayload, verifySignature, type Digest } from "../dsig/index.ts";
import { decodeProtectedHeader } from "jose";
import type { Context } from "../plugin/context.ts";
import { isPlainObject } from "../schema/json.ts";
import { validateWith } from "../rules/validate.ts";
import { mergeFaults, type Doc, type Pipeline } from "./pipeline.ts";

export interface BuildOptions {
  /** A type hint (`bill/invoice`, `bill.Invoice`, a full schema ID) for data without `$schema`. */
  type?: string;
  /** Merged under the data before building (data wins, arrays replaced). */
  template?: unknown;
  /** Wrap a bare document in an envelope. */
  envelop?: boolean;
}

/** Either a bare document (with `$schema` first) or an envelope. */
export type Built = Doc | Envelope;

/** Fills a missing `$schema` from a type hint, at the root or in an envelope's doc. */
export function applyTypeHint(kinds: KindRegistry, data: unknown, hint: string | undefined): unknown {
  if (!hint || !isPlainObject(data)) return data;
  const kind = kinds.fromHint(hint);
  if (isEnvelopeData(data)) {
    const doc = isPlainObject(data.doc) ? data.doc : {};
    return typeof doc.$schema === "string" && doc.$schema !== "" ? data : { ...data, doc: { ...doc, $schema: kind.id } };
  }
  return typeof data.$schema === "string" && data.$schema !== "" ? data : { ...data, $schema: kind.id };
}

/** The kind of a bare document, from its `$schema`. */
export function bareKind(kinds: KindRegistry, data: unknown): DocumentKind {
  if (!isPlainObject(data)) throw new BizdocError("input", "a document must be a JSON object");
  const id = data.$schema;
  if (typeof id !== "string" || id === "") {
    throw new BizdocError("unknown-schema", "the document has no $schema and no type was given", [
      { properties: ["$.$schema"], description: `a $schema (or a type) is required: set $schema to the document's kind (e.g. "${INVOICE_ID}"), or give its type (bill/invoice)` },
    ]);
  }
  const kind = kinds.byID(id);
  if (!kind) {
    throw new BizdocError("unknown-schema", `unknown schema '${id}'`, [{ properties: ["$.$schema"], description: unknownSchema(kinds, id) }]);
  }
  return kind;
}

/**
 * Builds a document: normalised, calculated and validated. An envelope in
 * gives an envelope out (its header uuid kept, signatures dropped, digest
 * recomputed); a bare document is enveloped only when asked.
 */
export function buildDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown, envelop: boolean): Built {
  if (isEnvelopeData(data)) {
    const { head, rawDoc } = decodeEnvelope(data);
    return buildEnvelope(pipeline, kinds, head, rawDoc);
  }
  const kind = bareKind(kinds, data);
  if (envelop) return buildEnvelope(pipeline, kinds, {}, data);
  return buildBare(pipeline, kind, pipeline.decode(kind, fieldsOf(data)));
}

function buildEnvelope(pipeline: Pipeline, kinds: KindRegistry, head: Partial<Header>, rawDoc: unknown, validate = true): Envelope {
  const kind = docKind(kinds, rawDoc);
  const decoded = identify(kind, pipeline.decode(kind, fieldsOf(rawDoc), "$.doc"));
  const { doc, ctx } = pipeline.build(kind, decoded, "$.doc");
  const env = seal(kind, doc, head);
  if (validate) throwIfAny(envelopeValidation(pipeline, kind, env, doc, ctx, true));
  return env;
}

/**
 * A document (or an envelope's) normalised, calculated and sealed in an
 * envelope, its rules not checked: what GOBL's converters give for a document
 * they read. Input that cannot be shaped or calculated is still refused.
 */
export function calculateEnvelope(pipeline: Pipeline, kinds: KindRegistry, data: unknown): Envelope {
  if (isEnvelopeData(data)) {
    const { head, rawDoc } = decodeEnvelope(data);
    return buildEnvelope(pipeline, kinds, head, rawDoc, false);
  }
  return buildEnvelope(pipeline, kinds, {}, data, false);
}

/**
 * Validates without recalculating: an envelope must already carry the right
 * digest; a bare document is checked as it stands.
 */
export function validateDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown): void {
  if (isEnvelopeData(data)) {
    const { head, rawDoc, sigs } = decodeEnvelope(data);
    const kind = docKind(kinds, rawDoc);
    const doc = pipeline.decode(kind, fieldsOf(rawDoc), "$.doc");
    const env: Envelope = { $schema: ENVELOPE_ID, head: head as Header, doc: withSchema(kind, doc), ...(sigs.length ? { sigs } : {}) };
    throwIfAny(envelopeValidation(pipeline, kind, env, doc, pipeline.contextFor(kind, doc, "$.doc")));
    return;
  }
  const kind = bareKind(kinds, data);
  const doc = pipeline.decode(kind, fieldsOf(data));
  throwIfAny(pipeline.faults(kind, doc, pipeline.contextFor(kind, doc)));
}

/** Header, document and envelope rules together, less the codes the header says to ignore. */
function envelopeValidation(pipeline: Pipeline, kind: DocumentKind, env: Envelope, doc: Doc, ctx: Context, justSealed = false): Fault[] {
  const ignore = new Set(env.head.ignore ?? []);
  return mergeFaults(
    validateWith(pipeline.coreRules, HeaderSchema, env.head, ctx, { basePath: "$.head" }),
    pipeline.faults(kind, doc, ctx, { basePath: "$.doc", ignore: [...ignore] }),
    envelopeFaults(kind, env, { justSealed }),
  ).filter((f) => !f.code || !ignore.has(f.code));
}

/** A document's own fields, without its `$schema`. */
function fieldsOf(data: unknown): Doc {
  const { $schema: _schema, ...fields } = data as Doc;
  return fields;
}

function throwIfAny(faults: Fault[]): void {
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
}

/**
 * Makes the corrective document of an invoice (credit note, debit note,
 * corrective). An envelope in gives a new envelope out; a bare document stays
 * bare and gets no new uuid, as in GOBL.
 */
export function correctDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown, options: unknown): Built {
  const envelope = isEnvelopeData(data) ? decodeEnvelope(data) : undefined;
  const rawDoc = envelope ? envelope.rawDoc : data;
  const kind = envelope ? docKind(kinds, rawDoc) : bareKind(kinds, rawDoc);
  if (!kind.correct) throw new BizdocError("input", `a ${kind.type} cannot be corrected`);
  const doc = pipeline.decode(kind, fieldsOf(rawDoc), envelope ? "$.doc" : "$");
  const stamps = (envelope?.head.stamps ?? []) as { prv: string; val: string }[];
  const { code, options: gobl } = correctionCode(options);
  kind.correct(doc, gobl, pipeline.contextFor(kind, doc, envelope ? "$.doc" : "$"), stamps);
  // Set after GOBL's correction, which clears the code it moved to the preceding reference.
  if (code !== undefined) doc.code = code;
  return envelope ? buildEnvelope(pipeline, kinds, {}, withSchema(kind, doc)) : buildBare(pipeline, kind, doc);
}

/**
 * The new document's `code`, a bizdoc extension of GOBL's correction options
 * (GOBL's have `series` but no code, and its corrective document has none):
 * without it, a corrective document must be edited before it can be signed.
 * The rest of the options go on to the correction as GOBL defines them.
 */
function correctionCode(options: unknown): { code?: string; options: unknown } {
  if (!isPlainObject(options) || !("code" in options)) return { options };
  const { code, ...rest } = options;
  if (code === undefined || code === null || code === "") return { options: rest };
  if (typeof code !== "string") {
    throw BizdocError.fromFaults("validation", [{ properties: ["$.options.code"], description: "the corrective document's code must be text (e.g. \"CN-0001\")" }]);
  }
  return { code, options: rest };
}

/** The correction option bizdoc adds to GOBL's, as the options schema describes it. */
const CODE_OPTION = {
  $ref: "https://gobl.org/draft-0/cbc/code",
  title: "Code",
  description:
    "bizdoc extension, not in GOBL: the code (number) of the corrective document. GOBL's correction leaves the new document without one, and a document without a code cannot be signed.",
};

/**
 * Makes a copy of a document to issue again: what must differ (uuid, code,
 * dates) is cleared and recalculated. Header stamps, links and signatures
 * never carry over; a bare copy gets a new uuid too.
 */
export function replicateDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown): Built {
  const envelope = isEnvelopeData(data) ? decodeEnvelope(data) : undefined;
  const rawDoc = envelope ? envelope.rawDoc : data;
  const kind = envelope ? docKind(kinds, rawDoc) : bareKind(kinds, rawDoc);
  const doc = pipeline.decode(kind, fieldsOf(rawDoc), envelope ? "$.doc" : "$");
  kind.replicate?.(doc);
  if (envelope) return buildEnvelope(pipeline, kinds, {}, withSchema(kind, doc));
  return buildBare(pipeline, kind, identify(kind, doc));
}

/** The correction-options schema for a document's regime; null for documents that cannot be corrected. */
export function correctionSchemaOf(pipeline: Pipeline, kinds: KindRegistry, data: unknown): unknown {
  const envelope = isEnvelopeData(data) ? decodeEnvelope(data) : undefined;
  const rawDoc = envelope ? envelope.rawDoc : data;
  const kind = envelope ? docKind(kinds, rawDoc) : bareKind(kinds, rawDoc);
  if (!kind.correctionOptionsSchema) return null;
  const doc = pipeline.decode(kind, fieldsOf(rawDoc), envelope ? "$.doc" : "$");
  const schema = kind.correctionOptionsSchema(doc, pipeline.contextFor(kind, doc)) as { $defs?: Record<string, { properties?: Record<string, unknown> }> };
  for (const def of Object.values(schema?.$defs ?? {})) {
    if (def.properties?.series) def.properties = insertAfter(def.properties, "series", "code", CODE_OPTION);
  }
  return schema;
}

/** An object's members with one added after another (JSON Schema readers list properties in order). */
function insertAfter(members: Record<string, unknown>, after: string, key: string, value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(members)) {
    out[k] = v;
    if (k === after) out[key] = value;
  }
  return out;
}

function buildBare(pipeline: Pipeline, kind: DocumentKind, decoded: Doc): Doc {
  const { doc, ctx } = pipeline.build(kind, decoded);
  throwIfAny(pipeline.faults(kind, doc, ctx));
  return withSchema(kind, doc);
}

/**
 * Builds a document into an envelope and signs its header with an ES256
 * private key (JWS with the key's kid). Signatures already on an envelope are
 * kept. Nothing is returned signed unless the envelope validates, including
 * GOBL-ENVELOPE-13 (invoices need a code to be signed).
 */
export async function signDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown, privateKey: unknown, now = Date.now): Promise<Envelope> {
  const key = checkKey(privateKey, true);
  const envelope = isEnvelopeData(data) ? decodeEnvelope(data) : undefined;
  const rawDoc = envelope ? envelope.rawDoc : data;
  const kind = docKind(kinds, rawDoc);
  const decoded = identify(kind, pipeline.decode(kind, fieldsOf(rawDoc), "$.doc"));
  const { doc, ctx } = pipeline.build(kind, decoded, "$.doc");
  const env = seal(kind, doc, envelope?.head ?? {}, envelope?.sigs ?? []);
  const jws = await signPayload({ uuid: env.head.uuid, dig: env.head.dig as Digest, iat: Math.floor(now() / 1000) }, key);
  env.sigs = [...(env.sigs ?? []), jws];
  throwIfAny(envelopeValidation(pipeline, kind, env, doc, ctx, true));
  return env;
}

/**
 * A signature that does not verify, at its path: when the key and the
 * signature both carry a key ID (keygen gives both one), the answer says
 * which key signed, so that the right public key can be found.
 */
function signatureFault(err: unknown, jws: string, key: { kid?: unknown }, i: number): unknown {
  if (!(err instanceof BizdocError) || err.key !== "signature") return err;
  let signedBy: unknown;
  try {
    signedBy = decodeProtectedHeader(jws).kid;
  } catch {
    signedBy = undefined;
  }
  const mismatch = typeof signedBy === "string" && typeof key.kid === "string" && signedBy !== key.kid;
  const fix = mismatch
    ? `: it was signed with the key '${signedBy}', and this public key is '${key.kid}'; verify with the public key of the pair that signed it`
    : err.message.includes("public key")
      ? ": verify with the public key of the pair whose private key signed the envelope"
      : "";
  const description = `${err.message}${fix}`;
  return new BizdocError("signature", description, [{ properties: [`$.sigs[${i}]`], description }]);
}

/**
 * Verifies a signed envelope with a public key: the envelope must validate
 * with a digest that matches its document, carry at least one signature, and
 * every signature must verify with the key and vouch for this header's uuid
 * and digest.
 */
export async function verifyDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown, publicKey: unknown): Promise<{ ok: true }> {
  if (!isEnvelopeData(data)) throw new BizdocError("input", "only a signed envelope can be verified");
  const key = checkKey(publicKey, false);
  const { head, rawDoc, sigs } = decodeEnvelope(data);
  const kind = docKind(kinds, rawDoc);
  const doc = pipeline.decode(kind, fieldsOf(rawDoc), "$.doc");
  const env: Envelope = { $schema: ENVELOPE_ID, head: head as Header, doc: withSchema(kind, doc), ...(sigs.length ? { sigs } : {}) };
  const faults = envelopeValidation(pipeline, kind, env, doc, pipeline.contextFor(kind, doc, "$.doc"));
  if (faults.some((f) => f.code === "GOBL-ENVELOPE-11")) {
    throw new BizdocError("signature", "the document does not match the digest the envelope was signed with", faults);
  }
  throwIfAny(faults);
  if (sigs.length === 0) throw new BizdocError("signature", "the envelope is not signed");
  for (const [i, jws] of sigs.entries()) {
    // A validly signed payload may still be any JSON (null, a number, ...): only a header's claims vouch for this one.
    const payload: unknown = await verifySignature(jws, key).catch((err: unknown) => {
      throw signatureFault(err, jws, key, i);
    });
    const claims = isPlainObject(payload) ? (payload as { uuid?: unknown; dig?: { alg?: unknown; val?: unknown } | null }) : undefined;
    if (!claims || claims.uuid !== head.uuid || claims.dig?.alg !== head.dig?.alg || claims.dig?.val !== head.dig?.val) {
      throw BizdocError.fromFaults("signature", [
        { properties: [`$.sigs[${i}]`], description: "the signature vouches for another header (uuid or digest differ)" },
      ]);
    }
  }
  return { ok: true };
}
