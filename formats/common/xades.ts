/**
 * The parts of XAdES signing FacturaE and FatturaPA share: reading the
 * signer's PKCS#12 (node-forge: its legacy RC2-40 / 3DES bags, which Web
 * Crypto and pkijs do not decrypt), importing the key into Web Crypto as a
 * non-extractable key (never logged or kept), a wrong password or an
 * unreadable file as a 400 `input`, xadesjs's DOM and engine set up once,
 * and xadesjs's SignedXml with the signature's choices it has no option for.
 * No Node built-in is used here.
 */
import { DOMImplementation, DOMParser, XMLSerializer } from "@xmldom/xmldom";
import forge from "node-forge";
import * as xadesjs from "xadesjs";
import * as xmldsig from "xmldsigjs";
import xpath from "xpath";
import { BizdocError } from "../../engine/errors/index.ts";
import type { SignerCertificate } from "../../engine/format/contracts.ts";

/** The signature algorithm: RSA PKCS#1 v1.5 with SHA-256. */
export const SIGNING = { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" } as const;
export const C14N = "http://www.w3.org/TR/2001/REC-xml-c14n-20010315";
export const OBJECT_TYPE = "http://www.w3.org/2000/09/xmldsig#Object";

export type XadesDigest = "SHA-256" | "SHA-512";

export interface Signer {
  key: CryptoKey;
  /** The issuer's name as RFC 4514 writes it (CN first, "," between), as gobl.facturae writes X509IssuerName. */
  issuer: string;
  /** The certificate, DER as base64. */
  certificate: string;
  /** The public key, for KeyInfo's KeyValue. */
  publicKey: CryptoKey;
  /** When the certificate is valid: a signature made outside it is refused by its verifiers. */
  validFrom: Date;
  validTo: Date;
}

export const XADES_REFERENCE_TYPE = "http://uri.etsi.org/01903#SignedProperties";

/**
 * xadesjs's SignedXml with two of gobl's choices (gobl.facturae, gobl.fatturapa)
 * it has no option for, applied before the references are digested: the
 * SignedProperties reference with a C14N transform and the given digest
 * (xadesjs uses the signature's hash and no transform), and X509IssuerName
 * in RFC 4514 order.
 */
export class GoblSignedXml extends xadesjs.SignedXml {
  constructor(
    private readonly issuer: string,
    private readonly digest: XadesDigest,
    private readonly policyHashAlgorithm?: string,
  ) {
    super();
  }

  protected override async ApplySignOptions(signature: xmldsig.Signature, algorithm: Algorithm, key: CryptoKey, options: xadesjs.OptionsXAdES): Promise<void> {
    await super.ApplySignOptions(signature, algorithm, key, options);
    if (this.policyHashAlgorithm) {
      this.SignedProperties.SignedSignatureProperties.SignaturePolicyIdentifier.SignaturePolicyId.SigPolicyHash.DigestMethod.Algorithm = this.policyHashAlgorithm;
    }
    for (const reference of signature.SignedInfo.References.GetIterator()) {
      if (reference.Type !== XADES_REFERENCE_TYPE) continue;
      reference.DigestMethod.Algorithm = xmldsig.CryptoConfig.GetHashAlgorithm(this.digest).namespaceURI;
      reference.Transforms = new xmldsig.Transforms();
      reference.Transforms.Add(new xmldsig.XmlDsigC14NTransform());
    }
    for (const cert of this.SignedProperties.SignedSignatureProperties.SigningCertificate.GetIterator()) cert.IssuerSerial.X509IssuerName = this.issuer;
  }
}

let ready = false;

/** xmldsigjs's DOM and Web Crypto, once: the platform's Web Crypto (Node ≥ 20, browsers), xmldom for the DOM. */
export function setUp(): void {
  if (ready) return;
  xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath } as never);
  const webCrypto = globalThis.crypto;
  // A wrapper, so that xmldsigjs (which names its engine on the object) leaves the global crypto alone.
  const engine = { subtle: webCrypto.subtle, getRandomValues: <T extends ArrayBufferView>(array: T) => webCrypto.getRandomValues(array as never) as T };
  xmldsig.Application.setEngine("WebCrypto", engine as unknown as Crypto);
  ready = true;
}

/**
 * Appends the signature to `parent` (the document element by default) and
 * returns the signed XML text, the SignatureValue with its Id (outside
 * SignedInfo, so not signed; xmldsigjs has no option for it).
 */
