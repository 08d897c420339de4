import { BizdocError, type Fault } from "../errors/index.ts";
import { C14nError } from "../c14n/index.ts";
import { digestOf, digestsEqual, type Digest } from "../dsig/index.ts";
import type { Header } from "../head/schema.ts";
import type { Doc, Pipeline } from "../ops/pipeline.ts";
import { childPath, conform } from "../schema/conform.ts";
import { inputFaults } from "../schema/validator.ts";
import { HeaderSchema } from "../head/schema.ts";
import type { DocumentKind, KindRegistry } from "../schema/kinds.ts";
import { isPlainObject } from "../schema/json.ts";
import { didYouMean } from "../errors/suggest.ts";
import { newV7 } from "../uuid/index.ts";
import { ENVELOPE_ID, EnvelopeSchema } from "./schema.ts";

export { ENVELOPE_ID };

/** A document wrapped with its header (identity and digest) and signatures; `D` types the document. */
export interface Envelope<D = Doc> {
  $schema: typeof ENVELOPE_ID;
  head: Header;
  doc: D;
  sigs?: string[];
}

/** The members an envelope may have; anything else makes data a document. */
const ENVELOPE_MEMBERS = new Set(["$schema", "head", "doc", "sigs"]);

/**
 * Whether data is an envelope: it says so in `$schema`, or it has no
 * `$schema` and holds nothing but a `doc` object (with `head` and `sigs` if
 * any), as GOBL reads `{ "doc": { ... } }`. No document kind has a `doc`
 * member, so the second form cannot be mistaken for a document.
 */
export function isEnvelopeData(data: unknown): boolean {
  if (!isPlainObject(data)) return false;
  if (data.$schema === ENVELOPE_ID) return true;
  return data.$schema === undefined && isPlainObject(data.doc) && Object.keys(data).every((k) => ENVELOPE_MEMBERS.has(k));
}

/** The document as it is digested and published: `$schema` first, then its fields. */
export function withSchema(kind: DocumentKind, doc: Doc): Doc {
  return { $schema: kind.id, ...doc };
}

/** Splits a decoded envelope's doc into its kind and fields. */
export function docKind(kinds: KindRegistry, doc: unknown, path = "$.doc"): DocumentKind {
  if (!isPlainObject(doc) || Object.keys(doc).length === 0) throw new BizdocError("no-document", "the envelope has no document");
  const id = doc.$schema;
  if (typeof id !== "string" || id === "") {
    throw new BizdocError("unknown-schema", "the envelope's document has no $schema", [
      { code: "GOBL-ENVELOPE-04", properties: [path], description: `the document needs a known $schema: set doc.$schema to its kind (e.g. "${INVOICE_ID}")` },
    ]);
  }
  const kind = kinds.byID(id);
  if (!kind) {
    throw new BizdocError("unknown-schema", `unknown document schema '${id}'`, [
      { code: "GOBL-ENVELOPE-04", properties: [`${path}.$schema`], description: unknownSchema(kinds, id) },
    ]);
  }
  return kind;
}

export const INVOICE_ID = "https://gobl.org/draft-0/bill/invoice";

