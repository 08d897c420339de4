/**
 * Random mutations of real inputs sent through the HTTP API in-process:
 * whatever arrives, /v0/build, /v0/validate, /v0/correct and /v0/replicate
 * answer 2xx, or 4xx in the one error shape {code, key, message, faults} —
 * never 5xx, never another shape.
 *
 * Seeds: GOBL's examples ($BIZDOC_SHARED/conformance/gobl-examples, read as
 * the conformance harness reads them) when present, and a few built-in
 * documents so the test runs without them. Mutations: fields deleted or
 * replaced, wrong types, odd numbers (as JSON number text and as strings),
 * odd strings (U+FFFD, lone surrogates, control characters, very long),
 * nesting up to the depth limit, arrays in place of objects. `PROPERTY_RUNS`
 * raises the runs.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLES_DIR, listExamples, readExample } from "../conformance/harness.ts";
import { createEngine } from "../../index.ts";
import { MAX_DEPTH } from "../../engine/ops/parse.ts";
import { invoice, message, startServer, type TestServer } from "../server/helpers.ts";

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json } | RawNumber;

/** A JSON number token sent exactly as written ("1e400", "-0", 300 digits), which JSON.stringify cannot produce. */
class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text with RawNumber tokens written verbatim. */
function serialize(value: Json): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(",")}]`;
  if (value !== null && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------
// Seeds

const builtinSeeds: { name: string; doc: Json }[] = [
  { name: "builtin/invoice-es", doc: invoice() },
  {
    name: "builtin/invoice-full",
    doc: {
      ...invoice(),
      series: "F",
      tax: { prices_include: "VAT" },
      exchange_rates: [{ from: "USD", to: "EUR", amount: "0.875" }],
      preceding: [{ code: "F-0", issue_date: "2024-01-02", reason: "replaced" }],
      lines: [
        { quantity: "2.5", item: { name: "Work", price: "10.00", currency: "USD" }, discounts: [{ percent: "10%", reason: "promo" }], taxes: [{ cat: "VAT", rate: "general+eqs" }, { cat: "IRPF", percent: "15%" }] },
        { quantity: "1", item: { name: "Book", price: "20.00" }, taxes: [{ cat: "VAT", rate: "super-reduced" }] },
      ],
      discounts: [{ percent: "5%", reason: "loyalty", taxes: [{ cat: "VAT", rate: "general" }] }],
      charges: [{ amount: "3.00", reason: "shipping", taxes: [{ cat: "VAT", rate: "general" }] }],
      payment: { advances: [{ description: "deposit", percent: "20%" }], terms: { key: "due-date", due_dates: [{ date: "2024-04-01", percent: "100%" }] } },
    },
  },
  { name: "builtin/message", doc: message("Hello") },
  { name: "builtin/party", doc: { $schema: "https://gobl.org/draft-0/org/party", name: "Provide One S.L.", tax_id: { country: "ES", code: "B-986.026.42" } } },
  {
    name: "builtin/envelope",
    doc: { $schema: "https://gobl.org/draft-0/envelope", head: { uuid: "8a51fd30-2a27-11ee-be56-0242ac120002" }, doc: invoice() },
  },
];

const examples = listExamples();
const seeds: { name: string; doc: Json }[] = [
  ...builtinSeeds,
  ...examples.map((e) => ({ name: e.name, doc: readExample(e.input) as Json })),
];

// ---------------------------------------------------------------------------
// Mutations

const oddNumberTexts = ["1x", "+1", "1e400", "-1e400", "1E-400", "-0", "00.1", "0x10", ".5", "5.", "1,5", "١٢", "NaN", "Infinity", "-", "", " 1 ", "1e5", "9".repeat(400), `0.${"0".repeat(300)}1`, `-${"1".repeat(40)}.${"2".repeat(40)}`];
/** Valid JSON number tokens only (anything else makes the body malformed JSON, which is tried too). */
const rawNumberTexts = ["1e400", "-1e400", "1E-400", "-0", "-0.0", "0.1e1", "1e5", "12345678901234567890123", "9".repeat(400), `0.${"0".repeat(300)}1`, "-1.50", "1.000000000000000000001"];

const oddStrings = [
  "\uFFFD",
  "bad \uFFFD text",
  "\uD800",
  "lone \uDC00 low",
  "\uDBFF\uDFFF",
  "\u0000",
  "ctrl \u0001\u0007\u001b\u007f",
  "line\nbreak\ttab\r",
  "\u200B\u200D\u2028\u2029",
  "\uFEFFbom",
  "e\u0301",
  "😀",
  "‮rtl override",
  "<script>alert(1)</script>",
  "${x}{{x}}%s%n",
  "__proto__",
  "constructor",
  "../../etc/passwd",
  " ",
  "",
];
const longString = fc.integer({ min: 1_000, max: 200_000 }).map((n) => "x".repeat(n));

const oddValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constantFrom<Json>(null, true, false, 0, -1, 1.5, [], {}, [[]], [{}], { "": "" }),
  fc.constantFrom(...oddNumberTexts),
  fc.constantFrom(...rawNumberTexts).map((t) => new RawNumber(t)),
  fc.constantFrom(...oddStrings),
  longString,
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
);

/** Every path (as keys) to a value inside a document. */
function paths(value: Json, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === "object" && !(value instanceof RawNumber)) {
    for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  }
  return out;
}

function get(doc: Json, path: (string | number)[]): Json {
  let v: any = doc;
  for (const k of path) v = v?.[k];
  return v as Json;
}

/** A copy of `doc` with the value at `path` replaced (or deleted when `next` is undefined). */
function set(doc: Json, path: (string | number)[], next: Json | undefined): Json | undefined {
  if (path.length === 0) return next;
  const [k, ...rest] = path;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    const inner = set(copy[k as number], rest, next);
    if (inner === undefined) copy.splice(k as number, 1);
    else copy[k as number] = inner;
    return copy;
  }
  const copy: Record<string, Json> = { ...(doc as Record<string, Json>) };
  const inner = set(copy[k as string], rest, next);
  if (inner === undefined) delete copy[k as string];
  else copy[k as string] = inner;
  return copy;
}

function nest(value: Json, depth: number, asArray: boolean): Json {
  let v = value;
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { n: v };
  return v;
}

type Mutation =
  | { op: "delete" }
  | { op: "replace"; value: Json }
  | { op: "wrap-array" }
  | { op: "nest"; depth: number; asArray: boolean }
  | { op: "add-key"; key: string; value: Json }
  | { op: "stringify" };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Mutation>({ op: "delete" }) },
  { weight: 6, arbitrary: oddValue.map((value): Mutation => ({ op: "replace", value })) },
  { weight: 2, arbitrary: fc.constant<Mutation>({ op: "wrap-array" }) },
  { weight: 1, arbitrary: fc.record({ depth: fc.integer({ min: 1, max: MAX_DEPTH + 4 }), asArray: fc.boolean() }).map((m): Mutation => ({ op: "nest", ...m })) },
  {
    weight: 2,
    arbitrary: fc
      .record({ key: fc.oneof(fc.constantFrom("__proto__", "constructor", "prototype", "$schema", "$regime", "", "\uFFFD", "\uD800"), fc.string()), value: oddValue })
      .map((m): Mutation => ({ op: "add-key", ...m })),
  },
  { weight: 1, arbitrary: fc.constant<Mutation>({ op: "stringify" }) },
);

function apply(doc: Json, path: (string | number)[], m: Mutation): Json {
  const here = get(doc, path);
  let next: Json | undefined;
  switch (m.op) {
    case "delete":
      next = undefined;
      break;
    case "replace":
      next = m.value;
      break;
    case "wrap-array":
      next = [here];
      break;
    case "nest":
      next = nest(here, m.depth, m.asArray);
      break;
    case "add-key":
      next = here !== null && typeof here === "object" && !Array.isArray(here) && !(here instanceof RawNumber) ? { ...here, [m.key]: m.value } : { [m.key]: m.value };
      break;
    case "stringify":
      next = JSON.stringify(here) ?? "";
      break;
  }
  const out = set(doc, path, next);
  return out === undefined ? null : out;
}

type Endpoint = "build" | "validate" | "correct" | "replicate";

/** The request body around a (mutated) document; the request members themselves are sometimes mutated too. */
function requestBody(endpoint: Endpoint, data: Json, extra: { type?: Json; envelop?: Json; options?: Json }): Json {
  switch (endpoint) {
    case "build":
      return { data, ...(extra.type !== undefined ? { type: extra.type } : {}), ...(extra.envelop !== undefined ? { envelop: extra.envelop } : {}) };
    case "correct":
      return { data, options: extra.options ?? { type: "credit-note" } };
    default:
      return { data };
  }
}

/** Absent `absent` times in `absent + 1`, else a value of `arb`. */
const sometimes = <T>(arb: fc.Arbitrary<T>, absent: number) =>
  fc.oneof({ weight: absent, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });

// The request's own members: mostly absent or sensible, now and then odd.
const requestExtra = fc.record({
  type: sometimes(fc.oneof(fc.constantFrom<Json>("bill/invoice", "Invoice", "note/message", "bill.Invoice", "nope/none", ""), oddValue), 5),
  envelop: sometimes(fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: oddValue }), 2),
  options: sometimes(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom<Json>({ type: "credit-note" }, { type: "corrective" }, { type: "debit-note" }, { type: "credit-note", reason: "\uFFFD" }, { type: "credit-note", issue_date: "2024-13-45" }) },
      { weight: 1, arbitrary: oddValue },
    ),
    2,
  ),
});

interface Case {
  /** The seed as read, or as the engine built it (complete, so validate and correct get further). */
  built: boolean;
  seed: number;
  mutations: { pick: number; mutation: Mutation }[];
  endpoint: Endpoint;
  extra: { type?: Json; envelop?: Json; options?: Json };
}

const caseArb = (): fc.Arbitrary<Case> => fc.record({
  built: builtSeeds.length > 0 ? fc.boolean() : fc.constant(false),
  seed: fc.nat(),
  mutations: fc.array(fc.record({ pick: fc.nat(), mutation }), { minLength: 1, maxLength: 2 }),
  endpoint: fc.constantFrom<Endpoint>("build", "validate", "correct", "replicate"),
  extra: requestExtra,
});

function seedOf(c: Case): { name: string; doc: Json } {
  const list = c.built ? builtSeeds : seeds;
  return list[c.seed % list.length];
}

function materialise(c: Case): { name: string; body: string } {
  const seed = seedOf(c);
  let doc = seed.doc;
  for (const { pick, mutation: m } of c.mutations) {
    const all = paths(doc);
    doc = apply(doc, all[pick % all.length], m);
  }
  return { name: seed.name, body: serialize(requestBody(c.endpoint, doc, c.extra)) };
}

// ---------------------------------------------------------------------------

let server: TestServer;
/** The seeds the engine builds, as it builds them (documents and envelopes). */
const builtSeeds: { name: string; doc: Json }[] = [];

beforeAll(async () => {
  server = await startServer();
  for (const seed of seeds) {
    try {
      builtSeeds.push({ name: `${seed.name} (built)`, doc: JSON.parse(JSON.stringify(await server.engine.build(structuredClone(seed.doc)))) as Json });
    } catch {
      // a seed GOBL refuses too: mutated as read only
    }
  }
});
afterAll(() => server.close());

interface Outcome {
  status: number;
  body: any;
  text: string;
}

async function post(endpoint: string, body: string): Promise<Outcome> {
  const res = await fetch(`${server.base}/${endpoint}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text };
}