export function appendSignature(doc: Document, signature: xmldsig.Signature, signatureValueId: string, parent: Element = doc.documentElement): string {
  const element = signature.GetXml();
  if (!element) throw new Error("xadesjs gave no signature element");
  const node = doc.importNode(element, true) as Element;
  const value = node.getElementsByTagNameNS(xmldsig.XmlSignature.NamespaceURI, "SignatureValue").item(0);
  value?.setAttribute("Id", signatureValueId);
  parent.appendChild(node);
  return new XMLSerializer().serializeToString(doc as never);
}

/** The private key and its certificate from a PKCS#12: a wrong password or an unreadable file is the caller's input error. */
export async function readP12(p12: Uint8Array, password: string): Promise<Signer> {
  let store: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.binary.raw.encode(p12));
    store = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch (error) {
    const wrong = /password/i.test((error as Error).message ?? "");
    throw new BizdocError("input", wrong ? "the certificate's password is wrong (PKCS#12 MAC not verified)" : "the certificate is not a readable PKCS#12 file (or its password is wrong)");
  }
  const keyBags = [
    ...(store.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? []),
    ...(store.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag] ?? []),
  ];
  const certBags = store.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [];
  const key = keyBags.find((bag) => bag.key)?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new BizdocError("input", "the certificate file holds no RSA private key (or its password is wrong)");
  // The certificate whose public key is the private key's (a chain may come with it).
  const bag = certBags.find((b) => b.cert && (b.cert.publicKey as forge.pki.rsa.PublicKey).n?.equals(key.n));
  if (!bag?.cert) throw new BizdocError("input", "the certificate file holds no RSA certificate for its private key");
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(bag.cert)).getBytes();
  const pkcs8 = forge.asn1.toDer(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(key))).getBytes();
  const spki = forge.asn1.toDer(forge.pki.publicKeyToAsn1(bag.cert.publicKey)).getBytes();
  const subtle = globalThis.crypto.subtle;
  const [privateKey, publicKey] = await Promise.all([
    subtle.importKey("pkcs8", rawBytes(pkcs8), SIGNING, false, ["sign"]),
    subtle.importKey("spki", rawBytes(spki), SIGNING, true, ["verify"]),
  ]);
  const { validity } = bag.cert;
  return { key: privateKey, publicKey, certificate: forge.util.encode64(der), issuer: rfc4514(bag.cert.issuer.attributes), validFrom: validity.notBefore, validTo: validity.notAfter };
}

/** Who a certificate names, by whose authority, and when it is valid. */
export function describeCertificate(cert: forge.pki.Certificate): SignerCertificate {
  const commonName = cert.subject.getField("CN")?.value;
  return {
    subject: rfc4514(cert.subject.attributes),
    ...(typeof commonName === "string" ? { commonName } : {}),
    issuer: rfc4514(cert.issuer.attributes),
    serialNumber: cert.serialNumber.toUpperCase(),
    validFrom: cert.validity.notBefore.toISOString(),
    validTo: cert.validity.notAfter.toISOString(),
  };
}

