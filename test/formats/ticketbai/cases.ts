/**
 * gobl.ticketbai's reference data (test/data/*.json → out/*.xml, its
 * schemas and its test certificates), and the fixed inputs its files were
 * written with: the time, the previous invoice, the software and the
 * issuer (a third party), read off the reference files themselves.
 */
import { readFileSync } from "node:fs";
import { ticketbaiFormat } from "../../../formats/ticketbai/index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { referenceCases as casesIn, type ReferenceCase } from "../../support/reference-cases.ts";

export type { ReferenceCase };
import { engineWithFormats } from "../../support/formats.ts";

export const REFERENCE = HAS_SHARED ? sharedPath("reference", "gobl-ticketbai") : "";
export const SCHEMA_DIR = HAS_SHARED ? sharedPath("reference", "gobl-ticketbai", "test", "schema") : "";

export function referenceCases(): ReferenceCase[] {
  if (!HAS_SHARED) return [];
  return casesIn(`${REFERENCE}/test/data`, "json", "xml");
}

/** The options every reference file was written with (their HuellaTBAI, EmitidaPorTercerosODestinatario T, SigningTime). */
export const REFERENCE_OPTIONS = {
  software: { license: "My License", nif: "12345678A", name: "My Software", version: "1.0" },
  previous: { series: "AF", code: "1234567890", issue_date: "2021-01-01", signature: "1234567890".repeat(10) },
  // The reference's fixed time: SigningTime 2022-02-01T04:00:00+00:00, issued at 05:00:00 in Bilbao.
  timestamp: "2022-02-01T04:00:00Z",
  issuer: "third-party",
} as const;

/** The certificate the reference files were signed with (its KeyInfo: a representative of S7836107H, Izenpe's test CA). */
export function referenceCertificate(): { p12: Uint8Array; password: string } {
  const base = `${REFERENCE}/test/certs/EntitateOrdezkaria_RepresentanteDeEntidad`;
  return { p12: new Uint8Array(readFileSync(`${base}.p12`)), password: readFileSync(`${base}_pin.txt`, "utf8").trim() };
}

export function passingCases(): Set<string> {
  return new Set(JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[]);
}

export const ticketbaiEngine = () => engineWithFormats(ticketbaiFormat);
