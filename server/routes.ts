import express, { type Request, type RequestHandler, type Response } from "express";
import { BizdocError, ENVELOPE_ID, answerOf, signatureAnswerOf, GOBL_VERSION, VERSION, childPath, parseJSON, stringifyJSON, unknownNameText, type Engine, type Fault, type RenderOutput, type XMLOutput, type XMLReading } from "../engine/index.ts";
import type { Metrics } from "./metrics.ts";
import { MAX_PARSE_NESTING, ReferenceCache, jsonBody, methodNotAllowed, nestsDeeperThan, preflight, timed } from "./middleware.ts";
import { JSON_TYPE, sendBody } from "./send.ts";
import { openapiDocument } from "./openapi.ts";

export interface RouteOptions {
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Where operation times and faults are recorded. */
  metrics?: Metrics;
}

export const SERVICE_DESCRIPTION = "Build, validate, correct, replicate, sign and verify tax-aware business documents";

/**
 * The /v0 routes. Each handler reads the request, calls one engine operation
 * and answers its result; errors go to the error handler. Every path also
 * answers OPTIONS (CORS preflight) and 405 for other methods.
 */
export function v0Routes(engine: Engine, options: RouteOptions): express.Router {
  const router = express.Router();
  const body = jsonBody(options.bodyLimit);
  const cache = new ReferenceCache();

  const get = (path: string, handler: RequestHandler) => mount(router, path, ["GET", "HEAD"], [handler]);
  const documentTypes = new Set(engine.kinds.list().map((kind) => kind.id));
  const observed = { metrics: options.metrics, documentTypes };
  const post = (path: string, members: readonly string[], operation: Operation) =>
    mount(router, path, ["POST"], [body, run(path.slice(1), operation, { ...observed, read: (req) => readRequest(req, { members }) })]);

  /**
   * The request document's fields no schema defines, as warnings in the
   * answer's headers (set before the operation, so that a refusal for
   * what they caused, a customer missing for a `custmer`, carries them
   * too); with `strict`, the request is refused for them instead.
   */
  const warnUnknown = (r: OperationRequest, answer: Answer, options: { type?: string; template?: unknown; envelop?: boolean; options?: unknown } = {}) => {
    answer.warnings(engine.unknownFields(r.data, { ...options, strict: r.boolean("strict") }));
  };

  get("/", (_req, res) => {
    res.type("application/json").send(stringifyJSON({ name: "bizdoc", description: SERVICE_DESCRIPTION, version: VERSION, gobl: GOBL_VERSION }));
  });

  // Documents
  post("/build", ["data", "template", "type", "envelop", "strict"], (r, answer) => {
    const options = { template: r.object("template"), type: r.string("type"), envelop: r.boolean("envelop") };
    warnUnknown(r, answer, options);
    return engine.build(r.data, options);
  });
  // A JSON document ({ data }), or an XML invoice as the body (Content-Type: application/xml; `?rules=` names rule sets)
  mount(router, "/validate", ["POST"], [
    jsonBody(options.bodyLimit, XML_TYPES),
    run(
      "validate",
      (r, answer) => {
        const xml = r.string("xml");
        if (xml !== undefined) return engine.validateXML(xml, { rules: r.string("rules") }).then(answerOf);
        warnUnknown(r, answer);
        return engine.validate(r.data);
      },
      { ...observed, read: readValidateRequest },
    ),
  ]);
  post("/correct", ["data", "options", "schema", "strict"], (r, answer) => {
    const options = r.object("options");
    if (r.boolean("schema")) return engine.correctionSchema(r.data);
    warnUnknown(r, answer, { options });
    return engine.correct(r.data, options);
  });
  post("/replicate", ["data", "strict"], (r, answer) => {
    warnUnknown(r, answer);
    return engine.replicate(r.data);
  });

  // Formats: JSON to XML ({ data, format, profile?, certificate? }), XML to a built envelope ({ xml, format?, validate? }, or an XML body)
  mount(router, "/convert", ["POST"], [
    jsonBody(options.bodyLimit, XML_TYPES, PDF_TYPES),
    run(
      "convert",
      (r) => {
        const pdf = r.bytes("pdf");
        if (pdf !== undefined) return engine.readPDF(pdf, { validate: r.boolean("validate") }).then((reading) => new ReadingAnswer(reading));
        const xml = r.string("xml");
        // The certificate (base64 PKCS#12 and password) is used for this request only: never logged, never kept, never echoed.
        const certificate = r.object("certificate");
        const formatOptions = r.object("options");
        if (xml !== undefined && formatOptions !== undefined) {
          throw new BizdocError("input", "'options' are the format's when writing XML from 'data'; reading 'xml' takes none", [{ properties: ["$.options"], description: "is only taken with 'data'" }]);
        }
        if (xml !== undefined && certificate !== undefined) {
          throw new BizdocError("input", "'certificate' signs XML written from 'data'; reading 'xml' takes none", [{ properties: ["$.certificate"], description: "is only taken with 'data'" }]);
        }
        if (xml !== undefined) return engine.readXML(xml, { format: r.string("format"), validate: r.boolean("validate") }).then((reading) => new ReadingAnswer(reading));
        const format = r.string("format");
        if (format === undefined) {
          const formats = engine.formatList().map((f) => f.key);
          throw new BizdocError("input", `'format' is required to write XML: ${formats.join(", ")}`, [{ properties: ["$.format"], description: `is required: one of ${formats.join(", ")}` }]);
        }
        const signing = certificate === undefined ? {} : { certificate: certificate as unknown as XMLCertificate };
        const options = formatOptions === undefined ? {} : { options: formatOptions };
        return engine.toXML(r.data, { format, profile: r.string("profile"), strict: r.boolean("strict"), ...signing, ...options }).then((output) => new XMLAnswer(output));
      },
      { ...observed, read: readConvertRequest },
    ),
  ]);

  // Rendering for people: { data, format: html | pdf | facturx, lang? }, answered as the rendered body (text/html, application/pdf)
  post("/render", ["data", "format", "lang", "strict"], (r, answer) => {
    warnUnknown(r, answer, { envelop: true });
    const format = r.string("format");
    if (format === undefined) {
      const renderers = engine.rendererList().map((x) => x.key);
      throw new BizdocError("input", `'format' is required to render: ${renderers.join(", ") || "none"}`, [{ properties: ["$.format"], description: `is required: one of ${renderers.join(", ")}` }]);
    }
    return engine.render(r.data, { format, lang: r.string("lang"), strict: r.boolean("strict") }).then((output) => new RenderAnswer(output));
  });

  // Signing (`envelop` is accepted for GOBL's sake; a signature always comes in an envelope)
  post("/sign", ["data", "privatekey", "template", "type", "envelop", "strict"], (r, answer) => {
    r.boolean("envelop");
    const options = { privateKey: r.object("privatekey"), template: r.object("template"), type: r.string("type") };
    warnUnknown(r, answer, { ...options, envelop: true });
    return engine.sign(r.data, options);
  });
  // A signed envelope ({ data, publickey }), or a signed XML file as the body (Content-Type: application/xml; `?format=` names its format)
  mount(router, "/verify", ["POST"], [
    jsonBody(options.bodyLimit, XML_TYPES),
    run(
      "verify",
      (r, answer) => {
        const xml = r.string("xml");
        if (xml !== undefined) return engine.verifyXML(xml, { format: r.string("format") }).then(signatureAnswerOf);
        const publicKey = r.object("publickey");
        warnUnknown(r, answer);
        return engine.verify(r.data, publicKey);
      },
      { ...observed, read: readVerifyRequest },
    ),
  ]);
  mount(router, "/keygen", ["POST"], [run("keygen", () => engine.keygen(), { ...observed, needsData: false })]);

  // Reference data
  const notFound = (what: string) => () => new BizdocError("not-found", what);
  get("/schemas", (req, res) => cache.send(req, res, "schemas", () => ({ schemas: engine.schemaIDs() }), notFound("no schemas")));
  get("/schemas/*path", (req, res) => {
    const path = ([] as string[]).concat(req.params.path ?? []).join("/");
    const bundle = flag(req, "bundle");
    cache.send(req, res, `schema:${bundle}:${path}`, () => engine.schema(path, { bundle }), notFound(`no schema '${clip(path)}'`));
  });
  get("/regimes", (req, res) => cache.send(req, res, "regimes", () => ({ regimes: engine.regimeList() }), notFound("no regimes")));
  get("/regimes/:code", (req, res) => {
    const code = String(req.params.code);
    cache.send(req, res, `regime:${code}`, () => engine.regime(code), notFound(`no regime '${clip(code)}'`));
  });
  get("/addons", (req, res) => cache.send(req, res, "addons", () => ({ addons: engine.addonList() }), notFound("no addons")));
  get("/addons/:key", (req, res) => {
    const key = String(req.params.key);
    cache.send(req, res, `addon:${key}`, () => engine.addon(key), notFound(`no addon '${clip(key)}'`));
  });
  get("/formats", (req, res) => cache.send(req, res, "formats", () => ({ formats: engine.formatList() }), notFound("no formats")));
  get("/openapi.json", async (req, res) => {
    // Made on first request (once per engine): its examples run the engine, which a worker need not do at start.
    const description = await openapiDocument(engine);
    cache.send(req, res, "openapi", () => description, notFound("no API description"));
  });

  return router;
}

