/**
 * TicketBAI's XAdES-EPES signature: a file signed now with a throwaway
 * certificate verifies with bizdoc's own verifyXML (under its province's
 * policy), with xadesjs and with xmlsec1 where installed; a tampered file
 * and a signature under another policy do not. The chain: each file's
 * details are the next call's `previous`, and the next file carries them.
 * The reference's own signed bytes (compact, as gobl.ticketbai signs them)
 * verify with xmlsec1.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { ticketbaiFormat } from "../../../formats/ticketbai/index.ts";
import { compact } from "../../../formats/ticketbai/sign.ts";
import { testCertificate } from "../../support/certificate.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { HAS_XMLSEC, SKIP_NO_XMLSEC, signatureValues, verifyWithXadesjs, verifyWithXmlsec } from "../../support/xmldsig.ts";
import { engineWithFormats } from "../../support/formats.ts";
import { referenceCases } from "./cases.ts";

const engine = engineWithFormats(ticketbaiFormat);
const SOFTWARE = { license: "TBAIBI00000000PRUEBA", nif: "A99800005", name: "bizdoc tests", version: "1.0" };

const invoice = (code: string, region = "BI") => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $regime: "ES",
  $addons: ["es-tbai-v1"],
  series: "A",
  code,
  issue_date: "2026-01-15",
  tax: { ext: { "es-tbai-region": region } },
  supplier: { name: "Ikasle S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Sample Consumer S.L.", tax_id: { country: "ES", code: "A28017895" } },
  lines: [{ quantity: "2", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
  notes: [{ key: "general", text: "Development services" }],
});

describe("TicketBAI signature", () => {
  const certificate = testCertificate();
  const cert = { p12: certificate.p12, password: certificate.password };

  test.for(["VI", "BI", "SS"])("a file of %s signed now verifies, under its province's policy", async (region) => {
    const { xml, details } = await engine.toXML(invoice("1", region), { format: "ticketbai", options: { software: SOFTWARE }, certificate: cert });
    const report = await engine.verifyXML(xml);
    expect(report.format).toBe("ticketbai");
    expect(report.faults).toEqual([]);
    expect(report.valid).toBe(true);
    expect(report.signatures[0]!.signer?.commonName).toBe(certificate.commonName);
    expect(report.signatures[0]!.roles).toEqual(["Supplier"]);
    expect(await verifyWithXadesjs(xml)).toBe(true);
    if (HAS_XMLSEC) {
      const result = verifyWithXmlsec(xml);
      expect(result.ok, result.output).toBe(true);
    }
    const d = details as { signed: boolean; province: string; tbai_id: string; qr: string };
    expect(d.signed).toBe(true);
    expect(d.province).toBe(region);
    expect(d.tbai_id).toMatch(/^TBAI-B98602642-\d{6}-[A-Za-z0-9+/]{13}-\d{3}$/);
    expect(d.qr).toContain(`?id=${encodeURIComponent(d.tbai_id)}&s=A&nf=1&i=217.80&cr=`);
  });

  test("a tampered file, or one under another policy, does not verify", async () => {
    const { xml } = await engine.toXML(invoice("1"), { format: "ticketbai", options: { software: SOFTWARE }, certificate: cert });
    const tampered = xml.replace("<NumFactura>1</NumFactura>", "<NumFactura>2</NumFactura>");
    expect((await engine.verifyXML(tampered)).valid).toBe(false);
    // The FacturaE policy instead of Bizkaia's: the signature holds, the policy does not.
    const other = await import("../../../formats/facturae/sign.ts");
    const unsigned = (await engine.toXML(invoice("1"), { format: "ticketbai", options: { software: SOFTWARE } })).xml;
    const facturaeSigned = await other.signFacturae(compact(unsigned), { ...cert });
    const report = await engine.verifyXML(facturaeSigned, { format: "ticketbai" });
    expect(report.valid).toBe(false);
    expect(report.faults.map((f) => f.code)).toContain("BIZDOC-TICKETBAI-SIGNATURE-POLICY");
  });

  test("unsigned, the file says so: no TBAI identifier", async () => {
    const { xml, details } = await engine.toXML(invoice("1"), { format: "ticketbai", options: { software: SOFTWARE } });
    expect(xml).not.toContain("ds:Signature");
    expect(details).toMatchObject({ signed: false, province: "BI" });
    expect(details).not.toHaveProperty("tbai_id");
  });

  test("a chain of invoices: each file carries the previous one's link, as the previous answer gave it", async () => {
    let previous: Record<string, unknown> | undefined;
    let previousValue = "";
    for (const code of ["1", "2", "3"]) {
      const { xml, details } = await engine.toXML(invoice(code), { format: "ticketbai", options: { software: SOFTWARE, ...(previous ? { previous } : {}) }, certificate: cert });
      if (previous) {
        expect(xml).toContain(`<SerieFacturaAnterior>A</SerieFacturaAnterior><NumFacturaAnterior>${Number(code) - 1}</NumFacturaAnterior>`);
        expect(xml).toContain(`<SignatureValueFirmaFacturaAnterior>${previousValue.slice(0, 100)}</SignatureValueFirmaFacturaAnterior>`);
      } else {
        expect(xml).not.toContain("EncadenamientoFacturaAnterior");
      }
      previousValue = signatureValues(xml).signatureValue;
      previous = (details as { chain: Record<string, unknown> }).chain;
      expect(previous).toMatchObject({ series: "A", code, signature: previousValue.slice(0, 100) });
      expect((await engine.verifyXML(xml)).valid).toBe(true);
    }
  });

  test("a certificate that is not valid now is refused when signing now", async () => {
    const expired = testCertificate({ from: new Date("2020-01-01T00:00:00Z"), to: new Date("2021-01-01T00:00:00Z") });
    await expect(engine.toXML(invoice("1"), { format: "ticketbai", options: { software: SOFTWARE }, certificate: { p12: expired.p12, password: expired.password } })).rejects.toMatchObject({
      key: "input",
      faults: [expect.objectContaining({ properties: ["$.certificate"] })],
    });
  });

  test.skipIf(!HAS_SHARED || !HAS_XMLSEC)("the reference's files verify in the form they were signed (compact)", () => {
    for (const c of referenceCases()) {
      const result = verifyWithXmlsec(compact(readFileSync(c.output, "utf8")));
      expect(result.ok, `${c.id}: ${result.output}`).toBe(true);
    }
  });
});

if (!HAS_XMLSEC) console.warn(SKIP_NO_XMLSEC);
