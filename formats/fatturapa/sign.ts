/**
 * XAdES-BES signature of a FatturaPA file, as SDI accepts and gobl.fatturapa
 * signs (its reference files' ds:Signature): enveloped, inclusive C14N,
 * RSA-SHA256, three references (the document, the KeyInfo, the
 * SignedProperties), the certificate and its RSA key in KeyInfo,
 * SigningTime and SigningCertificate in the signed properties and a
 * DataObjectFormat ("Fattura PA") for the document; no signature policy
 * (BES, not EPES). Digests are SHA-512 by default, as gobl.fatturapa
 * digests; `digest` gives SHA-256. The signature itself is
 * formats/common/xades.ts's, shared with FacturaE.
 */
import { signEnveloped, type XadesDigest, type XadesSignOptions } from "../common/xades.ts";

export interface SignOptions extends XadesSignOptions {
  /** The references' and the certificate's digest: SHA-512 (the default, as gobl.fatturapa signs) or SHA-256. */
  digest?: XadesDigest;
}

/** Signs a FatturaPA document (unsigned XML text) and returns the signed XML text. */
export function signFatturapa(xml: string, options: SignOptions): Promise<string> {
  return signEnveloped(xml, options, { digest: options.digest ?? "SHA-512", description: "Fattura PA" });
}