/** A path's handlers for its methods, then OPTIONS (preflight) and 405 for anything else. */
function mount(router: express.Router, path: string, methods: string[], handlers: RequestHandler[]): void {
  const route = router.route(path);
  // The route's pattern for the metrics, kept now: once an error leaves the router, express forgets where it was mounted.
  route.all((req, res, next) => {
    res.locals.route = `${req.baseUrl}${path}`;
    next();
  });
  if (methods.includes("GET")) route.get(...handlers);
  if (methods.includes("POST")) route.post(...handlers);
  route.options(preflight(methods));
  route.all(methodNotAllowed(methods));
}

type Operation = (request: OperationRequest, answer: Answer) => Promise<unknown>;

/** What an operation may add to its answer beside the result. */
interface Answer {
  /** Warnings for the answer's headers (`Bizdoc-Warning-Count`, `Bizdoc-Warnings`). */
  warnings(list: readonly Fault[]): void;
}

/** The members each document operation's JSON body may have: anything else is refused, naming the closest. */
/** A signer's certificate as toXML takes it (checked there: base64 PKCS#12 and its password). */
type XMLCertificate = NonNullable<Parameters<Engine["toXML"]>[1]["certificate"]>;

const CONVERT_MEMBERS = ["data", "format", "profile", "strict", "certificate", "options", "xml", "validate"] as const;
const VALIDATE_MEMBERS = ["data", "strict"] as const;
const VERIFY_MEMBERS = ["data", "publickey", "strict"] as const;

