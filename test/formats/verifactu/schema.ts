/**
 * The AEAT's VERI*FACTU schemas for xmllint-wasm, through the reference's
 * wrapper (main.xsd: the SOAP envelope, SuministroLR and EventosSIF, and
 * XML-DSig). SuministroInformacion.xsd and EventosSIF.xsd import XML-DSig
 * by its address on w3.org, rewritten in memory to the copy beside them,
 * so no network is used.
 */
import { existsSync, readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";
import { HAS_SHARED } from "../../support/shared.ts";
import { SCHEMA_DIR } from "./cases.ts";

const DSIG_ADDRESS = 'schemaLocation="http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd"';
const IMPORTED = ["xmldsig-core-schema.xsd", "soap-envelope.xsd", "SuministroLR.xsd", "SuministroInformacion.xsd", "EventosSIF.xsd"];

export const HAS_SCHEMA = HAS_SHARED && existsSync(`${SCHEMA_DIR}/main.xsd`);

function schemaFile(name: string) {
  return { fileName: name, contents: readFileSync(`${SCHEMA_DIR}/${name}`, "utf8").replace(DSIG_ADDRESS, 'schemaLocation="xmldsig-core-schema.xsd"') };
}

/** The schemas' verdict on records, with their error messages. */
export async function validateRecords(documents: { fileName: string; contents: string }[]): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({ xml: documents, schema: [schemaFile("main.xsd")], preload: IMPORTED.map(schemaFile) });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
