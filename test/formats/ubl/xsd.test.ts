/**
 * Every UBL document our plugin writes for the buildable reference inputs
 * and for the EN 16931 examples (France CIUS's and ZATCA's among them, each
 * under the profile its addons choose) is valid against the OASIS UBL 2.1
 * schemas (Invoice or CreditNote).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { createEngine } from "../../../index.ts";
import { ublFormat } from "../../../formats/ubl/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { convertCases, FOLDER_PROFILES, looseConvertInputs, readJSON, UBL_REFERENCE_DIR } from "./reference-cases.ts";
import { writeUBL } from "../../support/formats.ts";
import { report } from "../../support/report.ts";
import { UBL_EN16931_EXAMPLES } from "../../support/examples.ts";

const SCHEMA_DIR = join(UBL_REFERENCE_DIR, "schema");
const HAS_SCHEMA = HAS_SHARED && existsSync(SCHEMA_DIR);

function schemaFile(path: string) {
  return { fileName: path, contents: readFileSync(join(SCHEMA_DIR, path), "utf8") };
}

describe.skipIf(!HAS_SCHEMA)("UBL output against the UBL 2.1 XSD", () => {
  it("validates every document written for the buildable reference inputs", async () => {
    const engine = createEngine();
    const documents: Record<"Invoice" | "CreditNote", { fileName: string; contents: string }[]> = { Invoice: [], CreditNote: [] };
    const inputs = [
      ...convertCases().map((c) => ({ id: c.id, input: c.input, mapping: FOLDER_PROFILES[c.folder] })),
      ...looseConvertInputs().map((input) => ({ id: input.slice(UBL_REFERENCE_DIR.length + 1), input, mapping: { profile: "peppol" } })),
    ];
    for (const c of inputs) {
      const mapping = c.mapping;
      if (!mapping || "skip" in mapping) continue;
      let built: unknown;
      try {
        built = await engine.build(readJSON(c.input));
      } catch {
        continue; // refused by the engine: reported by reference.test.ts
      }
      const profile = ublFormat.profiles.find((p) => p.key === mapping.profile)!;
      let xml: string;
      try {
        xml = writeUBL(built as never, profile);
      } catch {
        continue; // refused by the plugin (prices including tax): reported by reference.test.ts
      }
      const kind = /<CreditNote[\s>]/.test(xml) ? "CreditNote" : "Invoice";
      documents[kind].push({ fileName: `${c.id.replaceAll("/", "_")}.xml`, contents: xml });
    }
    const profiles = new Set<string>();
    for (const example of UBL_EN16931_EXAMPLES) {
      const { xml, profile } = await engine.toXML(structuredClone(example.document), { format: "ubl" });
      profiles.add(profile);
      const kind = /<CreditNote[\s>]/.test(xml) ? "CreditNote" : "Invoice";
      documents[kind].push({ fileName: `example_${example.id}.xml`, contents: xml });
    }
    expect([...profiles]).toEqual(expect.arrayContaining(["france-cius", "zatca"]));
    expect(documents.Invoice.length + documents.CreditNote.length).toBeGreaterThan(20);
    const common = readdirSync(join(SCHEMA_DIR, "common")).map((name) => schemaFile(`common/${name}`));
    for (const kind of ["Invoice", "CreditNote"] as const) {
      if (documents[kind].length === 0) continue;
      const result = await validateXML({ xml: documents[kind], schema: [schemaFile(`maindoc/UBL-${kind}-2.1.xsd`)], preload: common });
      expect(result.errors.map((e) => e.rawMessage), `${kind} XSD errors`).toEqual([]);
      expect(result.valid).toBe(true);
    }
    // A control: the same validation rejects a document with its header out of order.
    const sample = documents.Invoice[0]!;
    const swapped = sample.contents.replace(/(<cbc:ID>[^<]*<\/cbc:ID>)(\s*)(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/, "$3$2$1");
    expect(swapped).not.toBe(sample.contents);
    const control = await validateXML({ xml: [{ fileName: "control.xml", contents: swapped }], schema: [schemaFile("maindoc/UBL-Invoice-2.1.xsd")], preload: common });
    expect(control.valid).toBe(false);
    report(`[ubl] XSD: ${documents.Invoice.length} invoices and ${documents.CreditNote.length} credit notes valid`);
  }, 300_000);
});

if (!HAS_SCHEMA) console.warn(SKIP_NO_SHARED);
