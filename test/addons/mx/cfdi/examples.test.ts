/**
 * The envelopes of gobl.mx.cfdi's conversion tests (test/data/convert/in,
 * made by GOBL v0.502.2 with the `mx-cfdi-v4` addon, copied under the
 * shared reference folder) rebuilt from their document and header UUID by
 * an engine with the addon: the document and its digest must come out as
 * GOBL wrote them. `passing.json` is the ratchet of those we reproduce; the
 * others report their first difference.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEngine, ENVELOPE_ID } from "../../../../index.ts";
import { firstDifference } from "../../../conformance/harness.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../../support/shared.ts";

type Obj = Record<string, any>;

const DIR = sharedPath("reference", "gobl-mx-cfdi", "test", "data", "convert", "in");
const RATCHET = join(import.meta.dirname, "passing.json");
const passing = JSON.parse(readFileSync(RATCHET, "utf8")) as string[];
const available = HAS_SHARED && existsSync(DIR);
const engine = createEngine();

const read = (name: string): Obj => JSON.parse(readFileSync(join(DIR, name), "utf8"));

/** The envelope built from an input envelope's document and header UUID. */
async function rebuilt(input: Obj): Promise<Obj> {
  return JSON.parse(JSON.stringify(await engine.build({ $schema: ENVELOPE_ID, head: { uuid: input.head.uuid }, doc: structuredClone(input.doc) })));
}

/** The first difference between an envelope and its rebuilding, or undefined. */
async function differenceOf(name: string): Promise<string | undefined> {
  const input = read(name);
  try {
    const built = await rebuilt(input);
    return firstDifference(input.doc, built.doc, "$.doc") ?? firstDifference(input.head.dig, built.head.dig, "$.head.dig");
  } catch (err) {
    const e = err as { key?: string; message?: string };
    return `${e.key ?? "error"}: ${e.message ?? String(err)}`;
  }
}

describe("mx-cfdi-v4 conversion envelopes", () => {
  it("the ratchet lists each envelope once, in order", () => {
    expect([...new Set(passing)].sort()).toEqual(passing);
  });

  if (!available) {
    it.skip(SKIP_NO_SHARED, () => {});
    return;
  }

  const names = readdirSync(DIR).filter((n) => n.endsWith(".json")).sort();

  it("every ratchet entry names an envelope", () => {
    expect(names.length).toBeGreaterThan(0);
    expect(passing.filter((n) => !names.includes(n))).toEqual([]);
  });

  for (const name of names) {
    if (passing.includes(name)) {
      it(`${name} is rebuilt as GOBL wrote it`, async () => {
        expect(await differenceOf(name)).toBeUndefined();
      });
    } else {
      it(`${name} (not in the ratchet) reports its first difference`, async () => {
        const diff = await differenceOf(name);
        if (diff) console.info(`mx-cfdi-v4 ${name}: ${diff}`);
        expect(diff === undefined || typeof diff === "string").toBe(true);
      });
    }
  }

  // The payment envelopes predate the addon's payment normaliser (same commit, data not regenerated):
  // their customers lack the CFDI use `CP01` that GOBL's normaliser sets and its rule 11 asks for.
  it.each(names.filter((n) => n.startsWith("payment-")))("%s differs only by the customer's CFDI use CP01, which GOBL's rule 11 asks of it as it stands", async (name) => {
    const input = read(name);
    const built = await rebuilt(input);
    expect(built.doc.customer.ext["mx-cfdi-use"]).toBe("CP01");
    delete built.doc.customer.ext["mx-cfdi-use"];
    expect(firstDifference(input.doc, built.doc, "$.doc")).toBeUndefined();
    const refused = await engine.validate(input).then(
      () => [],
      (e: { faults: { code?: string; properties: string[] }[] }) => e.faults.map((f) => [f.code, ...f.properties]),
    );
    expect(refused).toEqual([["GOBL-MX-CFDI-BILL-PAYMENT-11", "$.doc.customer.ext"]]);
  });
});

describe.skipIf(!available)("mx-cfdi-v4 left out (approvedExternalAddons: false)", () => {
  it("refuses the envelopes as GOBL does without the module: GOBL-TAX-ADDONS-01", async () => {
    const bare = createEngine({ approvedExternalAddons: false });
    const input = read("invoice-b2b-bare.json");
    const err = await bare.build({ $schema: ENVELOPE_ID, head: { uuid: input.head.uuid }, doc: input.doc }).then(
      () => undefined,
      (e: { faults: { code?: string }[] }) => e,
    );
    expect(err?.faults.map((f) => f.code)).toContain("GOBL-TAX-ADDONS-01");
  });
});
