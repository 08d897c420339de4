/**
 * gobl.verifactu's reference records: each of its 29 inputs (18 invoices,
 * 11 system statuses) built with our engine and written as a VERI*FACTU
 * record with the reference's generation time, previous record and system
 * data must give its record, fingerprint included, compared as data with
 * our listed differences applied (writer-differences.ts). Cases in
 * passing.json must match; the others report their first difference.
 * VERIFACTU_UPDATE=1 adds the cases now equal to passing.json (it never
 * removes one).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { verifactuFormat } from "../../../formats/verifactu/index.ts";
import { engineWithFormats } from "../../support/formats.ts";
import { report } from "../../support/report.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { referenceCases, referenceInput, referenceOptions } from "./cases.ts";
import { expectedXML } from "./writer-differences.ts";

const engine = engineWithFormats(verifactuFormat);
const passingFile = new URL("./passing.json", import.meta.url);
const passing = new Set(JSON.parse(readFileSync(passingFile, "utf8")) as string[]);
const nowEqual: string[] = [];
const tally = { equal: 0, total: 0 };

afterAll(() => {
  report(`VERI*FACTU reference: ${tally.equal} of ${tally.total} equal`);
  if (process.env.VERIFACTU_UPDATE && nowEqual.length > 0) {
    const list = [...new Set([...passing, ...nowEqual])].sort();
    writeFileSync(passingFile, `${JSON.stringify(list, null, 2)}\n`);
  }
});

function outcome(id: string, difference: string | undefined): void {
  tally.total++;
  if (!difference) tally.equal++;
  if (difference) {
    report(`${id}: differs at ${difference}`);
    expect(passing.has(id), `${id} is in passing.json but differs: ${difference}`).toBe(false);
  } else if (!passing.has(id)) {
    nowEqual.push(id);
    report(`${id}: now equal: add it to passing.json (VERIFACTU_UPDATE=1)`);
  }
}

describe.skipIf(!HAS_SHARED)("VERI*FACTU reference records (gobl.verifactu)", () => {
  test.for(referenceCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    let written: string;
    try {
      written = (await engine.toXML(referenceInput(c), { format: "verifactu", options: referenceOptions(c.kind) })).xml;
    } catch (error) {
      outcome(id, `refused: ${(error as Error).message.slice(0, 300)}`);
      return;
    }
    outcome(id, firstDifference(canonicalXML(expectedXML(id, readFileSync(c.output, "utf8"))), canonicalXML(written)));
  });

  test("the ratchet: every case in passing.json exists, sorted, without duplicates", () => {
    const known = new Set(referenceCases().map((c) => c.id));
    const list = JSON.parse(readFileSync(passingFile, "utf8")) as string[];
    expect(list.filter((id) => !known.has(id))).toEqual([]);
    expect(list).toEqual([...new Set(list)].sort());
  });

  test("control: the comparison sees a changed generation time (FechaHoraHusoGenRegistro and the fingerprint differ)", async () => {
    const c = referenceCases().find((k) => k.id === "inv-base")!;
    const written = (await engine.toXML(referenceInput(c), { format: "verifactu", options: { ...referenceOptions(c.kind), timestamp: "2024-11-26T05:00:01+01:00" } })).xml;
    const difference = firstDifference(canonicalXML(expectedXML(c.id, readFileSync(c.output, "utf8"))), canonicalXML(written));
    expect(difference).toContain("05:00:01");
  });

  test("there are the 29 cases the issue names: 18 invoices and 11 events", () => {
    const cases = referenceCases();
    expect(cases.filter((c) => c.kind === "invoice")).toHaveLength(18);
    expect(cases.filter((c) => c.kind === "event")).toHaveLength(11);
  });
});

test.skipIf(HAS_SHARED)("VERI*FACTU reference", () => {
  console.warn(SKIP_NO_SHARED);
});
