/**
 * The examples openapi.json shows for the document and signing operations:
 * real requests and the engine's real answers to them, made once when the
 * description is created (from the reference example document), so they can
 * never drift from what the service does. What the engine makes anew on
 * every call (UUIDs, today's date, keys, signatures) is shown as fixed
 * values (fixed-examples.ts), so every process serves the same description.
 */
import { Amount, ENVELOPE_ID, asBizdocError, type Engine, type Envelope } from "../engine/index.ts";
import { EXAMPLES, REFERENCE_EXAMPLE } from "../examples/index.ts";
import { EXAMPLE_DATE, exampleKeyPair, settledDocument, settledEnvelope, settledSignedEnvelope } from "./fixed-examples.ts";
import { DEFAULT_DRAIN_BEYOND_LIMIT_BYTES, DEFAULT_DRAIN_TIMEOUT_MS } from "./limits.ts";

/** An OpenAPI Example Object. */
export interface Example {
  summary: string;
  description?: string;
  value: unknown;
}

/** An example answer in the one error shape (an adapter error: no faults). */
export function errorExample(summary: string, code: number, key: string, message: string): Example {
  return { summary, value: { code, key, message, faults: [] } };
}

/**
 * The errors that read the same on every operation that can answer them,
 * described once under `components/responses`. Their examples are written by
 * hand from what server/middleware.ts, serve.ts and errors.ts answer with the
 * default limits; test/server/openapi.test.ts provokes each one it can and
 * compares.
 */
export const SHARED_ERRORS = {
  400: {
    component: "BadRequest",
    description:
      "Malformed JSON, a missing `data` member, a request member of the wrong type, an unusable key, a body that does not decode as its `Content-Encoding` says, or a malformed HTTP request (key `input`)",
    examples: { "no-data": errorExample("A body without `data`", 400, "input", "no payload: 'data' is required") },
  },
  408: {
    component: "RequestTimeout",
    description: "The headers or the body arrived too slowly; the connection is closed (key `input`)",
    examples: {
      "slow-body": errorExample("A body slower than the minimum rate (here the defaults: 1 KiB/s over 10 s)", 408, "input", "request body too slow: less than 1024 bytes per second over 10000 ms"),
      "slow-headers": errorExample("Headers not complete in time", 408, "input", "request not received in time"),
    },
  },
  413: {
    component: "PayloadTooLarge",
    description:
      `The body is over the size limit (5 MiB unless the server says otherwise); a declared \`Content-Length\` over it is refused before the body is read, on any path, and without \`100 Continue\` to a request that expects it. The connection is then closed, once what is still being sent is in (up to ${DEFAULT_DRAIN_BEYOND_LIMIT_BYTES / 1024 ** 2} MiB beyond the limit, for at most ${DEFAULT_DRAIN_TIMEOUT_MS / 1000} s), so the client gets to read this answer (key \`input\`)`,
    examples: {
      "declared-too-large": errorExample("`Content-Length: 6000000` with the default limit", 413, "input", "request body too large: 6000000 bytes declared, at most 5242880 accepted"),
    },
  },
  415: {
    component: "UnsupportedMediaType",
    description: "The body is not UTF-8 `application/json`, or comes in a content coding other than `gzip`, `deflate` and `br` (key `input`)",
    examples: { "text-plain": errorExample("A `text/plain` body", 415, "input", "request bodies must be application/json, not text/plain") },
  },
  500: {
    component: "Internal",
    description: "A bug on our side (key `internal`); the message names the request ID, and nothing else is said",
    examples: { internal: errorExample("Any unexpected failure", 500, "internal", "internal error; please report request 0190b3c4-8a27-7c11-9f2e-4b5d6e7f8a91") },
  },
} as const satisfies Record<number, { component: string; description: string; examples: Record<string, Example> }>;

/** One request to an operation and the answer it gets: shown as examples of the same name on both sides. */
export interface Exchange {
  /** The examples' name (a key of `examples` in the request body and in the response). */
  name: string;
  summary: string;
  description?: string;
  /** The request body (`undefined` for an operation without one). */
  request: unknown;
  /** The HTTP status of the answer. */
  status: number;
  /** The answer's body: the result, or the error in the one error shape. */
  answer: unknown;
  /**
   * Left out of the response's examples: a JSON Schema, whose `$ref`s every
   * OpenAPI tool would try to resolve as if they were the description's own.
   */
  answerHidden?: boolean;
}

export type ExampleOperation = "build" | "validate" | "correct" | "replicate" | "sign" | "verify" | "keygen" | "convert" | "render";

/** A tax code whose check character is wrong: the reference example with it fails validation on that one property. */
const BROKEN_TAX_CODE = "B98602643";

