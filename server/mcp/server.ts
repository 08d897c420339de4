/**
 * The MCP (Model Context Protocol) adapter: the engine's operations as MCP
 * tools, its reference data as MCP resources. Like the REST adapter, it only
 * reads arguments, calls one engine operation and writes its result or error;
 * no document logic lives here.
 */
import { randomUUID } from "node:crypto";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpError, type CallToolResult, type ReadResourceResult } from "@modelcontextprotocol/sdk/types.js";
import type { Variables } from "@modelcontextprotocol/sdk/shared/uriTemplate.js";
import { stringify as stringifyLossless } from "lossless-json";
import { BizdocError, VERSION, answerOf, asBizdocError, type Engine, type Fault, type RenderOutput, type Warned, type XMLReading } from "../../engine/index.ts";
import { ToolArguments, documentSchema, inputSchema, type ArgumentSpec } from "./arguments.ts";
import { serverInstructions, toolDescriptions } from "./descriptions.ts";

export interface McpServerOptions {
  /**
   * Where unexpected (internal) errors are reported; the client only gets a
   * reference to them. Default: one JSON line on stderr (never stdout, which
   * belongs to the protocol under stdio).
   */
  logError?: (message: string, detail: Record<string, unknown>) => void;
}

/** MCP's "resource not found" error code. */
export const RESOURCE_NOT_FOUND = -32002;

const SCHEMA_BASE = "https://gobl.org/draft-0/";
const JSON_TYPE = "application/json";

/** An envelope read from XML, with the warnings that go beside it. */
class ReadingResult {
  constructor(readonly reading: XMLReading) {}
}

/** A rendered document: HTML as text, a PDF as an embedded resource of its bytes. */
class RenderResult {
  constructor(readonly output: RenderOutput) {}

  content(): CallToolResult {
    const { body, contentType, format } = this.output;
    if (typeof body === "string") return { content: [{ type: "text", text: body }] };
    const blob = Buffer.from(body).toString("base64");
    return { content: [{ type: "resource", resource: { uri: `bizdoc://render/${format}`, mimeType: contentType, blob } }] };
  }
}

/** A document operation's result, with the warnings (the document's unknown fields) that go beside it. */
class WarnedResult {
  constructor(readonly answer: Warned<unknown>) {}
}

/**
 * The document's unknown fields (refused with `strict`), then the operation:
 * its result with them beside it.
 */
async function warned(engine: Engine, a: ToolArguments, data: unknown, options: Parameters<Engine["unknownFields"]>[1], operation: () => Promise<unknown>): Promise<WarnedResult> {
  const warnings = engine.unknownFields(data, { ...options, strict: a.boolean("strict") });
  return new WarnedResult({ result: await operation(), warnings });
}

/** The answer to a document operation with warnings: the result's JSON first, `{ warnings }` in a second block when there are any. */
function withWarnings(result: unknown, warnings: readonly Fault[]): CallToolResult {
  const beside = warnings.length > 0 ? [{ type: "text" as const, text: JSON.stringify({ warnings }) }] : [];
  return { content: [{ type: "text", text: toJSONText(result) }, ...beside] };
}

const STRICT: ArgumentSpec = {
  schema: {
    type: "boolean",
    description:
      "Refuse the document when it has fields no schema defines (a misspelt \"custmer\"), as a validation error naming each (BIZDOC-UNKNOWN-FIELD), instead of leaving them out with a second text block {warnings}. Default false.",
  },
};

