import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { EXAMPLES_DIR, listExamples, readRatchet, runExample } from "./harness.ts";
import { createEngine } from "../../index.ts";

const ratchet = readRatchet();
const available = existsSync(EXAMPLES_DIR);
const engine = createEngine();

describe("conformance ratchet", () => {
  it("lists each example once, in order", () => {
    expect(ratchet.length).toBeGreaterThan(0);
    expect([...new Set(ratchet)].sort()).toEqual(ratchet);
  });

  it.skipIf(!available)(`every ratchet entry names an example under ${EXAMPLES_DIR}`, () => {
    const names = new Set(listExamples().map((e) => e.name));
    expect(ratchet.filter((name) => !names.has(name))).toEqual([]);
  });

  if (!available) {
    it.skip(`GOBL examples not found at ${EXAMPLES_DIR} (set GOBL_EXAMPLES or BIZDOC_SHARED): golden comparisons skipped`, () => {});
    return;
  }

  const byName = new Map(listExamples().map((e) => [e.name, e]));
  for (const name of ratchet) {
    it(`keeps passing: ${name}`, async () => {
      const example = byName.get(name);
      expect(example, `${name} is missing from the examples`).toBeDefined();
      const outcome = await runExample(engine, example!);
      expect(outcome.reason).toBeUndefined();
      expect(outcome.passed).toBe(true);
    });
  }
});
