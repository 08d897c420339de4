/**
 * Verifying the enveloped XAdES signatures of a received file (FacturaE,
 * FatturaPA): for each `ds:Signature` of the document element, who signed
 * (the certificate it carries), when (xades:SigningTime), under which
 * policy, and whether the document is intact: every reference's digest and
 * the signature value, with the certificate's own key.
 *
 * xadesjs (on xmldsigjs) reads the signature and computes the digests and
 * the signature check; the rest is the XAdES binding it leaves out or gets
 * wrong, checked here: one reference must cover the whole document (URI ""
 * with the enveloped transform), the signed properties must be referenced,
 * SigningCertificate's digest (in its own digest method: xadesjs assumes
 * SHA-256) and serial must be the KeyInfo certificate's, and the signing
 * time within the certificate's validity. The key that verifies is the
 * certificate's, never a KeyValue beside it (a key of one's own next to
 * someone else's certificate would otherwise pass).
 *
 * Whether the certificate comes from an issuer one trusts (a qualified
 * authority) is not checked: bizdoc has no trust list; the report names the
 * issuer for the caller to decide. The XML has been checked as untrusted by
 * the engine first (no DOCTYPE or entities, bounded size and depth).
 */
import forge from "node-forge";
import * as xadesjs from "xadesjs";
import * as xmldsig from "xmldsigjs";
import type { Fault, SignerCertificate, XMLSignatureFinding, XMLSignatureReport } from "../../engine/index.ts";
import { describeCertificate, rawBytes, setUp, XADES_REFERENCE_TYPE } from "./xades.ts";

const DSIG = "http://www.w3.org/2000/09/xmldsig#";
/** More signatures than this on one file are not verified one by one (each costs a pass over the document). */
export const MAX_SIGNATURES = 8;

/** What a format adds to the generic checks: a fault for a signature its rules refuse (FacturaE without its policy, say). */
export type SignatureRule = (finding: XMLSignatureFinding, path: string) => Fault[];

/** xadesjs's SignedXml with its reference and signature checks open to us, each on its own. */
class CheckedSignature extends xadesjs.SignedXml {
  /** The digest of what the reference covers, in the given copy of the document. */
  digestOf(content: Element, reference: xmldsig.Reference): Promise<Uint8Array> {
    return this.DigestReference(content, reference, false);
  }

  /** Whether the signature value holds for SignedInfo with this key. */
  holdsWith(key: CryptoKey): Promise<boolean> {
    return this.ValidateSignatureValue([key]);
  }
}

/** Verifies every enveloped signature of the XML and reports what it found. */
export async function verifyEnveloped(xml: string, rule?: SignatureRule): Promise<XMLSignatureReport> {
  setUp();
  const doc = xadesjs.Parse(xml);
  const root = doc.documentElement;
  const elements = childSignatures(root);
  if (elements.length === 0) {
    return report([], [{ code: "BIZDOC-XMLSIG-NONE", properties: [`/${root.tagName}`], description: "carries no enveloped signature (a ds:Signature child of the document element): the file is not signed" }]);
  }
  if (elements.length > MAX_SIGNATURES) {
    return report([], [{ code: "BIZDOC-XMLSIG-TOO-MANY", properties: [`/${root.tagName}`], description: `carries ${elements.length} signatures; at most ${MAX_SIGNATURES} are verified` }]);
  }
  const signatures: XMLSignatureFinding[] = [];
  for (const [index, element] of elements.entries()) {
    const path = `/${root.tagName}/${element.tagName}[${index + 1}]`;
    const finding = await verifyOne(doc, element, path);
    if (rule) finding.faults.push(...rule(finding, path));
    signatures.push(readable({ ...finding, valid: finding.faults.length === 0 }));
  }
  return report(signatures, []);
}

function report(signatures: XMLSignatureFinding[], faults: Fault[]): XMLSignatureReport {
  const all = [...faults, ...signatures.flatMap((s) => s.faults)];
  return { valid: signatures.length > 0 && all.length === 0, signatures, faults: all };
}

/** The finding with its members in the order people read them: the verdict, who, when, how, what is wrong. */
function readable({ valid, signer, signedAt, algorithm, policy, roles, faults }: XMLSignatureFinding): XMLSignatureFinding {
  return { valid, ...(signer ? { signer } : {}), ...(signedAt ? { signedAt } : {}), algorithm, ...(policy ? { policy } : {}), ...(roles ? { roles } : {}), faults };
}

