/**
 * GOBL's UBL reference data: every convert case written by our plugin must
 * give the reference XML (compared as data), and every parse case must read
 * into the reference invoice (calculated, not validated, as gobl.ubl's test
 * reads; a second group validates them with their invalid tax IDs aside). Cases that do not match yet are
 * reported (first difference) rather than expected to fail; the ones that
 * match are listed in passing.json, which must keep passing (a ratchet:
 * run with UBL_UPDATE_PASSING=1 to rewrite it after an improvement).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { ublFormat } from "../../../formats/ubl/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { applyWriterDifferences, deliberateRefusal, isDeliberateRefusal } from "../writer-differences.ts";
import { convertCases, FOLDER_PROFILES, parseCases, readJSON, readText, type ReferenceCase } from "./reference-cases.ts";
import { readUBL } from "../../support/formats.ts";
import { applyReaderDifferences } from "../reader-differences.ts";
import { report } from "../../support/report.ts";

const PASSING_FILE = join(import.meta.dirname, "passing.json");
const passing = new Set(JSON.parse(readFileSync(PASSING_FILE, "utf8")) as string[]);
const engine = createEngine();

type Outcome = { status: "pass" } | { status: "fail"; difference: string } | { status: "skip"; reason: string };
const outcomes = new Map<string, Outcome>();

function faultText(error: unknown): string {
  const e = error as { message?: string; faults?: { properties?: string[]; description?: string }[] };
  const faults = (e.faults ?? []).slice(0, 3).map((f) => `${(f.properties ?? []).join(",")}: ${f.description}`);
  return [e.message, ...faults].filter(Boolean).join("; ");
}

/**
 * Go's XML encoder writes newlines, tabs and carriage returns in text as
 * character references (&#xA;); canonicalXML's parser leaves numeric
 * references undecoded, so the reference's whitespace references are
 * decoded here (an equivalent XML text) before comparing.
 */
function decodeWhitespaceReferences(xml: string): string {
  return xml.replace(/&#x([9aAdD]);|&#(9|10|13);/g, (_, hex: string | undefined, dec: string | undefined) =>
    String.fromCharCode(hex ? parseInt(hex, 16) : Number(dec)),
  );
}

async function runConvert(c: ReferenceCase): Promise<Outcome> {
  const mapping = FOLDER_PROFILES[c.folder];
  if (!mapping) return { status: "skip", reason: `no profile for folder ${c.folder}` };
  if ("skip" in mapping) return { status: "skip", reason: mapping.skip };
  let built: unknown;
  try {
    built = await engine.build(readJSON(c.input));
  } catch (error) {
    return { status: "skip", reason: `the engine refuses the input: ${faultText(error)}` };
  }
  const refusal = deliberateRefusal(ublFormat.key, c.id);
  let xml: string;
  try {
    // The way users convert: the engine builds, restates prices including tax as net, then the format writes.
    xml = (await engine.toXML(built, { format: ublFormat.key, profile: mapping.profile })).xml;
  } catch (error) {
    if (refusal && isDeliberateRefusal(error, refusal.rules)) return { status: "pass" };
    return { status: "fail", difference: `toXML threw: ${faultText(error)}` };
  }
  if (refusal) return { status: "fail", difference: `written, where the official rules ${refusal.rules.join(", ")} were to refuse it` };
  const expected = applyWriterDifferences(ublFormat.key, c.id, canonicalXML(decodeWhitespaceReferences(readText(c.output))));
  const actual = canonicalXML(xml);
  const difference = firstDifference(expected, actual);
  return difference ? { status: "fail", difference } : { status: "pass" };
}

/** The reference invoice without what is generated per run (its uuid). */
function withoutUUID(doc: Record<string, unknown>): Record<string, unknown> {
  const { uuid: _uuid, ...rest } = doc;
  return rest;
}

/** The first path where two JSON values differ (object key order aside). */
function jsonDifference(expected: unknown, actual: unknown, path = "$"): string | undefined {
  if (expected && actual && typeof expected === "object" && typeof actual === "object" && Array.isArray(expected) === Array.isArray(actual)) {
    const e = expected as Record<string, unknown>;
    const a = actual as Record<string, unknown>;
    for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
      const d = jsonDifference(e[key], a[key], `${path}.${key}`);
      if (d) return d;
    }
    return undefined;
  }
  if (expected === actual) return undefined;
  return `${path}: expected ${JSON.stringify(expected)?.slice(0, 200)}, actual ${JSON.stringify(actual)?.slice(0, 200)}`;
}

