import { ENVELOPE_ID, GOBL_VERSION, VERSION, type Engine } from "../engine/index.ts";
import { REFERENCE_EXAMPLE } from "../examples/index.ts";
import { DOCS_CONTENT_SECURITY_POLICY, DOCS_NOT_BUILT } from "./docs.ts";
import { EXAMPLE_TIME } from "./fixed-examples.ts";
import { SHARED_ERRORS, errorExample, operationExchanges, type Example, type Exchange, type ExampleOperation } from "./openapi-examples.ts";

/**
 * bizdoc's own OpenAPI 3.1 description of the /v0 API. Documents, envelopes
 * and reference definitions are described by the engine's published JSON
 * Schemas (the ones served at `/v0/schemas/<path>`): their bundled forms are
 * inlined under `components/schemas` by type name (`bill.Invoice`,
 * `gobl.Envelope`, ...), so the description stands alone and every `$ref` in
 * it is internal. Every error status an operation can answer is listed with
 * an example, and the document and signing operations show requests with the
 * engine's own answers to them (openapi-examples.ts).
 */
export type OpenAPIDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>>; components: Components };

interface Components {
  schemas: Record<string, Schema>;
  responses: Record<string, unknown>;
  headers: Record<string, unknown>;
  parameters: Record<string, unknown>;
}

type Schema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const SCHEMA_BASE = "https://gobl.org/draft-0/";
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });
/** A path with every `{parameter}` replaced by its example: where the examples of a path's errors were asked. */
type ExamplePath = string;

/** A component name for a document kind: `bill/invoice` → `Invoice`. */
function componentName(id: string): string {
  const last = id.slice(id.lastIndexOf("/") + 1);
  return last
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join("");
}

/**
 * The bundled published schemas of `ids`, merged: every definition under its
 * type name (the first of a name wins, as in the engine's bundler), with
 * references rewritten to point into `components/schemas`.
 */
function embeddedSchemas(engine: Engine, ids: string[]): { defs: Record<string, Schema>; ref: (id: string) => Schema } {
  const defs: Record<string, Schema> = {};
  const roots = new Map<string, string>();
  for (const id of ids) {
    const bundled = engine.schema(id.slice(SCHEMA_BASE.length), { bundle: true });
    if (!bundled) throw new Error(`openapi: the engine publishes no schema ${id}`);
    roots.set(id, String(bundled.$ref).replace("#/$defs/", ""));
    for (const [name, def] of Object.entries(bundled.$defs as Record<string, Schema>)) if (!Object.hasOwn(defs, name)) defs[name] = def;
  }
  return {
    defs: localRefs(defs) as Record<string, Schema>,
    ref: (id) => {
      const name = roots.get(id);
      if (!name) throw new Error(`openapi: ${id} is not embedded`);
      return ref(name);
    },
  };
}

function localRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localRefs);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = key === "$ref" && typeof v === "string" && v.startsWith("#/$defs/") ? `#/components/schemas/${v.slice("#/$defs/".length)}` : localRefs(v);
  }
  return out;
}

const commonHeaders = {
  "Bizdoc-Version": { $ref: "#/components/headers/Bizdoc-Version" },
  "GOBL-Version": { $ref: "#/components/headers/GOBL-Version" },
  "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
  "Server-Timing": { $ref: "#/components/headers/Server-Timing" },
};
const cachedHeaders = { ...commonHeaders, ETag: { $ref: "#/components/headers/ETag" }, "Cache-Control": { $ref: "#/components/headers/Cache-Control" } };
/** The warnings a document operation answers beside its result (or its refusal): the document's fields no schema defines. */
const UNKNOWN_FIELD_WARNINGS =
  "the request document's fields no schema defines (`BIZDOC-UNKNOWN-FIELD`, `properties` the field's path, `description` naming the closest field the schema has: `bill.Invoice has no field 'custmer': did you mean 'customer'?`), which the answer leaves out as GOBL does (GOBL without a word); set before the operation runs, so a refusal carries them too";
const documentWarningHeaders = {
  "Bizdoc-Warning-Count": { description: "How many warnings there are (see `Bizdoc-Warnings`); 0 when none.", schema: { type: "integer", minimum: 0 } },
  "Bizdoc-Warnings": {
    description: `When there are warnings: ${UNKNOWN_FIELD_WARNINGS}. A JSON array of \`{ code, properties, description }\`, non-ASCII characters escaped, as many as fit 6,000 characters (\`Bizdoc-Warning-Count\` tells how many there were). \`strict: true\` refuses such a document instead.`,
    schema: { type: "string" },
  },
};
/** `strict`, a member of every document operation's body. */
const strictMember = {
  type: "boolean",
  default: false,
  description:
    "Refuse a document with fields no schema defines (422 `validation`, one `BIZDOC-UNKNOWN-FIELD` fault each, naming the closest field) instead of answering without them and naming them in `Bizdoc-Warnings`.",
};

const json = (schema: Schema, examples?: Record<string, Example>) => ({
  "application/json": { schema, ...(examples && Object.keys(examples).length > 0 ? { examples } : {}) },
});
const ok = (description: string, schema: Schema, headers: Record<string, unknown> = commonHeaders, examples?: Record<string, Example>) => ({
  description,
  headers,
  content: json(schema, examples),
});

const errorResponse = (description: string, examples: Record<string, Example>, extraHeaders: Record<string, unknown> = {}, schema: Schema = ref("Error")) => ({
  description,
  headers: { ...commonHeaders, ...extraHeaders },
  content: json(schema, examples),
});
const shared = (status: keyof typeof SHARED_ERRORS) => response(SHARED_ERRORS[status].component);
/** 405, with the answer to the first method the path does not take (the path's parameters filled with their examples). */
const methodNotAllowed = (path: ExamplePath, methods: string[]) => {
  const refused = ["GET", "POST"].find((method) => !methods.includes(method))!;
  return errorResponse(
    "The path does not take this method (key `input`); `Allow` names the ones it takes",
    { [refused.toLowerCase()]: errorExample(`${refused} ${path}`, 405, "input", `${refused} is not allowed on /v0${path}; use ${methods.join(" or ")}`) },
    { Allow: { $ref: "#/components/headers/Allow" } },
  );
};
/**
 * The probes are answered before anything else (server/health.ts): without
 * the headers every other answer carries, and before a body's declared
 * length is checked.
 */
const probeHeaders = { "Cache-Control": { description: "`no-store`: a probe's answer is never cached.", schema: { type: "string", const: "no-store" } } };
const probeMethodNotAllowed = (path: ExamplePath) => {
  const { description, content } = methodNotAllowed(path, ["GET"]);
  return { description, headers: { Allow: { $ref: "#/components/headers/Allow" } }, content };
};
/** The errors every path can answer, whatever it does: a method it does not take, a body declared too large, a bug. */
const anyPathErrors = (path: ExamplePath, methods: string[]) => ({ "405": methodNotAllowed(path, methods), "413": shared(413), "500": shared(500) });

/** The examples of exchanges answered with `status`, by name (undefined when none is). */
const answers = (list: Exchange[], status: number) => {
  const matching = list.filter((e) => e.status === status && !e.answerHidden);
  return matching.length === 0 ? undefined : Object.fromEntries(matching.map((e) => [e.name, exampleOf(e, e.answer)]));
};
const requests = (list: Exchange[]) => Object.fromEntries(list.filter((e) => e.request !== undefined).map((e) => [e.name, exampleOf(e, e.request)]));

const described = new WeakMap<Engine, Promise<OpenAPIDocument>>();
const WITHOUT_EXAMPLES: Record<ExampleOperation, Exchange[]> = { build: [], validate: [], correct: [], replicate: [], sign: [], verify: [], keygen: [], convert: [], render: [] };

/**
 * The description of the API `engine` serves. Made once per engine: its
 * examples are the engine's answers, with fixed stand-ins for what the
 * engine makes anew on every call (openapi-examples.ts), so every caller is
 * given the very same document, by any process at any time.
 */
