/**
 * The Ministry of Finance's FA(3) schema with its base schemas, for
 * xmllint-wasm: the schema imports StrukturyDanych by its address on
 * crd.gov.pl, which is rewritten in memory to the copy beside it (the base
 * schemas include one another by file name already), so no network is used.
 */
import { existsSync, readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

export const SCHEMA_DIR = HAS_SHARED ? sharedPath("reference", "ksef", "official", "faktury", "schemy", "FA") : "";
const SCHEMA_NAME = "schemat_FA(3)_v1-0E.xsd";
const BASE_NAMES = ["StrukturyDanych_v10-0E.xsd", "ElementarneTypyDanych_v10-0E.xsd", "KodyKrajow_v10-0E.xsd"];
const BASE_ADDRESS = "http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/";

export const HAS_SCHEMA = HAS_SHARED && existsSync(`${SCHEMA_DIR}/${SCHEMA_NAME}`);

function schemaFiles() {
  const schema = readFileSync(`${SCHEMA_DIR}/${SCHEMA_NAME}`, "utf8").replace(`schemaLocation="${BASE_ADDRESS}StrukturyDanych_v10-0E.xsd"`, 'schemaLocation="StrukturyDanych_v10-0E.xsd"');
  return {
    schema: [{ fileName: "FA3.xsd", contents: schema }],
    preload: BASE_NAMES.map((name) => ({ fileName: name, contents: readFileSync(`${SCHEMA_DIR}/bazowe/${name}`, "utf8") })),
  };
}

/** The schema's verdict on documents, with its error messages. */
export async function validateFA3(documents: { fileName: string; contents: string }[]): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({ xml: documents, ...schemaFiles() });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
