/**
 * gobl.cii's CDAR reference data: every status and payment envelope
 * written under its folder's profile must give the reference XML (as
 * data), and every UC* lifecycle sample read and built must give the
 * reference document. Cases listed in passing.json must match; the others
 * report their first difference.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { createEngine } from "../../../index.ts";
import { canonicalize } from "../../../engine/c14n/index.ts";
import { cdarFormat } from "../../../formats/cdar/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { convertCases, isRouted, parseCases, passingCases, referenceDocument } from "./cases.ts";

// All that bizdoc ships: the fr-ctc-flow6-v1 addon is one of the approved external addons it registers.
const engine = createEngine();
const passing = passingCases();
const tally = new Map<string, { equal: number; different: number }>();

function count(group: string, equal: boolean): void {
  const entry = tally.get(group) ?? { equal: 0, different: 0 };
  entry[equal ? "equal" : "different"]++;
  tally.set(group, entry);
}

afterAll(() => {
  for (const [group, { equal, different }] of [...tally].sort()) report(`CDAR reference ${group}: ${equal} equal, ${different} different`);
});

/** Where two documents differ, as the lines of their canonical JSON (keys sorted), one member a line. */
function jsonDifference(expected: unknown, actual: unknown): string | undefined {
  if (isDeepStrictEqual(expected, actual)) return undefined;
  const lines = (value: unknown) => JSON.stringify(JSON.parse(canonicalize(value)), null, 1);
  return firstDifference(lines(expected), lines(actual));
}

function withoutUUID(doc: Record<string, unknown>): Record<string, unknown> {
  const { uuid: _uuid, ...rest } = doc;
  return rest;
}

describe.skipIf(!HAS_SHARED)("CDAR reference: convert (GOBL → CDAR)", () => {
  test.for(convertCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    const group = `convert/${c.profile}`;
    // The way users convert: the engine builds the envelope, then writes it under the folder's profile.
    const built = await engine.build(JSON.parse(readFileSync(c.input, "utf8")));
    const { xml, profile } = await engine.toXML(built, { format: cdarFormat.key, profile: c.profile });
    expect(profile).toBe(c.profile);
    const expected = canonicalXML(readFileSync(c.output, "utf8"));
    const actual = canonicalXML(xml);
    const difference = firstDifference(expected, actual);
    count(group, difference === undefined);
    if (passing.has(id)) expect(actual).toBe(expected);
    else if (difference) report(`${id}: differs at ${difference}`);
    else report(`${id}: now equal: add it to passing.json`);
  });
});

describe.skipIf(!HAS_SHARED)("CDAR reference: parse (CDAR → GOBL)", () => {
  test.for(parseCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    const xml = readFileSync(c.input, "utf8");
    // Recognised without naming the format, as the engine reads XML from outside.
    const reading = await engine.readXML(xml, { validate: false });
    expect(reading.envelope.head.meta).toMatchObject({ "xml-format": cdarFormat.key, "xml-profile": c.id.includes("POUR_PPF") ? "ppf" : "flow6" });
    const built = reading.envelope.doc as Record<string, unknown>;
    const reference = referenceDocument(c, xml);
    const difference = jsonDifference(withoutUUID(reference), withoutUUID(built));
    count("parse", difference === undefined);
    if (passing.has(id)) expect(withoutUUID(built)).toEqual(withoutUUID(reference));
    else if (difference) report(`${id}: differs at ${difference}`);
    else report(`${id}: now equal: add it to passing.json`);
  });

  // gobl.cii validates the business (not PPF) samples it parses; those that need no routing meet the rules here too.
  const validated = parseCases().filter((c) => !c.id.includes("POUR_PPF") && !isRouted(c.id));
  test.for(validated.map((c) => [c.id, c] as const))("%s is read with its rules checked", async ([, c]) => {
    const reading = await engine.readXML(readFileSync(c.input, "utf8"));
    expect(reading.warnings).toEqual([]);
    expect(withoutUUID(reading.envelope.doc as Record<string, unknown>)).toEqual(withoutUUID(referenceDocument(c, readFileSync(c.input, "utf8"))));
  });
});

describe.skipIf(!HAS_SHARED)("CDAR reference: the ratchet", () => {
  test("every case in passing.json exists", () => {
    const known = new Set([...convertCases(), ...parseCases()].map((c) => c.id));
    expect([...passing].filter((id) => !known.has(id))).toEqual([]);
  });
  test("passing.json is sorted and without duplicates", () => {
    const list = JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[];
    expect(list).toEqual([...new Set(list)].sort());
  });
  test("the reference holds the ten convert cases and eleven UC samples", () => {
    expect(convertCases()).toHaveLength(10);
    expect(parseCases()).toHaveLength(11);
  });
});

test.skipIf(HAS_SHARED)("CDAR reference", () => {
  console.warn(SKIP_NO_SHARED);
});