export function createMcpServer(engine: Engine, options: McpServerOptions = {}): McpServer {
  const logError = options.logError ?? stderrLog;
  const server = new McpServer(
    { name: "bizdoc", title: "bizdoc: tax-aware business documents (GOBL)", version: VERSION },
    { instructions: serverInstructions(engine), capabilities: { tools: {}, resources: {} } },
  );
  const text = toolDescriptions(engine);

  /** Registers a tool whose result is the JSON of `run`'s value, and whose failures are bizdoc's error JSON. */
  const tool = (
    name: string,
    args: Record<string, ArgumentSpec>,
    hints: { idempotent?: boolean },
    run: (args: ToolArguments) => unknown,
  ) => {
    server.registerTool(
      name,
      {
        ...text[name],
        inputSchema: inputSchema(args),
        annotations: { readOnlyHint: true, openWorldHint: false, idempotentHint: hints.idempotent ?? false },
      },
      async (received: Record<string, unknown>): Promise<CallToolResult> => {
        try {
          const result = await run(new ToolArguments(received ?? {}, Object.keys(args)));
          // The envelope or document first, as every other answer; the warnings beside it, when there are any.
          if (result instanceof ReadingResult) return withWarnings(result.reading.envelope, result.reading.warnings);
          if (result instanceof RenderResult) return result.content();
          if (result instanceof WarnedResult) return withWarnings(result.answer.result, result.answer.warnings);
          return { content: [{ type: "text", text: toJSONText(result) }] };
        } catch (err) {
          return { content: [{ type: "text", text: JSON.stringify(errorBody(err, logError, { tool: name })) }], isError: true };
        }
      },
    );
  };

  // Documents
  const data: ArgumentSpec = {
    required: true,
    schema: documentSchema("The document (or GOBL envelope) as a JSON object, or as JSON text to keep every number's exact text."),
  };
  tool(
    "build",
    {
      data,
      type: { schema: { type: "string", description: 'Document kind when data has no "$schema": "bill/invoice", "bill.Invoice", "Invoice", "note/message", "org/party", ...' } },
      envelop: { schema: { type: "boolean", description: "Wrap the document in a GOBL envelope (header uuid and SHA-256 digest). Default false." } },
      template: { schema: documentSchema("Optional partial document merged under data (data wins, arrays are replaced): a JSON object or its JSON text.") },
      strict: STRICT,
    },
    {},
    (a) => {
      const document = a.document();
      const options = { type: a.string("type"), envelop: a.boolean("envelop"), template: a.object("template") };
      return warned(engine, a, document, options, () => engine.build(document, options));
    },
  );
  tool(
    "validate",
    {
      data: { schema: documentSchema("The document (or GOBL envelope) to check against its rules: a JSON object or its JSON text. Give either data or xml.") },
      xml: {
        schema: {
          type: "string",
          description:
            "An XML invoice (UBL Invoice/CreditNote or CII CrossIndustryInvoice) to check against the official EN 16931, Peppol BIS 3 and XRechnung rules and the UBL/CII schema. Give either data or xml.",
        },
      },
      rules: {
        schema: {
          type: "string",
          description: 'With xml: the rule sets to check, comma-separated ("xsd", "en16931", "peppol", "xrechnung"); by default those the document\'s CustomizationID (or CII guideline) selects.',
        },
      },
      strict: STRICT,
    },
    { idempotent: true },
    (a) => {
      const xml = a.string("xml");
      if (xml !== undefined) return engine.validateXML(xml, { rules: a.string("rules") }).then(answerOf);
      const document = a.document();
      return warned(engine, a, document, {}, () => engine.validate(document));
    },
  );
  tool(
    "correct",
    {
      data: { ...data, schema: documentSchema("The invoice to correct (it needs a code), or an envelope holding one; a JSON object or its JSON text.") },
      options: {
        schema: {
          type: ["object", "string"],
          description: 'Correction options: {"type": "credit-note" | "corrective" | "debit-note", "issue_date"?, "series"?, "reason"?, "stamps"?, "ext"?, "copy_tax"?}. "type" is required unless schema is true.',
        },
      },
      schema: { schema: { type: "boolean", description: "Return the JSON Schema of the correction options for this invoice's regime instead of correcting. Default false." } },
      strict: STRICT,
    },
    {},
    (a) => {
      const document = a.document();
      const correction = a.object("options");
      if (a.boolean("schema")) return engine.correctionSchema(document);
      return warned(engine, a, document, { options: correction }, () => engine.correct(document, correction));
    },
  );
  tool("replicate", { data, strict: STRICT }, {}, (a) => {
    const document = a.document();
    return warned(engine, a, document, {}, () => engine.replicate(document));
  });
  tool(
    "convert",
    {
      data: { schema: documentSchema("The document (or envelope) to write as XML: a JSON object or its JSON text. Give either data or xml.") },
      xml: { schema: { type: "string", description: "An XML document (UBL Invoice/CreditNote, CII CrossIndustryInvoice, FatturaPA FatturaElettronica, KSeF FA(3) Faktura, CFDI 4.0 Comprobante, CDAR CrossDomainAcknowledgementAndResponse) to read into a built GOBL envelope. Give either data or xml." } },
      format: { schema: { type: "string", description: `The XML format: ${engine.formatList().map((f) => `"${f.key}"`).join(", ")}. Required with data; with xml, recognised when absent.` } },
      profile: {
        schema: {
          type: "string",
          description: 'The profile to write under ("en16931", "peppol", "xrechnung", ...); by default the one an envelope read from XML was read under, else the one the document\'s $addons select. XML that would break the profile\'s official rules is refused, naming them.',
        },
      },
      validate: {
        schema: {
          type: "boolean",
          description:
            "With xml: false to read the invoice even when it breaks a rule (calculated, not checked; validate it afterwards for the faults). Default true: an invoice whose XML meets its official rules is read even when it breaks a rule of GOBL's they lack (a tax ID check digit); those faults come as a second text block {warnings}.",
        },
      },
      strict: STRICT,
      options: {
        schema: {
          type: "object",
          description:
            'With data: the format\'s own options beside the document (the members the convert tool\'s description lists for the format: a record chain\'s previous link, the invoicing software\'s data, ...). What the format gives back beside the XML (the record\'s new link, its QR code\'s URL) is the answer\'s "details".',
        },
      },
      certificate: {
        schema: {
          type: "object",
          description:
            'With data: signs the XML once written and checked, for a format that signs ("facturae": XAdES-EPES under the FacturaE policy; "fatturapa": XAdES-BES): { "p12": the PKCS#12 (.p12/.pfx) file as base64, "password": its password }. Used for this call only: never logged, never kept. Another format, a p12 that cannot be read, a wrong password or a certificate not valid now is an input error.',
          properties: { p12: { type: "string", description: "The PKCS#12 file, standard base64." }, password: { type: "string", description: "The PKCS#12's password." } },
          required: ["p12", "password"],
        },
      },
    },
    {},
    (a) => {
      const xml = a.string("xml");
      // The certificate is used for this call only: never logged, never kept, never echoed.
      const certificate = a.object("certificate");
      if (xml !== undefined && certificate !== undefined) {
        throw new BizdocError("input", "'certificate' signs XML written from data; reading xml takes none", [{ properties: ["$.certificate"], description: "is only taken with data" }]);
      }
      const formatOptions = a.object("options");
      if (xml !== undefined && formatOptions !== undefined) {
        throw new BizdocError("input", "'options' are the format's when writing XML from data; reading xml takes none", [{ properties: ["$.options"], description: "is only taken with data" }]);
      }
      if (xml !== undefined) return engine.readXML(xml, { format: a.string("format"), validate: a.boolean("validate") }).then((reading) => new ReadingResult(reading));
      const signing = certificate === undefined ? {} : { certificate: certificate as unknown as NonNullable<Parameters<Engine["toXML"]>[1]["certificate"]> };
      const options = formatOptions === undefined ? {} : { options: formatOptions };
      return engine.toXML(a.document(), { format: a.requiredString("format"), profile: a.string("profile"), strict: a.boolean("strict"), ...signing, ...options });
    },
  );

  tool(
    "render",
    {
      data: { required: true, schema: documentSchema("The document (or envelope) to render for people: a JSON object or its JSON text.") },
      format: { required: true, schema: { type: "string", description: `The renderer: ${engine.rendererList().map((r) => `"${r.key}" (${r.contentType.split(";")[0]})`).join(", ") || "none in this server"}.` } },
      lang: { schema: { type: "string", description: 'The language (BCP 47: "es", "de", "el"); the document\'s own by default.' } },
      strict: STRICT,
    },
    {},
    (a) => engine.render(a.document(), { format: a.requiredString("format"), lang: a.string("lang"), strict: a.boolean("strict") }).then((output) => new RenderResult(output)),
  );
  tool(
    "verify_xml",
    {
      xml: { required: true, schema: { type: "string", description: "A signed XML file (FacturaE 3.2.2, FatturaPA 1.2.2) whose XAdES signatures to verify." } },
      format: { schema: { type: "string", description: "The file's format; recognised from its root element when absent." } },
    },
    { idempotent: true },
    // The whole report, broken signatures included: what does not hold is in its faults.
    (a) => engine.verifyXML(a.requiredString("xml"), { format: a.string("format") }),
  );

  // Reference data
  tool(
    "schema",
    {
      path: { schema: { type: "string", description: 'Schema path ("bill/invoice", "org/party", "envelope", ...) or full ID. Omit it for the list of schema IDs.' } },
      bundle: { schema: { type: "boolean", description: 'Inline every schema referred to under "$defs" so the schema stands alone. Default false.' } },
    },
    { idempotent: true },
    (a) => {
      const path = a.string("path");
      const bundle = a.boolean("bundle") ?? false;
      return path === undefined || path.trim() === "" ? { schemas: engine.schemaIDs() } : schemaOf(engine, path, bundle);
    },
  );
  tool(
    "regime",
    { code: { required: true, schema: { type: "string", description: 'Country code of the regime, e.g. "ES" (any case).' } } },
    { idempotent: true },
    (a) => regimeOf(engine, a.requiredString("code")),
  );
  tool("regime_list", {}, { idempotent: true }, () => ({ regimes: engine.regimeList() }));
  tool(
    "addon",
    { key: { required: true, schema: { type: "string", description: 'Addon key, e.g. "eu-en16931-v2017".' } } },
    { idempotent: true },
    (a) => addonOf(engine, a.requiredString("key")),
  );
  tool("addon_list", {}, { idempotent: true }, () => ({ addons: engine.addonList() }));

  registerResources(server, engine, logError);
  return server;
}

