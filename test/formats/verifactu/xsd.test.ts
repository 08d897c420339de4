/**
 * Every record our plugin writes for gobl.verifactu's inputs is valid
 * against the AEAT's schemas (xmllint compiled to WebAssembly): the
 * registration records, the cancellation records of the same invoices,
 * records first in their chain (PrimerRegistro, PrimerEvento), and the
 * event records signed with a test certificate (EventosSIF.xsd requires
 * their signature). Controls: an unsigned event record is refused for its
 * missing signature only, and a record with its elements out of order is
 * refused.
 */
import { describe, expect, it } from "vitest";
import { verifactuFormat } from "../../../formats/verifactu/index.ts";
import { testCertificate } from "../../support/certificate.ts";
import { engineWithFormats } from "../../support/formats.ts";
import { report } from "../../support/report.ts";
import { SKIP_NO_SHARED } from "../../support/shared.ts";
import { referenceCases, referenceInput, referenceOptions } from "./cases.ts";
import { HAS_SCHEMA, validateRecords } from "./schema.ts";

const engine = engineWithFormats(verifactuFormat);

describe.skipIf(!HAS_SCHEMA)("VERI*FACTU records against the AEAT's schemas", () => {
  it("validates every registration, cancellation and first record written for the reference invoices", async () => {
    const documents: { fileName: string; contents: string }[] = [];
    for (const c of referenceCases().filter((k) => k.kind === "invoice")) {
      const options = referenceOptions(c.kind);
      const { previous: _previous, ...first } = options;
      documents.push({ fileName: `${c.id}.xml`, contents: (await engine.toXML(referenceInput(c), { format: "verifactu", options })).xml });
      documents.push({ fileName: `${c.id}-cancel.xml`, contents: (await engine.toXML(referenceInput(c), { format: "verifactu", options: { ...options, cancel: true } })).xml });
      documents.push({ fileName: `${c.id}-first.xml`, contents: (await engine.toXML(referenceInput(c), { format: "verifactu", options: first })).xml });
    }
    expect(documents).toHaveLength(54);
    const result = await validateRecords(documents);
    report(`VERI*FACTU invoice records schema-valid: ${result.valid ? documents.length : documents.length - new Set(result.errors.map((e) => e.split(":")[0])).size} of ${documents.length}`);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("validates every event record written for the reference statuses, signed", async () => {
    const certificate = testCertificate();
    const documents: { fileName: string; contents: string }[] = [];
    for (const c of referenceCases().filter((k) => k.kind === "event")) {
      const options = referenceOptions(c.kind);
      const { previous: _previous, ...first } = options;
      documents.push({ fileName: `${c.id}.xml`, contents: (await engine.toXML(referenceInput(c), { format: "verifactu", options, certificate })).xml });
      documents.push({ fileName: `${c.id}-first.xml`, contents: (await engine.toXML(referenceInput(c), { format: "verifactu", options: first, certificate })).xml });
    }
    expect(documents).toHaveLength(22);
    const result = await validateRecords(documents);
    report(`VERI*FACTU event records schema-valid (signed): ${result.valid ? documents.length : "not all"} of ${documents.length}`);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("control: an unsigned event record is refused for its missing signature, and for nothing else", async () => {
    const c = referenceCases().find((k) => k.id === "status-event-summary")!;
    const xml = (await engine.toXML(referenceInput(c), { format: "verifactu", options: referenceOptions(c.kind) })).xml;
    const result = await validateRecords([{ fileName: "unsigned.xml", contents: xml }]);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toContain("xmldsig#}Signature");
  });

  it("control: a registration record with CuotaTotal after ImporteTotal is refused", async () => {
    const c = referenceCases().find((k) => k.id === "inv-base")!;
    const xml = (await engine.toXML(referenceInput(c), { format: "verifactu", options: referenceOptions(c.kind) })).xml;
    const swapped = xml.replace(/(<sum1:CuotaTotal>[^<]*<\/sum1:CuotaTotal>)(\s*)(<sum1:ImporteTotal>[^<]*<\/sum1:ImporteTotal>)/, "$3$2$1");
    expect(swapped).not.toBe(xml);
    const result = await validateRecords([{ fileName: "swapped.xml", contents: swapped }]);
    expect(result.valid).toBe(false);
  });
});

it.skipIf(HAS_SCHEMA)("VERI*FACTU schemas", () => {
  console.warn(SKIP_NO_SHARED);
});
