import { BizdocError, type Fault } from "../errors/index.ts";
import { HeaderSchema } from "../head/schema.ts";
import type { Header } from "../head/schema.ts";
import { decodeEnvelope, docKind, envelopeFaults, identify, isEnvelopeData, seal, withSchema, type Envelope } from "../envelope/envelope.ts";
import type { KindRegistry, DocumentKind } from "../schema/kinds.ts";
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
      { properties: ["$.$schema"], description: "a $schema (or a type hint) is required" },
    ]);
  }
  const kind = kinds.byID(id);
  if (!kind) {
    throw new BizdocError("unknown-schema", `unknown schema '${id}'`, [{ properties: ["$.$schema"], description: `'${id}' is not a known schema` }]);
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
  const { $schema: _schema, ...fields } = data as Doc;
  if (envelop) return buildEnvelope(pipeline, kinds, {}, data);
  const raw = pipeline.decode(kind, fields);
  const { doc, ctx } = pipeline.build(kind, raw);
  const faults = pipeline.faults(kind, doc, ctx);
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
  return withSchema(kind, doc);
}

function buildEnvelope(pipeline: Pipeline, kinds: KindRegistry, head: Partial<Header>, rawDoc: unknown): Envelope {
  const kind = docKind(kinds, rawDoc);
  const { $schema: _schema, ...fields } = rawDoc as Doc;
  const decoded = identify(kind, pipeline.decode(kind, fields, "$.doc"));
  const { doc, ctx } = pipeline.build(kind, decoded);
  const env = seal(kind, doc, head);
  const faults = mergeFaults(
    validateWith(pipeline.coreRules, HeaderSchema, env.head, ctx, { basePath: "$.head" }),
    pipeline.faults(kind, doc, ctx, { basePath: "$.doc" }),
    envelopeFaults(kind, env),
  ).filter((f) => !f.code || !(env.head.ignore ?? []).includes(f.code));
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
  return env;
}

/**
 * Validates without recalculating: an envelope must already carry the right
 * digest; a bare document is checked as it stands.
 */
export function validateDocument(pipeline: Pipeline, kinds: KindRegistry, data: unknown): void {
  let faults: Fault[];
  if (isEnvelopeData(data)) {
    const { head, rawDoc, sigs } = decodeEnvelope(data);
    const kind = docKind(kinds, rawDoc);
    const { $schema: _schema, ...fields } = rawDoc as Doc;
    const doc = pipeline.decode(kind, fields, "$.doc");
    const ctx = pipeline.contextFor(kind, doc);
    const env: Envelope = { $schema: data.$schema as Envelope["$schema"], head: head as Header, doc: withSchema(kind, doc), ...(sigs.length ? { sigs } : {}) };
    faults = mergeFaults(
      validateWith(pipeline.coreRules, HeaderSchema, head, ctx, { basePath: "$.head" }),
      pipeline.faults(kind, doc, ctx, { basePath: "$.doc" }),
      envelopeFaults(kind, env),
    ).filter((f) => !f.code || !(head.ignore ?? []).includes(f.code));
  } else {
    const kind = bareKind(kinds, data);
    const { $schema: _schema, ...fields } = data as Doc;
    const doc = pipeline.decode(kind, fields);
    faults = pipeline.faults(kind, doc, pipeline.contextFor(kind, doc));
  }
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
}
