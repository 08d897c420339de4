/**
 * gobl.fatturapa's reference data: every envelope written under the profile
 * its transmission format names must give the reference XML (as data, with
 * our listed differences applied: cases.ts), and every FatturaPA file read
 * (calculated, not validated, as gobl.fatturapa's tests read) must give the
 * reference document. Cases in passing.json must match; the others report
 * their first difference. FATTURAPA_UPDATE=1 adds the cases now equal to
 * passing.json (it never removes one).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import type { Envelope } from "../../../index.ts";
import { fatturapaEngine } from "./engine.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { convertCases, passingCases, readCases, referenceDocument, referenceXML } from "./cases.ts";
import { decodeReferenceXML } from "./encoding.ts";

const engine = fatturapaEngine();
const passing = passingCases();
const nowEqual: string[] = [];
const tally = { convert: { equal: 0, total: 0 }, read: { equal: 0, total: 0 } };

afterAll(() => {
  report(`FatturaPA reference convert: ${tally.convert.equal} of ${tally.convert.total} equal`);
  report(`FatturaPA reference read: ${tally.read.equal} of ${tally.read.total} equal`);
  if (process.env.FATTURAPA_UPDATE && nowEqual.length > 0) {
    const file = new URL("./passing.json", import.meta.url);
    const list = [...new Set([...(JSON.parse(readFileSync(file, "utf8")) as string[]), ...nowEqual])].sort();
    writeFileSync(file, `${JSON.stringify(list, null, 2)}\n`);
  }
});

/** The first path where two JSON values differ. */
function jsonDifference(expected: unknown, actual: unknown, path = "$"): string | undefined {
  if (isDeepStrictEqual(expected, actual)) return undefined;
  if (typeof expected !== "object" || typeof actual !== "object" || expected === null || actual === null || Array.isArray(expected) !== Array.isArray(actual)) {
    return `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
  }
  const a = expected as Record<string, unknown>;
  const b = actual as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const difference = jsonDifference(a[key], b[key], `${path}.${key}`);
    if (difference) return difference;
  }
  return undefined;
}

function outcome(kind: "convert" | "read", id: string, difference: string | undefined): void {
  tally[kind].total++;
  if (!difference) tally[kind].equal++;
  if (difference) {
    report(`${id}: differs at ${difference}`);
    expect(passing.has(id), `${id} is in passing.json but differs: ${difference}`).toBe(false);
  } else if (!passing.has(id)) {
    nowEqual.push(id);
    report(`${id}: now equal: add it to passing.json (FATTURAPA_UPDATE=1)`);
  }
}

describe.skipIf(!HAS_SHARED)("FatturaPA reference: convert (GOBL → FatturaPA)", () => {
  test.for(convertCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    const input = JSON.parse(readFileSync(c.input, "utf8"));
    let written: string;
    let envelope: Envelope;
    try {
      envelope = (await engine.build(input)) as Envelope;
      // As gobl.fatturapa chooses: the document's transmission format.
      const format = (envelope.doc as { tax?: { ext?: Record<string, string> } }).tax?.ext?.["it-sdi-format"];
      written = (await engine.toXML(envelope, { format: "fatturapa", profile: format === "FPA12" ? "fpa12" : "fpr12" })).xml;
    } catch (error) {
      outcome("convert", id, `refused: ${(error as Error).message.slice(0, 300)}`);
      return;
    }
    const supplier = (envelope.doc as { supplier: { tax_id: { country: string; code: string } } }).supplier.tax_id;
    const expected = canonicalXML(referenceXML(c.output, supplier));
    outcome("convert", id, firstDifference(expected, canonicalXML(written)));
  });
});

describe.skipIf(!HAS_SHARED)("FatturaPA reference: read (FatturaPA → GOBL)", () => {
  test.for(readCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    const xml = decodeReferenceXML(readFileSync(c.input));
    let built: Record<string, unknown>;
    try {
      const { uuid: _uuid, $schema: _schema, ...doc } = (await engine.fromXML(xml, { format: "fatturapa", validate: false })).doc as Record<string, unknown>;
      built = doc;
    } catch (error) {
      outcome("read", id, `refused: ${(error as Error).message.slice(0, 300)}`);
      return;
    }
    outcome("read", id, jsonDifference(referenceDocument(c.output, xml), built));
  });
});

describe.skipIf(!HAS_SHARED)("FatturaPA reference: the ratchet", () => {
  test("every case in passing.json exists, sorted, without duplicates", () => {
    const known = new Set([...convertCases(), ...readCases()].map((c) => c.id));
    const list = JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[];
    expect(list.filter((id) => !known.has(id))).toEqual([]);
    expect(list).toEqual([...new Set(list)].sort());
  });
});

test.skipIf(HAS_SHARED)("FatturaPA reference", () => {
  console.warn(SKIP_NO_SHARED);
});
