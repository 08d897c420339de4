/**
 * Signing FacturaE on request: `engine.toXML(data, { format, certificate })`
 * writes, checks and then signs with the format's `sign` (XAdES-EPES, its Ids
 * from the envelope's head.uuid); a format that does not sign and a
 * certificate that cannot be read are 400s naming neither password nor key.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { testCertificate } from "../../support/certificate.ts";
import { verifyWithXadesjs } from "../../support/xmldsig.ts";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { REFERENCE } from "./cases.ts";
import { refusal } from "../../support/refusal.ts";

const DS = "http://www.w3.org/2000/09/xmldsig#";
const PASSWORD = "invopop";



describe.skipIf(!HAS_SHARED)("engine.toXML with a certificate", () => {
  const engine = createEngine();
  const p12 = () => new Uint8Array(readFileSync(`${REFERENCE}/test/certificates/facturae.p12`));
  const input = () => JSON.parse(readFileSync(`${REFERENCE}/test/data/invoice-vat.json`, "utf8")) as Record<string, any>;

  test("signs FacturaE (bytes or base64): the signature verifies, its Ids are the envelope's uuid", async () => {
    const data = input();
    const uuid = data.head.uuid as string;
    const plain = await engine.toXML(data, { format: "facturae" });
    expect(plain.xml).not.toContain("ds:Signature");
    // Signed now: with a certificate valid now (the reference's expired in 2024).
    const current = testCertificate();
    for (const bytes of [current.p12, Buffer.from(current.p12).toString("base64")]) {
      const signed = await engine.toXML(data, { format: "facturae", certificate: { p12: bytes, password: current.password } });
      expect(signed.format).toBe("facturae");
      expect(signed.xml).toContain(`<ds:Signature Id="Signature-${uuid}-Signature" xmlns:ds="${DS}"`);
      expect(signed.xml).toContain(`ObjectReference="#Reference-${uuid}"`);
      expect(await verifyWithXadesjs(signed.xml)).toBe(true);
    }
  });

  test("a wrong password, a p12 that is no PKCS#12 or not base64: 400 input, neither password nor key in the message", async () => {
    const data = input();
    const secret = "not-the-Passw0rd";
    for (const certificate of [
      { p12: p12(), password: secret },
      { p12: Buffer.from("not a certificate at all").toString("base64"), password: secret },
      { p12: "@@@ not base64 @@@", password: secret },
      { p12: 42, password: secret },
      { p12: Buffer.from(p12()).toString("base64") },
    ]) {
      const error = await refusal(engine.toXML(data, { format: "facturae", certificate: certificate as never }));
      expect(error.key).toBe("input");
      expect(error.status).toBe(400);
      const text = JSON.stringify(error.toJSON());
      expect(text).not.toContain(secret);
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain("PRIVATE KEY");
    }
  });

  test("a format that does not sign: 400 input naming the formats that do", async () => {
    const error = await refusal(engine.toXML(input(), { format: "ubl", certificate: { p12: p12(), password: PASSWORD } }));
    expect(error.key).toBe("input");
    expect(error.message).toMatch(/format 'ubl' cannot be signed: a certificate signs fatturapa, facturae/);
    expect(error.faults?.[0]?.properties).toEqual(["$.certificate"]);
  });
});
