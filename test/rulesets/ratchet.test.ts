/**
 * The ratchet of agreement with the official EN 16931, Peppol BIS and
 * XRechnung verdicts: every case in passing.json must still agree (the list
 * only grows: `npm run conformance:en16931 -- --write` adds new ones).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED } from "../support/shared.ts";
import type { Case } from "./official.ts";

const listed = JSON.parse(readFileSync(join(import.meta.dirname, "passing.json"), "utf8")) as string[];

let cases: Map<string, Case> | undefined;
/** The official cases, read from the reference material once, when a test first asks. */
async function officialCases(): Promise<Map<string, Case>> {
  if (!cases) {
    const { allCases } = await import("./official.ts");
    cases = new Map(allCases().map((c) => [c.id, c]));
  }
  return cases;
}

describe.runIf(HAS_SHARED)("official EN 16931 verdicts (ratchet)", () => {
  it("lists only cases that exist", async () => {
    const all = await officialCases();
    expect(listed.filter((id) => !all.has(id))).toEqual([]);
  });

  it("still agrees on every listed case", async () => {
    const all = await officialCases();
    const regressed: string[] = [];
    for (const id of listed) {
      const verdict = all.get(id)?.run();
      if (verdict && !verdict.agrees) regressed.push(`${id}: ${verdict.differences.slice(0, 3).join("; ")}`);
    }
    expect(regressed).toEqual([]);
  });
});

if (!HAS_SHARED) it.skip(`official EN 16931 verdicts (ratchet): ${SKIP_NO_SHARED}`, () => {});
