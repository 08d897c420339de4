/**
 * gobl.cii's reference data: every invoice envelope written under its
 * folder's profile must give the reference XML (as data), and every CII
 * invoice read and built must give the reference document. Cases listed in
 * passing.json must match; the others report their first difference.
 */
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { createEngine } from "../../../index.ts";
import { ciiFormat } from "../../../formats/cii/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { recognizedBy } from "../../support/formats.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { applyWriterDifferences, deliberateRefusal, isDeliberateRefusal } from "../writer-differences.ts";
import { FOLDER_PROFILES, REGENERATED_PARSE_OUT, buildEnvelope, convertCases, parseCases, passingCases, referenceDocument, referenceXML, regeneratedDocument } from "./cases.ts";
import { report } from "../../support/report.ts";

const engine = createEngine();
const passing = passingCases();
const tally = new Map<string, { equal: number; different: number; skipped: number }>();

function count(group: string, outcome: "equal" | "different" | "skipped"): void {
  const entry = tally.get(group) ?? { equal: 0, different: 0, skipped: 0 };
  entry[outcome]++;
  tally.set(group, entry);
}

afterAll(() => {
  for (const [group, { equal, different, skipped }] of [...tally].sort()) {
    report(`CII reference ${group}: ${equal} equal, ${different} different, ${skipped} skipped`);
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

/** A document without its generated uuid. */
function withoutUUID(doc: Record<string, unknown>): Record<string, unknown> {
  const { uuid: _uuid, ...rest } = doc;
  return rest;
}

describe.skipIf(!HAS_SHARED)("CII reference: convert (GOBL → CII)", () => {
  test.for(convertCases().map((c) => [c.id, c] as const))("%s", async ([id, c], context) => {
    const group = `convert/${c.folder}`;
    const profileKey = FOLDER_PROFILES[c.folder];
    const built = await buildEnvelope(engine, c.input);
    if ("refused" in built) {
      count(group, "skipped");
      report(`${id}: skipped, the engine refuses it: ${built.refused}`);
      expect(passing.has(id), `${id} is in passing.json but the engine refuses it`).toBe(false);
      return context.skip(`the engine refuses it: ${built.refused}`);
    }
    const profile = ciiFormat.profiles.find((p) => p.key === profileKey);
    if (!profile) {
      count(group, "skipped");
      expect(passing.has(id)).toBe(false);
      return context.skip(`no profile for the folder ${c.folder}`);
    }
    const expected = applyWriterDifferences(ciiFormat.key, id, canonicalXML(referenceXML(c.output)));
    const refusal = deliberateRefusal(ciiFormat.key, id);
    let written: string;
    try {
      // The way users convert: the engine builds, restates prices including tax as net, then the format writes.
      written = (await engine.toXML(built.envelope, { format: ciiFormat.key, profile: profile.key })).xml;
    } catch (error) {
      if (refusal && isDeliberateRefusal(error, refusal.rules)) {
        count(group, "equal");
        return;
      }
      count(group, "different");
      report(`${id}: the format refuses it: ${(error as Error).message}`);
      expect(passing.has(id), `${id} is in passing.json but the format refuses it`).toBe(false);
      return;
    }
    const actual = canonicalXML(written);
    const difference = refusal ? `written, where the official rules ${refusal.rules.join(", ")} were to refuse it` : firstDifference(expected, actual);
    count(group, difference ? "different" : "equal");
    if (passing.has(id)) expect(refusal ? difference : actual).toBe(refusal ? undefined : expected);
    else if (difference) report(`${id}: differs at ${difference}`);
    else report(`${id}: now equal: add it to passing.json`);
  });
});

describe.skipIf(!HAS_SHARED)("CII reference: parse (CII → GOBL)", () => {
  test.for(parseCases().map((c) => [c.id, c] as const))("%s", async ([id, c], context) => {
    const xml = readFileSync(c.input, "utf8");
    if (!recognizedBy(ciiFormat, xml)) {
      // gobl.cii's parse folder also holds CDAR lifecycle messages: not invoices, compared by test/formats/cdar/reference.test.ts.
      expect(xml).toMatch(/CrossDomainAcknowledgementAndResponse/);
      expect(passing.has(id)).toBe(false);
      return;
    }
    // Read as gobl.cii reads (calculated, not validated: several samples carry invalid tax IDs).
    const built = (await engine.fromXML(xml, { format: ciiFormat.key, validate: false })).doc as Record<string, unknown>;
    const reference = referenceDocument(c.output, xml);
    const difference = jsonDifference(withoutUUID(reference), withoutUUID(built));
    count("parse", difference ? "different" : "equal");
    if (passing.has(id)) expect(withoutUUID(built)).toEqual(withoutUUID(reference));
    else if (difference) report(`${id}: differs at ${difference}`);
    else report(`${id}: now equal: add it to passing.json`);
  });
});

// Only with outputs made again by gobl.cii's parser (test/formats/cii/gobl-cii/README.md); nothing to register without them.
if (HAS_SHARED && REGENERATED_PARSE_OUT !== undefined) describe("CII reference: parse, against outputs made again with gobl.cii's parser", () => {
  test.for(parseCases().map((c) => [c.id, c] as const))("%s", async ([id, c], context) => {
    const output = join(REGENERATED_PARSE_OUT ?? "", basename(c.output));
    if (!existsSync(output)) {
      count("parse (regenerated)", "skipped");
      return context.skip("no regenerated output (not an invoice, or gobl.cii refused it)");
    }
    const xml = readFileSync(c.input, "utf8");
    const built = (await engine.fromXML(xml, { format: ciiFormat.key, validate: false })).doc as Record<string, unknown>;
    const reference = regeneratedDocument(output, xml);
    const difference = jsonDifference(withoutUUID(reference), withoutUUID(built));
    count("parse (regenerated)", difference ? "different" : "equal");
    if (difference) report(`${id} (regenerated): differs at ${difference}`);
    expect(withoutUUID(built)).toEqual(withoutUUID(reference));
  });
});

describe.skipIf(!HAS_SHARED)("CII reference: the ratchet", () => {
  test("every case in passing.json exists", () => {
    const known = new Set([...convertCases(), ...parseCases()].map((c) => c.id));
    expect([...passing].filter((id) => !known.has(id))).toEqual([]);
  });
  test("passing.json is sorted and without duplicates", () => {
    const list = JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[];
    expect(list).toEqual([...new Set(list)].sort());
  });
});

test.skipIf(HAS_SHARED)("CII reference", () => {
  console.warn(SKIP_NO_SHARED);
});

if (HAS_SHARED && REGENERATED_PARSE_OUT === undefined) {
  report("CII parse compared with the stored reference only: set BIZDOC_GOBL_CII_PARSE_OUT to outputs made again with gobl.cii's parser to compare with those too (test/formats/cii/gobl-cii/README.md)");
}
