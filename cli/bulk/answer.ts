/**
 * One line of GOBL's bulk protocol, answered. A request line is
 * `{ "action", "req_id", "payload" }`; its answer is
 * `{ "req_id", "seq_id", "payload", "error", "is_final" }`. This module
 * makes everything of the answer but `is_final`, which only the writer
 * knows (it is true on the answer to the last line).
 */
import { asBizdocError, BizdocError } from "../../engine/errors/index.ts";
import type { Engine } from "../../engine/engine.ts";
import { parseJSON, stringifyJSON } from "../../engine/ops/parse.ts";
import { parseDocument } from "../io.ts";

/** Defaults from the command line, for payload members a line leaves out. */
export interface BulkDefaults {
  /** The action of lines without one (`bizdoc build --bulk` builds). */
  action?: string;
  type?: string;
  envelop?: boolean;
  template?: unknown;
  /** Correction options (`--options`, `--credit`, `--date`...). */
  options?: unknown;
  privatekey?: unknown;
  publickey?: unknown;
}

export const BULK_ACTIONS = [
  "build",
  "validate",
  "correct",
  "replicate",
  "sign",
  "verify",
  "keygen",
  "schema",
  "schemas",
  "regime",
  "regimes",
  "addon",
  "addons",
  "ping",
] as const;

type Payload = Record<string, unknown>;

/** An answer line without its closing `is_final` member: `{"req_id":...,"seq_id":N,"payload":...,"error":...`. */
export interface PartialAnswer {
  head: string;
  ok: boolean;
}

/** Answers one request line; never throws (a failure is the answer's `error`). */
export async function answerLine(engine: Engine, line: string, seq: number, defaults: BulkDefaults): Promise<PartialAnswer> {
  let reqID: string | undefined;
  try {
    let request: unknown;
    try {
      request = parseJSON(line);
    } catch (err) {
      reqID = salvageReqID(line);
      throw err;
    }
    if (!isObject(request)) throw new BizdocError("input", "a bulk line must be a JSON object: { \"action\", \"req_id\", \"payload\" }");
    reqID = readReqID(request.req_id);
    const action = request.action ?? defaults.action;
    if (typeof action !== "string" || action === "") throw new BizdocError("input", "no action: each line needs an \"action\" (build, validate, correct, ...)");
    const payload = request.payload ?? null;
    if (payload !== null && !isObject(payload)) throw memberError("payload", "a JSON object");
    const result = await perform(engine, action, (payload ?? {}) as Payload, defaults);
    return { head: answerHead(reqID, seq, stringifyJSON(result), "null"), ok: true };
  } catch (err) {
    return { head: answerHead(reqID, seq, undefined, JSON.stringify(asBizdocError(err).toJSON())), ok: false };
  }
}

/** The answer's members up to `is_final` (GOBL leaves out an empty `req_id` and an absent `payload`). */
export function answerHead(reqID: string | undefined, seq: number, payload: string | undefined, error: string): string {
  const id = reqID ? `"req_id":${JSON.stringify(reqID)},` : "";
  return `{${id}"seq_id":${seq},${payload === undefined ? "" : `"payload":${payload},`}"error":${error}`;
}

/** Closes an answer. */
export function finishAnswer(head: string, final: boolean): string {
  return `${head},"is_final":${final}}\n`;
}