/** Media types of a PDF request body (/convert: a Factur-X or ZUGFeRD invoice). */
const PDF_TYPES = ["application/pdf"];

/** Media types of an XML request body (/convert, /validate, /verify). */
const XML_TYPES = ["application/xml", "text/xml", "application/*+xml"];

/** An operation's result to answer as XML (with the format and profile in headers), not as JSON. */
class XMLAnswer {
  constructor(readonly output: XMLOutput) {}
}

/** A rendered document: its body as rendered, under its media type. */
class RenderAnswer {
  constructor(readonly output: RenderOutput) {}
}

/** An envelope read from XML: the envelope is the body, its warnings go beside it in headers. */
class ReadingAnswer {
  constructor(readonly reading: XMLReading) {}
}

/** The most characters of warnings one header carries (proxies refuse headers beyond 8 KB); `Bizdoc-Warning-Count` tells how many there were. */
const WARNINGS_HEADER_LIMIT = 6000;

/** Warnings beside an answer (a conversion's; a document's unknown fields): their count always, the warnings when there are any. */
function setWarnings(res: Response, warnings: readonly Fault[]): void {
  res.setHeader("Bizdoc-Warning-Count", String(warnings.length));
  if (warnings.length > 0) res.setHeader("Bizdoc-Warnings", warningsHeader(warnings));
}

