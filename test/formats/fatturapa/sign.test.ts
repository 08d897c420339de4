/**
 * XAdES-BES signing of FatturaPA (formats/fatturapa/sign.ts): a FatturaPA we
 * write for a gobl.fatturapa reference case, signed with gobl.fatturapa's
 * test certificate, verifies with xadesjs and with xmlsec1 (when
 * installed); the engine's toXML with a certificate signs; a tampered file
 * fails. With SHA-512 digests (gobl.fatturapa's), the reference's unsigned
 * document in its compact form (gobl signs before indenting) gives the
 * reference's document and certificate digests.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { HAS_XMLSEC, SKIP_NO_XMLSEC, signatureValues as values, verifyWithXadesjs, verifyWithXmlsec } from "../../support/xmldsig.ts";
import { testCertificate } from "../../support/certificate.ts";
import { BizdocError } from "../../../engine/errors/index.ts";
import { signFatturapa } from "../../../formats/fatturapa/sign.ts";
import { HAS_SHARED } from "../../support/shared.ts";
import { REFERENCE } from "./cases.ts";
import { fatturapaEngine } from "./engine.ts";

const CASE = "invoice-b2g";
const PASSWORD = "invopop";
const SIGNING_TIME = new Date("2022-02-01T04:00:00Z");

const p12 = () => new Uint8Array(readFileSync(`${REFERENCE}/test/certificates/test.p12`));
const input = () => JSON.parse(readFileSync(`${REFERENCE}/test/data/gobl.fatturapa/${CASE}.json`, "utf8")) as Record<string, any>;
const referencePath = () => `${REFERENCE}/test/data/gobl.fatturapa/out/${CASE}.xml`;
const compact = (xml: string) => xml.replace(/>\s+</g, "><");

describe.skipIf(!HAS_SHARED)("FatturaPA XAdES-BES signature", () => {
  const written = async () => (await fatturapaEngine().toXML(input(), { format: "fatturapa", profile: "fpa12" })).xml;

  test("a FatturaPA we write, signed: RSA-SHA256, SHA-512 digests (as gobl.fatturapa), no policy; verifies with xadesjs", async () => {
    const uuid = input().head.uuid as string;
    const signed = await signFatturapa(await written(), { p12: p12(), password: PASSWORD, signingTime: SIGNING_TIME, id: uuid });
    for (const part of [
      `<ds:Signature Id="Signature-${uuid}-Signature">`,
      `<ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>`,
      `<ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha512"/>`,
      `<ds:Reference Id="Reference-${uuid}" URI="" Type="http://www.w3.org/2000/09/xmldsig#Object">`,
      `<ds:KeyInfo Id="Certificate-${uuid}">`,
      `<xades:SigningTime>2022-02-01T04:00:00+00:00</xades:SigningTime>`,
      `<xades:SigningCertificate>`,
      `<ds:X509IssuerName>CN=AC FNMT Usuarios,OU=Ceres,O=FNMT-RCM,C=ES</ds:X509IssuerName>`,
      `<xades:Description>Fattura PA</xades:Description>`,
      `<ds:SignatureValue Id="Signature-${uuid}-SignatureValue">`,
    ]) {
      expect(signed).toContain(part);
    }
    expect(signed).not.toContain("SignaturePolicyIdentifier");
    expect(signed).not.toContain("xmlenc#sha256");
    expect(await verifyWithXadesjs(signed)).toBe(true);
  });

  test.skipIf(!HAS_XMLSEC)("… and with xmlsec1 --verify", async () => {
    const signed = await signFatturapa(await written(), { p12: p12(), password: PASSWORD, signingTime: SIGNING_TIME });
    const result = verifyWithXmlsec(signed);
    expect(result.ok, result.output).toBe(true);
  });
  if (!HAS_XMLSEC) test.skip(SKIP_NO_XMLSEC, () => {});

  test("SHA-512 (gobl.fatturapa's digests) on the reference's compact unsigned document: its document and certificate digests", async () => {
    const reference = readFileSync(referencePath(), "utf8");
    const id = /<ds:Signature [^>]*Id="Signature-([^"]+)-Signature"/.exec(reference)![1]!;
    const unsigned = compact(reference.replace(/<ds:Signature[\s\S]*<\/ds:Signature>/, ""));
    const signed = await signFatturapa(unsigned, { p12: p12(), password: PASSWORD, signingTime: SIGNING_TIME, id, digest: "SHA-512" });
    const ours = values(signed);
    const theirs = values(reference);
    expect(ours.digests[0]).toBe(theirs.digests[0]);
    expect(ours.digests[1]).toBe(theirs.digests[1]);
    expect(ours.digests[3]).toBe(theirs.digests[3]);
    expect(await verifyWithXadesjs(signed)).toBe(true);
  });

  test("engine.toXML with format fatturapa and a certificate gives signed XML", async () => {
    const engine = fatturapaEngine();
    const uuid = input().head.uuid as string;
    const plain = await engine.toXML(input(), { format: "fatturapa", profile: "fpa12" });
    expect(plain.xml).not.toContain("ds:Signature");
    // Signed now: with a certificate valid now (the reference's expired in 2024).
    const current = testCertificate();
    const signed = await engine.toXML(input(), { format: "fatturapa", profile: "fpa12", certificate: { p12: current.p12, password: current.password } });
    expect(signed.format).toBe("fatturapa");
    expect(signed.xml).toContain(`Id="Signature-${uuid}-Signature"`);
    expect(await verifyWithXadesjs(signed.xml)).toBe(true);
  });

  test("a tampered signed file fails verification", async () => {
    const signed = await signFatturapa(await written(), { p12: p12(), password: PASSWORD, signingTime: SIGNING_TIME });
    const tampered = signed.replace(/<Numero>([^<]*)<\/Numero>/, "<Numero>X$1</Numero>");
    expect(tampered).not.toBe(signed);
    await expect(verifyWithXadesjs(tampered)).rejects.toThrow(/digest/i);
    if (HAS_XMLSEC) expect(verifyWithXmlsec(tampered).ok).toBe(false);
  });

  test("a wrong password is the caller's error (400)", async () => {
    const error = await signFatturapa(await written(), { p12: p12(), password: "wrong" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BizdocError);
    expect((error as BizdocError).key).toBe("input");
    expect((error as BizdocError).status).toBe(400);
    expect((error as BizdocError).message).toMatch(/password/);
  });
});