export function openapiDocument(engine: Engine): Promise<OpenAPIDocument> {
  let document = described.get(engine);
  if (document === undefined) {
    document = operationExchanges(engine)
      // An engine that cannot answer the examples (a stand-in, a broken plugin) is still described, only without them.
      .catch(() => WITHOUT_EXAMPLES)
      .then((exchanges) => describe(engine, exchanges));
    // A failure reaches whoever asks for the description (and the error log), not the process as an unhandled rejection.
    document.catch(() => undefined);
    described.set(engine, document);
  }
  return document;
}

function describe(engine: Engine, exchanges: Record<ExampleOperation, Exchange[]>): OpenAPIDocument {
  const kinds = engine.kinds.list().map((k) => k.id);
  const published = embeddedSchemas(engine, [
    ENVELOPE_ID,
    ...kinds,
    `${SCHEMA_BASE}tax/regime-def`,
    `${SCHEMA_BASE}tax/addon-def`,
    `${SCHEMA_BASE}i18n/string`,
    `${SCHEMA_BASE}bill/correction-options`,
  ]);
  const i18n = published.ref(`${SCHEMA_BASE}i18n/string`);
  const kindSchemas: Record<string, Schema> = {};
  for (const id of kinds) {
    kindSchemas[componentName(id)] = {
      description: `A ${id.slice(SCHEMA_BASE.length)} document (schema ${id}, served at /v0/schemas/${id.slice(SCHEMA_BASE.length)}).`,
      ...published.ref(id),
      required: ["$schema"],
      properties: { $schema: { const: id } },
    };
  }
  const kindRefs = Object.keys(kindSchemas).map(ref);
  const invoiceName = kindSchemas.Invoice ? "Invoice" : undefined;

  /**
   * A document operation: POST with a JSON body, answered 200 or with an
   * error. Its examples are the exchanges of the same name: each request
   * example has its answer under the status it gets.
   */
  const documentOp = (op: {
    id: ExampleOperation;
    tag: string;
    summary: string;
    description: string;
    request: string;
    result: Schema;
    resultText: string;
    /** Other request bodies the operation takes (an XML body), by media type. */
    otherContent?: Record<string, unknown>;
    parameters?: unknown[];
    /** Whether its answers carry the document's unknown fields in the warning headers. */
    warnings?: boolean;
  }) => {
    // An operation that also takes XML says so when it refuses another type.
    const accepted = ["application/json", ...Object.keys(op.otherContent ?? {})];
    const unsupported =
      accepted.length > 1
        ? errorResponse(SHARED_ERRORS[415].description.replace("`application/json`", accepted.map((t) => `\`${t}\``).join(" or ")), {
            "text-plain": errorExample("A `text/plain` body", 415, "input", `request bodies must be ${[...accepted, "text/xml", "application/*+xml"].join(" or ")}, not text/plain`),
          })
        : shared(415);
    const list = exchanges[op.id];
    const own400 = answers(list, 400);
    const own422 = answers(list, 422) ?? {};
    const warned = op.warnings === false ? {} : documentWarningHeaders;
    const responses = {
      "200": ok(op.resultText, op.result, { ...commonHeaders, ...warned }, answers(list, 200)),
      "400": own400 ? errorResponse(SHARED_ERRORS[400].description, { ...SHARED_ERRORS[400].examples, ...own400 }) : shared(400),
      "408": shared(408),
      "415": unsupported,
      "422": errorResponse(UNPROCESSABLE, own422, warned),
      ...anyPathErrors(`/${op.id}`, ["POST"]),
    };
    assertListed(op.id, list, responses);
    return {
      post: {
        operationId: op.id,
        tags: [op.tag],
        summary: op.summary,
        description: op.description,
        ...(op.parameters ? { parameters: op.parameters } : {}),
        requestBody: { required: true, content: { ...json(ref(op.request), requests(list)), ...op.otherContent } },
        responses,
      },
    };
  };

  /**
   * A reference query: GET, cacheable, 304 when the caller's ETag still
   * holds. `path` has its parameters filled with their examples; `notFound`
   * and `badRequest` are the answers to the requests their examples name.
   */
  const referenceOp = (op: {
    id: string;
    path: ExamplePath;
    summary: string;
    description: string;
    result: Schema;
    resultText: string;
    parameters?: unknown[];
    notFound?: Record<string, Example>;
    badRequest?: Record<string, Example>;
  }) => ({
    get: {
      operationId: op.id,
      tags: ["Reference"],
      summary: op.summary,
      description: op.description,
      parameters: [...(op.parameters ?? []), { $ref: "#/components/parameters/If-None-Match" }],
      responses: {
        "200": ok(op.resultText, op.result, cachedHeaders),
        "304": response("NotModified"),
        ...(op.badRequest ? { "400": errorResponse("A query parameter or a path that cannot be read (key `input`)", op.badRequest) } : {}),
        ...(op.notFound ? { "404": errorResponse("Nothing by that name (key `not-found`)", op.notFound) } : {}),
        ...anyPathErrors(op.path, ["GET"]),
      },
    },
  });
  const badEncoding = (path: string) => ({
    "bad-encoding": errorExample(`GET ${path}: a path that is not valid percent-encoding`, 400, "input", "the request path is not valid percent-encoding"),
  });

  const paths: Record<string, Record<string, Operation>> = {
    "/": {
      get: {
        operationId: "about",
        tags: ["Meta"],
        summary: "Service metadata",
        description:
          "Names the service and gives its version and the GOBL version whose documents and digests it reproduces. (Probes: see `/health` and `/ready`.)",
        responses: { "200": ok("What this service is", ref("About")), ...anyPathErrors("/", ["GET"]) },
      },
    },
    "/health": {
      get: {
        operationId: "health",
        tags: ["Meta"],
        summary: "Liveness",
        description:
          "Liveness: answers as long as the process serves HTTP. It does no work, is never cached, and is neither logged nor counted in the metrics, so a probe may call it as often as it likes. " +
          "Whether to send requests is `/ready`'s answer.",
        responses: {
          "200": ok("The process is alive", ref("Health"), probeHeaders, { ok: { summary: "Alive", value: { status: "ok" } } }),
          "405": probeMethodNotAllowed("/health"),
        },
      },
    },
    "/ready": {
      get: {
        operationId: "ready",
        tags: ["Meta"],
        summary: "Readiness",
        description:
          "Readiness: 200 once the engine is created and answers, while the server takes requests; 503 from the moment it starts shutting down (SIGTERM), so a load balancer stops sending new requests while those in flight finish. " +
          "Cheap, never cached, neither logged nor counted in the metrics.",
        responses: {
          "200": ok("Ready for requests", ref("Readiness"), probeHeaders, { ready: { summary: "Ready", value: { status: "ready" } } }),
          "503": ok("Not ready: send requests elsewhere", ref("Readiness"), probeHeaders, {
            stopping: { summary: "Shutting down", value: { status: "stopping" } },
            "engine-failing": { summary: "The engine does not answer", value: { status: "engine-failing" } },
          }),
          "405": probeMethodNotAllowed("/ready"),
        },
      },
    },
    "/docs": {
      get: {
        operationId: "docs",
        tags: ["Meta"],
        summary: "API reference page",
        description:
          "This description, rendered as a web page (Swagger UI, served from this origin; its files are under `/v0/docs/assets/`). Works with or without a trailing slash. Revalidated on every use (`Cache-Control: no-cache`): 304 while the caller's ETag still holds.",
        parameters: [{ $ref: "#/components/parameters/If-None-Match" }],
        responses: {
          "200": {
            description: "The page",
            headers: {
              ...commonHeaders,
              ETag: { $ref: "#/components/headers/ETag" },
              "Content-Security-Policy": { description: "The page loads nothing but from this origin.", schema: { type: "string", examples: [DOCS_CONTENT_SECURITY_POLICY] } },
            },
            content: { "text/html": { schema: { type: "string" } } },
          },
          "304": response("NotModified"),
          "404": errorResponse("The page's files were not built with the server (key `not-found`)", {
            "not-built": errorExample("A server started without its built assets", 404, "not-found", DOCS_NOT_BUILT),
          }),
          ...anyPathErrors("/docs/", ["GET"]),
        },
      },
    },
    "/build": documentOp({
      id: "build",
      tag: "Documents",
      summary: "Build a document",
      description:
        "Completes a partial document: normalises it, calculates what can be derived (sums, taxes, totals) and checks it against the schema and every rule that applies. " +
        "`template` is merged underneath `data` first (members of `data` win; arrays are replaced, not merged). " +
        "An envelope in gives an envelope out (header UUID kept, digest recomputed, signatures dropped); `envelop: true` wraps a bare document. " +
        "A member the body does not define (`envelope` for `envelop`) is refused, 400, naming the closest one, on every document operation. " +
        "Fields of the document no schema defines (`custmer`, `lines[0].item.prize`) are left out, as GOBL leaves them out, and named in `Bizdoc-Warnings` (on `/validate`, `/correct`, `/replicate`, `/sign`, `/verify` and `/convert` too); `strict: true` refuses them instead.",
      request: "BuildRequest",
      result: ref("DocumentOrEnvelope"),
      resultText: "The built document, or envelope",
    }),
    "/validate": documentOp({
      id: "validate",
      tag: "Documents",
      summary: "Validate a document",
      description:
        "Checks a document or envelope exactly as sent, without completing it; an envelope's digest must match its document. Faults come back as a 422 error. " +
        "With an XML invoice as the body instead (`Content-Type: application/xml`): checks it natively against the official rules, the UBL 2.1 or CII D16B schema (`xsd`), EN 16931 (`en16931`), " +
        "and Peppol BIS 3 (`peppol`) or XRechnung (`xrechnung`) when its CustomizationID (CII: guideline ID) claims them, or the rule sets named in `rules`. " +
        "Answers `{ ok: true, warnings }` when no fatal rule is broken, otherwise a 422 whose faults carry the official rule codes (`BR-CO-10`, `PEPPOL-EN16931-R001`, `BR-DE-1`), each with its `flag`, business `terms`, XPath and `line`.",
      request: "ValidateRequest",
      result: { oneOf: [ref("Ok"), ref("XMLValidationOk")] },
      resultText: "The document is valid (for XML: no fatal rule broken)",
      parameters: [
        {
          name: "rules",
          in: "query",
          required: false,
          description: "With an XML body: the rule sets to check, comma-separated (`xsd`, `en16931`, `peppol`, `xrechnung`); by default those the document's customization selects.",
          schema: { type: "string" },
        },
      ],
      otherContent: { "application/xml": { schema: { type: "string", description: "An XML invoice (UBL Invoice or CreditNote, CII CrossIndustryInvoice) to check against the official rules." } } },
    }),
    "/correct": documentOp({
      id: "correct",
      tag: "Documents",
      summary: "Make a corrective document",
      description:
        "Turns an invoice into its credit note, debit note or corrective invoice according to `options` (the original becomes the preceding reference). " +
        "An envelope in gives a new envelope out. With `schema: true`, answers instead the JSON Schema of the options the document's regime accepts (null when the document cannot be corrected).",
      request: "CorrectRequest",
      result: { anyOf: [ref("Envelope"), ...(invoiceName ? [ref(invoiceName)] : []), ref("CorrectionOptionsSchema"), { type: "null" }] },
      resultText: "The corrective document or envelope, or the correction-options schema",
    }),
    "/replicate": documentOp({
      id: "replicate",
      tag: "Documents",
      summary: "Copy a document to issue again",
      description: "Clears what must differ in a new issue (UUID, code, dates) and recalculates. An envelope gets a new header; stamps and signatures never carry over.",
      request: "ReplicateRequest",
      result: ref("DocumentOrEnvelope"),
      resultText: "The copy, as a document or envelope",
    }),
    "/sign": documentOp({
      id: "sign",
      tag: "Signing",
      summary: "Build, envelope and sign a document",
      description:
        "Builds the document (merged over `template` when given), wraps it in an envelope and adds an ES256 JSON Web Signature over the header, made with `privatekey`. " +
        "Signatures already on an envelope are kept. The private key is used for this request only: it is never stored, logged or echoed.",
      request: "SignRequest",
      result: ref("SignedEnvelope"),
      resultText: "The signed envelope",
    }),
    "/verify": documentOp({
      id: "verify",
      tag: "Signing",
      summary: "Verify a signed envelope",
      description:
        "Checks that the envelope is valid, that its digest matches its document, and that every signature verifies with `publickey` (ES256 only) and vouches for this header. " +
        "With a signed XML file as the body instead (`Content-Type: application/xml`: a FacturaE, FatturaPA or TicketBAI file, its format recognised or named in `format`): verifies its XAdES signatures, " +
        "each reference's digest and the signature value with the certificate the file carries, the XAdES signing certificate and signing time, and for FacturaE the FacturaE signature policy 3.1. " +
        "Answers `{ ok: true, format, signatures }` saying who signed (the certificate's subject and issuer), when and under which policy; a signature that does not hold, or a file that carries none, is a 422 `signature` error whose faults say what (`BIZDOC-XMLSIG-DIGEST`: the document changed after it was signed). " +
        "Whether the certificate's issuer is an authority you trust is not checked: compare `signer.issuer` with those you accept.",
      request: "VerifyRequest",
      result: { oneOf: [ref("Ok"), ref("XMLSignatureOk")] },
      resultText: "Every signature holds",
      parameters: [
        {
          name: "format",
          in: "query",
          required: false,
          description: "With an XML body: the file's format (`facturae`, `fatturapa`); recognised from its root element when not given.",
          schema: { type: "string" },
        },
      ],
      otherContent: { "application/xml": { schema: { type: "string", description: "A signed FacturaE 3.2.2 or FatturaPA 1.2.2 file." } } },
    }),
    "/keygen": {
      post: {
        operationId: "keygen",
        tags: ["Signing"],
        summary: "Generate a key pair",
        description: "Makes a new ES256 (ECDSA P-256) key pair as JWKs sharing a UUID `kid`. The request needs no body (one sent is not read). Nothing is kept: store the private key yourself.",
        responses: { "200": ok("A new key pair", ref("KeyPair"), commonHeaders, answers(exchanges.keygen, 200)), ...anyPathErrors("/keygen", ["POST"]) },
      },
    },
    "/schemas": referenceOp({
      id: "listSchemas",
      path: "/schemas",
      summary: "List the JSON Schemas",
      description: "The ID of every JSON Schema the service publishes.",
      result: ref("SchemaList"),
      resultText: "Every schema ID",
    }),
    "/schemas/{path}": referenceOp({
      id: "getSchema",
      path: "/schemas/bill/invoice",
      summary: "Get one JSON Schema",
      description:
        "One JSON Schema by its path under `https://gobl.org/draft-0/` (for example `bill/invoice`; a trailing `.json` is allowed, and the path may contain slashes). " +
        "With `bundle`, every schema it refers to is copied under `$defs`, so the result stands alone.",
      parameters: [
        { name: "path", in: "path", required: true, description: "Schema path, such as `bill/invoice` or `org/party.json`.", schema: { type: "string" }, example: "bill/invoice" },
        {
          name: "bundle",
          in: "query",
          required: false,
          description: "Inline every referenced schema (present without a value, `true` or `1`; `false` or `0` turn it off).",
          schema: { type: "string", enum: ["", "true", "1", "false", "0"] },
          allowEmptyValue: true,
        },
      ],
      notFound: { "no-such-schema": errorExample("GET /schemas/no/such", 404, "not-found", "no schema 'no/such'") },
      badRequest: {
        "bad-bundle": errorExample("GET /schemas/bill/invoice?bundle=maybe", 400, "input", "query parameter 'bundle' must be true or false"),
        ...badEncoding("/schemas/%E0"),
      },
      result: ref("JSONSchema"),
      resultText: "The schema",
    }),
    "/regimes": referenceOp({
      id: "listRegimes",
      path: "/regimes",
      summary: "List the tax regimes",
      description: "A summary of every tax regime the service knows.",
      result: ref("RegimeList"),
      resultText: "Every regime, summarised",
    }),
    "/regimes/{code}": referenceOp({
      id: "getRegime",
      path: "/regimes/ES",
      summary: "Get one tax regime",
      description: "The full definition of a tax regime (categories, rates, scenarios, corrections, ...), by country code in any case.",
      parameters: [{ name: "code", in: "path", required: true, description: "Country code of the regime.", schema: { type: "string" }, example: "ES" }],
      notFound: { "no-such-regime": errorExample("GET /regimes/XX", 404, "not-found", "no regime 'XX'") },
      badRequest: badEncoding("/regimes/%E0"),
      result: ref("RegimeDefinition"),
      resultText: "The regime definition",
    }),
    "/addons": referenceOp({
      id: "listAddons",
      path: "/addons",
      summary: "List the addons",
      description: "A summary of every format or process addon the service knows.",
      result: ref("AddonList"),
      resultText: "Every addon, summarised",
    }),
    "/addons/{key}": referenceOp({
      id: "getAddon",
      path: "/addons/es-verifactu-v1",
      summary: "Get one addon",
      description: "The full definition of an addon (extensions, scenarios, corrections), by key.",
      parameters: [{ name: "key", in: "path", required: true, description: "The addon's key.", schema: { type: "string" }, example: "es-verifactu-v1" }],
      notFound: { "no-such-addon": errorExample("GET /addons/no-such-addon", 404, "not-found", "no addon 'no-such-addon'") },
      badRequest: badEncoding("/addons/%E0"),
      result: ref("AddonDefinition"),
      resultText: "The addon definition",
    }),
    "/formats": referenceOp({
      id: "listFormats",
      path: "/formats",
      summary: "List the XML formats",
      description: "The XML formats documents can be converted to and from (`/convert`), each with the profiles it writes and the addons that select them.",
      result: ref("FormatList"),
      resultText: "Every format and its profiles",
    }),
    "/convert": convertPath(exchanges.convert),
    "/render": renderPath(exchanges.render),
    "/openapi.json": referenceOp({
      id: "openapi",
      path: "/openapi.json",
      summary: "This description",
      description: "The OpenAPI 3.1 description of this API.",
      result: { type: "object", required: ["openapi", "info", "paths"], properties: { openapi: { type: "string", const: "3.1.0" } } },
      resultText: "The OpenAPI document",
    }),
    "/mcp": mcpPath(),
  };

  const data = (description: string): Schema => ({
    description,
    type: ["object", "array", "string", "number", "boolean"],
  });
  const template: Schema = { type: "object", description: "A partial document merged underneath `data` (members of `data` win; arrays are replaced)." };
  const typeHint: Schema = { type: "string", description: "The kind of document when `data` has no `$schema`: `bill/invoice`, `bill.Invoice`, `Invoice` or the full schema ID.", examples: ["bill/invoice"] };

  const schemas: Record<string, Schema> = {
    About: {
      type: "object",
      required: ["name", "description", "version", "gobl"],
      properties: {
        name: { type: "string", const: "bizdoc" },
        description: { type: "string" },
        version: { type: "string", description: "Version of this service.", examples: [VERSION] },
        gobl: { type: "string", description: "GOBL version whose documents, results and digests the service reproduces.", examples: [GOBL_VERSION] },
      },
    },
    BuildRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: data("The document (partial or complete) or an envelope."),
        template,
        type: typeHint,
        envelop: { type: "boolean", default: false, description: "Wrap a bare document in an envelope (an envelope in is always answered with an envelope)." },
        strict: strictMember,
      },
      additionalProperties: false,
    },
    ValidateRequest: { type: "object", required: ["data"], properties: { data: data("The document or envelope to check."), strict: strictMember }, additionalProperties: false },
    XMLValidationOk: {
      type: "object",
      required: ["ok", "syntax", "customization", "rules", "warnings"],
      properties: {
        ok: { type: "boolean", const: true },
        syntax: { type: "string", description: "The syntax recognised: `ubl` or `cii`.", examples: ["ubl"] },
        customization: { type: ["string", "null"], description: "The CustomizationID (CII: guideline ID) the document states." },
        rules: { type: "array", items: { type: "string" }, description: "The rule sets checked.", examples: [["xsd", "en16931", "peppol"]] },
        warnings: { type: "array", items: ref("XMLRuleFault"), description: "Rules broken with a warning flag: the document is valid all the same." },
      },
    },
    XMLSignatureOk: {
      type: "object",
      required: ["ok", "format", "signatures"],
      properties: {
        ok: { type: "boolean", const: true },
        format: { type: "string", description: "The file's format.", examples: ["facturae"] },
        signatures: {
          type: "array",
          description: "Each signature of the file, every one holding.",
          items: {
            type: "object",
            required: ["valid", "algorithm", "faults"],
            properties: {
              valid: { type: "boolean", const: true },
              signer: {
                type: "object",
                description: "The certificate the signature carries.",
                required: ["subject", "issuer", "serialNumber", "validFrom", "validTo"],
                properties: {
                  subject: { type: "string", description: "The subject's distinguished name (RFC 4514).", examples: ["CN=EIDAS CERTIFICADO PRUEBAS - 99999999R,SN=EIDAS CERTIFICADO,GN=PRUEBAS,serialNumber=IDCES-99999999R,C=ES"] },
                  commonName: { type: "string" },
                  issuer: { type: "string", description: "The issuer's distinguished name (RFC 4514): whether you trust it is yours to decide.", examples: ["CN=AC FNMT Usuarios,OU=Ceres,O=FNMT-RCM,C=ES"] },
                  serialNumber: { type: "string", description: "Hexadecimal." },
                  validFrom: { type: "string", format: "date-time" },
                  validTo: { type: "string", format: "date-time" },
                },
              },
              signedAt: { type: "string", format: "date-time", description: "The signing time the signature states (xades:SigningTime)." },
              algorithm: { type: "string", description: "The signature method.", examples: ["http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"] },
              policy: { type: "string", description: "The signature policy (XAdES-EPES), when there is one." },
              roles: { type: "array", items: { type: "string" }, description: "The roles the signer claims." },
              faults: { type: "array", items: ref("Fault"), maxItems: 0 },
            },
          },
        },
      },
    },
    XMLRuleFault: {
      type: "object",
      required: ["code", "flag", "properties", "description", "terms", "line", "ruleSet"],
      properties: {
        code: { type: "string", description: "The official rule ID.", examples: ["BR-CO-10"] },
        flag: { type: "string", enum: ["fatal", "warning", "information"] },
        properties: { type: "array", items: { type: "string" }, description: "The XPath of the element (or attribute) the rule broke on.", examples: [["/ubl:Invoice[1]/cac:LegalMonetaryTotal[1]"]] },
        description: { type: "string" },
        terms: { type: "array", items: { type: "string" }, description: "The business terms and groups of EN 16931 the rule is about.", examples: [["BT-106"]] },
        line: { type: "integer", description: "The line of the XML where the element starts." },
        ruleSet: { type: "string", description: "The rule set the rule belongs to.", examples: ["en16931"] },
      },
    },
    CorrectRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: data("The invoice, or an envelope holding it, to correct."),
        options: {
          type: "object",
          description: "Correction options: `type` (`credit-note`, `corrective` or `debit-note`, as the regime allows), and optionally `issue_date`, `series`, `stamps`, `reason`, `ext`, `copy_tax`.",
          ...published.ref(`${SCHEMA_BASE}bill/correction-options`),
        },
        schema: { type: "boolean", default: false, description: "Answer the JSON Schema of the options for this document's regime instead of correcting." },
        strict: { ...strictMember, description: `${strictMember.description} Fields of \`options\` no schema defines count too (\`$.options.reasn\`).` },
      },
      additionalProperties: false,
    },
    ReplicateRequest: { type: "object", required: ["data"], properties: { data: data("The document or envelope to copy."), strict: strictMember }, additionalProperties: false },
    SignRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: data("The document or envelope to sign."),
        template,
        privatekey: { ...ref("PrivateJWK"), description: "The ES256 private key to sign with." },
        type: typeHint,
        envelop: { type: "boolean", default: true, description: "Accepted for compatibility; a signed document is always an envelope." },
        strict: strictMember,
      },
      additionalProperties: false,
    },
    VerifyRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: data("The signed envelope."),
        publickey: { ...ref("JWK"), description: "The ES256 public key to verify with (a private part, if sent, is ignored)." },
        strict: { ...strictMember, description: "Refuse a signed envelope with fields no schema defines (422 `validation`, `BIZDOC-UNKNOWN-FIELD`): its digest and signatures do not cover them." },
      },
      additionalProperties: false,
    },
    Ok: { type: "object", required: ["ok"], properties: { ok: { type: "boolean", const: true } } },
    Health: { type: "object", required: ["status"], properties: { status: { type: "string", const: "ok" } } },
    Readiness: { type: "object", required: ["status"], properties: { status: { type: "string", enum: ["ready", "stopping", "engine-failing"] } } },
    ...JSON_RPC_SCHEMAS,
    JWK: {
      type: "object",
      description: "An ECDSA P-256 key for ES256, as a JSON Web Key (RFC 7517).",
      required: ["kty", "crv", "x", "y"],
      properties: {
        kty: { type: "string", const: "EC" },
        crv: { type: "string", const: "P-256" },
        alg: { type: "string", const: "ES256" },
        use: { type: "string", examples: ["sig"] },
        kid: { type: "string", description: "Key ID; keys made by keygen carry a UUID." },
        x: { type: "string", description: "X coordinate, base64url." },
        y: { type: "string", description: "Y coordinate, base64url." },
        d: { type: "string", description: "Private exponent, base64url (private keys only)." },
      },
    },
    PrivateJWK: { allOf: [ref("JWK"), { required: ["d"] }] },
    PublicJWK: { allOf: [ref("JWK"), { not: { required: ["d"] } }] },
    KeyPair: {
      type: "object",
      required: ["private", "public"],
      properties: {
        private: { ...ref("PrivateJWK"), description: "Keep it secret; sign with it." },
        public: { ...ref("PublicJWK"), description: "Publish it; verify with it." },
      },
    },
    Envelope: {
      description: "A document wrapped with a header (UUID, digest, stamps) and optional signatures.",
      ...published.ref(ENVELOPE_ID),
      required: ["$schema"],
      properties: { $schema: { const: ENVELOPE_ID } },
    },
    SignedEnvelope: { allOf: [ref("Envelope"), { required: ["sigs"], properties: { sigs: { type: "array", minItems: 1 } } }] },
    ...kindSchemas,
    Document: { description: "Any document kind the service builds, told apart by `$schema`.", anyOf: kindRefs },
    DocumentOrEnvelope: { anyOf: [ref("Envelope"), ref("Document")] },
    CorrectionOptionsSchema: {
      type: "object",
      description: "A JSON Schema (draft 2020-12) of the correction options for one regime; its `$id` is `https://gobl.org/draft-0/bill/correction-options?tax_regime=<code>`.",
      required: ["$schema", "$id", "$defs"],
    },
    // (`$id`, `$ref` and `$defs` are left out of `properties`: keyword-named properties confuse some schema tools.)
    JSONSchema: {
      type: "object",
      description: "A JSON Schema (draft 2020-12), identified by its `$id`.",
      required: ["$schema", "$id"],
    },
    SchemaList: {
      type: "object",
      required: ["schemas"],
      properties: { schemas: { type: "array", items: { type: "string", format: "uri" }, examples: [[`${SCHEMA_BASE}bill/invoice`, `${SCHEMA_BASE}org/party`]] } },
    },
    RegimeSummary: {
      type: "object",
      required: ["country", "name"],
      properties: {
        country: { type: "string", examples: ["ES"] },
        name: i18n,
        description: i18n,
        currency: { type: "string", examples: ["EUR"] },
      },
    },
    RegimeList: { type: "object", required: ["regimes"], properties: { regimes: { type: "array", items: ref("RegimeSummary") } } },
    RegimeDefinition: { description: "A tax regime's full definition.", ...published.ref(`${SCHEMA_BASE}tax/regime-def`) },
    AddonSummary: {
      type: "object",
      required: ["key", "name"],
      properties: {
        key: { type: "string", examples: ["es-verifactu-v1"] },
        name: i18n,
        description: i18n,
        requires: { type: "array", items: { type: "string" } },
      },
    },
    AddonList: { type: "object", required: ["addons"], properties: { addons: { type: "array", items: ref("AddonSummary") } } },
    FormatList: {
      type: "object",
      required: ["formats"],
      properties: {
        formats: {
          type: "array",
          items: {
            type: "object",
            required: ["key", "name", "profiles"],
            properties: {
              key: { type: "string", examples: ["ubl"] },
              name: { type: "string" },
              profiles: {
                type: "array",
                items: {
                  type: "object",
                  required: ["key", "name", "addons"],
                  properties: {
                    key: { type: "string", examples: ["xrechnung"] },
                    name: { type: "string" },
                    addons: { type: "array", items: { type: "string" }, description: "The addons a document needs for this profile to be chosen by default." },
                    requires: { type: "array", items: { type: "string" }, description: "The addons the profile adds to a document that lacks them before writing it (the document is built again with them)." },
                    customization: { type: "string", description: "The customization ID the XML carries." },
                    ruleSets: {
                      type: "array",
                      items: { type: "string" },
                      description: "The rule sets (see `/validate`) the XML written under this profile is checked with before it is answered: XML that would break one of their fatal rules is refused (422).",
                      examples: [["xsd", "en16931", "peppol"]],
                    },
                  },
                },
              },
              options: { type: "array", items: { type: "string" }, description: "The members of `options` the format takes beside the document (`/convert`)." },
              signs: { type: "boolean", description: "Whether a `certificate` signs what the format writes." },
            },
          },
        },
      },
    },
    ConvertToXMLRequest: {
      type: "object",
      required: ["data", "format"],
      properties: {
        data: data("The document (partial or complete) or envelope to build and write as XML."),
        format: { type: "string", description: "The XML format (see `/formats`).", examples: ["ubl"] },
        profile: {
          type: "string",
          description: "The profile to write under; by default the one an envelope read from XML was read under (`head.meta[\"xml-profile\"]`), else the one the document's `$addons` select.",
          examples: ["xrechnung"],
        },
        strict: strictMember,
        certificate: {
          type: "object",
          required: ["p12", "password"],
          description:
            "Signs the XML once written and checked, for a format that signs (see `/formats`: `facturae`, XAdES-EPES under the FacturaE 3.1 policy; `fatturapa`, XAdES-BES; the signature's Ids from the envelope's `head.uuid`); another format is a 400. " +
            "Used for this request only: never logged, never kept, never echoed in an error. A p12 that is not base64 or cannot be read, or a wrong password, is a 400.",
          properties: {
            p12: { type: "string", contentEncoding: "base64", description: "The signer's PKCS#12 (.p12 / .pfx) file, standard base64: an RSA private key and its certificate." },
            password: { type: "string", format: "password", description: "The PKCS#12's password." },
          },
          additionalProperties: false,
        },
        options: {
          type: "object",
          description:
            "The format's own options, beside the document (the members `/formats` lists for it: a record chain's previous link, the invoicing software's data, ...). A member the format does not take is a 400 naming the closest; options for a format that takes none are a 400. What the format gives back beside the XML (the record's new link, its QR code's URL) comes in the `Bizdoc-Details` header, as JSON.",
        },
      },
      additionalProperties: false,
    },
    RenderRequest: {
      type: "object",
      required: ["data", "format"],
      properties: {
        data: data("The document (partial or complete) or envelope to build and render."),
        format: { type: "string", description: "The renderer: `html`, `pdf`, `facturx`.", examples: ["html"] },
        lang: { type: "string", description: "The language to render in (BCP 47); the document's own by default.", examples: ["es"] },
        strict: strictMember,
      },
      additionalProperties: false,
    },
    ConvertFromXMLRequest: {
      type: "object",
      required: ["xml"],
      properties: {
        xml: { type: "string", description: "An XML invoice to read into a built envelope." },
        format: { type: "string", description: "The XML format; recognised from the root element when absent." },
        validate: {
          type: "boolean",
          default: true,
          description: "`false` keeps an invoice that breaks a rule: calculated and enveloped, neither its rules nor its stated totals checked (send the envelope to `/validate` for its faults).",
        },
      },
      additionalProperties: false,
    },
    AddonDefinition: { description: "An addon's full definition.", ...published.ref(`${SCHEMA_BASE}tax/addon-def`) },
    Fault: {
      type: "object",
      required: ["properties", "description"],
      properties: {
        code: { type: "string", description: "The rule's code (GOBL's where the rule is GOBL's).", examples: ["GOBL-NOTE-MESSAGE-01"] },
        properties: { type: "array", items: { type: "string" }, description: "Paths of the offending properties, such as `$.lines[0].item.price`." },
        description: { type: "string" },
        ruleSet: { type: "string", description: "When XML written for the document would break an official rule (`/convert`): the rule set the rule belongs to.", examples: ["peppol"] },
        terms: { type: "array", items: { type: "string" }, description: "With `ruleSet`: the business terms and groups of EN 16931 the rule is about.", examples: [["BT-34"]] },
        xpath: { type: "string", description: "With `ruleSet`: where in the XML that would have been written the rule broke." },
      },
    },
    Error: {
      type: "object",
      required: ["code", "key", "message", "faults"],
      properties: {
        code: { type: "integer", description: "The HTTP status." },
        key: {
          type: "string",
          enum: ["input", "validation", "calculation", "unknown-schema", "signature", "digest", "no-document", "not-found", "unavailable", "internal"],
          description: "What kind of failure: `input` (400, 405, 408, 413, 415, 417, 431), `not-found` (404), `unavailable` (503), `internal` (500), and 422 for the document errors.",
        },
        message: { type: "string" },
        faults: {
          type: "array",
          items: ref("Fault"),
          description:
            "Each problem with the paths where it occurs. At most 1,000 places with a fault are listed (a fault with three paths counts three); beyond that, the last fault, with the code `BIZDOC-FAULTS-MORE` and the path `$`, says how many more places there were.",
        },
      },
    },
  };

  for (const name of Object.keys(published.defs)) {
    if (Object.hasOwn(schemas, name)) throw new Error(`openapi: component ${name} is both ours and a published schema's`);
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "bizdoc API",
      version: VERSION,
      summary: "Tax-aware business documents over HTTP, compatible with GOBL " + GOBL_VERSION,
      description: [
        "Build, validate, correct, replicate, sign and verify business documents (invoices, orders, deliveries, payments, parties, ...) and read the tax regimes, addons and JSON Schemas behind them. " +
          "The same operations are offered to AI agents over MCP at `/v0/mcp`.",
        "No authentication; CORS is open to any origin (every path answers `OPTIONS`). Bodies are JSON; numbers keep their exact text. " +
          "Every error has the shape `{ code, key, message, faults }`, each fault naming the offending properties by JSON path from the document root (`$.lines[0].item.price`; `$.doc....` inside an envelope). " +
          "Whatever the path, a request the server cannot read as HTTP is answered 400, headers too large 431, headers or a body too slow 408, and an `Expect` other than `100-continue` 417, in the same shape, and the connection is closed.",
        "Documents are described by the same JSON Schemas the service publishes at /v0/schemas, inlined here under their type names (`bill.Invoice`, `gobl.Envelope`, ...). " +
          "The examples of the document and signing operations are real: made by this server from the reference example document (" +
          REFERENCE_EXAMPLE.title +
          "), each answer shown under the status it gets. What the server makes anew on every call is shown as fixed values: new UUIDs (stamped " +
          EXAMPLE_TIME +
          "), a copy's issue date, the signing time, the examples' own key pair, and a signature made with a nonce derived from key and message rather than a random one.",
        "Outside `/v0`, the same server answers `GET /` (the playground, a page to try documents in) and `GET /metrics` (Prometheus metrics, text format). " +
          "This description is rendered as a page at `/v0/docs`.",
      ].join("\n\n"),
      license: { name: "Apache-2.0", identifier: "Apache-2.0" },
    },
    // Relative to where this description is served (/v0/openapi.json), so a path prefix in front of /v0 is kept.
    servers: [{ url: ".", description: "This server (/v0)" }],
    tags: [
      { name: "Documents", description: "Build, check, correct and copy documents" },
      { name: "Signing", description: "Sign and verify envelopes; make key pairs" },
      { name: "Reference", description: "JSON Schemas, tax regimes and addons (cacheable)" },
      { name: "MCP", description: "The Model Context Protocol endpoint, for AI agents" },
      { name: "Meta", description: "About the service, its probes and this reference" },
    ],
    paths,
    components: {
      schemas: { ...schemas, ...published.defs },
      parameters: {
        "If-None-Match": {
          name: "If-None-Match",
          in: "header",
          required: false,
          description: "ETag of a copy already held; answered 304 when it is still current.",
          schema: { type: "string" },
        },
      },
      headers: {
        "Bizdoc-Version": { description: "Version of this service.", schema: { type: "string" } },
        "GOBL-Version": { description: "GOBL version the service is compatible with.", schema: { type: "string" } },
        "X-Request-Id": { description: "This request's ID (the caller's own when sent as a plain token); quote it when reporting a problem.", schema: { type: "string" } },
        "Server-Timing": { description: "Time spent reading the body, in the engine and in total (ms).", schema: { type: "string" } },
        ETag: { description: "Strong validator of the answer, for If-None-Match.", schema: { type: "string" } },
        "Cache-Control": { description: "`public, max-age=86400` on reference data.", schema: { type: "string" } },
        Allow: { description: "The methods the path takes.", schema: { type: "string" } },
      },
      responses: {
        ...Object.fromEntries(Object.values(SHARED_ERRORS).map((e) => [e.component, errorResponse(e.description, e.examples)])),
        NotModified: { description: "The copy named by If-None-Match is current", headers: cachedHeaders },
      },
    },
  };
}

