import express, { type Request, type RequestHandler } from "express";
import { BizdocError, answerOf, signatureAnswerOf, GOBL_VERSION, VERSION, stringifyJSON, type Engine, type RenderOutput, type XMLOutput, type XMLReading } from "../engine/index.ts";
import type { Metrics } from "./metrics.ts";
import { ReferenceCache, jsonBody, methodNotAllowed, preflight, timings } from "./middleware.ts";
import { OperationRequest, asciiJSON, jsonOperations, observationOf, readRequest, runOperation, setWarnings, type JSONOperation, type Observation, type Operation } from "./operations.ts";
import { JSON_TYPE, sendBody } from "./send.ts";

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
  const observed = observationOf(engine, options.metrics);
  const post = (path: string, { members, run: operation }: JSONOperation) =>
    mount(router, path, ["POST"], [body, run(path.slice(1), operation, { ...observed, read: (req) => readRequest(req.body, { members }) })]);

  get("/", (_req, res) => {
    res.type("application/json").send(stringifyJSON({ name: "bizdoc", description: SERVICE_DESCRIPTION, version: VERSION, gobl: GOBL_VERSION }));
  });

  // Documents (a JSON body each; /validate also takes an XML invoice as the body: Content-Type: application/xml, `?rules=` names rule sets)
  const json = jsonOperations(engine);
  post("/build", json.build);
  mount(router, "/validate", ["POST"], [
    jsonBody(options.bodyLimit, XML_TYPES),
    run(
      "validate",
      (r, answer) => {
        const xml = r.string("xml");
        if (xml !== undefined) return engine.validateXML(xml, { rules: r.string("rules") }).then(answerOf);
        return json.validate.run(r, answer);
      },
      { ...observed, read: (req) => readValidateRequest(req, json.validate.members) },
    ),
  ]);
  post("/correct", json.correct);
  post("/replicate", json.replicate);

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
  post("/render", {
    members: ["data", "format", "lang", "strict"],
    run: (r, answer) => {
      answer.warnings(engine.unknownFields(r.data, { envelop: true, strict: r.boolean("strict") }));
      const format = r.string("format");
      if (format === undefined) {
        const renderers = engine.rendererList().map((x) => x.key);
        throw new BizdocError("input", `'format' is required to render: ${renderers.join(", ") || "none"}`, [{ properties: ["$.format"], description: `is required: one of ${renderers.join(", ")}` }]);
      }
      return engine.render(r.data, { format, lang: r.string("lang"), strict: r.boolean("strict") }).then((output) => new RenderAnswer(output));
    },
  });

  // Signing, and verifying a signed envelope ({ data, publickey }) or a signed XML file as the body (Content-Type: application/xml; `?format=` names its format)
  post("/sign", json.sign);
  mount(router, "/verify", ["POST"], [
    jsonBody(options.bodyLimit, XML_TYPES),
    run(
      "verify",
      (r, answer) => {
        const xml = r.string("xml");
        if (xml !== undefined) return engine.verifyXML(xml, { format: r.string("format") }).then(signatureAnswerOf);
        return json.verify.run(r, answer);
      },
      { ...observed, read: (req) => readVerifyRequest(req, json.verify.members) },
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
    // Loaded then too: the description's module and the example signatures' curve are not needed before.
    const { openapiDocument } = await import("./openapi.ts");
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

/** A signer's certificate as toXML takes it (checked there: base64 PKCS#12 and its password). */
type XMLCertificate = NonNullable<Parameters<Engine["toXML"]>[1]["certificate"]>;

const CONVERT_MEMBERS = ["data", "format", "profile", "strict", "certificate", "options", "xml", "validate"] as const;

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

interface Observed extends Observation {
  /** How the request is read (default: a JSON object with a `data` member). */
  read?: (req: Request) => OperationRequest;
  needsData?: boolean;
}

/**
 * Runs an engine operation on the parsed request and answers its result as
 * lossless JSON; its time (by document type) and a refusal's faults (by rule
 * code) go to the metrics.
 */
function run(name: string, operation: Operation, { needsData = true, read = (req) => readRequest(req.body, { members: ["data"] }), ...observation }: Observed): RequestHandler {
  return async (req, res) => {
    const request = needsData ? read(req) : new OperationRequest({});
    const result = await runOperation(name, operation, request, res, timings(res), observation);
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
  return readRequest(req.body, { dataUnlessAlso: "xml", members: CONVERT_MEMBERS });
}

/**
 * A /validate request: an XML body (the rule sets in `?rules=`, else those the
 * document's customization selects), or a JSON object with `data` (a document).
 */
function readValidateRequest(req: Request, members: readonly string[]): OperationRequest {
  // A JSON body holds a document in `data` (and `strict`); `xml` and `rules` are the XML body's.
  if (!req.is(XML_TYPES)) return readRequest(req.body, { members });
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
function readVerifyRequest(req: Request, members: readonly string[]): OperationRequest {
  if (!req.is(XML_TYPES)) return readRequest(req.body, { members });
  const xml = typeof req.body === "string" ? req.body : "";
  if (xml.trim() === "") throw new BizdocError("input", "request body is empty: send the signed XML file (FacturaE, FatturaPA, TicketBAI)");
  const format = (req.query as Record<string, unknown>).format;
  if (format !== undefined && typeof format !== "string") throw new BizdocError("input", "query parameter 'format' must be given once");
  return new OperationRequest({ xml, format });
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
