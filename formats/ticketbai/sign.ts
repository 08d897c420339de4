/**
 * The XAdES-EPES signature of a TicketBAI file, under its province's
 * signature policy, as gobl.ticketbai's reference files are signed:
 * enveloped, inclusive C14N, RSA-SHA256, SHA-512 digests, three references
 * (the document, the KeyInfo, the SignedProperties), the certificate and its
 * RSA key in KeyInfo, SigningTime, SigningCertificate, the policy (its URL
 * and its SHA-256 hash), the signer's role and a DataObjectFormat for the
 * document, every Id from the envelope's UUID.
 *
 * The signature is formats/common/xades.ts's (signEnveloped), with what
 * TicketBAI's differs in: no Description in the DataObjectFormat, the
 * policy hash's DigestMethod the URI the provinces' policies name
 * (xmldsig-more#rsa-sha256, where xadesjs would derive xmlenc#sha256), and
 * the signer's role after who issued the file (the reference's "Thirdparty"
 * for a third party).
 *
 * The document is signed compact (no whitespace between elements) and
 * returned so: the reference files were signed in that form (as stored,
 * indented afterwards, their document digest no longer verifies), and a
 * signed file must not be re-indented.
 */
import { compactXML, signEnveloped } from "../common/xades.ts";
import { PROVINCES, type Issuer, type Province } from "./codes.ts";

/** The policy hash's DigestMethod as the reference files write it for all three provinces. */
const POLICY_HASH_ALGORITHM = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
/** ClaimedRole by who issued the file (TicketBAI's signature specifications). */
const ROLES: Readonly<Record<Issuer, string>> = { supplier: "Supplier", "third-party": "Thirdparty", customer: "Customer" };

export interface TicketBAISignOptions {
  p12: Uint8Array;
  password: string;
  province: Province;
  issuer: Issuer;
  /** The identifier every Id derives from: the envelope's UUID. */
  id: string;
  /**
   * xades:SigningTime. Absent, the signature is made now and a certificate
   * not valid now is refused; given (the caller's `timestamp`), it is the
   * caller's and the certificate's period is not checked against it.
   */
  signingTime?: Date;
}

/** Removes the whitespace between elements (TicketBAI has no mixed content): the form that is signed. */
export const compact = compactXML;

export function signTicketBAI(xml: string, options: TicketBAISignOptions): Promise<string> {
  const policy = PROVINCES[options.province].policy;
  return signEnveloped(
    xml,
    { p12: options.p12, password: options.password, id: options.id, ...(options.signingTime ? { signingTime: options.signingTime } : {}) },
    {
      digest: "SHA-512",
      compact: true,
      policyHashAlgorithm: POLICY_HASH_ALGORITHM,
      extra: {
        policy: { identifier: { value: policy.identifier }, hash: "SHA-256", digestValue: policy.hash },
        signerRole: { claimed: [ROLES[options.issuer]] },
      },
    },
  );
}
