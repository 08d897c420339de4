/**
 * gobl.mx.cfdi's reference data: every built envelope of convert/in written
 * as CFDI must give convert/out's XML (compared as data), and every CFDI of
 * parse/in read (calculated, not validated, as gobl.mx.cfdi's tests read)
 * must give parse/out's document; a stamped CFDI's TimbreFiscalDigital must
 * give parse/out's head stamps. Cases in passing.json must stay equal; the
 * others report their first difference. CFDI_UPDATE=1 adds the cases now
 * equal to passing.json (it never removes one). Both go through the engine
 * with bizdoc's mx-cfdi-v4 addon: each envelope is built again before it is
 * written, and each document read is normalised (and, a global invoice,
 * calculated) by it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { cfdiStamps } from "../../../formats/cfdi/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { canonicalXML, firstDifference } from "../../support/xml.ts";
import { firstDifference as firstJSONDifference } from "../../conformance/harness.ts";
import { convertCases, parseCases, readJSON } from "./cases.ts";
import { cfdiEngine } from "./engine.ts";

const engine = cfdiEngine();
const passingFile = new URL("./passing.json", import.meta.url);
const passing = new Set(JSON.parse(readFileSync(passingFile, "utf8")) as string[]);
const nowEqual: string[] = [];
const tally = { convert: { equal: 0, total: 0 }, parse: { equal: 0, total: 0 } };

afterAll(() => {
  if (tally.convert.total > 0) report(`CFDI reference convert: ${tally.convert.equal} of ${tally.convert.total} equal`);
  if (tally.parse.total > 0) report(`CFDI reference parse: ${tally.parse.equal} of ${tally.parse.total} equal`);
  if (process.env.CFDI_UPDATE && nowEqual.length > 0) {
    const list = [...new Set([...(JSON.parse(readFileSync(passingFile, "utf8")) as string[]), ...nowEqual])].sort();
    writeFileSync(passingFile, `${JSON.stringify(list, null, 2)}\n`);
  }
});

function outcome(kind: "convert" | "parse", id: string, difference: string | undefined): void {
  tally[kind].total++;
  if (difference) {
    report(`${id}: differs at ${difference}`);
    expect(passing.has(id), `${id} is in passing.json but differs: ${difference}`).toBe(false);
    return;
  }
  tally[kind].equal++;
  if (!passing.has(id)) {
    nowEqual.push(id);
    report(`${id}: now equal: add it to passing.json (CFDI_UPDATE=1)`);
  }
}

async function written(envelope: Record<string, unknown>): Promise<string> {
  return (await engine.toXML(envelope, { format: "cfdi" })).xml;
}

/** The document read, without its uuid (generated; GOBL's tests fix it). */
async function read(xml: string): Promise<Record<string, unknown>> {
  const { uuid: _uuid, ...rest } = (await engine.fromXML(xml, { format: "cfdi", validate: false })).doc as Record<string, unknown>;
  return rest;
}

describe.skipIf(!HAS_SHARED)("CFDI reference: convert (GOBL → CFDI)", () => {
  test.for(convertCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    let xml: string;
    try {
      xml = await written(readJSON(c.input));
    } catch (error) {
      outcome("convert", id, `refused: ${(error as Error).message.slice(0, 300)}`);
      return;
    }
    outcome("convert", id, firstDifference(canonicalXML(readFileSync(c.output, "utf8")), canonicalXML(xml)));
  });
});

describe.skipIf(!HAS_SHARED)("CFDI reference: parse (CFDI → GOBL)", () => {
  test.for(parseCases().map((c) => [c.id, c] as const))("%s", async ([id, c]) => {
    const xml = readFileSync(c.input, "utf8");
    const { uuid: _uuid, ...expected } = readJSON(c.output).doc as Record<string, unknown>;
    let doc: Record<string, unknown>;
    try {
      doc = await read(xml);
    } catch (error) {
      outcome("parse", id, `refused: ${(error as Error).message.slice(0, 300)}`);
      return;
    }
    outcome("parse", id, firstJSONDifference(expected, doc));
  });

  test("a stamped CFDI's TimbreFiscalDigital gives GOBL's head stamps, in the envelope read and alone; an unstamped one none", async () => {
    const stamped = parseCases().filter((c) => readJSON(c.output).head?.stamps);
    expect(stamped.map((c) => c.id)).toEqual(["parse/invoice-timbre"]);
    for (const c of parseCases()) {
      const xml = readFileSync(c.input, "utf8");
      const expected = readJSON(c.output).head?.stamps;
      expect(cfdiStamps(xml), c.id).toEqual(expected ?? []);
      expect((await engine.fromXML(xml, { format: "cfdi", validate: false })).head.stamps, c.id).toEqual(expected);
    }
  });
});

describe.skipIf(!HAS_SHARED)("CFDI reference: the ratchet", () => {
  test("every case in passing.json exists, sorted, without duplicates", () => {
    const known = new Set([...convertCases(), ...parseCases()].map((c) => c.id));
    const list = JSON.parse(readFileSync(passingFile, "utf8")) as string[];
    expect(list.filter((id) => !known.has(id))).toEqual([]);
    expect(list).toEqual([...new Set(list)].sort());
  });
});

test.skipIf(HAS_SHARED)("CFDI reference", () => {
  console.warn(SKIP_NO_SHARED);
});