/** JSON fit for a header: non-ASCII characters escaped (headers are Latin-1). */
function asciiJSON(value: unknown): string {
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

interface Observed {
  metrics?: Metrics;
  /** How the request is read (default: a JSON object with a `data` member). */
  read?: (req: Request) => OperationRequest;
  /** Schema IDs of the document kinds the engine knows: the only type labels (anything else is `other`). */
  documentTypes: ReadonlySet<string>;
  needsData?: boolean;
}

/**
 * Runs an engine operation on the parsed request and answers its result as
 * lossless JSON; its time (by document type) and a refusal's faults (by rule
 * code) go to the metrics.
 */
function run(name: string, operation: Operation, { metrics, documentTypes, needsData = true, read = (req) => readRequest(req, { members: ["data"] }) }: Observed): RequestHandler {
  return async (req, res) => {
    const request = needsData ? read(req) : new OperationRequest({});
    const start = performance.now();
    let result: unknown;
    try {
      result = await timed(res, "engine", () => operation(request, { warnings: (list) => setWarnings(res, list) }));
    } catch (err) {
      if (err instanceof BizdocError) metrics?.recordFaults(err.faults);
      throw err;
    } finally {
      metrics?.recordOperation(name, documentType(request.data, documentTypes), (performance.now() - start) / 1000);
    }
    res.setHeader("Cache-Control", "no-store");
    if (result instanceof XMLAnswer && req.accepts(["application/xml", "application/json"]) === "application/json") {
      // Asked for JSON: the XML as a string beside its format, profile, warnings and details, in one body.
      res.type("application/json").send(stringifyJSON(result.output));
      return;
    }
    if (result instanceof XMLAnswer) {
      res.setHeader("Bizdoc-Format", result.output.format);
      res.setHeader("Bizdoc-Profile", result.output.profile);
      if (result.output.details) res.setHeader("Bizdoc-Details", asciiJSON(result.output.details));
      setWarnings(res, result.output.warnings);
      res.type("application/xml").send(result.output.xml);
      return;
    }
    if (result instanceof RenderAnswer) {
      res.setHeader("Bizdoc-Format", result.output.format);
      res.type(result.output.contentType).send(typeof result.output.body === "string" ? result.output.body : Buffer.from(result.output.body));
      return;
    }
    if (result instanceof ReadingAnswer) {
      const { envelope, warnings } = result.reading;
      setWarnings(res, warnings);
      res.type("application/json").send(stringifyJSON(envelope));
      return;
    }
    sendBody(res, JSON_TYPE, stringifyJSON(result));
  };
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
 * A /convert request: an XML body (its format in `?format=`, or recognised;
 * `?validate=false` to read without checking rules), or a JSON object with either `xml` (text to read) or `data` (a document to
 * write, with `format` and `profile`).
 */
function readConvertRequest(req: Request): OperationRequest {
  if (req.is(PDF_TYPES)) {
    const pdf = req.body instanceof Uint8Array ? req.body : new Uint8Array();
    if (pdf.length === 0) throw new BizdocError("input", "request body is empty: send a Factur-X or ZUGFeRD PDF");
    const validate = (req.query as Record<string, unknown>).validate === undefined ? undefined : flag(req, "validate");
    return new OperationRequest({ pdf, validate });
  }
  if (req.is(XML_TYPES)) {
    const xml = typeof req.body === "string" ? req.body : "";
    if (xml.trim() === "") throw new BizdocError("input", "request body is empty: send an XML invoice");
    const format = (req.query as Record<string, unknown>).format;
    if (format !== undefined && typeof format !== "string") throw new BizdocError("input", "query parameter 'format' must be given once");
    const validate = (req.query as Record<string, unknown>).validate === undefined ? undefined : flag(req, "validate");
    return new OperationRequest({ xml, format, validate });
  }
  return readRequest(req, { dataUnlessAlso: "xml", members: CONVERT_MEMBERS });
}

/**
 * A /validate request: an XML body (the rule sets in `?rules=`, else those the
 * document's customization selects), or a JSON object with `data` (a document).
 */
function readValidateRequest(req: Request): OperationRequest {
  // A JSON body holds a document in `data` (and `strict`); `xml` and `rules` are the XML body's.
  if (!req.is(XML_TYPES)) return readRequest(req, { members: VALIDATE_MEMBERS });
  const xml = typeof req.body === "string" ? req.body : "";
  if (xml.trim() === "") throw new BizdocError("input", "request body is empty: send an XML invoice (UBL or CII)");
  const rules = (req.query as Record<string, unknown>).rules;
  if (rules !== undefined && typeof rules !== "string") throw new BizdocError("input", "query parameter 'rules' must be given once (comma-separated rule sets)");
  return new OperationRequest({ xml, rules });
}

/**
 * A /verify request: a signed XML file as the body (its format in
 * `?format=`, or recognised), or a JSON object with `data` (a signed
 * envelope) and `publickey`.
 */
function readVerifyRequest(req: Request): OperationRequest {
  if (!req.is(XML_TYPES)) return readRequest(req, { members: VERIFY_MEMBERS });
  const xml = typeof req.body === "string" ? req.body : "";
  if (xml.trim() === "") throw new BizdocError("input", "request body is empty: send the signed XML file (FacturaE, FatturaPA, TicketBAI)");
  const format = (req.query as Record<string, unknown>).format;
  if (format !== undefined && typeof format !== "string") throw new BizdocError("input", "query parameter 'format' must be given once");
  return new OperationRequest({ xml, format });
}

function readRequest(req: Request, { dataUnlessAlso, members }: { dataUnlessAlso?: string; members: readonly string[] }): OperationRequest {
  const text = typeof req.body === "string" ? req.body : "";
  if (text.trim() === "") throw new BizdocError("input", "request body is empty: send a JSON object with a 'data' member");
  if (nestsDeeperThan(text, MAX_PARSE_NESTING)) throw new BizdocError("input", `request body nested deeper than ${MAX_PARSE_NESTING} levels`);
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

function isObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function wrongType(name: string, expected: string): BizdocError {
  return new BizdocError("input", `'${name}' must be ${expected}`, [{ properties: [`$.${name}`], description: `must be ${expected}` }]);
}

/** A boolean query flag: absent is false; present empty, `true` or `1` is true; `false` or `0` is false. */
function flag(req: Request, name: string): boolean {
  const value = (req.query as Record<string, unknown>)[name];
  if (value === undefined) return false;
  if (value === "" || value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new BizdocError("input", `query parameter '${name}' must be true or false`);
}

function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