/** What is wrong with an answer, or undefined when it is a 2xx or a 4xx in the error shape. */
function problem(res: Outcome): string | undefined {
  if (res.status >= 200 && res.status < 300) return res.body === undefined ? "2xx without a JSON body" : undefined;
  if (res.status < 400 || res.status >= 500) return `status ${res.status}`;
  const b = res.body;
  if (!b || typeof b !== "object") return "4xx without a JSON body";
  const keys = Object.keys(b).sort().join(",");
  if (keys !== "code,faults,key,message") return `4xx with members ${keys}`;
  if (b.code !== res.status || typeof b.key !== "string" || typeof b.message !== "string" || !Array.isArray(b.faults)) return "4xx error members of the wrong type";
  return undefined;
}

function report(c: Case, sent: { name: string; body: string }, res: Outcome, why: string): string {
  const body = sent.body.length > 3_000 ? `${sent.body.slice(0, 3_000)}… (${sent.body.length} chars)` : sent.body;
  return `POST /v0/${c.endpoint} (seed ${sent.name}, mutations ${JSON.stringify(c.mutations).slice(0, 600)}) → ${why}: ${res.text.slice(0, 500)}\nbody: ${body}`;
}

describe("HTTP fuzz: mutated inputs never get a 5xx or an answer outside the error shape", () => {
  if (examples.length === 0) {
    it.skip(`GOBL examples not found at ${EXAMPLES_DIR} (set BIZDOC_SHARED or GOBL_EXAMPLES): only the built-in seeds are mutated`, () => {});
  }

  it("the check itself catches a 500 (an engine with a plugin that crashes on one name)", async () => {
    const crashing = createEngine({
      regimes: [
        {
          definition: { country: "AQ", name: { en: "Crash test" } },
          normalizers: [{ type: "org.Party", scope: "any", normalize: (p: { name?: string }) => { if (p.name === "crash") throw new TypeError("boom"); } }],
        },
      ],
    });
    const other = await startServer({ engine: crashing });
    try {
      const res = await fetch(`${other.base}/build`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ data: { ...invoice(), supplier: { name: "crash" } } }) });
      expect(problem({ status: res.status, body: await res.json(), text: "" })).toBe("status 500");
    } finally {
      await other.close();
    }
  });

  it("every seed as it is", async () => {
    for (const seed of seeds) {
      for (const endpoint of ["build", "validate", "correct", "replicate"] as const) {
        const c: Case = { built: false, seed: seeds.indexOf(seed), mutations: [], endpoint, extra: {} };
        const sent = { name: seed.name, body: serialize(requestBody(endpoint, seed.doc, {})) };
        const res = await post(endpoint, sent.body);
        const why = problem(res);
        expect(why, why && report(c, sent, res, why)).toBeUndefined();
      }
    }
  }, 300_000);

  it("every odd number at every kind of numeric field, every odd string at every kind of text field", async () => {
    // A grid rather than a sample: each odd value in each place, sent to every endpoint
    // (the document as read to /build, as built to the others), all failures listed at once.
    const full = builtinSeeds[1].doc;
    const built = JSON.parse(JSON.stringify(await server.engine.build(structuredClone(full)))) as Json;
    const numeric: (string | number)[][] = [
      ["lines", 0, "item", "price"], ["lines", 0, "quantity"], ["lines", 0, "taxes", 1, "percent"], ["lines", 0, "discounts", 0, "percent"],
      ["discounts", 0, "percent"], ["charges", 0, "amount"], ["exchange_rates", 0, "amount"], ["payment", "advances", 0, "percent"],
    ];
    const textual: (string | number)[][] = [
      ["supplier", "name"], ["lines", 0, "item", "name"], ["code"], ["lines", 0, "taxes", 0, "rate"], ["currency"], ["issue_date"], ["supplier", "tax_id", "code"],
    ];
    const values: [(string | number)[][], Json][] = [
      ...oddNumberTexts.map((t): [(string | number)[][], Json] => [numeric, t]),
      ...rawNumberTexts.map((t): [(string | number)[][], Json] => [numeric, new RawNumber(t)]),
      ...oddStrings.map((t): [(string | number)[][], Json] => [textual, t]),
      [textual, "x".repeat(100_000)],
    ];
    const failures: string[] = [];
    for (const [places, value] of values) {
      for (const place of places) {
        for (const endpoint of ["build", "validate", "correct", "replicate"] as const) {
          const doc = endpoint === "build" ? set(full, place, value)! : set(built, place, value)!;
          const body = serialize(requestBody(endpoint, doc, {}));
          const res = await post(endpoint, body);
          const why = problem(res);
          if (why) failures.push(`POST /v0/${endpoint} with ${place.join(".")} = ${value instanceof RawNumber ? `raw ${value.text}` : JSON.stringify(value)}`.slice(0, 300) + ` → ${why}: ${res.text.slice(0, 300)}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  }, 300_000);

  it(`mutated seeds (${RUNS} runs; ${seeds.length} seeds)`, async () => {
    // FUZZ_STATS=1 prints how the answers spread over endpoints, statuses and error keys (2: with the start of each message).
    const stats = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(caseArb(), async (c) => {
        const sent = materialise(c);
        const res = await post(c.endpoint, sent.body);
        const tally = `${c.endpoint} ${res.status} ${res.body?.key ?? ""}${process.env.FUZZ_STATS === "2" ? ` ${String(res.body?.message).slice(0, 80)}` : ""}`;
        stats.set(tally, (stats.get(tally) ?? 0) + 1);
        const why = problem(res);
        if (why) throw new Error(report(c, sent, res, why));
      }),
      { numRuns: RUNS },
    );
    if (process.env.FUZZ_STATS) console.log([...stats].sort().map(([k, n]) => `${k}: ${n}`).join("\n"));
  }, 300_000);
});
