/**
 * Every FA(3) file the KSeF tests write is valid against the Ministry of
 * Finance's schemat_FA(3)_v1-0E.xsd (xmllint compiled to WebAssembly): the
 * Polish examples, GOBL's FA(3) inputs built with our engine, and the
 * documents made for corrections, advances, settlements, foreign currency,
 * split payment, reverse charge, exemption and other parties. Each is also
 * what KSeF checks before the schema (UTF-8 without a byte order mark, the
 * XML declaration the only thing before the root). A control shows the
 * validation refuses a file with two elements swapped.
 */
import { describe, expect, it } from "vitest";
import { SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { constructedCases, exampleCases, goblWrittenCases } from "./documents.ts";
import { ksefEngine } from "./engine.ts";
import { HAS_SCHEMA, validateFA3 } from "./schema.ts";

const engine = ksefEngine();

async function writtenFiles(): Promise<{ fileName: string; contents: string }[]> {
  const files: { fileName: string; contents: string }[] = [];
  for (const c of [...exampleCases(), ...goblWrittenCases(), ...constructedCases()]) {
    let xml: string;
    try {
      xml = (await engine.toXML(await engine.build(c.document), { format: "ksef" })).xml;
    } catch (error) {
      throw new Error(`${c.id}: ${(error as Error).message}`, { cause: error });
    }
    files.push({ fileName: `${c.id.replaceAll("/", "_")}.xml`, contents: xml });
  }
  return files;
}

describe.skipIf(!HAS_SCHEMA)("KSeF FA(3) output against schemat_FA(3)_v1-0E.xsd", () => {
  it("validates every file written for the examples, GOBL's inputs and the documents made here", async () => {
    const files = await writtenFiles();
    expect(files.length).toBeGreaterThanOrEqual(16);
    for (const file of files) {
      const bytes = Buffer.from(file.contents, "utf8");
      expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])), `${file.fileName} starts with a BOM`).toBe(false);
      expect(file.contents.match(/<\?/g)?.length, `${file.fileName}: processing instructions`).toBe(1);
      expect(file.contents.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), file.fileName).toBe(true);
    }
    const result = await validateFA3(files);
    expect(result.errors, "XSD errors").toEqual([]);
    expect(result.valid).toBe(true);
    report(`[ksef] XSD: ${files.length} FA(3) files valid`);
  }, 300_000);

  it("refuses a file with its elements out of order (the control)", async () => {
    const [file] = await writtenFiles();
    const swapped = file!.contents.replace(/(<P_1>[^<]*<\/P_1>)(\s*)(<P_2>[^<]*<\/P_2>)/, "$3$2$1");
    expect(swapped).not.toBe(file!.contents);
    const control = await validateFA3([{ fileName: "control.xml", contents: swapped }]);
    expect(control.valid).toBe(false);
    expect(control.errors.join("\n")).toMatch(/P_2|P_1/);
  }, 300_000);
});

if (!HAS_SCHEMA) console.warn(SKIP_NO_SHARED);
