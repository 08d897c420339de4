/**
 * The 26 FA(3) samples read and written back (issue 29, item 2). Each is
 * read (with default settings, or with `validate: false` where it breaks a
 * GOBL rule: read.test.ts says which and why), written back as FA(3) (by
 * the engine; for a sample the engine refuses to write because its data
 * breaks GOBL's rules, by the format's writer from the envelope as read,
 * as a received invoice is), and the two documents compared element by
 * element (round-trip.ts). Every difference must be a listed loss
 * (round-trip-losses.ts), every written file valid against the Ministry's
 * schema. round-trip.json is the ratchet of the samples equal beyond the
 * listed losses: each must stay so; KSEF_UPDATE=1 adds the newly equal.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ksefFormat } from "../../../formats/ksef/index.ts";
import { FA3_PROFILE } from "../../../formats/ksef/profiles.ts";
import { isBizdocError, writtenXML, type Envelope, type FormatContext } from "../../../index.ts";
import { report } from "../../support/report.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { ksefEngine } from "./engine.ts";
import { samplePaths, SAMPLES_DIR } from "./read-cases.ts";
import { compare, type Comparison } from "./round-trip.ts";
import { ROUND_TRIP_LOSSES } from "./round-trip-losses.ts";
import { HAS_SCHEMA, validateFA3 } from "./schema.ts";

const engine = ksefEngine();
const ratchetFile = new URL("./round-trip.json", import.meta.url);
const ratchet = new Set(JSON.parse(readFileSync(ratchetFile, "utf8")) as string[]);

/**
 * Why a sample is not written back, when it is not: its own data breaks
 * the schema, so no valid FA(3) can say it again.
 */
const NOT_WRITTEN: ReadonlyMap<string, string> = new Map([
  ["korygujaca/FA_3_Przyklad_3.xml", "its NrKSeFFaKorygowanej (210415750-…, a nine-digit NIP) is not a KSeF number: the sample itself fails the schema there, and the writer refuses it"],
]);

interface Outcome {
  read: boolean;
  written?: string;
  /** Written by the format's writer from the envelope as read, the engine refusing it under GOBL's rules. */
  asRead?: boolean;
  comparison?: Comparison;
}

const outcomes = new Map<string, Outcome>();
/** The listed losses some difference used. */
const lossesUsed = new Set<string>();
const nowEqual: string[] = [];

/** The envelope as read: with default settings, else as received (the faults read.test.ts lists). */
async function read(xml: string): Promise<Envelope> {
  try {
    return (await engine.readXML(xml)).envelope;
  } catch (error) {
    if (!isBizdocError(error) || error.status !== 422) throw error;
    return (await engine.readXML(xml, { validate: false })).envelope;
  }
}

/** The FA(3) written back, and whether the engine refused it under GOBL's rules (the format's writer then writes the envelope as read). */
function write(envelope: Envelope): Promise<{ xml: string; asRead: boolean }> {
  return engine.toXML(envelope, { format: "ksef" }).then(
    ({ xml }) => ({ xml, asRead: false }),
    (error: unknown) => {
      if (!isBizdocError(error) || error.key !== "validation") throw error;
      const context: FormatContext = { regime: () => undefined };
      return { xml: writtenXML(ksefFormat.toXML(envelope, FA3_PROFILE, context)).xml, asRead: true };
    },
  );
}

const describeDifference = (d: { kind: string; path: string; value: string }): string => `${d.kind} ${d.path} = ${JSON.stringify(d.value.slice(0, 80))}`;

afterAll(() => {
  const all = [...outcomes.values()];
  const compared = all.flatMap((o) => (o.comparison ? [o.comparison] : []));
  const kept = compared.reduce((n, c) => n + c.kept, 0);
  const lost = compared.reduce((n, c) => n + c.lost, 0);
  if (all.length > 0) {
    report(
      `[ksef] round trip of ${all.length} samples: ${all.filter((o) => o.read).length} read, ${all.filter((o) => o.written).length} written back ` +
        `(${all.filter((o) => o.asRead).length} from the envelope as read), ${xsdValid} XSD-valid, ` +
        `${compared.filter((c) => c.unlisted.length === 0).length} equal beyond the listed losses; elements kept ${kept}, lost ${lost} (${ROUND_TRIP_LOSSES.length} losses listed)`,
    );
  }
  // Per listed loss: how many of the originals' elements it excuses losing, and how many elements written that they lacked.
  for (const loss of ROUND_TRIP_LOSSES) {
    const differences = compared.flatMap((c) => c.listed.filter((d) => d.loss === loss.id));
    const count = (kind: string) => differences.filter((d) => d.kind === kind).length;
    report(`  ${loss.id}: ${count("lost")} lost, ${count("added")} added`);
  }
  if (process.env.KSEF_UPDATE && nowEqual.length > 0) {
    const list = [...new Set([...(JSON.parse(readFileSync(ratchetFile, "utf8")) as string[]), ...nowEqual])].sort();
    writeFileSync(ratchetFile, `${JSON.stringify(list, null, 2)}\n`);
  }
});