function registerResources(server: McpServer, engine: Engine, logError: NonNullable<McpServerOptions["logError"]>): void {
  const read = (uri: URL, produce: () => unknown): ReadResourceResult => {
    try {
      return { contents: [{ uri: uri.href, mimeType: JSON_TYPE, text: toJSONText(produce()) }] };
    } catch (err) {
      const body = errorBody(err, logError, { resource: uri.href });
      // A resource read can only fail as a protocol error; its data is bizdoc's error JSON.
      throw new McpError(body.key === "not-found" ? RESOURCE_NOT_FOUND : body.code >= 500 ? -32603 : -32602, body.message, body);
    }
  };
  const schemaPaths = () => engine.schemaIDs().map((id) => id.slice(SCHEMA_BASE.length));
  const startingWith = (values: string[], prefix: string) => values.filter((v) => v.toLowerCase().startsWith(prefix.toLowerCase()));

  server.registerResource(
    "schemas",
    "bizdoc://schemas",
    { title: "JSON Schemas", description: 'Every GOBL JSON Schema ID bizdoc publishes: {"schemas": [...]}.', mimeType: JSON_TYPE },
    (uri) => read(uri, () => ({ schemas: engine.schemaIDs() })),
  );
  server.registerResource(
    "schema",
    new ResourceTemplate("bizdoc://schemas/{+path}", {
      list: () => ({
        resources: schemaPaths().map((path) => ({ uri: `bizdoc://schemas/${path}`, name: path, title: `JSON Schema ${path}`, mimeType: JSON_TYPE })),
      }),
      complete: { path: (value) => startingWith(schemaPaths(), value) },
    }),
    { title: "JSON Schema", description: "One GOBL JSON Schema by path, e.g. bizdoc://schemas/bill/invoice (the `schema` tool gives bundled variants).", mimeType: JSON_TYPE },
    (uri, vars) => read(uri, () => schemaOf(engine, variable(vars, "path"), false)),
  );

  server.registerResource(
    "regimes",
    "bizdoc://regimes",
    { title: "Tax regimes", description: 'Every tax regime: {"regimes": [{"country", "name", "description", "currency"}]}.', mimeType: JSON_TYPE },
    (uri) => read(uri, () => ({ regimes: engine.regimeList() })),
  );
  server.registerResource(
    "regime",
    new ResourceTemplate("bizdoc://regimes/{code}", {
      list: () => ({
        resources: engine.regimeList().map((r) => ({
          uri: `bizdoc://regimes/${r.country.toLowerCase()}`,
          name: r.country,
          title: `Tax regime: ${r.name.en ?? r.country}`,
          mimeType: JSON_TYPE,
        })),
      }),
      complete: { code: (value) => startingWith(engine.regimeList().map((r) => r.country.toLowerCase()), value) },
    }),
    { title: "Tax regime", description: "One tax regime's full definition by country code, e.g. bizdoc://regimes/es.", mimeType: JSON_TYPE },
    (uri, vars) => read(uri, () => regimeOf(engine, variable(vars, "code"))),
  );

  server.registerResource(
    "addons",
    "bizdoc://addons",
    { title: "Addons", description: 'Every addon: {"addons": [{"key", "name", "description", "requires"}]}.', mimeType: JSON_TYPE },
    (uri) => read(uri, () => ({ addons: engine.addonList() })),
  );
  server.registerResource(
    "addon",
    new ResourceTemplate("bizdoc://addons/{key}", {
      list: () => ({
        resources: engine.addonList().map((a) => ({ uri: `bizdoc://addons/${a.key}`, name: a.key, title: `Addon: ${a.name.en ?? a.key}`, mimeType: JSON_TYPE })),
      }),
      complete: { key: (value) => startingWith(engine.addonList().map((a) => a.key), value) },
    }),
    { title: "Addon", description: "One addon's full definition by key, e.g. bizdoc://addons/<key>.", mimeType: JSON_TYPE },
    (uri, vars) => read(uri, () => addonOf(engine, variable(vars, "key"))),
  );
}

