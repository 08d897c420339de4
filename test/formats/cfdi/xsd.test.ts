/**
 * Every CFDI written for gobl.mx.cfdi's envelopes (invoices of each kind,
 * credit notes, global invoices, foreign customers, IEPS, both complements,
 * the Mabe addenda, payments) and, through the engine, for bizdoc's
 * examples with the mx-cfdi-v4 addon is valid against SAT's schemas (xmllint
 * compiled to WebAssembly; the catalogues they import are stand-ins, see
 * schema.ts), and each starts with the XML declaration and no byte order
 * mark. Controls show the validation refuses elements out of order and an
 * amount with more decimals than SAT's t_Importe takes.
 */
import { describe, expect, it } from "vitest";
import { SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { convertCases, readJSON } from "./cases.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { cfdiEngine, writeCFDI } from "./engine.ts";
import { HAS_SCHEMA, validateCFDI } from "./schema.ts";

function writtenFiles(): { fileName: string; contents: string }[] {
  return convertCases().map((c) => ({ fileName: `${c.id.replace("/", "_")}.xml`, contents: writeCFDI(readJSON(c.input)) }));
}

async function writtenExamples(): Promise<{ fileName: string; contents: string }[]> {
  const engine = cfdiEngine();
  const files: { fileName: string; contents: string }[] = [];
  for (const example of EXAMPLES.filter((e) => e.addons.includes("mx-cfdi-v4"))) {
    const { xml } = await engine.toXML(await engine.build(example.document, { envelop: true }), { format: "cfdi" });
    files.push({ fileName: `example_${example.id}.xml`, contents: xml });
  }
  return files;
}

describe.skipIf(!HAS_SCHEMA)("CFDI output against SAT's schemas", () => {
  it("validates every file written for gobl.mx.cfdi's envelopes and bizdoc's mx-cfdi-v4 examples", async () => {
    const files = [...writtenFiles(), ...(await writtenExamples())];
    expect(files.length).toBeGreaterThanOrEqual(23);
    for (const file of files) {
      expect(Buffer.from(file.contents, "utf8").subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), `${file.fileName} starts with a BOM`).toBe(false);
      expect(file.contents.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), file.fileName).toBe(true);
    }
    const result = await validateCFDI(files);
    expect(result.errors, "XSD errors").toEqual([]);
    expect(result.valid).toBe(true);
    report(`[cfdi] XSD: ${files.length} CFDI files valid`);
  }, 300_000);

  it("refuses a file with Emisor and Receptor swapped, and an amount with seven decimals (the controls)", async () => {
    const file = writtenFiles().find((f) => f.fileName.includes("invoice-b2b-bare"))!;
    const swapped = file.contents.replace(/(<cfdi:Emisor[^>]*><\/cfdi:Emisor>)(\s*)(<cfdi:Receptor[^>]*><\/cfdi:Receptor>)/, "$3$2$1");
    expect(swapped).not.toBe(file.contents);
    const order = await validateCFDI([{ fileName: "order.xml", contents: swapped }]);
    expect(order.valid).toBe(false);
    expect(order.errors.join("\n")).toMatch(/Receptor|Emisor/);
    const precise = file.contents.replace(/SubTotal="([0-9.]+)"/, 'SubTotal="$10000001"');
    expect(precise).not.toBe(file.contents);
    const decimals = await validateCFDI([{ fileName: "decimals.xml", contents: precise }]);
    expect(decimals.valid).toBe(false);
    expect(decimals.errors.join("\n")).toMatch(/SubTotal/);
  }, 300_000);
});

if (!HAS_SCHEMA) console.warn(SKIP_NO_SHARED);
