import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { EXAMPLES, PARITY_CASES, listExamples, readRatchet, runExample, type Suite } from "./harness.ts";
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
      const outcome = await runExample(engine, example!);
      expect(outcome.reason).toBeUndefined();
      expect(outcome.passed).toBe(true);
    });
  }
});