const EXAMPLE_KEY_NOTE =
  "The key pair is these examples' own, published with them: it signs nothing else. Never send a private key you use for real documents to a service you do not run yourself.";

/** The exchanges of every example operation, made with `engine`. */
export async function operationExchanges(engine: Engine): Promise<Record<ExampleOperation, Exchange[]>> {
  const document = () => structuredClone(REFERENCE_EXAMPLE.document);
  const brokenDocument = () => withBrokenTaxCode(document());
  const title = REFERENCE_EXAMPLE.title;

  const invoice = await engine.build(document());
  const envelope = await settledEnvelope(engine, (await engine.build(document(), { envelop: true })) as Envelope, "envelope");
  const keys = exampleKeyPair("signing");
  const otherKeys = exampleKeyPair("other");
  // Dated, as the option allows, rather than today.
  const correction = { type: "credit-note", reason: "Bottle of water returned", issue_date: EXAMPLE_DATE };
  const sign = await Promise.all([
    exchange(
      "invoice",
      "A partial invoice, built, enveloped and signed with the example private key",
      { data: document(), privatekey: keys.private },
      async () => settledSignedEnvelope(engine, (await engine.sign(document(), { privateKey: keys.private })) as Envelope, keys.private, "signed"),
      EXAMPLE_KEY_NOTE,
    ),
    exchange("public-key", "A public key where the private key belongs: 400", { data: document(), privatekey: keys.public }, () =>
      engine.sign(document(), { privateKey: keys.public }),
    ),
    exchange("broken-tax-id", "A document that does not build: 422 with the fault, nothing signed", { data: brokenDocument(), privatekey: keys.private }, () =>
      engine.sign(brokenDocument(), { privateKey: keys.private }),
    ),
  ]);
  // The verify examples check the very envelope the sign example shows.
  const signed = resultOf(sign[0]);

  return {
    build: await Promise.all([
      exchange("invoice", `A partial invoice: ${title}`, { data: document() }, () => engine.build(document())),
      exchange(
        "envelope",
        "The same invoice in an envelope: answered with the envelope built (header UUID and digest)",
        { data: { $schema: ENVELOPE_ID, doc: document() } },
        async () => settledEnvelope(engine, (await engine.build({ $schema: ENVELOPE_ID, doc: document() })) as Envelope, "built envelope"),
      ),
      exchange("broken-tax-id", "A supplier tax code with a wrong check character: 422 with the fault", { data: brokenDocument() }, () =>
        engine.build(brokenDocument()),
      ),
    ]),
    validate: await Promise.all([
      exchange("invoice", "A complete (built) invoice", { data: invoice }, () => engine.validate(invoice)),
      exchange("envelope", "A built envelope: its digest must match its document", { data: envelope }, () => engine.validate(envelope)),
      exchange("broken-tax-id", "The built invoice with a supplier tax code that is not valid: 422 with the fault", { data: withBrokenTaxCode(structuredClone(invoice)) }, () =>
        engine.validate(withBrokenTaxCode(structuredClone(invoice))),
      ),
    ]),
    correct: await Promise.all([
      exchange("credit-note", "A credit note for a built invoice (the invoice becomes its preceding document)", { data: invoice, options: correction }, () =>
        engine.correct(invoice, correction),
      ),
      exchange("options-schema", "The correction options this invoice's regime accepts, as a JSON Schema", { data: invoice, schema: true }, () =>
        engine.correctionSchema(invoice),
      ).then((e) => ({ ...e, answerHidden: true })),
      exchange("unknown-type", "A correction type the regime does not have: 422", { data: invoice, options: { type: "proforma" } }, () =>
        engine.correct(invoice, { type: "proforma" }),
      ),
    ]),
    replicate: await Promise.all([
      exchange("invoice", "A built invoice, copied to issue again", { data: invoice }, async () =>
        settledDocument(engine, (await engine.replicate(invoice)) as Record<string, unknown>, "replica"),
      ),
      exchange("envelope", "A built envelope: the copy gets a new header", { data: envelope }, async () =>
        settledEnvelope(engine, (await engine.replicate(envelope)) as Envelope, "replica envelope", true),
      ),
      exchange("broken-tax-id", "A document that does not validate: 422 with the fault", { data: brokenDocument() }, () => engine.replicate(brokenDocument())),
    ]),
    sign,
    verify: await Promise.all([
      exchange("signed-envelope", "The envelope signed in the sign example, with the example public key", { data: signed, publickey: keys.public }, () =>
        engine.verify(signed, keys.public),
      ),
      exchange("other-key", "The same envelope with a public key that did not sign it: 422", { data: signed, publickey: otherKeys.public }, () =>
        engine.verify(signed, otherKeys.public),
      ),
    ]),
    convert: await convertExchanges(engine),
    render: await renderExchanges(engine, envelope),
    keygen: [{ name: "key-pair", summary: "A new key pair (this one is the examples' own)", description: EXAMPLE_KEY_NOTE, request: undefined, status: 200, answer: keys }],
  };
}

