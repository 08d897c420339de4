/**
 * The contract of a format plugin: a way of writing a built GOBL document as
 * XML in some standard (UBL, CII, ...) and of reading such XML back. The
 * engine knows formats only through this contract; `formats/<key>/` holds
 * the ones bizdoc ships, and a user registers their own like a regime or an
 * addon (`createEngine({ formats: [...] })` or the FORMAT_PLUGIN token).
 */
import type { Fault } from "../errors/index.ts";
import type { Envelope } from "../envelope/envelope.ts";
import type { Stamp } from "../head/schema.ts";
import type { RegimeDefinition } from "../plugin/contracts.ts";
import type { XMLRoot } from "./untrusted-xml.ts";

/** What a format may ask of the engine it runs in. */
export interface FormatContext {
  /** The definition of a country's regime among the engine's (its currency, tax scheme, ...), by country code. */
  regime(country: string | undefined): RegimeDefinition | undefined;
}

/** One way of filling a format: a customisation (CIUS) or an extension (Peppol BIS 3, XRechnung, Factur-X, ...). */
export interface FormatProfile {
  /** Stable key, unique within the format: `en16931`, `peppol`, `xrechnung`, ... */
  key: string;
  /** What it is, for people. */
  name: string;
  /**
   * The addons that select this profile when a document has all of them
   * (the profile naming the most such addons wins; a profile with none is
   * the format's default).
   */
  addons: string[];
  /**
   * Addons the profile adds to a document that lacks them before writing it
   * (the document is then built again, so their normalisers and rules run),
   * as GOBL's UBL converter does with its contexts' addons.
   */
  requires?: string[];
  /** The customisation ID the XML carries (`urn:cen.eu:en16931:2017`, ...), when the profile has one. */
  customization?: string;
  /**
   * The rule sets (by key) the XML written under this profile must pass:
   * the engine checks it with them before answering and refuses, 422, XML
   * that breaks a fatal rule, so nothing the profile's rules refuse leaves.
   * The engine must have these rule sets (checked when it is created).
   */
  ruleSets?: string[];
}

/** A rule the XML written for a document broke, as the format sees it: where in the XML, and about which business terms. */
export interface WrittenXMLBreach {
  /** The XPath of the node the rule broke on. */
  xpath: string;
  /** The business terms and groups the rule is about. */
  terms: readonly string[];
}

/** What reading an XML invoice gives: a document to build, and the totals the XML itself stated. */
export interface ParsedXML {
  /** A GOBL document (a `bill/invoice` with its `$addons`), partial: the engine calculates and validates it. */
  document: Record<string, unknown>;
  /**
   * Totals as the XML states them, by the GOBL totals field they correspond
   * to (`sum`, `tax`, `total_with_tax`, `payable`, ...; decimal text). The
   * engine compares them with its own calculation and reports any difference
   * as a fault rather than hiding it.
   */
  statedTotals?: Record<string, string>;
  /** The element each stated total was read from (`cbc:PayableAmount`), by the same field: refusals name it. */
  statedTotalElements?: Record<string, string>;
  /**
   * The key of the format's profile the XML was written under (from its
   * customization), when it is one: the envelope remembers it, and the
   * document is written back under it unless another profile is asked for.
   */
  profile?: string;
  /**
   * The stamps the XML carries from a tax authority or its agent (CFDI's
   * TimbreFiscalDigital: the fiscal folio, SAT's seal), for the envelope's
   * head, where GOBL's readers put them.
   */
  stamps?: Stamp[];
}