async function runParse(c: ReferenceCase): Promise<Outcome> {
  let reference = readJSON(c.output).doc as Record<string, unknown>;
  // Our deliberate differences from gobl.ubl's parser (test/formats/reader-differences.ts);
  // one feeding the calculation has the reference calculated again by the engine.
  if (applyReaderDifferences(ublFormat.key, reference, readText(c.input))) {
    try {
      reference = (await engine.build(reference)) as Record<string, unknown>;
    } catch (error) {
      return { status: "fail", difference: `the reference, changed by a reader difference, does not build: ${faultText(error)}` };
    }
  }
  const addons = Array.isArray(reference.$addons) ? (reference.$addons as string[]) : [];
  const missing = addons.filter((addon) => !engine.addon(addon));
  if (missing.length > 0) return { status: "skip", reason: `needs addons this engine does not have: ${missing.join(", ")}` };
  let built: Record<string, unknown>;
  try {
    // Read as gobl.ubl's test reads (calculated, not validated: many samples carry invalid tax IDs).
    built = (await engine.fromXML(readText(c.input), { format: "ubl", validate: false })).doc as Record<string, unknown>;
  } catch (error) {
    return { status: "fail", difference: `fromXML threw: ${faultText(error)}` };
  }
  const difference = jsonDifference(withoutUUID(reference), withoutUUID(built));
  return difference ? { status: "fail", difference } : { status: "pass" };
}

/** A party's tax ID without its code. */
function withoutTaxIDCodes(doc: Record<string, unknown>): Record<string, unknown> {
  const copy = structuredClone(doc) as Record<string, any>;
  for (const party of [copy.supplier, copy.customer, copy.ordering?.seller, copy.payment?.payee]) if (party?.tax_id) delete party.tax_id.code;
  return copy;
}

/**
 * The parse cases the engine refuses only for their samples' invalid tax
 * IDs (gobl.ubl's test never validates them): read, built and compared
 * with the tax ID codes taken out of both sides, so that the rest of the
 * mapping is still checked.
 */
async function runParseWithoutTaxIDCodes(c: ReferenceCase): Promise<Outcome> {
  let reference = readJSON(c.output).doc as Record<string, unknown>;
  if (applyReaderDifferences(ublFormat.key, reference, readText(c.input))) {
    try {
      reference = (await engine.build(withoutTaxIDCodes(reference))) as Record<string, unknown>;
    } catch (error) {
      return { status: "fail", difference: `the reference, changed by a reader difference, does not build: ${faultText(error)}` };
    }
  }
  const parsed = readUBL(readText(c.input));
  try {
    await engine.build(parsed.document);
    return { status: "skip", reason: "the engine builds the document as it is: compared by the parse case itself" };
  } catch {
    // refused as it is: compare without the tax ID codes
  }
  let built: Record<string, unknown>;
  try {
    built = (await engine.build(withoutTaxIDCodes(parsed.document))) as Record<string, unknown>;
  } catch (error) {
    return { status: "skip", reason: `the engine refuses it even without tax ID codes: ${faultText(error)}` };
  }
  const difference = jsonDifference(withoutUUID(withoutTaxIDCodes(reference)), withoutUUID(built));
  return difference ? { status: "fail", difference } : { status: "pass" };
}

function check(c: ReferenceCase, outcome: Outcome, skip: (note: string) => void): void {
  outcomes.set(c.id, outcome);
  if (outcome.status === "skip") {
    report(`[ubl] ${c.id}: skipped: ${outcome.reason}`);
    skip(outcome.reason);
    return;
  }
  if (outcome.status === "fail") report(`[ubl] ${c.id}: differs:\n${outcome.difference}`);
  if (passing.has(c.id)) expect(outcome.status === "fail" ? outcome.difference : "equal").toBe("equal");
}

describe.skipIf(!HAS_SHARED)("UBL reference data (gobl.ubl)", () => {
  describe("convert: GOBL → UBL XML", () => {
    for (const c of convertCases()) {
      it(c.id, async (ctx) => check(c, await runConvert(c), (note) => ctx.skip(note)));
    }
  });

  describe("parse: UBL XML → GOBL", () => {
    for (const c of parseCases()) {
      it(c.id, async (ctx) => check(c, await runParse(c), (note) => ctx.skip(note)));
    }
  });

  describe("parse, tax ID codes aside: UBL XML → GOBL for samples with invalid tax IDs", () => {
    for (const c of parseCases()) {
      const id = c.id.replace(/^parse\//, "parse-without-tax-id-codes/");
      it(id, async (ctx) => check({ ...c, id }, await runParseWithoutTaxIDCodes(c), (note) => ctx.skip(note)));
    }
  });

  afterAll(() => {
    const counts = new Map<string, Record<Outcome["status"], number>>();
    for (const [id, outcome] of outcomes) {
      const folder = id.split("/").slice(0, 2).join("/");
      const entry = counts.get(folder) ?? { pass: 0, fail: 0, skip: 0 };
      entry[outcome.status]++;
      counts.set(folder, entry);
    }
    for (const [folder, c] of [...counts].sort()) report(`[ubl] ${folder}: ${c.pass} equal, ${c.fail} differ, ${c.skip} skipped`);
    const nowPassing = [...outcomes].filter(([, o]) => o.status === "pass").map(([id]) => id).sort();
    const gained = nowPassing.filter((id) => !passing.has(id));
    if (gained.length > 0) report(`[ubl] newly equal (add to passing.json): ${gained.join(", ")}`);
    if (process.env.UBL_UPDATE_PASSING === "1") writeFileSync(PASSING_FILE, JSON.stringify(nowPassing, null, 2) + "\n");
  });
});

if (!HAS_SHARED) console.warn(SKIP_NO_SHARED);
