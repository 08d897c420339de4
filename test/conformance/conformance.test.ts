import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { EXAMPLES, PARITY_CASES, firstDifference, listExamples, readRatchet, runExample, sameAmount, type Suite } from "./harness.ts";
import { createEngine } from "../../index.ts";

const engine = createEngine();

/** Every entry of a suite's ratchet must keep giving GOBL's answer; the lists only grow. */
describe.each([EXAMPLES, PARITY_CASES])("conformance ratchet: $name", (suite: Suite) => {
  const ratchet = readRatchet(suite.ratchetFile);
  const available = existsSync(suite.dir);

  it("lists each input once, in order", () => {
    expect([...new Set(ratchet)].sort()).toEqual(ratchet);
  });

  it.skipIf(!available)(`every ratchet entry names an input under ${suite.dir}`, () => {
    const names = new Set(listExamples(suite.dir).map((e) => e.name));
    expect(ratchet.filter((name) => !names.has(name))).toEqual([]);
  });

  if (!available) {
    it.skip(`${suite.name} not found at ${suite.dir} (set BIZDOC_SHARED): comparisons with GOBL skipped`, () => {});
    return;
  }

  const byName = new Map(listExamples(suite.dir).map((e) => [e.name, e]));
  for (const name of ratchet) {
    it(`keeps passing: ${name}`, async () => {
      const example = byName.get(name);
      expect(example, `${name} is missing`).toBeDefined();
      const outcome = await runExample(engine, example!, suite.deliberate?.[name]);
      expect(outcome.reason).toBeUndefined();
      expect(outcome.passed).toBe(true);
    });
  }
});

describe("deliberate differences", () => {
  it("forgive only amounts written with more decimals, nothing else", () => {
    expect(firstDifference({ sum: "5", n: ["1.5"] }, { sum: "5.00", n: ["1.50"] }, "$", sameAmount)).toBeUndefined();
    expect(firstDifference({ sum: "5" }, { sum: "5.01" }, "$", sameAmount)).toMatch(/\$\.sum/);
    expect(firstDifference({ code: "A" }, { code: "B" }, "$", sameAmount)).toMatch(/\$\.code/);
    expect(firstDifference({ sum: "5" }, { sum: "5.00" })).toMatch(/\$\.sum/);
  });

  it("are each listed in the parity ratchet's suite with a reason", () => {
    for (const [name, reason] of Object.entries(PARITY_CASES.deliberate ?? {})) {
      expect(name).toMatch(/\.json$/);
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