async function perform(engine: Engine, action: string, p: Payload, d: BulkDefaults): Promise<unknown> {
  switch (action) {
    case "build":
      return engine.build(data(p), {
        template: member(p, "template", "object") ?? d.template,
        type: member(p, "type", "string") ?? d.type,
        envelop: member(p, "envelop", "boolean") ?? d.envelop,
      });
    case "validate":
      return engine.validate(data(p));
    case "correct": {
      const doc = data(p);
      if (member(p, "schema", "boolean")) return engine.correctionSchema(doc);
      return engine.correct(doc, member(p, "options", "object") ?? d.options);
    }
    case "replicate":
      return engine.replicate(data(p));
    case "sign": {
      member(p, "envelop", "boolean"); // accepted for GOBL's sake: a signature always comes in an envelope
      const privateKey = member(p, "privatekey", "object") ?? d.privatekey;
      if (privateKey === undefined) throw new BizdocError("input", "no private key: give 'privatekey' (or --key)", [{ properties: ["$.privatekey"], description: "required" }]);
      return engine.sign(data(p), {
        privateKey,
        template: member(p, "template", "object") ?? d.template,
        type: member(p, "type", "string") ?? d.type,
      });
    }
    case "verify": {
      const publicKey = member(p, "publickey", "object") ?? d.publickey;
      if (publicKey === undefined) throw new BizdocError("input", "public key required: give 'publickey' (or --key)", [{ properties: ["$.publickey"], description: "required" }]);
      return engine.verify(data(p), publicKey);
    }
    case "keygen":
      return engine.keygen();
    case "schemas":
      return { list: engine.schemaIDs() }; // GOBL's shape for this action
    case "schema": {
      const path = member(p, "path", "string");
      if (path === undefined) return { list: engine.schemaIDs() };
      return found(engine.schema(path.replace(/\.json$/, ""), { bundle: member(p, "bundle", "boolean") ?? false }), `no schema '${path}'`);
    }
    case "regimes":
      return { regimes: engine.regimeList() };
    case "regime": {
      const code = member(p, "code", "string");
      return code === undefined ? { regimes: engine.regimeList() } : found(engine.regime(code), `no regime '${code}'`);
    }
    case "addons":
      return { addons: engine.addonList() };
    case "addon": {
      const key = member(p, "key", "string");
      return key === undefined ? { addons: engine.addonList() } : found(engine.addon(key), `no addon '${key}'`);
    }
    case "ping":
      return { pong: true };
    default:
      throw new BizdocError("input", `unrecognized action: '${action.length > 100 ? `${action.slice(0, 100)}…` : action}'`, [
        { properties: ["$.action"], description: `must be one of ${BULK_ACTIONS.join(", ")}` },
      ]);
  }
}

/**
 * The payload's `data`: a JSON object, or text: GOBL's bulk sends the JSON or
 * YAML text in base64; JSON or YAML text as it is works too.
 */
function data(p: Payload): unknown {
  const value = Object.hasOwn(p, "data") ? p.data : undefined;
  if (value === undefined || value === null) throw new BizdocError("input", "no payload: 'data' is required", [{ properties: ["$.payload.data"], description: "required" }]);
  if (typeof value !== "string") {
    if (!isObject(value)) throw memberError("data", "a JSON object or its text");
    return value;
  }
  if (/^\s*[[{]/.test(value)) return parseDocument(value);
  const compact = value.replace(/\s+/g, "");
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) return parseDocument(Buffer.from(compact, "base64").toString("utf8"));
  return parseDocument(value); // YAML text
}

type Kind = "string" | "boolean" | "object";

function member(p: Payload, name: string, kind: "string"): string | undefined;
function member(p: Payload, name: string, kind: "boolean"): boolean | undefined;
function member(p: Payload, name: string, kind: "object"): Record<string, unknown> | undefined;
function member(p: Payload, name: string, kind: Kind): unknown {
  const value = Object.hasOwn(p, name) ? p[name] : undefined;
  if (value === undefined || value === null) return undefined;
  const ok = kind === "object" ? isObject(value) : typeof value === kind;
  if (!ok) throw memberError(name, kind === "object" ? "a JSON object" : kind === "boolean" ? "true or false" : "a string");
  return value;
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new BizdocError("not-found", message);
  return value;
}

function memberError(name: string, expected: string): BizdocError {
  const path = name === "payload" ? "$.payload" : `$.payload.${name}`;
  return new BizdocError("input", `'${name}' must be ${expected}`, [{ properties: [path], description: `must be ${expected}` }]);
}

function readReqID(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  // A number keeps its text (parseJSON reads numbers losslessly).
  if (typeof value === "object" && (value as { isLosslessNumber?: boolean }).isLosslessNumber) return String(value);
  throw new BizdocError("input", "'req_id' must be a string", [{ properties: ["$.req_id"], description: "must be a string" }]);
}

/** The `req_id` of a line that does not parse, when it can still be read. */
export function salvageReqID(line: string): string | undefined {
  const match = /"req_id"\s*:\s*("(?:[^"\\\n]|\\.)*")/.exec(line);
  if (!match) return undefined;
  try {
    const id = JSON.parse(match[1]) as string;
    return id === "" ? undefined : id;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
