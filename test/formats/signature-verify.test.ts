/**
 * Verifying signed FacturaE and FatturaPA files (`engine.verifyXML`): who
 * signed, when, under which policy, and whether the file is intact. Files
 * are signed here with a throwaway certificate valid now
 * (test/support/certificate.ts), so nothing needs ../shared. What our
 * verification says is checked against two other implementations: xml-crypto
 * (the other JavaScript XML-DSig library) and xmlsec1 (C, from Debian, when
 * installed: .ci/run installs it).
 */
import { readFileSync } from "node:fs";
import { DOMParser } from "@xmldom/xmldom";
import { SignedXml as XmlCryptoSignedXml } from "xml-crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { createEngine } from "../../index.ts";
import { signEnveloped } from "../../formats/common/xades.ts";
import { testCertificate, type TestCertificate } from "../support/certificate.ts";
import { HAS_XMLSEC, verifyWithXmlsec } from "../support/xmldsig.ts";
import { refusal as rejection } from "../support/refusal.ts";

const engine = createEngine();
const example = (id: string) => JSON.parse(readFileSync(new URL(`../../examples/${id}.json`, import.meta.url), "utf8")) as Record<string, unknown>;

let certificate: TestCertificate;
let facturae: string;
let fatturapa: string;

beforeAll(async () => {
  certificate = testCertificate({ commonName: "PRUEBAS FIRMANTE - 12345678Z" });
  const signing = { certificate: { p12: certificate.p12, password: certificate.password } };
  facturae = (await engine.toXML(example("es-facturae-v3"), { format: "facturae", ...signing })).xml;
  fatturapa = (await engine.toXML(example("it-sdi-v1"), { format: "fatturapa", ...signing })).xml;
});


describe("engine.verifyXML: a file as signed", () => {
  test("FacturaE: valid, its signer the certificate's subject, signed now, under the FacturaE policy, role third party", async () => {
    const before = Date.now();
    const report = await engine.verifyXML(facturae);
    expect(report.format).toBe("facturae");
    expect(report.valid).toBe(true);
    expect(report.faults).toEqual([]);
    expect(report.signatures).toHaveLength(1);
    const [signature] = report.signatures;
    expect(signature!.valid).toBe(true);
    expect(signature!.signer).toEqual({
      subject: "CN=PRUEBAS FIRMANTE - 12345678Z,O=bizdoc tests,C=ES",
      commonName: "PRUEBAS FIRMANTE - 12345678Z",
      issuer: "CN=bizdoc test authority,C=ES",
      serialNumber: "1A2B3C4D",
      validFrom: certificate.validFrom.toISOString(),
      validTo: certificate.validTo.toISOString(),
    });
    expect(signature!.algorithm).toBe("http://www.w3.org/2001/04/xmldsig-more#rsa-sha256");
    expect(signature!.policy).toBe("http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf");
    expect(signature!.roles).toEqual(["third party"]);
    // SigningTime is written to the second.
    expect(Date.parse(signature!.signedAt!)).toBeGreaterThan(before - 2000);
    expect(Date.parse(signature!.signedAt!)).toBeLessThanOrEqual(Date.now());
  });

  test("FatturaPA: valid, no policy (XAdES-BES), recognised from its root", async () => {
    const report = await engine.verifyXML(fatturapa);
    expect(report).toMatchObject({ format: "fatturapa", valid: true, faults: [] });
    expect(report.signatures[0]!.signer?.commonName).toBe("PRUEBAS FIRMANTE - 12345678Z");
    expect(report.signatures[0]!.policy).toBeUndefined();
  });
});