const UNPROCESSABLE =
  "The document cannot be processed: `validation` or `calculation` faults, an `unknown-schema`, a `signature` or `digest` that does not hold, or `no-document`";

function exampleOf(exchange: Exchange, value: unknown): Example {
  return { summary: exchange.summary, ...(exchange.description ? { description: exchange.description } : {}), value };
}

/** Every example's answer must be described under its own status, or its request example would promise what the operation does not list. */
function assertListed(operation: string, list: Exchange[], responses: Record<string, unknown>): void {
  for (const exchange of list) {
    if (!Object.hasOwn(responses, String(exchange.status))) {
      throw new Error(`openapi: the ${operation} example ${exchange.name} is answered ${exchange.status}, which ${operation} does not list`);
    }
  }
}

const JSON_RPC_ID: Schema = { type: ["string", "integer"] };

/** JSON-RPC 2.0 messages, as MCP carries them. */
const JSON_RPC_SCHEMAS: Record<string, Schema> = {
  JsonRpcRequest: {
    type: "object",
    description: "A JSON-RPC 2.0 request: answered with a response of the same `id`.",
    required: ["jsonrpc", "id", "method"],
    properties: { jsonrpc: { const: "2.0" }, id: JSON_RPC_ID, method: { type: "string", examples: ["tools/call"] }, params: { type: "object" } },
  },
  JsonRpcNotification: {
    type: "object",
    description: "A JSON-RPC 2.0 notification (no `id`): nothing is answered.",
    required: ["jsonrpc", "method"],
    not: { required: ["id"] },
    properties: { jsonrpc: { const: "2.0" }, method: { type: "string", examples: ["notifications/initialized"] }, params: { type: "object" } },
  },
  JsonRpcResult: {
    type: "object",
    required: ["jsonrpc", "id", "result"],
    properties: { jsonrpc: { const: "2.0" }, id: JSON_RPC_ID, result: { type: "object" } },
  },
  JsonRpcError: {
    type: "object",
    description: "A JSON-RPC 2.0 error; `id` is null when the message could not be read.",
    required: ["jsonrpc", "id", "error"],
    properties: {
      jsonrpc: { const: "2.0" },
      id: { type: ["string", "integer", "null"] },
      error: {
        type: "object",
        required: ["code", "message"],
        properties: { code: { type: "integer", examples: [-32700, -32600, -32000] }, message: { type: "string" }, data: {} },
      },
    },
  },
  JsonRpcMessage: { anyOf: [ref("JsonRpcRequest"), ref("JsonRpcNotification"), ref("JsonRpcResult"), ref("JsonRpcError")] },
  JsonRpcAnswer: { anyOf: [ref("JsonRpcResult"), ref("JsonRpcError")] },
};

