/**
 * KSeF's verification QR codes, printed on an invoice that reaches its buyer
 * other than through KSeF (a PDF, paper, e-mail).
 *
 * KOD I, on every invoice sent to KSeF, links to the invoice in KSeF: anyone
 * can check that KSeF holds it unchanged and fetch its XML. It is made from
 * the issue date, the seller's NIP and the hash of the file as sent.
 *
 * KOD II, only on invoices issued offline (before KSeF has them), links to a
 * check of the issuer: that its KSeF certificate (type Offline) is valid and
 * that it may invoice for the seller. The link is signed with that
 * certificate's private key, which the caller gives for the call only.
 *
 * Both are drawn as SVG or PNG with the label KSeF asks for under them.
 * Everything here runs in browsers and Node alike (Web Crypto, CompressionStream).
 */
export { certificateSignedPath, certificateVerificationUrl, CONTEXT_IDENTIFIER_TYPES } from "./certificate-url.ts";
export type { CertificateLinkOptions, CertificateUrlOptions, ContextIdentifier, ContextIdentifierType } from "./certificate-url.ts";
export { KSEF_ENVIRONMENTS, KSEF_QR_HOSTS } from "./environment.ts";
export type { KsefEnvironment } from "./environment.ts";
export { invoiceHash } from "./hash.ts";
export { invoiceVerificationUrl } from "./invoice-url.ts";
export type { InvoiceFileOrHash, InvoiceUrlOptions } from "./invoice-url.ts";
export { CERTIFICATE_LABEL, certificateCodeLabel, invoiceCodeLabel, OFFLINE_LABEL } from "./label.ts";
export { qrPng } from "../../common/qr/png.ts";
export type { KsefPrivateKey } from "./signing-key.ts";
export { qrSvg } from "../../common/qr/svg.ts";
export type { ErrorCorrectionLevel, QrImageOptions } from "../../common/qr/symbol.ts";
