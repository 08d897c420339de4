/**
 * GOBL.pt.saft's examples (../shared/reference/gobl-pt-saft/examples) built
 * with an engine that registers the `pt-saft-v1` addon, against their golden
 * envelopes. passing.json is the ratchet: each example listed there must
 * still equal its golden; the others report their first difference.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { listExamples, runExample } from "../../../conformance/harness.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../../support/shared.ts";

const DIR = sharedPath("reference", "gobl-pt-saft", "examples");
const RATCHET = join(import.meta.dirname, "passing.json");
const passing = new Set(existsSync(RATCHET) ? (JSON.parse(readFileSync(RATCHET, "utf8")) as string[]) : []);
const available = HAS_SHARED && existsSync(DIR);

describe.skipIf(!available)("pt-saft-v1 examples", () => {
  const engine = createEngine();
  const examples = available ? listExamples(DIR) : [];

  it("finds the examples", () => {
    expect(examples.length).toBeGreaterThan(0);
    for (const name of passing) expect(examples.map((e) => e.name)).toContain(name);
  });

  for (const example of examples) {
    if (passing.has(example.name)) {
      it(`${example.name} equals its golden`, async () => {
        const outcome = await runExample(engine, example);
        expect(outcome.reason).toBeUndefined();
        expect(outcome.passed).toBe(true);
      });
    } else {
      it(`${example.name} (not in the ratchet) reports its first difference`, async () => {
        const outcome = await runExample(engine, example);
        if (!outcome.passed) console.info(`pt-saft-v1 ${example.name}: ${outcome.reason}`);
        expect(typeof outcome.passed).toBe("boolean");
      });
    }
  }
});

describe.skipIf(!available)("pt-saft-v1 left out (approvedExternalAddons: false)", () => {
  it("refuses its examples as GOBL does without the module: GOBL-TAX-ADDONS-01, its plugin to register", async () => {
    const engine = createEngine({ approvedExternalAddons: false });
    const example = listExamples(DIR)[0]!;
    const outcome = await runExample(engine, example);
    expect(outcome.passed).toBe(false);
    expect(outcome.reason).toMatch(/GOBL-TAX-ADDONS-01/);
  });
});

describe.skipIf(available)("pt-saft-v1 examples (skipped)", () => {
  it.skip(SKIP_NO_SHARED, () => {});
});
