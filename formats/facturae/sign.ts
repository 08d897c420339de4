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
import { signEnveloped, type XadesSignOptions } from "../common/xades.ts";

/** The FacturaE signature policy v3.1 (gobl.facturae's values). */
export const FACTURAE_POLICY = {
  identifier: "http://www.facturae.es/politica_de_firma_formato_facturae/politica_de_firma_formato_facturae_v3_1.pdf",
  description: "Política de Firma FacturaE v3.1",
  /** SHA-1 of the policy document, base64. */
  hash: "Ohixl6upD6av8N7pEvDABhEL6hM=",
} as const;

export interface SignOptions extends XadesSignOptions {
  /** xades:ClaimedRole; "third party" as gobl.facturae writes. */
  role?: string;
}

/** Signs a FacturaE document (unsigned XML text) and returns the signed XML text. */
export function signFacturae(xml: string, options: SignOptions): Promise<string> {
  return signEnveloped(xml, options, {
    digest: "SHA-512",
    description: "Factura Electrónica",
    extra: {
      policy: { identifier: { value: FACTURAE_POLICY.identifier, description: FACTURAE_POLICY.description }, hash: "SHA-1", digestValue: FACTURAE_POLICY.hash },
      signerRole: { claimed: [options.role ?? "third party"] },
    },
  });
}
