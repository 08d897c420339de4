/**
 * XAdES-EPES signing of FacturaE (formats/facturae/sign.ts) against
 * gobl.facturae's signed references: the signature verifies with xadesjs and
 * with xmlsec1 (when installed), and, on the same signed bytes, gives the
 * reference's ds:Signature value for value.
 *
 * gobl.facturae signs its XML without indentation and indents the file
 * afterwards, so the reference files as stored do not verify (their document
 * digest is over the compact form; xmlsec1 reports it). The compact form of
 * the reference's unsigned document is what it signed: signed here with the
 * same certificate, time and Ids, every digest and the SignatureValue
 * (RSA PKCS#1 v1.5 is deterministic) are the reference's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { HAS_XMLSEC, SKIP_NO_XMLSEC, signatureValues as values, verifyWithXadesjs, verifyWithXmlsec } from "../../support/xmldsig.ts";
import { BizdocError } from "../../../engine/errors/index.ts";
import { signFacturae } from "../../../formats/facturae/sign.ts";
import { HAS_SHARED, SKIP_NO_SHARED } from "../../support/shared.ts";
import { REFERENCE, THIRD_PARTY_FORMAT, passingCases, referenceEngine, unsignedReference } from "./cases.ts";

const CASE = "invoice-vat";
const ID = "679f2f25-7483-11ec-9722-7ea2cb436ff6";
const SIGNING_TIME = new Date("2025-01-01T00:00:00Z");

function p12(): Uint8Array {
  return new Uint8Array(readFileSync(`${REFERENCE}/test/certificates/facturae.p12`));
}

const referencePath = () => `${REFERENCE}/test/data/out/${CASE}.xml`;
const compact = (xml: string) => xml.replace(/>\s+</g, "><");

describe.skipIf(!HAS_SHARED)("FacturaE XAdES-EPES signature", () => {
  const options = () => ({ p12: p12(), password: "invopop", signingTime: SIGNING_TIME, id: ID });

  test("the reference's own signed bytes: every digest and the SignatureValue are the reference's", async () => {
    const reference = readFileSync(referencePath(), "utf8");
    const signed = await signFacturae(compact(unsignedReference(referencePath())), options());
    expect(values(signed)).toEqual(values(reference));
    expect(await verifyWithXadesjs(signed)).toBe(true);
    if (HAS_XMLSEC) {
      const result = verifyWithXmlsec(signed);
      expect(result.ok, result.output).toBe(true);
    }
  });

  test("a FacturaE we write, signed: the fixed parts are the reference's and it verifies", async () => {
    const input = JSON.parse(readFileSync(`${REFERENCE}/test/data/${CASE}.json`, "utf8")) as Record<string, unknown>;
    const written = (await referenceEngine().toXML(input, { format: THIRD_PARTY_FORMAT })).xml;
    const signed = await signFacturae(written, options());
    const ours = values(signed);
    const theirs = values(readFileSync(referencePath(), "utf8"));
    // KeyInfo (the certificate), SigningCertificate's digest and the policy hash depend on neither the document nor its layout.
    expect(ours.digests[1]).toBe(theirs.digests[1]);
    expect(ours.digests.slice(3)).toEqual(theirs.digests.slice(3));
    for (const fixed of [
      `<xades:SigningTime>2025-01-01T00:00:00+00:00</xades:SigningTime>`,
      `<ds:X509IssuerName>CN=AC FNMT Usuarios,OU=Ceres,O=FNMT-RCM,C=ES</ds:X509IssuerName>`,
      `<ds:X509SerialNumber>96891622000445695554354105786026700712</ds:X509SerialNumber>`,
      `<xades:ClaimedRole>third party</xades:ClaimedRole>`,
      `ObjectReference="#Reference-${ID}"`,
      `<ds:SignatureValue Id="Signature-${ID}-SignatureValue">`,
    ]) {
      expect(signed).toContain(fixed);
    }
    expect(await verifyWithXadesjs(signed)).toBe(true);
    if (HAS_XMLSEC) {
      const result = verifyWithXmlsec(signed);
      expect(result.ok, result.output).toBe(true);
    }
    // Compact, and equal to the reference as data (passing.json), our document is the bytes gobl.facturae signed: the same signature.
    if (passingCases().has(CASE)) {
      const again = values(await signFacturae(compact(written), options()));
      expect(again).toEqual(theirs);
    }
  });

  test("a tampered signed document fails verification", async () => {
    const signed = await signFacturae(compact(unsignedReference(referencePath())), options());
    const tampered = signed.replace("<InvoiceNumber>", "<InvoiceNumber>X");
    expect(tampered).not.toBe(signed);
    await expect(verifyWithXadesjs(tampered)).rejects.toThrow(/digest/i);
    if (HAS_XMLSEC) expect(verifyWithXmlsec(tampered).ok).toBe(false);
  });

  test("a wrong password is the caller's error (400), naming the password", async () => {
    const error = await signFacturae(unsignedReference(referencePath()), { ...options(), password: "wrong" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BizdocError);
    expect((error as BizdocError).key).toBe("input");
    expect((error as BizdocError).status).toBe(400);
    expect((error as BizdocError).message).toMatch(/password/);
    expect((error as BizdocError).message).not.toContain("wrong\"");
  });

  test("a file that is no PKCS#12 is the caller's error (400)", async () => {
    const error = await signFacturae(unsignedReference(referencePath()), { ...options(), p12: new Uint8Array([1, 2, 3]) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BizdocError);
    expect((error as BizdocError).status).toBe(400);
  });
});

test.skipIf(HAS_XMLSEC)("FacturaE signature: xmlsec1", () => {
  console.warn(SKIP_NO_XMLSEC);
});

test.skipIf(HAS_SHARED)("FacturaE XAdES-EPES signature", () => {
  console.warn(SKIP_NO_SHARED);
});