/** The MCP tools server/mcp/server.ts registers: the document operations but signing, and the reference data. */
const MCP_TOOLS = { documents: ["build", "validate", "correct", "replicate", "convert", "render", "verify_xml"], reference: ["schema", "regime", "regime_list", "addon", "addon_list"] };

/** The MCP resources server/mcp/server.ts registers (URI or URI template). */
const MCP_RESOURCES = [
  "bizdoc://schemas",
  "bizdoc://schemas/{+path}",
  "bizdoc://regimes",
  "bizdoc://regimes/{code}",
  "bizdoc://addons",
  "bizdoc://addons/{key}",
];

/** A JSON-RPC error as the MCP transport answers it (`id` null: it never got to a message). */
function rpcErrorExample(summary: string, code: number, message: string): Example {
  return { summary, value: { jsonrpc: "2.0", error: { code, message }, id: null } };
}

/**
 * `/v0/mcp`: the MCP Streamable HTTP endpoint of server/mcp/http.ts. Its own
 * errors are JSON-RPC errors; those the app answers before it (a body
 * declared too large, a slow request) and a failure to load the MCP packages
 * are in the one error shape.
 */
/**
 * POST /convert: JSON to XML, or XML (in a JSON member or as the body) to a
 * built envelope. Its examples are exchanges made with the formats the engine has.
 */