export interface FormatPlugin {
  /** `ubl`, `cii`, ... */
  key: string;
  name: string;
  /** The profiles it writes; the first with no addons is the default. */
  profiles: FormatProfile[];
  /**
   * How an invoice whose prices include a tax is restated with net prices
   * before it is written (XML formats carry net prices only). `invoice`, the
   * default, keeps the invoice's rounding rule, as GOBL's converters do, so
   * lines may carry the net prices' extra decimals; `currency` rounds each
   * line to the currency, for formats whose rules check totals as sums of the
   * stated line amounts (EN 16931's BR-CO-10 and BR-CO-14).
   */
  netPriceRounding?: "invoice" | "currency";
  /**
   * Whether the format states prices that include a tax as they are (FA(3)'s
   * gross unit prices and values, P_9B and P_11A): an invoice whose prices
   * include a tax is then written as built, not restated at net first, and
   * `netPriceRounding` does not apply.
   */
  statesIncludedTaxes?: boolean;
  /**
   * Whether XML with this root element is in this format, for reading XML
   * whose format is not named (its local name and namespace, say).
   */
  recognizes(root: XMLRoot): boolean;
  /**
   * The XML of a built (calculated, validated) envelope's document under a
   * profile. Throws a BizdocError (`input`/`validation`) for a document the
   * format cannot carry (not an invoice, say).
   */
  toXML(envelope: Envelope, profile: FormatProfile, context: FormatContext, options?: FormatOptions): string | WrittenXML;
  /**
   * The top-level members of the `options` this format takes beside the
   * document (a record chain's previous link, the invoicing software's
   * data, ...); the engine refuses any other member, naming the closest,
   * and options given to a format that names none. The format checks their
   * values itself, refusing with a 400 at `$.options…`.
   */
  optionNames?: readonly string[];
  /**
   * Reads XML in this format. The engine has checked it first
   * (checkUntrustedXML: well-formed, no DOCTYPE or entities, bounded size and
   * depth), once, so a format parses it without checking that again. Throws
   * a BizdocError `input` for XML that is not an invoice it reads.
   */
  fromXML(xml: string, context: FormatContext): ParsedXML;
  /**
   * The document properties that feed a broken rule of written XML (its
   * business terms, the line it is on), so a refusal says what to change in
   * the document; without it the refusal names the document as a whole.
   */
  documentPaths?(breach: WrittenXMLBreach): string[];
  /**
   * Signs XML this format wrote for the envelope (XAdES for FacturaE), for a
   * format whose XML can carry a signature. The certificate is given per
   * request and must be neither logged nor kept. Rejects with a BizdocError
   * `input` for a certificate that cannot be read or whose password is wrong,
   * its messages naming neither the password nor the key.
   */
  sign?(xml: string, certificate: FormatCertificate, envelope: Envelope, options?: FormatOptions): Promise<string | WrittenXML>;
  /**
   * Verifies the signatures a file in this format carries (XAdES for
   * FacturaE and FatturaPA): who signed, when, and whether the document is
   * intact. Resolves with the report, broken signatures included; the
   * engine has checked the XML as untrusted first.
   */
  verifySignature?(xml: string): Promise<XMLSignatureReport>;
}

/** The certificate a signature carries: who it names, who issued it, when it is valid. */
export interface SignerCertificate {
  /** The subject's distinguished name, RFC 4514 (`CN=...,SN=...,C=ES`). */
  subject: string;
  /** The subject's common name, when it has one. */
  commonName?: string;
  /** The issuer's distinguished name, RFC 4514: whether it is an authority one trusts is the caller's to decide. */
  issuer: string;
  /** Hexadecimal, upper case. */
  serialNumber: string;
  /** ISO 8601, UTC. */
  validFrom: string;
  validTo: string;
}

/** One signature of a file, as verified. */
export interface XMLSignatureFinding {
  /** Whether it holds: the document and signed properties intact, the value verified with the certificate's key, the certificate the one XAdES names, valid when it signed. */
  valid: boolean;
  /** Who signed: the certificate the signature carries (absent when it carries none that can be read). */
  signer?: SignerCertificate;
  /** When, as the signature states it (xades:SigningTime), ISO 8601 UTC. */
  signedAt?: string;
  /** The signature method's URI (`http://www.w3.org/2001/04/xmldsig-more#rsa-sha256`). */
  algorithm: string;
  /** The signature policy's identifier (XAdES-EPES), when it has one. */
  policy?: string;
  /** The roles the signer claims (`third party`, `supplier`). */
  roles?: string[];
  /** What does not hold, each at the signature's place in the XML. */
  faults: Fault[];
}

/** What verifying a file's signatures gives. */
export interface XMLSignatureReport {
  /** True when the file carries at least one signature and every one holds. */
  valid: boolean;
  signatures: XMLSignatureFinding[];
  /** Every fault, the signatures' and the file's (no signature at all, say). */
  faults: Fault[];
}

/**
 * What a caller gives a format beside the document (`options` of
 * `engine.toXML` and `/v0/convert`), its members those the format names in
 * `optionNames`: untrusted, checked by the format.
 */
export type FormatOptions = Readonly<Record<string, unknown>>;

/**
 * What a format writes: the XML, and what the caller keeps or prints beside
 * it (the record's link in a chain, to pass as the next call's option; the
 * QR code's URL). `sign`'s details are merged over `toXML`'s.
 */
export interface WrittenXML {
  xml: string;
  details?: Record<string, unknown>;
}

/** The XML of what a format wrote, with its details when it gave any. */
export function writtenXML(written: string | WrittenXML): WrittenXML {
  return typeof written === "string" ? { xml: written } : written;
}

/** A signer's certificate as a format's `sign` takes it: a PKCS#12 (.p12 / .pfx) and its password. */
export interface FormatCertificate {
  p12: Uint8Array;
  password: string;
}