describe("engine.verifyXML: what is not intact", () => {
  test("a changed amount: the document's digest fails, and nothing else", async () => {
    const total = /<InvoiceTotal>([^<]+)<\/InvoiceTotal>/.exec(facturae)![1]!;
    const report = await engine.verifyXML(facturae.replace(`<InvoiceTotal>${total}</InvoiceTotal>`, "<InvoiceTotal>1.00</InvoiceTotal>"));
    expect(report.valid).toBe(false);
    expect(report.faults.map((f) => f.code)).toEqual(["BIZDOC-XMLSIG-DIGEST"]);
    expect(report.faults[0]!.description).toMatch(/^the document changed after it was signed/);
    expect(report.faults[0]!.properties).toEqual(["/fe:Facturae/ds:Signature[1]/ds:SignedInfo/ds:Reference[1]"]);
    // Who signed is still told.
    expect(report.signatures[0]!.signer?.commonName).toBe("PRUEBAS FIRMANTE - 12345678Z");
  });

  test("a changed signing time: the signed properties' digest fails", async () => {
    const changed = fatturapa.replace(/<xades:SigningTime>[^<]+<\/xades:SigningTime>/, "<xades:SigningTime>2020-01-01T00:00:00+00:00</xades:SigningTime>");
    expect(changed).not.toBe(fatturapa);
    const report = await engine.verifyXML(changed);
    expect(report.valid).toBe(false);
    expect(report.faults.map((f) => f.code)).toContain("BIZDOC-XMLSIG-DIGEST");
    expect(report.faults.find((f) => f.code === "BIZDOC-XMLSIG-DIGEST")!.description).toMatch(/signed properties/);
  });

  test("a changed signature value does not verify with the certificate's key", async () => {
    const value = /<ds:SignatureValue[^>]*>([^<]+)<\/ds:SignatureValue>/.exec(facturae)![1]!;
    const flipped = (value[0] === "A" ? "B" : "A") + value.slice(1);
    const report = await engine.verifyXML(facturae.replace(value, flipped));
    expect(report.valid).toBe(false);
    expect(report.faults.map((f) => f.code)).toEqual(["BIZDOC-XMLSIG-VALUE"]);
  });

  test("another certificate put in KeyInfo: its digest, the signature value and SigningCertificate fail", async () => {
    const other = testCertificate({ commonName: "SOMEONE ELSE", serialNumber: "99" });
    const otherSigned = (await engine.toXML(example("es-facturae-v3"), { format: "facturae", certificate: { p12: other.p12, password: other.password } })).xml;
    const certOf = (xml: string) => /<ds:X509Certificate>([^<]+)<\/ds:X509Certificate>/.exec(xml)![1]!;
    const report = await engine.verifyXML(facturae.replace(certOf(facturae), certOf(otherSigned)));
    expect(report.valid).toBe(false);
    expect(report.signatures[0]!.signer?.commonName).toBe("SOMEONE ELSE");
    // The same key pair signs both (one per test run), so the value holds; the binding to the certificate does not.
    expect(report.faults.map((f) => f.code)).toEqual(expect.arrayContaining(["BIZDOC-XMLSIG-DIGEST", "BIZDOC-XADES-SIGNING-CERTIFICATE"]));
  });

  test("an unsigned file: not valid, BIZDOC-XMLSIG-NONE", async () => {
    const plain = (await engine.toXML(example("it-sdi-v1"), { format: "fatturapa" })).xml;
    const report = await engine.verifyXML(plain);
    expect(report).toMatchObject({ format: "fatturapa", valid: false, signatures: [] });
    expect(report.faults.map((f) => f.code)).toEqual(["BIZDOC-XMLSIG-NONE"]);
  });

  test("a FacturaE signed without the FacturaE policy (XAdES-BES): BIZDOC-FACTURAE-SIGNATURE-POLICY", async () => {
    const plain = (await engine.toXML(example("es-facturae-v3"), { format: "facturae" })).xml;
    const bes = await signEnveloped(plain, { p12: certificate.p12, password: certificate.password }, { digest: "SHA-256", description: "Factura" });
    const report = await engine.verifyXML(bes);
    expect(report.valid).toBe(false);
    expect(report.faults.map((f) => f.code)).toEqual(["BIZDOC-FACTURAE-SIGNATURE-POLICY"]);
    expect(report.faults[0]!.description).toMatch(/names no signature policy/);
  });

  test("a signature made outside the certificate's validity: BIZDOC-XADES-CERTIFICATE-PERIOD", async () => {
    const plain = (await engine.toXML(example("it-sdi-v1"), { format: "fatturapa" })).xml;
    const expired = testCertificate({ from: new Date("2020-01-01T00:00:00Z"), to: new Date("2021-01-01T00:00:00Z") });
    const late = await signEnveloped(plain, { p12: expired.p12, password: expired.password, signingTime: new Date("2022-06-01T00:00:00Z") }, { digest: "SHA-512", description: "Fattura PA" });
    const report = await engine.verifyXML(late);
    expect(report.valid).toBe(false);
    expect(report.faults.map((f) => f.code)).toEqual(["BIZDOC-XADES-CERTIFICATE-PERIOD"]);
    expect(report.signatures[0]!.signedAt).toBe("2022-06-01T00:00:00.000Z");
  });
});