function convertPath(list: Exchange[]): Record<string, Operation> {
  const xmlAnswers = list.filter((e) => e.status === 200 && typeof e.answer === "string");
  const jsonAnswers = list.filter((e) => e.status === 200 && typeof e.answer !== "string");
  const named = (items: Exchange[], value: (e: Exchange) => unknown) => (items.length === 0 ? undefined : Object.fromEntries(items.map((e) => [e.name, exampleOf(e, value(e))])));
  const own422 = Object.fromEntries(list.filter((e) => e.status === 422).map((e) => [e.name, exampleOf(e, e.answer)]));
  const jsonRequests = list.filter((e) => e.request !== undefined && typeof e.request !== "string");
  const xmlRequests = list.filter((e) => typeof e.request === "string");
  return {
    post: {
      operationId: "convert",
      tags: ["Formats"],
      summary: "Convert a document to or from XML",
      description:
        "With `{ data, format, profile? }`: builds the document (as `/build` does) and answers it as XML in the format (`ubl`, `cii`; see `/formats`) under the profile named, or the one the document's `$addons` select; " +
        "the `Bizdoc-Format` and `Bizdoc-Profile` headers say which. " +
        "Before it is answered, the XML is checked with the rule sets the profile claims (`ruleSets` in `/formats`): XML that would break a fatal rule is refused, 422, each fault naming the official rule (`code`, `ruleSet`, `terms`), the document's properties that feed it and the `xpath` where it broke, so nothing the profile's rules refuse is answered. " +
        "With `certificate: { p12, password }` (a base64 PKCS#12 and its password; never logged, never kept) the XML is then signed by the format (`facturae`: XAdES-EPES); a format that does not sign, a p12 that cannot be read or a wrong password is a 400. " +
        "An envelope read from XML remembers the profile it was read under (`head.meta[\"xml-profile\"]`) and is written back under it unless another is named. " +
        "With `{ xml, format? }`, or an XML body (`Content-Type: application/xml`, format in `?format=` or recognised): " +
        "reads the invoice and answers the built envelope. An invoice whose XML meets the official rules it claims is read even when it breaks a rule of GOBL's they lack (a tax ID's check digit): its envelope is answered with those faults in the `Bizdoc-Warnings` header; when the XML breaks official rules too, the 422 names both. Totals the XML states that the calculation does not give are a 422 with a `BIZDOC-FORMAT-TOTALS-01` fault for each. " +
        "`validate: false` (`?validate=false` with an XML body) answers the envelope calculated but unchecked, as GOBL's converters read, for an invoice one must keep even when it breaks a rule.",
      parameters: [
        { name: "format", in: "query", required: false, description: "The format of an XML body (recognised when absent).", schema: { type: "string" } },
        { name: "validate", in: "query", required: false, description: "With an XML body: `false` to read without checking rules or stated totals.", schema: { type: "boolean", default: true } },
      ],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: { oneOf: [ref("ConvertToXMLRequest"), ref("ConvertFromXMLRequest")] },
            ...(jsonRequests.length > 0 ? { examples: Object.fromEntries(jsonRequests.map((e) => [e.name, exampleOf(e, e.request)])) } : {}),
          },
          "application/xml": {
            schema: { type: "string", description: "An XML document (UBL Invoice or CreditNote, CII CrossIndustryInvoice, FatturaPA, FA(3), CFDI 4.0 Comprobante, CDAR lifecycle message)." },
            ...(xmlRequests.length > 0 ? { examples: Object.fromEntries(xmlRequests.map((e) => [e.name, exampleOf(e, e.request)])) } : {}),
          },
          "application/pdf": {
            schema: { type: "string", format: "binary", description: "A Factur-X or ZUGFeRD PDF: the CII XML it carries is read as an XML body is (`?validate=false` too)." },
          },
        },
      },
      responses: {
        "200": {
          description: "The XML written, or the envelope read and built",
          headers: {
            "Bizdoc-Format": { description: "The format written (XML answers only).", schema: { type: "string" } },
            "Bizdoc-Profile": { description: "The profile written (XML answers only).", schema: { type: "string" } },
            "Bizdoc-Details": {
              description:
                "What the format gives beside the XML, for formats that give something (XML answers only): a JSON object, non-ASCII characters escaped, such as a record's link in its chain (pass it as the next request's `options.previous`) and its QR code's URL. With `Accept: application/json` the answer is instead one JSON object, `{ xml, format, profile, warnings, details }`.",
              schema: { type: "string" },
            },
            "Bizdoc-Warning-Count": { description: "How many warnings there are (see `Bizdoc-Warnings`).", schema: { type: "integer", minimum: 0 } },
            "Bizdoc-Warnings": {
              description:
                "When there are warnings: for envelopes read from XML, GOBL's faults (`code`, `properties`, `description`, as in an error) of an invoice whose XML meets every fatal rule of the official rule sets it claims, read all the same (`/validate` on the envelope lists them all); for XML written from a document, GOBL's faults of an envelope read from XML written back, and " +
                UNKNOWN_FIELD_WARNINGS +
                " (`strict: true` refuses them instead). A JSON array, non-ASCII characters escaped, as many as fit 6,000 characters (`Bizdoc-Warning-Count` tells how many there were).",
              schema: { type: "string" },
            },
          },
          content: {
            "application/xml": { schema: { type: "string" }, ...(named(xmlAnswers, (e) => e.answer) ? { examples: named(xmlAnswers, (e) => e.answer) } : {}) },
            "application/json": { schema: ref("Envelope"), ...(named(jsonAnswers, (e) => e.answer) ? { examples: named(jsonAnswers, (e) => e.answer) } : {}) },
          },
        },
        "400": shared(400),
        "408": shared(408),
        "415": shared(415),
        "422": errorResponse(UNPROCESSABLE, own422),
        ...anyPathErrors("/convert", ["POST"]),
      },
    },
  };
}

