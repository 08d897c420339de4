/**
 * The ratchet of agreement with the official EN 16931, Peppol BIS and
 * XRechnung verdicts: every case in passing.json must still agree (the list
 * only grows: `npm run conformance:en16931 -- --write` adds new ones).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_SHARED, SKIP_NO_SHARED } from "../support/shared.ts";

const listed = JSON.parse(readFileSync(join(import.meta.dirname, "passing.json"), "utf8")) as string[];

describe.runIf(HAS_SHARED)("official EN 16931 verdicts (ratchet)", async () => {
  const { allCases } = await import("./official.ts");
  const cases = new Map(allCases().map((c) => [c.id, c]));

  it("lists only cases that exist", () => {
    expect(listed.filter((id) => !cases.has(id))).toEqual([]);
  });

  it("still agrees on every listed case", () => {
    const regressed: string[] = [];
    for (const id of listed) {
      const verdict = cases.get(id)?.run();
      if (verdict && !verdict.agrees) regressed.push(`${id}: ${verdict.differences.slice(0, 3).join("; ")}`);
    }
    expect(regressed).toEqual([]);
  });
});

describe.skipIf(HAS_SHARED)("official EN 16931 verdicts (ratchet)", () => {
  it.skip(SKIP_NO_SHARED, () => {});
});
