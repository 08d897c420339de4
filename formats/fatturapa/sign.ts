/**
 * XAdES-BES signature of a FatturaPA file, as SDI accepts and gobl.fatturapa
 * signs (its reference files' ds:Signature): enveloped, inclusive C14N,
 * RSA-SHA256, three references (the document, the KeyInfo, the
 * SignedProperties), the certificate and its RSA key in KeyInfo,
 * SigningTime and SigningCertificate in the signed properties and a
 * DataObjectFormat ("Fattura PA") for the document; no signature policy
 * (BES, not EPES). Digests are SHA-256 by default, the FatturaPA signing
 * rules' hash; gobl.fatturapa digests with SHA-512, which `digest` gives.
 * The PKCS#12 reading and Web Crypto import are formats/common/xades.ts's.
 */
import * as xadesjs from "xadesjs";
import * as xmldsig from "xmldsigjs";
import { appendSignature, base64Bytes, C14N, GoblSignedXml, OBJECT_TYPE, readP12, setUp, SIGNING, type XadesDigest } from "../common/xades.ts";

export interface SignOptions {
  /** The PKCS#12 (.p12 / .pfx) holding the signer's certificate and RSA private key. */
  p12: Uint8Array;
  password: string;
  /** xades:SigningTime; now when absent. Written in UTC as `YYYY-MM-DDThh:mm:ss+00:00`. */
  signingTime?: Date;
  /** The identifier every Id derives from (`Signature-<id>-Signature`, `Reference-<id>`, `Certificate-<id>`…); a random UUID when absent. */
  id?: string;
  /** The references' and the certificate's digest: SHA-512 (the default, as gobl.fatturapa signs) or SHA-256. */
  digest?: XadesDigest;
}

/** Signs a FatturaPA document (unsigned XML text) and returns the signed XML text. */
export async function signFatturapa(xml: string, options: SignOptions): Promise<string> {
  setUp();
  const signer = await readP12(options.p12, options.password);
  const digest = options.digest ?? "SHA-512";
  const id = options.id ?? globalThis.crypto.randomUUID();
  const ids = {
    signature: `Signature-${id}-Signature`,
    signedProperties: `Signature-${id}-SignedProperties`,
    signatureValue: `Signature-${id}-SignatureValue`,
    qualifyingProperties: `Signature-${id}-QualifyingProperties`,
    reference: `Reference-${id}`,
    certificate: `Certificate-${id}`,
  };

  const doc = xadesjs.Parse(xml);
  const signed = new GoblSignedXml(signer.issuer, digest);
  const signature = signed.XmlSignature;
  signature.Id = ids.signature;
  signature.SignedInfo.CanonicalizationMethod.Algorithm = C14N;
  const properties = signed.Properties!;
  properties.Id = ids.qualifyingProperties;
  properties.Target = `#${ids.signature}`;
  properties.SignedProperties.Id = ids.signedProperties;

  signature.KeyInfo.Id = ids.certificate;
  signature.KeyInfo.Add(new xmldsig.KeyInfoX509Data(base64Bytes(signer.certificate)));
  const keyValue = new xmldsig.KeyValue();
  await keyValue.importKey(signer.publicKey);
  signature.KeyInfo.Add(keyValue);

  const format = new xadesjs.xml.DataObjectFormat();
  format.ObjectReference = `#${ids.reference}`;
  format.Description = "Fattura PA";
  format.ObjectIdentifier = new xadesjs.xml.ObjectIdentifier();
  format.ObjectIdentifier.Identifier = new xadesjs.xml.Identifier();
  format.ObjectIdentifier.Identifier.Qualifier = "OIDAsURN";
  format.ObjectIdentifier.Identifier.Value = "urn:oid:1.2.840.10003.5.109.10";
  format.MimeType = "text/xml";
  properties.SignedProperties.SignedDataObjectProperties.DataObjectFormats.Add(format);

  await signed.Sign(SIGNING, signer.key, doc, {
    references: [
      { id: ids.reference, uri: "", type: OBJECT_TYPE, hash: digest, transforms: ["enveloped"] },
      { uri: `#${ids.certificate}`, hash: digest },
    ],
    signingCertificate: { certificate: signer.certificate, digestAlgorithm: digest },
    signingTime: { value: options.signingTime ?? new Date(), format: "UTC:yyyy-mm-dd'T'HH:MM:ss'+00:00'" },
  } as xadesjs.OptionsXAdES & { references: unknown[] });

  return appendSignature(doc, signature, ids.signatureValue);
}