/** What to write instead of an unknown `$schema`: the kind it resembles, else the kinds there are. */
export function unknownSchema(kinds: KindRegistry, id: string): string {
  const ids = kinds.list().map((k) => k.id);
  const hint = didYouMean(id, ids);
  return `'${id}' is not a known schema${hint || `; the documents are ${ids.map((i) => i.replace(/^https:\/\/gobl\.org\/draft-0\//, "")).join(", ")} (as "https://gobl.org/draft-0/<kind>")`}`;
}

/** Decodes the envelope's own fields (head, sigs) of data `isEnvelopeData` accepted; the doc stays raw for its kind to decode. */
export function decodeEnvelope(data: unknown): { head: Partial<Header>; rawDoc: unknown; sigs: string[] } {
  const raw = data as Record<string, unknown>;
  const { value, faults } = conform(EnvelopeSchema, { ...raw, doc: undefined });
  if (faults.length > 0) throw BizdocError.fromFaults("validation", faults);
  const structural = inputFaults(HeaderSchema.$id!, (value as { head?: unknown } | undefined)?.head ?? {}, "$.head");
  if (structural.length > 0) throw BizdocError.fromFaults("validation", structural);
  const shaped = (value ?? {}) as { head?: Partial<Header>; sigs?: string[] };
  return { head: shaped.head ?? {}, rawDoc: raw.doc, sigs: shaped.sigs ?? [] };
}

/**
 * Seals a calculated document into an envelope: the document gets a UUIDv7
 * if its kind carries one and it has none, the header keeps its UUID (or gets
 * a new v7) and its digest is recomputed from the document.
 */
export function seal(kind: DocumentKind, doc: Doc, head: Partial<Header>, sigs: string[] = []): Envelope {
  const published = withSchema(kind, doc);
  const digest = digestOrFault(published);
  // GOBL fails here with an internal error; the fault is the document's, so it is answered as such.
  if (!("alg" in digest)) throw BizdocError.fromFaults("digest", [digest]);
  const route = kind.route?.(doc) ?? {};
  const header: Header = {
    ...head,
    uuid: head.uuid || newV7(),
    dig: digest,
    // Routing fills only what the caller left empty.
    ...(!head.from && route.from ? { from: route.from } : {}),
    ...(!head.to && route.to ? { to: route.to } : {}),
  } as Header;
  const envelope: Envelope = { $schema: ENVELOPE_ID, head: orderHeader(header), doc: published };
  if (sigs.length > 0) envelope.sigs = sigs;
  return envelope;
}

/** Gives a document kind that carries a uuid a fresh v7 one when it has none. */
export function identify(kind: DocumentKind, doc: Doc): Doc {
  if (!kind.identifiable || (typeof doc.uuid === "string" && doc.uuid !== "")) return doc;
  // Keep `uuid` where the schema puts it by re-building the object in schema order later.
  return { ...doc, uuid: newV7() };
}

function orderHeader(head: Header): Header {
  const { value } = conform(EnvelopeSchema.properties.head, head);
  return value as Header;
}

/** The envelope-level rules (GOBL-ENVELOPE-*): digest match, stamps only once signed, ready to sign. */
export function envelopeFaults(kind: DocumentKind, env: Envelope, options: { justSealed?: boolean } = {}): Fault[] {
  const faults: Fault[] = [];
  const signed = (env.sigs ?? []).length > 0;
  const { $schema: _schema, ...doc } = env.doc;
  // An envelope `seal` has just made carries its document's digest by construction: no need to compute it twice.
  const expected = options.justSealed ? undefined : digestOrFault(env.doc);
  // A document with no digest matches no header digest (GOBL-ENVELOPE-11 too), said at the text at fault.
  if (expected && !("alg" in expected)) faults.push({ ...expected, code: "GOBL-ENVELOPE-11" });
  else if (expected && (!env.head.dig || !digestsEqual(env.head.dig as Digest, expected))) {
    faults.push({ code: "GOBL-ENVELOPE-11", properties: ["$"], description: "the header digest does not match the document" });
  }
  if (!signed && (env.head.stamps ?? []).length > 0) {
    faults.push({ code: "GOBL-ENVELOPE-12", properties: ["$"], description: "stamps can only be added to a signed envelope" });
  }
  if (signed && kind.readyToSign && !kind.readyToSign(doc)) faults.push(notReadyToSign(kind, doc));
  return faults;
}

/**
 * The fields a signature waits for: a signed document is final, so what
 * identifies it must be there first. `readyToSign` says whether they are; the
 * fault names the missing ones by path, so that the answer says what to set.
 */
const SIGNING_FIELDS: readonly { field: string; fix: string }[] = [
  { field: "code", fix: "set its code (the document's number, e.g. \"INV-0001\"; for a corrective document, correct's `code` option) before signing" },
  { field: "issue_date", fix: "set the issue date (YYYY-MM-DD) before signing" },
];

function notReadyToSign(kind: DocumentKind, doc: Doc): Fault {
  const missing = SIGNING_FIELDS.filter(({ field }) => doc[field] === undefined || doc[field] === null || doc[field] === "");
  // A missing field counts when the document would still not be ready with every other missing field set.
  const filled = (except: string) => Object.fromEntries(missing.filter((m) => m.field !== except).map((m) => [m.field, "x"]));
  const wanted = missing.filter(({ field }) => !kind.readyToSign!({ ...doc, ...filled(field) }));
  if (wanted.length === 0) {
    return { code: "GOBL-ENVELOPE-13", properties: ["$.doc"], description: "the document is not ready to be signed: check its code and other key fields" };
  }
  return {
    code: "GOBL-ENVELOPE-13",
    properties: wanted.map((w) => `$.doc.${w.field}`),
    description: `the document is not ready to be signed: it has no ${wanted.map((w) => w.field).join(" or ")}; ${wanted.map((w) => w.fix).join("; ")}`,
  };
}

/**
 * The digest of a published document, or the fault of the text that has no
 * canonical form: canonical JSON refuses U+FFFD, which is also what invalid
 * UTF-8 and lone surrogates become when a document is read, as in GOBL.
 */
function digestOrFault(published: Doc): Digest | Fault {
  try {
    return digestOf(published);
  } catch (err) {
    if (!(err instanceof C14nError)) throw err;
    const first = err.path.reduce<string>((p, step) => (typeof step === "number" ? `${p}[${step}]` : childPath(p, step)), "$.doc");
    const all = undigestibleTexts(published, "$.doc");
    return {
      code: "BIZDOC-C14N-01",
      properties: all.length > 0 ? all : [first],
      description: "text with U+FFFD (the replacement character, also what invalid UTF-8 and lone surrogates become) has no canonical JSON, so the document cannot be digested",
    };
  }
}

const UNDIGESTIBLE = /\uFFFD|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Every path whose text (a value, or a member's key) canonical JSON refuses, so that one answer names them all. */
function undigestibleTexts(value: unknown, path: string, found: string[] = []): string[] {
  if (typeof value === "string") {
    if (UNDIGESTIBLE.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => undigestibleTexts(item, `${path}[${i}]`, found));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (item === null || item === undefined) continue;
      const at = childPath(path, key);
      if (UNDIGESTIBLE.test(key)) found.push(at);
      else undigestibleTexts(item, at, found);
    }
  }
  return found;
}
