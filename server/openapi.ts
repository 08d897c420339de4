import { ENVELOPE_ID, GOBL_VERSION, VERSION, type Engine } from "../engine/index.ts";

/**
 * bizdoc's own OpenAPI 3.1 description of the /v0 API. Documents, envelopes
 * and reference definitions are described by the engine's published JSON
 * Schemas (the ones served at `/v0/schemas/<path>`): their bundled forms are
 * inlined under `components/schemas` by type name (`bill.Invoice`,
 * `gobl.Envelope`, ...), so the description stands alone and every `$ref` in
 * it is internal.
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

export function openapiDocument(engine: Engine): OpenAPIDocument {
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

  const commonHeaders = {
    "Bizdoc-Version": { $ref: "#/components/headers/Bizdoc-Version" },
    "GOBL-Version": { $ref: "#/components/headers/GOBL-Version" },
    "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
    "Server-Timing": { $ref: "#/components/headers/Server-Timing" },
  };
  const cachedHeaders = { ...commonHeaders, ETag: { $ref: "#/components/headers/ETag" }, "Cache-Control": { $ref: "#/components/headers/Cache-Control" } };

  const json = (schema: Schema) => ({ "application/json": { schema } });
  const ok = (description: string, schema: Schema, headers: Record<string, unknown> = commonHeaders) => ({
    description,
    headers,
    content: json(schema),
  });

  /** A document operation: POST with a JSON body, answered 200 or with an error. */
  const documentOp = (op: { id: string; tag: string; summary: string; description: string; request: string; result: Schema; resultText: string }) => ({
    post: {
      operationId: op.id,
      tags: [op.tag],
      summary: op.summary,
      description: op.description,
      requestBody: { required: true, content: json(ref(op.request)) },
      responses: {
        "200": ok(op.resultText, op.result),
        "400": response("BadRequest"),
        "405": response("MethodNotAllowed"),
        "408": response("RequestTimeout"),
        "413": response("PayloadTooLarge"),
        "415": response("UnsupportedMediaType"),
        "422": response("Unprocessable"),
        "500": response("Internal"),
      },
    },
  });

  /** A reference query: GET, cacheable, 304 when the caller's ETag still holds. */
  const referenceOp = (op: { id: string; summary: string; description: string; result: Schema; resultText: string; parameters?: unknown[]; notFound?: boolean }) => ({
    get: {
      operationId: op.id,
      tags: ["Reference"],
      summary: op.summary,
      description: op.description,
      parameters: [...(op.parameters ?? []), { $ref: "#/components/parameters/If-None-Match" }],
      responses: {
        "200": ok(op.resultText, op.result, cachedHeaders),
        "304": response("NotModified"),
        ...(op.notFound ? { "404": response("NotFound") } : {}),
        ...(op.parameters?.length ? { "400": response("BadRequest") } : {}),
        "405": response("MethodNotAllowed"),
        "500": response("Internal"),
      },
    },
  });

  const paths: Record<string, Record<string, Operation>> = {
    "/": {
      get: {
        operationId: "about",
        tags: ["Meta"],
        summary: "Service metadata",
        description: "Names the service and gives its version and the GOBL version whose documents and digests it reproduces. Doubles as a health check.",
        responses: { "200": ok("What this service is", ref("About")), "405": response("MethodNotAllowed") },
      },
    },
    "/build": documentOp({
      id: "build",
      tag: "Documents",
      summary: "Build a document",
      description:
        "Completes a partial document: normalises it, calculates what can be derived (sums, taxes, totals) and checks it against the schema and every rule that applies. " +
        "`template` is merged underneath `data` first (members of `data` win; arrays are replaced, not merged). " +
        "An envelope in gives an envelope out (header UUID kept, digest recomputed, signatures dropped); `envelop: true` wraps a bare document.",
      request: "BuildRequest",
      result: ref("DocumentOrEnvelope"),
      resultText: "The built document, or envelope",
    }),
    "/validate": documentOp({
      id: "validate",
      tag: "Documents",
      summary: "Validate a document",
      description: "Checks a document or envelope exactly as sent, without completing it; an envelope's digest must match its document. Faults come back as a 422 error.",
      request: "ValidateRequest",
      result: ref("Ok"),
      resultText: "The document is valid",
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
        "Checks that the envelope is valid, that its digest matches its document, and that every signature verifies with `publickey` (ES256 only) and vouches for this header.",
      request: "VerifyRequest",
      result: ref("Ok"),
      resultText: "Every signature holds",
    }),
    "/keygen": {
      post: {
        operationId: "keygen",
        tags: ["Signing"],
        summary: "Generate a key pair",
        description: "Makes a new ES256 (ECDSA P-256) key pair as JWKs sharing a UUID `kid`. The request needs no body. Nothing is kept: store the private key yourself.",
        responses: { "200": ok("A new key pair", ref("KeyPair")), "405": response("MethodNotAllowed"), "500": response("Internal") },
      },
    },
    "/schemas": referenceOp({
      id: "listSchemas",
      summary: "List the JSON Schemas",
      description: "The ID of every JSON Schema the service publishes.",
      result: ref("SchemaList"),
      resultText: "Every schema ID",
    }),
    "/schemas/{path}": referenceOp({
      id: "getSchema",
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
      notFound: true,
      result: ref("JSONSchema"),
      resultText: "The schema",
    }),
    "/regimes": referenceOp({
      id: "listRegimes",
      summary: "List the tax regimes",
      description: "A summary of every tax regime the service knows.",
      result: ref("RegimeList"),
      resultText: "Every regime, summarised",
    }),
    "/regimes/{code}": referenceOp({
      id: "getRegime",
      summary: "Get one tax regime",
      description: "The full definition of a tax regime (categories, rates, scenarios, corrections, ...), by country code in any case.",
      parameters: [{ name: "code", in: "path", required: true, description: "Country code of the regime.", schema: { type: "string" }, example: "ES" }],
      notFound: true,
      result: ref("RegimeDefinition"),
      resultText: "The regime definition",
    }),
    "/addons": referenceOp({
      id: "listAddons",
      summary: "List the addons",
      description: "A summary of every format or process addon the service knows.",
      result: ref("AddonList"),
      resultText: "Every addon, summarised",
    }),
    "/addons/{key}": referenceOp({
      id: "getAddon",
      summary: "Get one addon",
      description: "The full definition of an addon (extensions, scenarios, corrections), by key.",
      parameters: [{ name: "key", in: "path", required: true, description: "The addon's key.", schema: { type: "string" }, example: "es-verifactu-v1" }],
      notFound: true,
      result: ref("AddonDefinition"),
      resultText: "The addon definition",
    }),
    "/openapi.json": referenceOp({
      id: "openapi",
      summary: "This description",
      description: "The OpenAPI 3.1 description of this API.",
      result: { type: "object", required: ["openapi", "info", "paths"], properties: { openapi: { type: "string", const: "3.1.0" } } },
      resultText: "The OpenAPI document",
    }),
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
      },
    },
    ValidateRequest: { type: "object", required: ["data"], properties: { data: data("The document or envelope to check.") } },
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
      },
    },
    ReplicateRequest: { type: "object", required: ["data"], properties: { data: data("The document or envelope to copy.") } },
    SignRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: data("The document or envelope to sign."),
        template,
        privatekey: { ...ref("PrivateJWK"), description: "The ES256 private key to sign with." },
        type: typeHint,
        envelop: { type: "boolean", default: true, description: "Accepted for compatibility; a signed document is always an envelope." },
      },
    },
    VerifyRequest: {
      type: "object",
      required: ["data"],
      properties: {
        data: data("The signed envelope."),
        publickey: { ...ref("JWK"), description: "The ES256 public key to verify with (a private part, if sent, is ignored)." },
      },
    },
    Ok: { type: "object", required: ["ok"], properties: { ok: { type: "boolean", const: true } } },
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
    AddonDefinition: { description: "An addon's full definition.", ...published.ref(`${SCHEMA_BASE}tax/addon-def`) },
    Fault: {
      type: "object",
      required: ["properties", "description"],
      properties: {
        code: { type: "string", description: "The rule's code (GOBL's where the rule is GOBL's).", examples: ["GOBL-NOTE-MESSAGE-01"] },
        properties: { type: "array", items: { type: "string" }, description: "Paths of the offending properties, such as `$.lines[0].item.price`." },
        description: { type: "string" },
      },
    },
    Error: {
      type: "object",
      required: ["code", "key", "message", "faults"],
      properties: {
        code: { type: "integer", description: "The HTTP status." },
        key: {
          type: "string",
          enum: ["input", "validation", "calculation", "unknown-schema", "signature", "digest", "no-document", "not-found", "internal"],
          description: "What kind of failure: `input` (400, 405, 408, 413, 415), `not-found` (404), `internal` (500), and 422 for the document errors.",
        },
        message: { type: "string" },
        faults: { type: "array", items: ref("Fault") },
      },
    },
  };

  for (const name of Object.keys(published.defs)) {
    if (Object.hasOwn(schemas, name)) throw new Error(`openapi: component ${name} is both ours and a published schema's`);
  }

  const errorResponse = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
    description,
    headers: { ...commonHeaders, ...extraHeaders },
    content: json(ref("Error")),
  });

  return {
    openapi: "3.1.0",
    info: {
      title: "bizdoc API",
      version: VERSION,
      summary: "Tax-aware business documents over HTTP, compatible with GOBL " + GOBL_VERSION,
      description:
        "Build, validate, correct, replicate, sign and verify business documents (invoices, orders, deliveries, payments, parties, ...) and read the tax regimes, addons and JSON Schemas behind them. " +
        "No authentication. Bodies are JSON; numbers keep their exact text. Every error has the shape `{ code, key, message, faults }`. " +
        "Documents are described by the same JSON Schemas the service publishes at /v0/schemas, inlined here under their type names (`bill.Invoice`, `gobl.Envelope`, ...).",
      license: { name: "Apache-2.0", identifier: "Apache-2.0" },
    },
    servers: [{ url: "/v0", description: "This server" }],
    tags: [
      { name: "Documents", description: "Build, check, correct and copy documents" },
      { name: "Signing", description: "Sign and verify envelopes; make key pairs" },
      { name: "Reference", description: "JSON Schemas, tax regimes and addons (cacheable)" },
      { name: "Meta", description: "About the service" },
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
        BadRequest: errorResponse(
          "Malformed JSON, a missing `data` member, a request member of the wrong type, an unusable key, a bad query parameter, a body that does not decode as its `Content-Encoding` says or a path that is not valid percent-encoding (key `input`)",
        ),
        RequestTimeout: errorResponse("The headers or the body arrived too slowly; the connection is closed (key `input`)"),
        NotFound: errorResponse("Nothing by that name (key `not-found`)"),
        MethodNotAllowed: errorResponse("The path does not take this method (key `input`)", { Allow: { $ref: "#/components/headers/Allow" } }),
        PayloadTooLarge: errorResponse("The body is over the size limit; a declared `Content-Length` over it is refused before the body is read (key `input`)"),
        UnsupportedMediaType: errorResponse("The body is not UTF-8 `application/json`, or comes in a content coding other than `gzip`, `deflate` and `br` (key `input`)"),
        Unprocessable: errorResponse(
          "The document cannot be processed: `validation` or `calculation` faults, an `unknown-schema`, a `signature` or `digest` that does not hold, or `no-document`",
        ),
        Internal: errorResponse("A bug on our side (key `internal`); the message names the request ID"),
        NotModified: { description: "The copy named by If-None-Match is current", headers: cachedHeaders },
      },
    },
  };
}