function childSignatures(root: Element): Element[] {
  const out: Element[] = [];
  for (let node = root.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).namespaceURI === DSIG && (node as Element).localName === "Signature") out.push(node as Element);
  }
  return out;
}

async function verifyOne(doc: Document, element: Element, path: string): Promise<XMLSignatureFinding> {
  const signed = new CheckedSignature(doc);
  try {
    signed.LoadXml(element);
  } catch (error) {
    return unreadable(path, `cannot be read as an XML signature (${messageOf(error)})`);
  }
  const signature = signed.XmlSignature;
  const finding: XMLSignatureFinding = { valid: false, algorithm: signature.SignedInfo.SignatureMethod.Algorithm ?? "", faults: [] };
  const fault = (code: string, where: string, description: string) => finding.faults.push({ code, properties: [`${path}${where}`], description });

  const certificate = certificateOf(signature);
  if (!certificate.ok) {
    fault("BIZDOC-XMLSIG-CERTIFICATE", "/ds:KeyInfo", certificate.problem);
  } else {
    finding.signer = certificate.summary;
  }
  readProperties(signed, finding);

  // Intact: a reference covers the whole document, and every reference's digest is what was signed.
  const references = signature.SignedInfo.References.GetIterator();
  if (!references.some(coversDocument)) {
    fault("BIZDOC-XMLSIG-COVERAGE", "/ds:SignedInfo", "has no reference covering the whole document (URI \"\" with the enveloped-signature transform): what it signs is not the invoice");
  }
  const content = doc.documentElement.cloneNode(true) as Element;
  for (const [index, reference] of references.entries()) {
    const where = `/ds:SignedInfo/ds:Reference[${index + 1}]`;
    try {
      const digest = await signed.digestOf(content, reference);
      if (!sameBytes(digest, reference.DigestValue)) fault("BIZDOC-XMLSIG-DIGEST", where, `${whatItCovers(reference, signed)} changed after it was signed: its digest is not the one signed`);
    } catch (error) {
      fault("BIZDOC-XMLSIG-DIGEST", where, `${whatItCovers(reference, signed)} cannot be digested (${messageOf(error)})`);
    }
  }
  const properties = signed.Properties?.SignedProperties;
  if (!signed.Properties || !properties?.Id || !references.some((r) => r.Uri === `#${properties.Id}` || r.Type === XADES_REFERENCE_TYPE)) {
    fault("BIZDOC-XADES-PROPERTIES", "/ds:Object", "has no signed XAdES properties (xades:SignedProperties referenced from SignedInfo): the signing time and certificate are not bound to the signature");
  }

  if (certificate.ok) {
    try {
      const key = await globalThis.crypto.subtle.importKey("spki", certificate.spki, signed.Algorithm as RsaHashedImportParams, false, ["verify"]);
      if (!(await signed.holdsWith(key))) fault("BIZDOC-XMLSIG-VALUE", "/ds:SignatureValue", "does not verify with the certificate's public key: SignedInfo was changed, or another key signed it");
    } catch (error) {
      fault("BIZDOC-XMLSIG-VALUE", "/ds:SignatureValue", `cannot be checked with the certificate's key (${messageOf(error)})`);
    }
    await checkSigningCertificate(signed, certificate, fault);
    const signedAt = finding.signedAt === undefined ? undefined : new Date(finding.signedAt);
    if (signedAt && (signedAt < new Date(certificate.summary.validFrom) || signedAt > new Date(certificate.summary.validTo))) {
      fault(
        "BIZDOC-XADES-CERTIFICATE-PERIOD",
        "/ds:Object",
        `was made at ${finding.signedAt}, outside the certificate's validity (${certificate.summary.validFrom} to ${certificate.summary.validTo})`,
      );
    }
  }
  return finding;
}

function unreadable(path: string, description: string): XMLSignatureFinding {
  return { valid: false, algorithm: "", faults: [{ code: "BIZDOC-XMLSIG-UNREADABLE", properties: [path], description }] };
}

/** The signing time, policy and roles the signed properties state. */
function readProperties(signed: CheckedSignature, finding: XMLSignatureFinding): void {
  const properties = signed.Properties?.SignedProperties.SignedSignatureProperties;
  if (!properties) return;
  const time = properties.SigningTime?.Value;
  if (time instanceof Date && !Number.isNaN(time.getTime())) finding.signedAt = time.toISOString();
  const policy = properties.SignaturePolicyIdentifier?.SignaturePolicyId?.SigPolicyId?.Identifier?.Value;
  if (policy) finding.policy = policy;
  const roles = properties.SignerRole?.ClaimedRoles?.GetIterator().map((role) => role.Value ?? role.Element?.textContent ?? "").filter((r) => r !== "");
  if (roles?.length) finding.roles = roles;
}

