/**
 * Every FatturaPA document our plugin writes for gobl.fatturapa's convert
 * inputs, and for the documents it reads back from gobl.fatturapa's XML
 * samples, is valid against FatturaPA_v1.2.2.xsd (xmllint compiled to
 * WebAssembly); a control shows the same validation refuses a document with
 * its elements out of order.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { convertCases, readCases, SCHEMA_DIR } from "./cases.ts";
import { decodeReferenceXML } from "./encoding.ts";
import { fatturapaEngine } from "./engine.ts";

const HAS_SCHEMA = HAS_SHARED && existsSync(join(SCHEMA_DIR, "FatturaPA_v1.2.2.xsd"));

function schemaFile(name: string) {
  return { fileName: name, contents: readFileSync(join(SCHEMA_DIR, name), "utf8") };
}

describe.skipIf(!HAS_SCHEMA)("FatturaPA output against FatturaPA_v1.2.2.xsd", () => {
  it("validates every document written for the reference inputs and for the samples read", async () => {
    const engine = fatturapaEngine();
    const documents: { fileName: string; contents: string }[] = [];
    for (const c of convertCases()) {
      const envelope = await engine.build(JSON.parse(readFileSync(c.input, "utf8")));
      const format = (envelope.doc as { tax?: { ext?: Record<string, string> } }).tax?.ext?.["it-sdi-format"];
      const { xml } = await engine.toXML(envelope, { format: "fatturapa", profile: format === "FPA12" ? "fpa12" : "fpr12" });
      documents.push({ fileName: `${c.id.replaceAll("/", "_")}.xml`, contents: xml });
    }
    let readBack = 0;
    for (const c of readCases()) {
      const envelope = await engine.fromXML(decodeReferenceXML(readFileSync(c.input)), { format: "fatturapa", validate: false });
      try {
        const { xml } = await engine.toXML(envelope, { format: "fatturapa" });
        documents.push({ fileName: `${c.id.replaceAll("/", "_")}.xml`, contents: xml });
        readBack++;
      } catch {
        // Refused under GOBL's rules (a received invoice with a wrong check digit, say): nothing written to check.
      }
    }
    expect(documents.length).toBeGreaterThan(14);
    const preload = [schemaFile("xmldsig-core.xsd")];
    const result = await validateXML({ xml: documents, schema: [schemaFile("FatturaPA_v1.2.2.xsd")], preload });
    expect(result.errors.map((e) => e.rawMessage), "XSD errors").toEqual([]);
    expect(result.valid).toBe(true);
    const sample = documents[0]!.contents;
    const swapped = sample.replace(/(<Divisa>[^<]*<\/Divisa>)(\s*)(<Data>[^<]*<\/Data>)/, "$3$2$1");
    expect(swapped).not.toBe(sample);
    const control = await validateXML({ xml: [{ fileName: "control.xml", contents: swapped }], schema: [schemaFile("FatturaPA_v1.2.2.xsd")], preload });
    expect(control.valid).toBe(false);
    report(`[fatturapa] XSD: ${documents.length} documents valid (${readBack} written back from the samples read)`);
  }, 300_000);
});

if (!HAS_SCHEMA) console.warn(SKIP_NO_SHARED);
