/**
 * Every TicketBAI file we write for gobl.ticketbai's inputs, signed, is
 * valid against the TicketBAI schemas in the reference's test/schema (1.2,
 * and 1.2.2 with its stricter required texts), validated by xmllint
 * compiled to WebAssembly with the W3C xmldsig schema preloaded (the
 * schemas import it from the web); so is a file signed now with a
 * throwaway certificate and chained to another. A control shows the same
 * validation refuses a file with two elements swapped.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { report } from "../../support/report.ts";
import { testCertificate } from "../../support/certificate.ts";
import { referenceCases, referenceCertificate, REFERENCE_OPTIONS, SCHEMA_DIR, ticketbaiEngine } from "./cases.ts";

const HAS_SCHEMA = HAS_SHARED && existsSync(join(SCHEMA_DIR, "ticketBaiV1-2.xsd"));

function schemaFile(name: string) {
  return { fileName: name, contents: readFileSync(join(SCHEMA_DIR, name), "utf8") };
}

/** A wrapper schema importing xmldsig from the local copy first, so the TicketBAI schema's web import is already satisfied. */
function wrapper(tbai: string) {
  return {
    fileName: `wrapper-${tbai}`,
    contents: `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
  <xs:import namespace="http://www.w3.org/2000/09/xmldsig#" schemaLocation="xmldsig-core-schema.xsd"/>
  <xs:import namespace="urn:ticketbai:emision" schemaLocation="${tbai}"/>
</xs:schema>`,
  };
}

async function validate(documents: { fileName: string; contents: string }[], tbai: string) {
  return validateXML({ xml: documents, schema: [wrapper(tbai)], preload: [schemaFile("xmldsig-core-schema.xsd"), schemaFile(tbai)] });
}

describe.skipIf(!HAS_SCHEMA)("TicketBAI files against the TicketBAI schemas", () => {
  it("validates every file written and signed for the reference inputs, and one signed now", async () => {
    const engine = ticketbaiEngine();
    const documents: { fileName: string; contents: string }[] = [];
    for (const c of referenceCases()) {
      const { xml } = await engine.toXML(JSON.parse(readFileSync(c.input, "utf8")), { format: "ticketbai", options: { ...REFERENCE_OPTIONS }, certificate: referenceCertificate() });
      documents.push({ fileName: `${c.id}.xml`, contents: xml });
    }
    // Signed now, no timestamp (the moment of writing), chained to the first reference file's link.
    const first = referenceCases()[0]!;
    const certificate = testCertificate();
    const now = await engine.toXML(JSON.parse(readFileSync(first.input, "utf8")), {
      format: "ticketbai",
      options: { software: REFERENCE_OPTIONS.software, previous: { series: "A", code: "1", issue_date: "2026-01-02", signature: "QUJD".repeat(25) } },
      certificate: { p12: certificate.p12, password: certificate.password },
    });
    documents.push({ fileName: "signed-now.xml", contents: now.xml });
    expect(documents.length).toBe(15);

    for (const tbai of ["ticketBaiV1-2.xsd", "ticketbaiv1-2-2.xsd"]) {
      const result = await validate(documents, tbai);
      expect(result.errors.map((e) => e.rawMessage), `XSD errors (${tbai})`).toEqual([]);
      expect(result.valid).toBe(true);
    }
    const sample = documents[0]!.contents;
    const swapped = sample.replace(/(<NumFactura>[^<]*<\/NumFactura>)(<FechaExpedicionFactura>[^<]*<\/FechaExpedicionFactura>)/, "$2$1");
    expect(swapped).not.toBe(sample);
    const control = await validate([{ fileName: "control.xml", contents: swapped }], "ticketBaiV1-2.xsd");
    expect(control.valid).toBe(false);
    report(`[ticketbai] XSD: ${documents.length} signed files valid against TicketBAI 1.2 and 1.2.2`);
  }, 300_000);
});

if (!HAS_SCHEMA) console.warn(SKIP_NO_SHARED);
