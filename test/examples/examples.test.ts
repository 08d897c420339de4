/**
 * The example documents we ship: each is a partial invoice a person would
 * send, it builds without a fault under the regime and addons it claims, and
 * together they cover every regime and addon the engine ships.
 */
import { describe, expect, it } from "vitest";
import { Amount, ENVELOPE_ID, createEngine } from "../../index.ts";
import { EXAMPLES, REFERENCE_EXAMPLE, type Example } from "../../examples/index.ts";

const engine = createEngine();

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

describe.each(EXAMPLES.map((example) => [example.id, example] as const))("example %s", (_id, example) => {
  it("is a partial invoice: no totals, as a user would send it", () => {
    expect(example.document.$schema).toBe("https://gobl.org/draft-0/bill/invoice");
    expect(example.document).not.toHaveProperty("totals");
  });

  it("builds without a fault under the regime and addons it claims", async () => {
    const doc = await buildExample(example);
    expect(doc.$regime).toBe(example.regime);
    expect(doc.$addons ?? []).toEqual(example.addons);
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
