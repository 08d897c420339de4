/**
 * GOBL's ZATCA examples (invopop/gobl.sa.zatca `examples/`, copied under
 * the shared reference folder) built by an engine with the addon, against
 * their golden envelopes. `passing.json` is the ratchet of those we
 * reproduce: each must keep passing; the others report their first
 * difference.
 */
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createEngine } from "../../../../index.ts";
import { listExamples, readRatchet, runExample } from "../../../conformance/harness.ts";
import { PROJECT_ROOT, SKIP_NO_SHARED, sharedPath } from "../../../support/shared.ts";

const EXAMPLES_DIR = sharedPath("reference", "gobl-sa-zatca", "examples");
const RATCHET = join(PROJECT_ROOT, "test", "addons", "sa", "zatca", "passing.json");

const engine = createEngine();
const ratchet = readRatchet(RATCHET);
const available = existsSync(EXAMPLES_DIR);

describe("sa-zatca-v1 examples", () => {
  it("the ratchet lists each example once, in order", () => {
    expect([...new Set(ratchet)].sort()).toEqual(ratchet);
  });

  if (!available) {
    it.skip(SKIP_NO_SHARED, () => {});
    return;
  }

  const examples = listExamples(EXAMPLES_DIR);

  it("every ratchet entry names an example", () => {
    const names = new Set(examples.map((e) => e.name));
    expect(ratchet.filter((n) => !names.has(n))).toEqual([]);
  });

  for (const example of examples) {
    if (ratchet.includes(example.name)) {
      it(`keeps passing: ${example.name}`, async () => {
        const outcome = await runExample(engine, example);
        expect(outcome.reason).toBeUndefined();
        expect(outcome.passed).toBe(true);
      });
    } else {
      it(`reports: ${example.name}`, async () => {
        const outcome = await runExample(engine, example);
        if (!outcome.passed) console.log(`${example.name}: ${outcome.reason}`);
        expect(outcome).toBeDefined();
      });
    }
  }
});
