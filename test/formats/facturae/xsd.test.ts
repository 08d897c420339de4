/**
 * Every FacturaE document written for the reference inputs is valid against
 * the official facturaev3_2_2.xsd (kept in gobl.facturae's test/schema). The
 * schema imports the W3C XML-DSig schema from the web for its ds:Signature;
 * the same file is in the reference material (gobl-verifactu's test/schema),
 * so the import is pointed at that copy and the schema is complete offline.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { writeFacturae } from "../../../formats/facturae/index.ts";
import { report } from "../../support/report.ts";
import { sharedPath } from "../../support/shared.ts";
import { REFERENCE_THIRD_PARTY, THIRD_PARTY_FORMAT, XSD_PATH, referenceCases, referenceEngine } from "./cases.ts";

const DSIG_PATH = XSD_PATH === "" ? "" : sharedPath("reference", "gobl-verifactu", "test", "schema", "xmldsig-core-schema.xsd");
const HAS_SCHEMA = XSD_PATH !== "" && existsSync(XSD_PATH) && existsSync(DSIG_PATH);
const DSIG_FILE = "xmldsig-core-schema.xsd";

/** The schema with its XML-DSig import pointed at the local copy. */
function offlineSchema(): string {
  return readFileSync(XSD_PATH, "utf8").replace(/schemaLocation="http:\/\/www\.w3\.org\/TR\/xmldsig-core\/xmldsig-core-schema\.xsd"/, `schemaLocation="${DSIG_FILE}"`);
}

describe.skipIf(!HAS_SCHEMA)("FacturaE output against facturaev3_2_2.xsd", () => {
  it("validates the documents written for every reference input, with and without a third party", async () => {
    const engine = referenceEngine();
    const documents: { fileName: string; contents: string }[] = [];
    for (const c of referenceCases()) {
      const input = JSON.parse(readFileSync(c.input, "utf8"));
      for (const format of [THIRD_PARTY_FORMAT, "facturae"]) {
        let xml: string;
        try {
          xml = (await engine.toXML(input, { format })).xml;
        } catch {
          xml = writeFacturae(input, format === "facturae" ? {} : { thirdParty: REFERENCE_THIRD_PARTY });
        }
        documents.push({ fileName: `${c.id}-${format}.xml`, contents: xml });
      }
    }
    expect(documents.length).toBe(14);
    const schema = [{ fileName: "facturaev3_2_2.xsd", contents: offlineSchema() }];
    const preload = [{ fileName: DSIG_FILE, contents: readFileSync(DSIG_PATH, "utf8") }];
    const result = await validateXML({ xml: documents, schema, preload });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
    // A control: the same validation rejects a document with its header out of order.
    const swapped = documents[0]!.contents.replace(/(<SchemaVersion>[^<]*<\/SchemaVersion>)(\s*)(<Modality>[^<]*<\/Modality>)/, "$3$2$1");
    expect(swapped).not.toBe(documents[0]!.contents);
    expect((await validateXML({ xml: [{ fileName: "control.xml", contents: swapped }], schema, preload })).valid).toBe(false);
    report(`[facturae] XSD: ${documents.length} documents valid`);
  }, 120_000);
});