type CertificateRead = { ok: true; summary: SignerCertificate; der: Uint8Array<ArrayBuffer>; spki: Uint8Array<ArrayBuffer>; serial: bigint } | { ok: false; problem: string };

/** The certificate KeyInfo carries (the first X509Certificate), read with node-forge. */
function certificateOf(signature: xmldsig.Signature): CertificateRead {
  const x509 = signature.KeyInfo.GetIterator().find((item): item is xmldsig.KeyInfoX509Data => item instanceof xmldsig.KeyInfoX509Data);
  const raw = x509?.Certificates[0]?.GetRaw();
  if (!raw) return { ok: false, problem: "carries no X509 certificate: who signed cannot be told, nor the signature checked" };
  try {
    const binary = forge.util.binary.raw.encode(raw);
    const cert = forge.pki.certificateFromAsn1(forge.asn1.fromDer(binary));
    const spki = forge.asn1.toDer(forge.pki.publicKeyToAsn1(cert.publicKey)).getBytes();
    return { ok: true, summary: describeCertificate(cert), der: rawBytes(binary), spki: rawBytes(spki), serial: BigInt(`0x${cert.serialNumber || "0"}`) };
  } catch (error) {
    return { ok: false, problem: `carries a certificate that cannot be read as an RSA X.509 certificate (${messageOf(error)}); FacturaE and FatturaPA are signed with RSA` };
  }
}

/** XAdES's SigningCertificate must name the KeyInfo certificate: its digest (in its own method) and its serial number. */
async function checkSigningCertificate(signed: CheckedSignature, certificate: Extract<CertificateRead, { ok: true }>, fault: (code: string, where: string, description: string) => void): Promise<void> {
  const list = signed.Properties?.SignedProperties.SignedSignatureProperties.SigningCertificate;
  const named = list?.GetIterator() ?? [];
  const where = "/ds:Object/xades:SigningCertificate";
  if (named.length === 0) {
    fault("BIZDOC-XADES-SIGNING-CERTIFICATE", where, "is missing: XAdES binds the signer's certificate to the signature with it");
    return;
  }
  const cert = named[0]!;
  try {
    const algorithm = xmldsig.CryptoConfig.CreateHashAlgorithm(cert.CertDigest.DigestMethod.Algorithm).algorithm;
    const digest = new Uint8Array(await globalThis.crypto.subtle.digest(algorithm, certificate.der));
    if (!sameBytes(digest, cert.CertDigest.DigestValue)) fault("BIZDOC-XADES-SIGNING-CERTIFICATE", where, "names another certificate than the one in KeyInfo (its digest differs)");
  } catch (error) {
    fault("BIZDOC-XADES-SIGNING-CERTIFICATE", where, `cannot be checked (${messageOf(error)})`);
    return;
  }
  const serial = cert.IssuerSerial?.X509SerialNumber;
  if (serial !== undefined && serial !== "" && serialOf(serial) !== certificate.serial) {
    fault("BIZDOC-XADES-SIGNING-CERTIFICATE", where, "names another serial number than the KeyInfo certificate's");
  }
}

/** X509SerialNumber is a decimal integer; one that is not is no serial. */
function serialOf(text: string): bigint | undefined {
  return /^\s*\d{1,200}\s*$/.test(text) ? BigInt(text.trim()) : undefined;
}

function coversDocument(reference: xmldsig.Reference): boolean {
  return reference.Uri === "" && reference.Transforms.GetIterator().some((t) => t instanceof xmldsig.XmlDsigEnvelopedSignatureTransform);
}

function whatItCovers(reference: xmldsig.Reference, signed: CheckedSignature): string {
  if (reference.Uri === "") return "the document";
  const id = reference.Uri?.startsWith("#") ? reference.Uri.slice(1) : undefined;
  if (id !== undefined && id === signed.Properties?.SignedProperties.Id) return "the signed properties (signing time, certificate, policy)";
  if (id !== undefined && id === signed.XmlSignature.KeyInfo.Id) return "the KeyInfo (the certificate)";
  return `what ${JSON.stringify((reference.Uri ?? "").slice(0, 80))} points to`;
}

function sameBytes(a: Uint8Array, b: Uint8Array | undefined): boolean {
  if (!b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A library's message, short: never a key or a password is in it (the file carries neither). */
function messageOf(error: unknown): string {
  return String((error as Error)?.message ?? error).slice(0, 200);
}
