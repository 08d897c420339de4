/**
 * XAdES-EPES signature of a FacturaE file, under the FacturaE 3.1 signature
 * policy, as gobl.facturae signs (its reference files' ds:Signature):
 * enveloped, inclusive C14N, RSA-SHA256, SHA-512 digests, three references
 * (the document, the KeyInfo, the SignedProperties), the certificate and its
 * RSA key in KeyInfo, SigningCertificate, the policy identifier (a URL, no
 * OID qualifier) with its SHA-1 hash, SignerRole "third party" and a
 * DataObjectFormat for the document.
 *
 * Libraries: xadesjs (XAdES on xmldsigjs, Web Crypto) signs; the PKCS#12
 * reading (node-forge), the key's import into Web Crypto (non-extractable,
 * never logged or kept) and the DOM set-up are formats/common/xades.ts's,
 * shared with FatturaPA. Nothing here uses a Node built-in.
 */
import * as xadesjs from "xadesjs";
import * as xmldsig from "xmldsigjs";
import { appendSignature, base64Bytes, C14N, GoblSignedXml, OBJECT_TYPE, readP12, setUp, SIGNING } from "../common/xades.ts";

/** The FacturaE signature policy v3.1 (gobl.facturae's values). */
export const FACTURAE_POLICY = {
  identifier: "http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf",
  description: "Política de Firma FacturaE v3.1",
  /** SHA-1 of the policy document, base64. */
  hash: "Ohixl6upD6av8N7pEvDABhEL6hM=",
} as const;

const DIGEST = "SHA-512";

export interface SignOptions {
  /** The PKCS#12 (.p12 / .pfx) holding the signer's certificate and RSA private key. */
  p12: Uint8Array;
  password: string;
  /** xades:SigningTime; now when absent. Written in UTC as `YYYY-MM-DDThh:mm:ss+00:00`. */
  signingTime?: Date;
  /** The identifier every Id derives from (`Signature-<id>-Signature`, `Reference-<id>`, `Certificate-<id>`…); a random UUID when absent. */
  id?: string;
  /** xades:ClaimedRole; "third party" as gobl.facturae writes. */
  role?: string;
}

/** Signs a FacturaE document (unsigned XML text) and returns the signed XML text. */
export async function signFacturae(xml: string, options: SignOptions): Promise<string> {
  setUp();
  const signer = await readP12(options.p12, options.password);
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
  const signed = new GoblSignedXml(signer.issuer, DIGEST);
  const signature = signed.XmlSignature;
  signature.Id = ids.signature;
  signature.SignedInfo.CanonicalizationMethod.Algorithm = C14N;
  const properties = signed.Properties!;
  properties.Id = ids.qualifyingProperties;
  properties.Target = `#${ids.signature}`;
  properties.SignedProperties.Id = ids.signedProperties;

  // KeyInfo: the certificate, then its RSA key (the reference's order), with an Id for the KeyInfo reference.
  signature.KeyInfo.Id = ids.certificate;
  signature.KeyInfo.Add(new xmldsig.KeyInfoX509Data(base64Bytes(signer.certificate)));
  const keyValue = new xmldsig.KeyValue();
  await keyValue.importKey(signer.publicKey);
  signature.KeyInfo.Add(keyValue);

  const format = new xadesjs.xml.DataObjectFormat();
  format.ObjectReference = `#${ids.reference}`;
  format.Description = "Factura Electrónica";
  format.ObjectIdentifier = new xadesjs.xml.ObjectIdentifier();
  format.ObjectIdentifier.Identifier = new xadesjs.xml.Identifier();
  format.ObjectIdentifier.Identifier.Qualifier = "OIDAsURN";
  format.ObjectIdentifier.Identifier.Value = "urn:oid:1.2.840.10003.5.109.10";
  format.MimeType = "text/xml";
  properties.SignedProperties.SignedDataObjectProperties.DataObjectFormats.Add(format);

  await signed.Sign(SIGNING, signer.key, doc, {
    references: [
      { id: ids.reference, uri: "", type: OBJECT_TYPE, hash: DIGEST, transforms: ["enveloped"] },
      { uri: `#${ids.certificate}`, hash: DIGEST },
    ],
    signingCertificate: { certificate: signer.certificate, digestAlgorithm: DIGEST },
    signingTime: { value: options.signingTime ?? new Date(), format: "UTC:yyyy-mm-dd'T'HH:MM:ss'+00:00'" },
    policy: { identifier: { value: FACTURAE_POLICY.identifier, description: FACTURAE_POLICY.description }, hash: "SHA-1", digestValue: FACTURAE_POLICY.hash },
    signerRole: { claimed: [options.role ?? "third party"] },
  } as xadesjs.OptionsXAdES & { references: unknown[] });

  return appendSignature(doc, signature, ids.signatureValue);
}

