/**
 * GOBL's French CTC examples (gobl.fr.ctc's `examples/`, with their golden
 * envelopes under `out/`), built with an engine that registers the three
 * flow addons. The ratchet (passing.json) lists those we reproduce; each of
 * them must keep passing, the others report their first difference.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { listExamples, runExample } from "../../../conformance/harness.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../../../support/shared.ts";

const DIR = sharedPath("reference", "gobl-fr-ctc", "examples");
const passing = JSON.parse(readFileSync(join(import.meta.dirname, "passing.json"), "utf8")) as string[];

if (!HAS_SHARED) it.skip(`French CTC examples: ${SKIP_NO_SHARED}`, () => {});
else
  describe("French CTC examples (reference found)", () => {
    const engine = createEngine();
    const examples = listExamples(DIR);

    it("finds the examples", () => {
      expect(examples.length).toBeGreaterThan(0);
    });

    it.each(examples.map((e) => [e.name, e] as const))("%s", async (name, example) => {
      const outcome = await runExample(engine, example);
      if (passing.includes(name)) expect(outcome.reason ?? "equal").toBe("equal");
      else if (!outcome.passed) console.info(`${name}: ${outcome.reason}`);
    });
  });
