/**
 * gobl.mx.cfdi's reference data (../shared/reference/gobl-mx-cfdi):
 * `convert/in` built envelopes with the CFDI XML it writes for them in
 * `convert/out`, `parse/in` CFDI XML with the envelope it reads in
 * `parse/out`, and SAT's schemas in `schema/`.
 */
import { readFileSync } from "node:fs";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { referenceCases, type ReferenceCase } from "../../support/reference-cases.ts";

export const REFERENCE = HAS_SHARED ? sharedPath("reference", "gobl-mx-cfdi", "test") : "";
export const SCHEMA_DIR = HAS_SHARED ? `${REFERENCE}/schema` : "";

/** `convert/<name>`: an envelope and the XML written for it. */
export function convertCases(): ReferenceCase[] {
  if (!HAS_SHARED) return [];
  return referenceCases(`${REFERENCE}/data/convert/in`, "json", "xml", "convert/").map((c) => ({ ...c, output: c.output.replace("/in/out/", "/out/") }));
}

/** `parse/<name>`: a CFDI and the envelope read from it. */
export function parseCases(): ReferenceCase[] {
  if (!HAS_SHARED) return [];
  return referenceCases(`${REFERENCE}/data/parse/in`, "xml", "json", "parse/").map((c) => ({ ...c, output: c.output.replace("/in/out/", "/out/") }));
}

export function readJSON(path: string): Record<string, any> {
  return JSON.parse(readFileSync(path, "utf8")) as Record<string, any>;
}