function schemaOf(engine: Engine, path: string, bundle: boolean): unknown {
  const relative = path.trim().startsWith(SCHEMA_BASE) ? path.trim().slice(SCHEMA_BASE.length) : path.trim();
  return found(engine.schema(relative, { bundle }), `no schema '${clip(path)}'`);
}

function regimeOf(engine: Engine, code: string): unknown {
  return found(engine.regime(code), `no regime '${clip(code)}'`);
}

function addonOf(engine: Engine, key: string): unknown {
  return found(engine.addon(key), `no addon '${clip(key)}'`);
}

function found<T>(value: T | undefined, message: string): T {
  if (value === undefined) throw new BizdocError("not-found", message);
  return value;
}

/** A URI template variable, percent-decoded. */
function variable(vars: Variables, name: string): string {
  const value = vars[name];
  const raw = Array.isArray(value) ? value.join("/") : (value ?? "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A result as JSON text, tab-indented as GOBL's tools write it; numbers the
 * engine read from JSON text keep their exact text (the engine's
 * stringifyJSON, indented).
 */
export function toJSONText(value: unknown): string {
  return stringifyLossless(value, undefined, "\t") ?? "null";
}

/**
 * The error JSON the REST API answers for the same failure. Anything that is
 * not an engine error (or is an internal one) is reported through `logError`
 * and answered as `internal` with a reference only, never its detail.
 */
export function errorBody(err: unknown, logError: NonNullable<McpServerOptions["logError"]>, context: Record<string, unknown>) {
  const error = asBizdocError(err);
  if (error.key !== "internal") return error.toJSON();
  const reference = randomUUID();
  logError("internal error", {
    ...context,
    reference,
    error: error.message,
    ...(err instanceof Error && err.stack ? { stack: err.stack } : {}),
  });
  return new BizdocError("internal", `internal error; please report reference ${reference}`).toJSON();
}

/** One JSON line on stderr. */
export function stderrLog(message: string, detail: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level: "error", msg: message, ...detail })}\n`);
}

function clip(text: string): string {
  return text.length > 100 ? `${text.slice(0, 100)}…` : text;
}