function renderPath(list: Exchange[]): Record<string, Operation> {
  const examples = Object.fromEntries(list.map((e) => [e.name, exampleOf(e, e.request)]));
  const answers = Object.fromEntries(list.filter((e) => e.status === 200).map((e) => [e.name, exampleOf(e, e.answer)]));
  return {
    post: {
      operationId: "render",
      tags: ["Formats"],
      summary: "Render a document for people",
      description:
        "Builds the document (as `/build` does, into an envelope) and answers it rendered by `format`: `html`, a self-contained page (`text/html`); `pdf`, the same page as a PDF with its fonts embedded; `facturx`, a Factur-X / ZUGFeRD PDF/A-3 carrying the invoice's CII XML as `factur-x.xml` (the renderers an engine has). " +
        "`lang` chooses the language (`es`, `de`, `fr`, `el`, ...); by default the document's own (its regime's), English where the renderer has none. The `Bizdoc-Format` header names the renderer.",
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: ref("RenderRequest"),
            ...(list.length > 0 ? { examples } : {}),
          },
        },
      },
      responses: {
        "200": {
          description: "The document rendered",
          headers: { "Bizdoc-Format": { description: "The renderer that rendered it.", schema: { type: "string" } } },
          content: { "text/html": { schema: { type: "string" }, ...(Object.keys(answers).length > 0 ? { examples: answers } : {}) }, "application/pdf": { schema: { type: "string", format: "binary" } } },
        },
        "400": shared(400),
        "408": shared(408),
        "415": shared(415),
        "422": errorResponse(UNPROCESSABLE, Object.fromEntries(list.filter((e) => e.status === 422).map((e) => [e.name, exampleOf(e, e.answer)]))),
        ...anyPathErrors("/render", ["POST"]),
      },
    },
  };
}

