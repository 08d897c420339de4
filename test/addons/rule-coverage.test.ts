/**
 * Every rule code of the addons we ship with their rules must be asserted by
 * an addon test (one that builds a document where GOBL produces that code).
 * The list of codes comes from GOBL's rule catalogue, so a rule we have not
 * implemented, or implemented without a test, shows up here.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HAS_SHARED, PROJECT_ROOT, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";

/** GOBL's rule catalogue files of the addons whose rules bizdoc implements. */
const IMPLEMENTED = ["eu-en16931", "de-xrechnung", "fr-choruspro", "es-facturae", "es-verifactu", "es-sii", "es-tbai", "it-sdi", "it-ticket", "gr-mydata", "pl-favat", "co-dian", "ar-arca"];

function codesIn(node: any, out: string[] = []): string[] {
  for (const a of node.assert ?? []) out.push(a.id);
  for (const s of node.subsets ?? []) codesIn(s, out);
  return out;
}

function testSources(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? testSources(path) : path.endsWith(".test.ts") ? readFileSync(path, "utf8") : ""))
    .join("\n");
}

// Collected only with the reference material: collecting reads GOBL's rule catalogues.
if (!HAS_SHARED) it.skip(`addon rule codes are tested: ${SKIP_NO_SHARED}`, () => {});
else describe("addon rule codes are tested (reference found)", () => {
  const sources = testSources(join(PROJECT_ROOT, "test", "addons"));
  describe.each(IMPLEMENTED)("%s", (name) => {
    const codes = [...new Set(codesIn(JSON.parse(readFileSync(sharedPath("reference", "gobl", "rules", `${name}.json`), "utf8"))))];

    it("has rule codes in GOBL's catalogue", () => {
      expect(codes.length).toBeGreaterThan(0);
    });

    it("has a test asserting each of them", () => {
      // A code written out in a test means the test expects it among the faults.
      expect(codes.filter((code) => !sources.includes(code))).toEqual([]);
    });
  });
});
