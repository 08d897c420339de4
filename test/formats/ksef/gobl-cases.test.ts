/**
 * GOBL's FA(3) mapping (issue 29, item 4): its three inputs, updated to
 * GOBL v0.502 (gobl-inputs.ts says what changed), built with our engine and
 * written as FA(3), must give GOBL's XML as data once our deliberate
 * differences (writer-differences.ts) are applied to it. Cases in
 * passing.json must stay equal; KSEF_UPDATE=1 adds the cases now equal (it
 * never removes one).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { ksefEngine } from "./engine.ts";
import { goblCases, updatedGoblDocument } from "./gobl-inputs.ts";
import { withWriterDifferences } from "./writer-differences.ts";

const engine = ksefEngine();
const passingFile = new URL("./passing.json", import.meta.url);
const passing = new Set(JSON.parse(readFileSync(passingFile, "utf8")) as string[]);
const nowEqual: string[] = [];
const tally = { equal: 0, total: 0 };

afterAll(() => {
  if (tally.total > 0) report(`KSeF FA(3) against GOBL's mapping: ${tally.equal} of ${tally.total} equal`);
  if (process.env.KSEF_UPDATE && nowEqual.length > 0) {
    const list = [...new Set([...(JSON.parse(readFileSync(passingFile, "utf8")) as string[]), ...nowEqual])].sort();
    writeFileSync(passingFile, `${JSON.stringify(list, null, 2)}\n`);
  }
});

describe.skipIf(!HAS_SHARED)("KSeF FA(3): GOBL's mapping cases", () => {
  test.for(goblCases().map((c) => [c.name, c] as const))("%s", async ([name, c]) => {
    const envelope = await engine.build(updatedGoblDocument(c));
    const { xml } = await engine.toXML(envelope, { format: "ksef" });
    const expected = canonicalXML(withWriterDifferences(readFileSync(c.output, "utf8")));
    const difference = firstDifference(expected, canonicalXML(xml));
    tally.total++;
    if (difference) {
      report(`gobl/${name}: differs at ${difference}`);
      expect(passing.has(name), `${name} is in passing.json but differs: ${difference}`).toBe(false);
      return;
    }
    tally.equal++;
    if (!passing.has(name)) {
      nowEqual.push(name);
      report(`gobl/${name}: now equal: add it to passing.json (KSEF_UPDATE=1)`);
    }
  });

  test("the differences are needed: GOBL's XML as it is differs from ours", async () => {
    // Without them, no case is equal (SystemInfo alone differs in each), so the comparison above really applies them.
    for (const c of goblCases()) {
      const { xml } = await engine.toXML(await engine.build(updatedGoblDocument(c)), { format: "ksef" });
      expect(firstDifference(canonicalXML(readFileSync(c.output, "utf8")), canonicalXML(xml)), c.name).toBeDefined();
    }
  });

  test("the ratchet lists known cases, sorted, without duplicates", () => {
    const list = JSON.parse(readFileSync(passingFile, "utf8")) as string[];
    const known = new Set(goblCases().map((c) => c.name));
    expect(list.filter((id) => !known.has(id))).toEqual([]);
    expect(list).toEqual([...new Set(list)].sort());
  });
});

test.skipIf(HAS_SHARED)("KSeF FA(3): GOBL's mapping cases", () => {
  console.warn(SKIP_NO_SHARED);
});
