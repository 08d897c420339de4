/**
 * The example documents we ship, examples/<id>.json listed by
 * examples/index.json: each file is JSON as written (it parses, and is laid
 * out as JSON.stringify writes it), each is a partial invoice a person would
 * send, it builds without a fault under the regime and addons it claims, and
 * together they cover every regime and addon the engine ships. EXAMPLES, which
 * the playground, the API reference and the tests use, is those files.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Amount, ENVELOPE_ID, createEngine } from "../../index.ts";
import { EXAMPLES, REFERENCE_EXAMPLE, type Example } from "../../examples/index.ts";
import { PROJECT_ROOT } from "../support/shared.ts";

const engine = createEngine();
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const STATUS = "https://gobl.org/draft-0/bill/status";

/** The parts of a built invoice these tests read. */
interface BuiltInvoice {
  $regime?: string;
  $addons?: string[];
  totals?: { payable?: string };
}

async function buildExample(example: Example): Promise<BuiltInvoice> {
  const envelope = await engine.build({ $schema: ENVELOPE_ID, doc: structuredClone(example.document) });
  return envelope.doc as BuiltInvoice;
}

const DIR = join(PROJECT_ROOT, "examples");
/** The example documents on disk: every examples/*.json but the manifest. */
const FILES = readdirSync(DIR).filter((name) => name.endsWith(".json") && name !== "index.json").sort();
const MANIFEST = readFileSync(join(DIR, "index.json"), "utf8");

/** Parses a file as JSON, and checks it is laid out as `JSON.stringify(value, null, 2)` writes it, with a final newline. */
function readJSON(text: string): unknown {
  const value: unknown = JSON.parse(text);
  expect(text).toBe(`${JSON.stringify(value, null, 2)}\n`);
  return value;
}

describe("the example files", () => {
  it("are the source: no example is written in TypeScript", () => {
    expect(readdirSync(DIR, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".ts")).sort()).toEqual(["index.ts"]);
  });

  it("the manifest lists each file once, and each entry has its file", () => {
    const entries = readJSON(MANIFEST) as { id: string }[];
    expect(entries.map((entry) => `${entry.id}.json`).sort()).toEqual(FILES);
    expect(EXAMPLES.map((example) => example.id)).toEqual(entries.map((entry) => entry.id));
  });

  it("each manifest entry has an id, a title, a regime and its addons, and perhaps notes", () => {
    for (const entry of readJSON(MANIFEST) as Record<string, unknown>[]) {
      expect(Object.keys(entry).filter((key) => !["id", "title", "regime", "addons", "notes"].includes(key))).toEqual([]);
      expect(entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(typeof entry.title).toBe("string");
      expect(entry.regime === undefined || typeof entry.regime === "string").toBe(true);
      expect(Array.isArray(entry.addons)).toBe(true);
    }
  });

  it.each(FILES)("%s parses, and is the document EXAMPLES holds", (name) => {
    const document = readJSON(readFileSync(join(DIR, name), "utf8"));
    const example = EXAMPLES.find((entry) => `${entry.id}.json` === name);
    expect(example?.document).toEqual(document);
  });

  it.each(FILES)("%s builds as it is read from the file", async (name) => {
    const document = JSON.parse(readFileSync(join(DIR, name), "utf8"));
    const envelope = await engine.build({ $schema: ENVELOPE_ID, doc: document });
    if (document.$schema === INVOICE) expect((envelope.doc as BuiltInvoice).totals?.payable).toBeDefined();
    else expect((envelope.doc as { $schema: string }).$schema).toBe(document.$schema);
  });
});

describe.each(EXAMPLES.map((example) => [example.id, example] as const))("example %s", (_id, example) => {
  it("is a partial invoice (or, for an addon of lifecycle statuses, a status): no totals, as a user would send it", () => {
    expect([INVOICE, STATUS]).toContain(example.document.$schema);
    if (example.document.$schema === STATUS) expect(example.addons).toContain("fr-ctc-flow6-v1");
    expect(example.document).not.toHaveProperty("totals");
  });

  it("builds without a fault under the regime and addons it claims", async () => {
    const doc = await buildExample(example);
    expect(doc.$regime).toBe(example.regime);
    expect(doc.$addons ?? []).toEqual(example.addons);
    if (example.document.$schema !== INVOICE) return;
    expect(doc.totals?.payable).toBeDefined();
    expect(Amount.parse(doc.totals!.payable!).isPositive()).toBe(true);
  });
});

describe("the example set", () => {
  it("has unique ids", () => {
    const ids = EXAMPLES.map((example) => example.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has an example for every regime the engine ships", () => {
    const covered = new Set(EXAMPLES.map((example) => example.regime));
    const missing = engine.regimeList().map((regime) => regime.country).filter((country) => !covered.has(country));
    expect(missing).toEqual([]);
  });

  it("has an example for every addon the engine ships", () => {
    const covered = new Set(EXAMPLES.flatMap((example) => example.addons));
    const missing = engine.addonList().map((addon) => addon.key).filter((key) => !covered.has(key));
    expect(missing).toEqual([]);
  });

  it("has an example naming each addon in its own $addons", () => {
    // Covering an addon only through another's requirements (EN 16931 under
    // XRechnung) would leave no example a person could start from for it.
    const named = new Set(EXAMPLES.flatMap((example) => (Array.isArray(example.document.$addons) ? example.document.$addons : [])));
    const missing = engine.addonList().map((addon) => addon.key).filter((key) => !named.has(key));
    expect(missing).toEqual([]);
  });

  it("lists the regime examples by country, then the addon examples by key", () => {
    const regimeExamples = EXAMPLES.filter((example) => example.addons.length === 0);
    const addonExamples = EXAMPLES.filter((example) => example.addons.length > 0);
    expect(EXAMPLES).toEqual([...regimeExamples, ...addonExamples]);
    const countries = regimeExamples.map((example) => example.regime ?? "");
    expect(countries).toEqual([...countries].sort());
    const ids = addonExamples.map((example) => example.id);
    expect(ids).toEqual([...ids].sort());
  });

  it("includes the reference example", () => {
    expect(EXAMPLES).toContain(REFERENCE_EXAMPLE);
  });
});