/** A distinguished name as RFC 4514 writes it: last RDN first, short names (or the dotted OID), "," between, special characters escaped. */
function rfc4514(attributes: forge.pki.CertificateField[]): string {
  const escape = (value: string) => value.replace(/[\\,+"<>;=]/g, (c) => `\\${c}`).replace(/^[ #]|[ ]$/g, (c) => `\\${c}`);
  return [...attributes]
    .reverse()
    .map((a) => `${a.shortName ?? a.type}=${escape(String(a.value))}`)
    .join(",");
}

export function rawBytes(binary: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function base64Bytes(text: string): Uint8Array {
  return rawBytes(forge.util.decode64(text));
}

/** The XML without whitespace between elements: for documents without mixed content, the same data. */
export function compactXML(xml: string): string {
  return xml.replace(/>\s+</g, "><").trim();
}

/** What every enveloped signature here is given. */
export interface XadesSignOptions {
  /** The PKCS#12 (.p12 / .pfx) holding the signer's certificate and RSA private key. */
  p12: Uint8Array;
  password: string;
  /**
   * xades:SigningTime, written in UTC as `YYYY-MM-DDThh:mm:ss+00:00`. When
   * absent the signature is made now, and a certificate that is not valid now
   * is refused (its verifiers would refuse the signature); a time given is
   * the caller's (re-creating a past signature, tests) and is not checked.
   */
  signingTime?: Date;
  /** The identifier every Id derives from (`Signature-<id>-Signature`, `Reference-<id>`, `Certificate-<id>`…); a random UUID when absent. */
  id?: string;
}

/** What tells one format's signature from another's. */
export interface EnvelopedSignature {
  /** The references' and the certificate's digest. */
  digest: XadesDigest;
  /** The DataObjectFormat's description of the signed document ("Factura Electrónica", "Fattura PA"); none when absent (TicketBAI's). */
  description?: string;
  /** Signed properties beyond the BES ones (an EPES policy, a signer role). */
  extra?: Pick<xadesjs.OptionsXAdES, "policy" | "signerRole">;
  /**
   * The policy hash's DigestMethod URI, where a policy's own documents name
   * another than xadesjs derives from the hash (TicketBAI's provinces write
   * `xmldsig-more#rsa-sha256` for a SHA-256 hash).
   */
  policyHashAlgorithm?: string;
  /**
   * Signs the document with the whitespace between its elements removed and
   * returns it so (TicketBAI, whose files have no mixed content): the form
   * a verifier digests, so the file must not be re-indented afterwards.
   */
  compact?: boolean;
  /**
   * The element the signature goes in, when a schema wants it deeper than
   * the document element (a VERI*FACTU event record's Evento). The
   * enveloped-signature transform removes it wherever it stands, so the
   * digests are the same.
   */
  placeIn?: (root: Element) => Element | undefined;
}

/**
 * An enveloped XAdES signature as GOBL's converters make them: inclusive
 * C14N, RSA-SHA256, references to the document and the KeyInfo (and, by
 * xadesjs, the SignedProperties), the certificate and its RSA key in
 * KeyInfo, SigningTime, SigningCertificate and a DataObjectFormat, every Id
 * derived from one identifier.
 */
export async function signEnveloped(xml: string, options: XadesSignOptions, kind: EnvelopedSignature): Promise<string> {
  setUp();
  const signer = await readP12(options.p12, options.password);
  const signingTime = options.signingTime ?? new Date();
  if (!options.signingTime && (signingTime < signer.validFrom || signingTime > signer.validTo)) {
    const day = (d: Date) => d.toISOString().slice(0, 10);
    const state = signingTime > signer.validTo ? `expired on ${day(signer.validTo)}` : `is not valid until ${day(signer.validFrom)}`;
    throw new BizdocError("input", `the certificate ${state} (valid ${day(signer.validFrom)} to ${day(signer.validTo)}): a signature made now would be refused; sign with a current certificate`, [
      { code: "BIZDOC-XADES-CERTIFICATE-PERIOD", properties: ["$.certificate"], description: `is not valid now (valid ${day(signer.validFrom)} to ${day(signer.validTo)})` },
    ]);
  }
  const { digest } = kind;
  const id = options.id ?? globalThis.crypto.randomUUID();
  const ids = {
    signature: `Signature-${id}-Signature`,
    signedProperties: `Signature-${id}-SignedProperties`,
    signatureValue: `Signature-${id}-SignatureValue`,
    qualifyingProperties: `Signature-${id}-QualifyingProperties`,
    reference: `Reference-${id}`,
    certificate: `Certificate-${id}`,
  };

  const doc = xadesjs.Parse(kind.compact ? compactXML(xml) : xml);
  const signed = new GoblSignedXml(signer.issuer, digest, kind.policyHashAlgorithm);
  const signature = signed.XmlSignature;
  signature.Id = ids.signature;
  signature.SignedInfo.CanonicalizationMethod.Algorithm = C14N;
  const properties = signed.Properties!;
  properties.Id = ids.qualifyingProperties;
  properties.Target = `#${ids.signature}`;
  properties.SignedProperties.Id = ids.signedProperties;

  // KeyInfo: the certificate, then its RSA key (the references' order), with an Id for the KeyInfo reference.
  signature.KeyInfo.Id = ids.certificate;
  signature.KeyInfo.Add(new xmldsig.KeyInfoX509Data(base64Bytes(signer.certificate)));
  const keyValue = new xmldsig.KeyValue();
  await keyValue.importKey(signer.publicKey);
  signature.KeyInfo.Add(keyValue);

  const format = new xadesjs.xml.DataObjectFormat();
  format.ObjectReference = `#${ids.reference}`;
  if (kind.description) format.Description = kind.description;
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
    signingTime: { value: signingTime, format: "UTC:yyyy-mm-dd'T'HH:MM:ss'+00:00'" },
    ...kind.extra,
  } as xadesjs.OptionsXAdES & { references: unknown[] });

  const parent = kind.placeIn?.(doc.documentElement);
  if (kind.placeIn && !parent) throw new Error("the signature's place is not in the document");
  return appendSignature(doc, signature, ids.signatureValue, parent ?? doc.documentElement);
}