function mcpPath(): Record<string, Operation> {
  const names = (list: string[]) => list.map((name) => `\`${name}\``).join(", ");
  const rpcError = (description: string, examples: Record<string, Example>, extraHeaders: Record<string, unknown> = {}) =>
    errorResponse(description, examples, extraHeaders, ref("JsonRpcError"));
  const message = (id: number, method: string, params?: Record<string, unknown>) => ({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) });
  return {
    post: {
      operationId: "mcp",
      tags: ["MCP"],
      summary: "Send MCP messages (Streamable HTTP)",
      description: [
        "The Model Context Protocol over the Streamable HTTP transport, for AI agents and MCP clients: point a client at this URL.",
        "POST one JSON-RPC 2.0 message (or a batch: an array of at most 100) as `application/json`, with `Accept: application/json, text/event-stream` " +
          "(the transport asks for both, though this server always answers plain JSON, never an event stream) and, after `initialize`, optionally `MCP-Protocol-Version`. " +
          "Requests are answered 200 with their JSON-RPC responses; a message with no request in it (notifications, responses) is answered 202 with no body.",
        "Stateless: every POST is served by a fresh MCP server, no `Mcp-Session-Id` is given or needed, and nothing is kept between requests, so any instance can answer any request and `initialize` is optional. " +
          "So there is no server-to-client stream (`GET`) and no session to end (`DELETE`): both, like any method but POST and OPTIONS, are answered 405.",
        `Tools: ${names(MCP_TOOLS.documents)} (the document operations, and verifying a signed XML file's signatures; keys and signing stay out of it), and ${names(MCP_TOOLS.reference)} (JSON Schemas, tax regimes, addons). A tool's result is the JSON of its answer as text; a tool that fails answers \`isError: true\` with the one error shape \`{ code, key, message, faults }\` as text.`,
        `Resources (\`resources/list\`, \`resources/templates/list\`, \`resources/read\`): ${names(MCP_RESOURCES)}.`,
      ].join("\n\n"),
      requestBody: {
        required: true,
        content: json(
          { anyOf: [ref("JsonRpcMessage"), { type: "array", items: ref("JsonRpcMessage"), minItems: 1, maxItems: 100 }] },
          {
            initialize: {
              summary: "Start (optional here: the server keeps no session)",
              value: message(1, "initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "example-client", version: "1.0.0" } }),
            },
            "tools-list": { summary: "List the tools", value: message(2, "tools/list") },
            "call-build": {
              summary: "Build the reference example document with the build tool",
              value: message(3, "tools/call", { name: "build", arguments: { data: REFERENCE_EXAMPLE.document } }),
            },
            "read-regime": { summary: "Read the Spanish regime as a resource", value: message(4, "resources/read", { uri: "bizdoc://regimes/es" }) },
            initialized: { summary: "A notification: answered 202, no body", value: { jsonrpc: "2.0", method: "notifications/initialized" } },
          },
        ),
      },
      responses: {
        "200": ok("The JSON-RPC responses to the requests sent (an array for a batch)", {
          anyOf: [ref("JsonRpcAnswer"), { type: "array", items: ref("JsonRpcAnswer") }],
        }),
        "202": { description: "Only notifications or responses were sent: accepted, nothing to answer", headers: commonHeaders },
        "400": rpcError("The body is not JSON, or not JSON-RPC; or `MCP-Protocol-Version` names a version the server does not support", {
          "parse-error": rpcErrorExample("A body that is not JSON", -32700, "Parse error: Invalid JSON"),
        }),
        "405": rpcError(
          "Any method but POST and OPTIONS: there is no stream to open (GET) and no session to end (DELETE)",
          { get: rpcErrorExample("GET /mcp", -32000, "Method not allowed: this stateless MCP endpoint takes JSON-RPC messages by POST only.") },
          { Allow: { $ref: "#/components/headers/Allow" } },
        ),
        "406": rpcError("`Accept` does not list both `application/json` and `text/event-stream`", {
          "accept-json-only": rpcErrorExample("`Accept: application/json`", -32000, "Not Acceptable: Client must accept both application/json and text/event-stream"),
        }),
        "408": shared(408),
        "413": errorResponse(
          "The body is over the size limit: a declared `Content-Length` over it is refused in the one error shape before the endpoint is reached; a longer body sent without one gets a JSON-RPC error",
          {
            ...SHARED_ERRORS[413].examples,
            "streamed-too-large": rpcErrorExample("A chunked body beyond the default 5 MiB", -32000, "Payload Too Large: Request body must not exceed 5242880 bytes"),
          },
          {},
          { anyOf: [ref("Error"), ref("JsonRpcError")] },
        ),
        "415": rpcError("The body is not `application/json`", {
          "text-plain": rpcErrorExample("A `text/plain` body", -32000, "Unsupported Media Type: Content-Type must be application/json"),
        }),
        "500": errorResponse(
          "A bug on our side (a JSON-RPC error), or the MCP packages are not installed with the server (the one error shape, key `internal`)",
          {
            "rpc-internal": rpcErrorExample("Any unexpected failure", -32603, "Internal server error"),
            ...SHARED_ERRORS[500].examples,
          },
          {},
          { anyOf: [ref("Error"), ref("JsonRpcError")] },
        ),
      },
    },
  };
}