/** xml-crypto's verdict: the references' digests and the signature value, with the certificate KeyInfo carries. */
function xmlCryptoVerifies(xml: string): boolean {
  const doc = new DOMParser().parseFromString(xml, "text/xml");
  const signature = doc.getElementsByTagNameNS("http://www.w3.org/2000/09/xmldsig#", "Signature").item(0);
  if (!signature) throw new Error("no ds:Signature");
  const verifier = new XmlCryptoSignedXml({ getCertFromKeyInfo: XmlCryptoSignedXml.getCertFromKeyInfo });
  verifier.loadSignature(signature as never);
  try {
    return verifier.checkSignature(xml);
  } catch {
    return false;
  }
}

describe("engine.verifyXML agrees with other implementations", () => {
  const tampered = () => {
    const cases = [
      ["FacturaE with a changed total", facturae, facturae.replace(/<InvoiceTotal>[^<]+<\/InvoiceTotal>/, "<InvoiceTotal>1.00</InvoiceTotal>")],
      ["FatturaPA with a changed VAT number", fatturapa, fatturapa.replace(/<IdCodice>[^<]+<\/IdCodice>/, "<IdCodice>00000000000</IdCodice>")],
    ] as const;
    for (const [what, original, changed] of cases) expect(changed, what).not.toBe(original);
    return cases.map(([what, , changed]) => [what, changed] as const);
  };

  test("xml-crypto: both signed files verify, both tampered ones do not", async () => {
    for (const xml of [facturae, fatturapa]) {
      expect((await engine.verifyXML(xml)).valid).toBe(true);
      expect(xmlCryptoVerifies(xml)).toBe(true);
    }
    for (const [what, xml] of tampered()) {
      expect((await engine.verifyXML(xml!)).valid, what).toBe(false);
      expect(xmlCryptoVerifies(xml!), what).toBe(false);
    }
  });

  test.skipIf(!HAS_XMLSEC)("xmlsec1: both signed files verify, both tampered ones do not", async () => {
    for (const xml of [facturae, fatturapa]) expect(verifyWithXmlsec(xml).ok).toBe(true);
    for (const [what, xml] of tampered()) expect(verifyWithXmlsec(xml!).ok, what).toBe(false);
  });
});

describe("engine.verifyXML: what it refuses", () => {
  test("a format whose files carry no signature it verifies: 400 naming those it does", async () => {
    const ubl = (await engine.toXML(example("de-xrechnung-v3"), { format: "ubl" })).xml;
    const error = await rejection(engine.verifyXML(ubl));
    expect(error.status).toBe(400);
    expect(error.message).toBe("UBL 2.1 files carry no signature bizdoc verifies: it verifies fatturapa, facturae and ticketbai");
  });

  test("XML with a DOCTYPE, no XML, text that is not XML: 400 input", async () => {
    for (const xml of ['<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>', "", "not xml"]) {
      const error = await rejection(engine.verifyXML(xml));
      expect(error.status).toBe(400);
    }
  });
});

describe("signing now with a certificate that is not valid now", () => {
  test("is refused, 400, saying when it expired and what to do; the password is not in it", async () => {
    const expired = testCertificate({ from: new Date("2020-01-01T00:00:00Z"), to: new Date("2024-11-05T13:04:20Z"), password: "s3cret-pass" });
    const error = await rejection(engine.toXML(example("it-sdi-v1"), { format: "fatturapa", certificate: { p12: expired.p12, password: expired.password } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("the certificate expired on 2024-11-05 (valid 2020-01-01 to 2024-11-05): a signature made now would be refused; sign with a current certificate");
    expect(error.faults[0]).toMatchObject({ code: "BIZDOC-XADES-CERTIFICATE-PERIOD", properties: ["$.certificate"] });
    expect(JSON.stringify(error.toJSON())).not.toContain("s3cret-pass");
  });
});
