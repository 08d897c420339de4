/**
 * The document operations as the API answers them, apart from any router:
 * how a request body is read into an OperationRequest, which engine call
 * each JSON operation makes, and how an operation is run, timed and counted.
 * The express routes (server/routes.ts) and the direct path for JSON
 * requests (server/direct.ts) both run them, so the two give the same
 * answers.
 */
import type { ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { BizdocError, ENVELOPE_ID, childPath, parseJSON, unknownNameText, type Engine, type Fault } from "../engine/index.ts";
import type { Metrics } from "./metrics.ts";
import type { Timings } from "./middleware.ts";

/** What an operation may add to its answer beside the result. */
export interface Answer {
  /** Warnings for the answer's headers (`Bizdoc-Warning-Count`, `Bizdoc-Warnings`). */
  warnings(list: readonly Fault[]): void;
}

export type Operation = (request: OperationRequest, answer: Answer) => Promise<unknown>;

/** A document operation taking a JSON body: the members it takes and what it does with them. */
export interface JSONOperation {
  members: readonly string[];
  run: Operation;
}

/** The operations whose JSON requests are answered in JSON, by name (the path under /v0). */
export type JSONOperationName = "build" | "validate" | "correct" | "replicate" | "sign" | "verify";

/**
 * The document operations that read a JSON body and answer JSON. The
 * request's fields no schema defines are warnings in the answer's headers,
 * set before the operation so that a refusal for what they caused (a
 * customer missing for a `custmer`) carries them too; with `strict` the
 * request is refused for them instead.
 */
export function jsonOperations(engine: Engine): Record<JSONOperationName, JSONOperation> {
  const warnUnknown = (r: OperationRequest, answer: Answer, options: { type?: string; template?: unknown; envelop?: boolean; options?: unknown } = {}) => {
    answer.warnings(engine.unknownFields(r.data, { ...options, strict: r.boolean("strict") }));
  };
  return {
    build: {
      members: ["data", "template", "type", "envelop", "strict"],
      run: (r, answer) => {
        const options = { template: r.object("template"), type: r.string("type"), envelop: r.boolean("envelop") };
        warnUnknown(r, answer, options);
        return engine.build(r.data, options);
      },
    },
    validate: {
      members: ["data", "strict"],
      run: (r, answer) => {
        warnUnknown(r, answer);
        return engine.validate(r.data);
      },
    },
    correct: {
      members: ["data", "options", "schema", "strict"],
      run: (r, answer) => {
        const options = r.object("options");
        if (r.boolean("schema")) return engine.correctionSchema(r.data);
        warnUnknown(r, answer, { options });
        return engine.correct(r.data, options);
      },
    },
    replicate: {
      members: ["data", "strict"],
      run: (r, answer) => {
        warnUnknown(r, answer);
        return engine.replicate(r.data);
      },
    },
    // `envelop` is accepted for GOBL's sake; a signature always comes in an envelope.
    sign: {
      members: ["data", "privatekey", "template", "type", "envelop", "strict"],
      run: (r, answer) => {
        r.boolean("envelop");
        const options = { privateKey: r.object("privatekey"), template: r.object("template"), type: r.string("type") };
        warnUnknown(r, answer, { ...options, envelop: true });
        return engine.sign(r.data, options);
      },
    },
    verify: {
      members: ["data", "publickey", "strict"],
      run: (r, answer) => {
        const publicKey = r.object("publickey");
        warnUnknown(r, answer);
        return engine.verify(r.data, publicKey);
      },
    },
  };
}

/** How an operation is observed: its time by document type, a refusal's faults by rule code. */
export interface Observation {
  metrics?: Metrics;
  /** Schema IDs of the document kinds the engine knows: the only type labels (anything else is `other`). */
  documentTypes: ReadonlySet<string>;
}

/** How an engine's operations are observed, into `metrics` when there are any. */
export function observationOf(engine: Engine, metrics: Metrics | undefined): Observation {
  return { metrics, documentTypes: new Set(engine.kinds.list().map((kind) => kind.id)) };
}

/**
 * Runs `operation` on a read request: its time goes to `timings` (as
 * `engine`) and to the metrics by document type, a refusal's faults to the
 * metrics by rule code; warnings go to `res`'s headers.
 */
export async function runOperation(name: string, operation: Operation, request: OperationRequest, res: ServerResponse, timings: Timings, { metrics, documentTypes }: Observation): Promise<unknown> {
  const start = performance.now();
  try {
    return await operation(request, { warnings: (list) => setWarnings(res, list) });
  } catch (err) {
    if (err instanceof BizdocError) metrics?.recordFaults(err.faults);
    throw err;
  } finally {
    const end = performance.now();
    timings.marks.push(["engine", end - start]);
    metrics?.recordOperation(name, documentType(request.data, documentTypes), (end - start) / 1000);
  }
}

/** The most characters of warnings one header carries (proxies refuse headers beyond 8 KB); `Bizdoc-Warning-Count` tells how many there were. */
const WARNINGS_HEADER_LIMIT = 6000;

/** Warnings beside an answer (a conversion's; a document's unknown fields): their count always, the warnings when there are any. */
export function setWarnings(res: ServerResponse, warnings: readonly Fault[]): void {
  res.setHeader("Bizdoc-Warning-Count", String(warnings.length));
  if (warnings.length > 0) res.setHeader("Bizdoc-Warnings", warningsHeader(warnings));
}

/** JSON fit for a header: non-ASCII characters escaped (headers are Latin-1). */
export function asciiJSON(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/**
 * The warnings as a JSON array fit for a header: non-ASCII escaped (headers
 * are Latin-1), as many whole warnings as fit the limit.
 */
export function warningsHeader(warnings: readonly Fault[]): string {
  const parts: string[] = [];
  let length = 2;
  for (const warning of warnings) {
    const part = asciiJSON({ code: warning.code, properties: warning.properties, description: warning.description });
    if (length + part.length + 1 > WARNINGS_HEADER_LIMIT) break;
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(",")}]`;
}

/** The request document's kind (`bill/invoice`; the envelope's document for an envelope), when the engine knows it. */
function documentType(data: unknown, known: ReadonlySet<string>): string {
  const schemaOf = (value: unknown) => (value !== null && typeof value === "object" && Object.hasOwn(value, "$schema") ? (value as { $schema: unknown }).$schema : undefined);
  let schema = schemaOf(data);
  if (schema === ENVELOPE_ID) schema = schemaOf(Object.hasOwn(data as object, "doc") ? (data as { doc: unknown }).doc : undefined);
  return typeof schema === "string" && known.has(schema) ? schema.slice(schema.lastIndexOf("draft-0/") + "draft-0/".length) : "other";
}

/**
 * The body of a document operation: a JSON object with a non-null `data`
 * member. The other members are read by type, `null` counting as absent.
 */
export class OperationRequest {
  constructor(private readonly members: Record<string, unknown>) {}

  get data(): unknown {
    return this.members.data;
  }

  string(name: string): string | undefined {
    const value = this.member(name);
    if (value !== undefined && typeof value !== "string") throw wrongType(name, "a string");
    return value as string | undefined;
  }

  boolean(name: string): boolean | undefined {
    const value = this.member(name);
    if (value !== undefined && typeof value !== "boolean") throw wrongType(name, "true or false");
    return value as boolean | undefined;
  }

  /** A binary member (a PDF body), never given by JSON. */
  bytes(name: string): Uint8Array | undefined {
    const value = this.member(name);
    return value instanceof Uint8Array ? value : undefined;
  }

  object(name: string): Record<string, unknown> | undefined {
    const value = this.member(name);
    if (value !== undefined && !isObject(value)) throw wrongType(name, "a JSON object");
    return value as Record<string, unknown> | undefined;
  }

  private member(name: string): unknown {
    const value = Object.hasOwn(this.members, name) ? this.members[name] : undefined;
    return value === null ? undefined : value;
  }
}

/**
 * A JSON request body read as an operation's request: an object with the
 * operation's `members` only and a non-null `data` (or `dataUnlessAlso`),
 * its numbers parsed losslessly (text nested too deep for a document is
 * refused unread).
 */
export function readRequest(body: unknown, { dataUnlessAlso, members }: { dataUnlessAlso?: string; members: readonly string[] }): OperationRequest {
  const text = typeof body === "string" ? body : "";
  if (text.trim() === "") throw new BizdocError("input", "request body is empty: send a JSON object with a 'data' member");
  const parsed = parseJSON(text);
  if (!isObject(parsed)) throw new BizdocError("input", "request body must be a JSON object with a 'data' member");
  refuseUnknownMembers(parsed, members);
  const alternative = dataUnlessAlso !== undefined && Object.hasOwn(parsed, dataUnlessAlso) && parsed[dataUnlessAlso] !== null;
  if (!alternative && (!Object.hasOwn(parsed, "data") || parsed.data === null)) {
    throw new BizdocError("input", `no payload: 'data' is required${dataUnlessAlso ? ` (or '${dataUnlessAlso}')` : ""}`);
  }
  return new OperationRequest(parsed);
}

/**
 * Refuses a body with members the operation does not take (400 `input`), one
 * fault per member at `$.<member>`, each naming the closest member it takes:
 * `envelope` for `envelop` would otherwise be answered a bare document.
 */
export function refuseUnknownMembers(body: Record<string, unknown>, members: readonly string[]): void {
  const known = new Set(members);
  const unknown = Object.keys(body).filter((name) => !known.has(name));
  if (unknown.length === 0) return;
  const faults = unknown.slice(0, 100).map((name) => ({ properties: [childPath("$", name)], description: unknownNameText("member", name, members) }));
  const first = faults[0].description;
  const rest = unknown.length > 1 ? ` (and ${unknown.length - 1} more unknown ${unknown.length === 2 ? "member" : "members"})` : "";
  throw new BizdocError("input", `${first}${rest}; this operation takes ${members.join(", ")}`, faults);
}

/** A JSON object (a plain object, whatever its prototype may be of the two JSON gives). */
export function isObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The refusal of a request member of the wrong type, at `$.<name>`. */
export function wrongType(name: string, expected: string): BizdocError {
  return new BizdocError("input", `'${name}' must be ${expected}`, [{ properties: [`$.${name}`], description: `must be ${expected}` }]);
}