let xsdValid = 0;

describe.skipIf(!HAS_SHARED)("KSeF FA(3): the samples read and written back", () => {
  test.for(HAS_SHARED ? samplePaths() : [])("%s", async (path) => {
    const xml = readFileSync(join(SAMPLES_DIR, path), "utf8");
    const outcome: Outcome = { read: false };
    outcomes.set(path, outcome);
    const envelope = await read(xml);
    outcome.read = true;
    const why = NOT_WRITTEN.get(path);
    let written: { xml: string; asRead: boolean };
    try {
      written = await write(envelope);
    } catch (error) {
      expect(why, `${path} is not written back: ${(error as Error).message.slice(0, 300)}`).toBeDefined();
      return;
    }
    expect(why, `${path} is written back now: take it out of NOT_WRITTEN`).toBeUndefined();
    outcome.written = written.xml;
    outcome.asRead = written.asRead;
    const comparison = compare(path, xml, written.xml, ROUND_TRIP_LOSSES);
    outcome.comparison = comparison;
    for (const d of comparison.listed) lossesUsed.add(d.loss);
    if (comparison.unlisted.length === 0) {
      if (!ratchet.has(path)) {
        nowEqual.push(path);
        report(`${path}: equal beyond the listed losses: add it to round-trip.json (KSEF_UPDATE=1)`);
      }
    } else report(`${path}: ${comparison.unlisted.length} differences not listed, first ${describeDifference(comparison.unlisted[0]!)}`);
    expect(comparison.unlisted.map(describeDifference), `${path}: differences no listed loss covers`).toEqual([]);
  });

  test.skipIf(!HAS_SCHEMA)("every file written back is valid against schemat_FA(3)_v1-0E.xsd", async () => {
    const files = [...outcomes].flatMap(([path, o]) => (o.written ? [{ fileName: path.replaceAll("/", "_"), contents: o.written }] : []));
    expect(files.length).toBe(samplePaths().length - NOT_WRITTEN.size);
    // One at a time, so that each file's verdict is counted.
    const errors: string[] = [];
    for (const file of files) {
      const result = await validateFA3([file]);
      if (result.valid) xsdValid++;
      else errors.push(...result.errors);
    }
    expect(errors, "XSD errors").toEqual([]);
  }, 300_000);

  test("the comparison sees a changed amount, a dropped element and an added one, and not 100 against 100.00 (the control)", () => {
    const path = "podstawowa/FA_3_Przyklad_4_EUR.xml";
    const xml = readFileSync(join(SAMPLES_DIR, path), "utf8");
    expect(compare(path, xml, xml, []).unlisted).toEqual([]);
    const p15 = /<P_15>([^<]*)<\/P_15>/.exec(xml)![1]!;
    expect(compare(path, xml, xml.replace(/<P_15>[^<]*<\/P_15>/, `<P_15>${p15}${p15.includes(".") ? "0" : ".00"}</P_15>`), []).unlisted).toEqual([]);
    const changed = xml.replace(/<P_15>[^<]*<\/P_15>/, "<P_15>1.01</P_15>").replace(/<P_1M>[^<]*<\/P_1M>/, "").replace("</Fa>", "<WZ>X</WZ></Fa>");
    const kinds = compare(path, xml, changed, []).unlisted.map((d) => `${d.kind} ${d.path}`).sort();
    expect(kinds).toEqual(["added /Faktura/Fa/P_15", "added /Faktura/Fa/WZ", "lost /Faktura/Fa/P_15", "lost /Faktura/Fa/P_1M"].sort());
  });

  test("every listed loss covers a difference of some sample, and the ratchet holds known samples, sorted", () => {
    expect(ROUND_TRIP_LOSSES.filter((loss) => !lossesUsed.has(loss.id)).map((loss) => loss.id)).toEqual([]);
    expect(new Set(ROUND_TRIP_LOSSES.map((loss) => loss.id)).size).toBe(ROUND_TRIP_LOSSES.length);
    const list = JSON.parse(readFileSync(ratchetFile, "utf8")) as string[];
    expect(list.filter((id) => !samplePaths().includes(id))).toEqual([]);
    expect(list).toEqual([...new Set(list)].sort());
    for (const id of list) expect(outcomes.get(id)?.comparison?.unlisted, `${id} is in round-trip.json`).toEqual([]);
  });
});

test.skipIf(HAS_SHARED)("KSeF FA(3): the samples read and written back", () => {
  console.warn(SKIP_NO_SHARED);
});
