/**
 * gobl.facturae's reference data (test/data/*.json → out/*.xml): the cases,
 * the reference XML without its signature (this step writes FacturaE
 * unsigned), and the third party gobl.facturae's tests issue every file as.
 */
import { readFileSync } from "node:fs";
import { createEngine } from "../../../index.ts";
import { facturaeFormat, writeFacturae, type ThirdParty } from "../../../formats/facturae/index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { referenceCases as casesIn, type ReferenceCase } from "../../support/reference-cases.ts";

export type { ReferenceCase };

export const REFERENCE = HAS_SHARED ? sharedPath("reference", "gobl-facturae") : "";
export const XSD_PATH = HAS_SHARED ? sharedPath("reference", "gobl-facturae", "test", "schema", "facturaev3_2_2.xsd") : "";

export function referenceCases(): ReferenceCase[] {
  if (!HAS_SHARED) return [];
  return casesIn(`${REFERENCE}/test/data`, "json", "xml");
}

/**
 * The reference XML without its ds:Signature: the signature is the next
 * step (XAdES-EPES), and it is the last child of the root, so the rest of the
 * document is what the unsigned writer must give.
 */
export function unsignedReference(path: string): string {
  return readFileSync(path, "utf8").replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, "");
}

/** gobl.facturae's test third party (its test/loader.go), which issues every reference file (InvoiceIssuerType TE). */
export const REFERENCE_THIRD_PARTY: ThirdParty = {
  TaxIdentification: { PersonTypeCode: "J", ResidenceTypeCode: "R", TaxIdentificationNumber: "B23103039" },
  LegalEntity: {
    CorporateName: "Hypeprop S.L.",
    AddressInSpain: { Address: "Calle Campo Real 74", PostCode: "28023", Town: "Torrejón De La Calzada", Province: "Madrid", CountryCode: "ESP" },
  },
};

/** The key of the test format: ours, issuing as the reference's third party. */
export const THIRD_PARTY_FORMAT = "facturae-third-party";

/**
 * An engine with, beside the built-in formats, FacturaE issued by the
 * reference's third party: the plugin contract has no options, so the test
 * registers that variant as a format of its own, and conversions take the
 * engine's whole way (build, required addon, prices restated as net).
 */
export function referenceEngine() {
  return createEngine({
    formats: [{ ...facturaeFormat, key: THIRD_PARTY_FORMAT, toXML: (envelope) => writeFacturae(envelope, { thirdParty: REFERENCE_THIRD_PARTY }) }],
  });
}

export function passingCases(): Set<string> {
  return new Set(JSON.parse(readFileSync(new URL("./passing.json", import.meta.url), "utf8")) as string[]);
}
