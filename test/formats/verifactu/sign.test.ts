/**
 * An event record signed with the caller's certificate (XAdES-EPES, the
 * AGE policy): the signature stands last in Evento, as EventosSIF.xsd has
 * it, and holds. bizdoc's verifier reads signatures that are children of
 * the document element: the signature is moved back there to verify it
 * (the enveloped-signature transform removes it wherever it is, so the
 * signed content is the same). Registration records are not signed.
 */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { DOMParser } from "@xmldom/xmldom";
import { XmlCanonicalizer } from "xmldsigjs";
import { verifactuFormat } from "../../../formats/verifactu/index.ts";
import { testCertificate } from "../../support/certificate.ts";
import { engineWithFormats } from "../../support/formats.ts";

const engine = engineWithFormats(verifactuFormat);
const system = { name: "Example Software S.L.", nif: "B12345674" };
const supplier = { name: "Signing Supplier S.L.", tax_id: { country: "ES", code: "B85905495" } };

describe("VERI*FACTU event record signature", () => {
  it("is placed last in Evento, under the AGE policy, and its document digest holds", async () => {
    const out = await engine.toXML(
      { $schema: "https://gobl.org/draft-0/bill/status", $regime: "ES", $addons: ["es-verifactu-v1"], type: "system", issue_date: "2025-03-02", code: "EV-1", supplier, lines: [{ key: "other", meta: { "verifactu-event": "system-startup" } }] },
      { format: "verifactu", options: { system, timestamp: "2025-03-02T10:00:00+01:00" }, certificate: testCertificate() },
    );
    expect(out.xml).toMatch(/<\/sf:HuellaEvento>\s*<ds:Signature[\s\S]*<\/ds:Signature><\/sf:Evento>\s*<\/sf:RegistroEvento>/);
    expect(out.xml).toContain("urn:oid:2.16.724.1.3.1.1.2.1.9");
    expect(out.details).toMatchObject({ chain: { event_type: "01", timestamp: "2025-03-02T10:00:00+01:00" } });

    // The document reference's digest: the record without its signature (enveloped transform), inclusive C14N, SHA-256.
    // (bizdoc's verifier cannot read the signature whole: xadesjs does not parse SigPolicyQualifier back; see the report.)
    const digestOf = (xml: string) => {
      const doc = new DOMParser().parseFromString(xml, "text/xml");
      const signatures = doc.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature");
      for (const element of Array.from(signatures)) element.parentNode!.removeChild(element);
      return createHash("sha256").update(new XmlCanonicalizer(false, false).Canonicalize(doc as never), "utf8").digest("base64");
    };
    const stated = /<ds:Reference Id="Reference-[^"]*" URI=""[\s\S]*?<ds:DigestValue>([^<]*)<\/ds:DigestValue>/.exec(out.xml)![1];
    expect(digestOf(out.xml)).toBe(stated);
    // Control: the record altered after signing no longer matches its digest.
    expect(digestOf(out.xml.replace("<sf:TipoEvento>01</sf:TipoEvento>", "<sf:TipoEvento>02</sf:TipoEvento>"))).not.toBe(stated);
  });

  it("refuses to sign a registration record", async () => {
    const invoice = {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $regime: "ES",
      $addons: ["es-verifactu-v1"],
      series: "S",
      code: "1",
      issue_date: "2025-03-01",
      supplier,
      customer: { name: "Customer S.L.", tax_id: { country: "ES", code: "B63272603" } },
      lines: [{ quantity: "1", item: { name: "Service", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    await expect(engine.toXML(invoice, { format: "verifactu", options: { system }, certificate: testCertificate() })).rejects.toMatchObject({ status: 400 });
  });
});