/** Runs one example and records its answer: the result with 200, or the error in the one error shape with its status. */
async function exchange(name: string, summary: string, request: unknown, run: () => Promise<unknown>, description?: string): Promise<Exchange> {
  try {
    return { name, summary, ...(description ? { description } : {}), request, status: 200, answer: await run() };
  } catch (err) {
    const error = asBizdocError(err);
    if (error.key === "internal") throw new Error(`openapi: the ${name} example fails inside the engine: ${error.message}`);
    return { name, summary, ...(description ? { description } : {}), request, status: error.status, answer: error.toJSON() };
  }
}

/** The result of an example others are made from: it must have succeeded. */
function resultOf(exchange: Exchange): unknown {
  if (exchange.status !== 200) throw new Error(`openapi: the ${exchange.name} example fails: ${JSON.stringify(exchange.answer)}`);
  return exchange.answer;
}

/** The document with its supplier's tax code replaced by one that fails its check character. */
function withBrokenTaxCode<T>(document: T): T {
  const supplier = (document as { supplier?: { tax_id?: { code?: string } } }).supplier;
  if (!supplier?.tax_id) throw new Error("openapi: the reference example has no supplier tax ID to break");
  supplier.tax_id.code = BROKEN_TAX_CODE;
  return document;
}

/**
 * /render's example, when the engine renders HTML: the reference example's
 * settled envelope (fixed UUIDs, so the page is the same on every process)
 * as a page in Spanish. PDFs are not shown: their bytes are no example.
 */
async function renderExchanges(engine: Engine, envelope: Envelope): Promise<Exchange[]> {
  if (!engine.rendererList().some((r) => r.key === "html")) return [];
  const request = { data: envelope, format: "html", lang: "es" };
  const broken = withBrokenTaxCode(structuredClone(REFERENCE_EXAMPLE.document));
  return [
    await exchange("html", "The reference example's envelope as an HTML page in Spanish", request, () => engine.render(structuredClone(envelope), { format: "html", lang: "es" }).then((out) => out.body)),
    await exchange("invalid", "A document that does not build is not rendered: 422 with its faults", { data: broken, format: "html" }, () =>
      engine.render(structuredClone(broken), { format: "html" }).then((out) => out.body),
    ),
  ];
}

/**
 * /convert's examples, when the engine has a format: an EN 16931 invoice
 * written as XML in the first format, and that XML read back.
 */
async function convertExchanges(engine: Engine): Promise<Exchange[]> {
  const format = engine.formatList()[0];
  const example = EXAMPLES.find((e) => e.addons.includes("eu-en16931-v2017"));
  if (!format || !example) return [];
  const document = () => structuredClone(example.document);
  const written = await exchange("to-xml", `${example.title}, written as ${format.name}`, { data: document(), format: format.key }, () =>
    engine.toXML(document(), { format: format.key }).then((out) => out.xml),
  );
  if (written.status !== 200) return [written];
  const xml = written.answer as string;
  // The same XML with its payable amount raised by a cent: the calculation disagrees, and says where.
  const payable = /<cbc:PayableAmount currencyID="[A-Z]+">([0-9.]+)<\/cbc:PayableAmount>|<ram:DuePayableAmount>([0-9.]+)<\/ram:DuePayableAmount>/.exec(xml);
  const stated = payable?.[1] ?? payable?.[2];
  const tampered = stated === undefined ? undefined : xml.replace(`>${stated}</`, `>${Amount.parse(stated).add(Amount.parse("0.01")).toString()}</`);
  return [
    written,
    await exchange("from-xml", `The same ${format.name} XML read back into a built envelope`, { xml, format: format.key }, async () =>
      settledEnvelope(engine, (await engine.fromXML(xml, { format: format.key })) as Envelope, "read from xml"),
    ),
    await exchange("xml-body", `The XML sent as the body (Content-Type: application/xml), its format recognised`, xml, async () =>
      settledEnvelope(engine, (await engine.fromXML(xml)) as Envelope, "read from xml"),
    ),
    ...(tampered
      ? [
          await exchange("totals-differ", "The same XML with a total a cent off: 422, each total that differs named", { xml: tampered }, () => engine.fromXML(tampered)),
          await exchange("unchecked", "The same XML kept with validate false: calculated, its stated totals and rules not checked", { xml: tampered, validate: false }, async () =>
            settledEnvelope(engine, (await engine.fromXML(tampered, { validate: false })) as Envelope, "read unchecked"),
          ),
        ]
      : []),
  ];
}
