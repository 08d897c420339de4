/**
 * Which hybrid a document becomes: the CII profile its XML is written in
 * (formats/cii/profiles.ts: `zugferd` for a document with the ZUGFeRD addon,
 * `facturx` otherwise, France's being the default of the hybrid), and what
 * the Factur-X / ZUGFeRD specifications (Factur-X 1.0.7, ZUGFeRD 2.3, the
 * same PDF rules) say goes with it: the XMP conformance level, the
 * attachment's name and its AFRelationship.
 */
import type { Envelope } from "../../engine/envelope/envelope.ts";
import { BizdocError } from "../../engine/errors/index.ts";

export interface HybridProfile {
  /** The CII profile key handed to toXML. */
  profile: "facturx" | "zugferd";
  /** fx:ConformanceLevel: both profiles write the EN 16931 (COMFORT) profile. */
  conformance: "EN 16931";
  /** factur-x.xml: the name both Factur-X and ZUGFeRD 2.x give the XML (XRechnung's xrechnung.xml is not made here). */
  fileName: string;
  /**
   * Alternative for the profiles that are a complete invoice under EN 16931
   * (BASIC, EN 16931, EXTENDED); MINIMUM and BASIC WL, which are not, take Data.
   */
  relationship: "Alternative" | "Data";
}

const INVOICE_SCHEMA = "https://gobl.org/draft-0/bill/invoice";

export function hybridProfileOf(envelope: Envelope): HybridProfile {
  const doc = envelope.doc as { $schema?: unknown; $addons?: unknown };
  if (doc.$schema !== INVOICE_SCHEMA) {
    throw new BizdocError("input", "a Factur-X / ZUGFeRD PDF carries an invoice: this document is not one", [
      { properties: ["$.doc.$schema"], description: "must be an invoice (bill/invoice) to be rendered as Factur-X" },
    ]);
  }
  const addons = Array.isArray(doc.$addons) ? doc.$addons : [];
  const profile = addons.includes("de-zugferd-v2") && !addons.includes("fr-facturx-v1") ? "zugferd" : "facturx";
  return { profile, conformance: "EN 16931", fileName: "factur-x.xml", relationship: "Alternative" };
}

/** The names an embedded invoice XML has in Factur-X and in each ZUGFeRD version, looked for in this order when reading. */
export const XML_FILE_NAMES = ["factur-x.xml", "zugferd-invoice.xml", "xrechnung.xml", "ZUGFeRD-invoice.xml"];
