/**
 * FatturaPA 1.2.2 (Italy's SDI e-invoice, FatturaElettronica) as gobl.
 * fatturapa writes and reads it: ordinary invoices for private parties
 * (FPR12) and public administrations (FPA12), one body per file, signed
 * (XAdES-BES) when a certificate is given.
 * Simplified invoices (FSM10) are not part of this format.
 */
import type { FormatPlugin } from "../../engine/index.ts";
import { FATTURAPA_PROFILES, fatturapaProfileOf } from "./profiles.ts";
import { readDocument } from "./read/document.ts";
import { isFatturaElettronica } from "./read/root.ts";
import { writeDocument } from "./write/document.ts";

export const fatturapaFormat: FormatPlugin = {
  key: "fatturapa",
  name: "FatturaPA 1.2.2 (Italy, SDI)",
  profiles: FATTURAPA_PROFILES.map(({ key, name, addons, requires }) => ({ key, name, addons: [...addons], requires: [...(requires ?? [])] })),
  recognizes: isFatturaElettronica,
  toXML: (envelope, profile) => writeDocument(envelope, fatturapaProfileOf(profile)),
  fromXML: readDocument,
  // XAdES-BES, its Ids from the envelope's UUID as gobl.fatturapa's; loaded only when a file is signed.
  sign: async (xml, certificate, envelope) => {
    const { signFatturapa } = await import("./sign.ts");
    return signFatturapa(xml, { p12: certificate.p12, password: certificate.password, id: envelope.head.uuid });
  },
  // Who signed a FatturaPA file (XAdES; a CAdES .p7m is binary, not XML), and whether it is intact.
  verifySignature: async (xml) => (await import("./verify.ts")).verifyFatturapa(xml),
};

export { FATTURAPA_PROFILES } from "./profiles.ts";
