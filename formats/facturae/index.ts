/**
 * FacturaE 3.2.2, the Spanish e-invoice (FACe, B2B), as gobl.facturae writes
 * it, signed (XAdES-EPES) when a certificate is given. Written, not read: a
 * FacturaE file is recognised so that its signatures can be verified, and
 * reading it into a document is refused plainly.
 */
import { BizdocError, type FormatPlugin } from "../../engine/index.ts";
import { NAMESPACE } from "./codes.ts";
import { FACTURAE_PROFILES } from "./profiles.ts";
import { writeFacturae } from "./write/document.ts";

export const facturaeFormat: FormatPlugin = {
  key: "facturae",
  name: "FacturaE 3.2.2 (Spain)",
  profiles: FACTURAE_PROFILES.map((p) => ({ ...p, addons: [...p.addons], ...(p.requires ? { requires: [...p.requires] } : {}) })),
  recognizes: (root) => root.localName === "Facturae" && root.namespace === NAMESPACE,
  toXML: (envelope) => writeFacturae(envelope),
  // XAdES-EPES, its Ids from the envelope's UUID as gobl.facturae's; loaded only when a file is signed.
  sign: async (xml, certificate, envelope) => {
    const { signFacturae } = await import("./sign.ts");
    return signFacturae(xml, { p12: certificate.p12, password: certificate.password, id: envelope.head.uuid });
  },
  // Who signed a FacturaE file, and whether it is intact; loaded only when one is verified.
  verifySignature: async (xml) => (await import("./verify.ts")).verifyFacturae(xml),
  fromXML: () => {
    throw new BizdocError("input", "FacturaE is written, not read: bizdoc converts GOBL documents to FacturaE but does not read FacturaE XML", [
      { code: "BIZDOC-FORMAT-WRITE-ONLY", properties: ["$"], description: "FacturaE XML cannot be read" },
    ]);
  },
};

export { FACTURAE_PROFILES } from "./profiles.ts";
export { writeFacturae, type FacturaEOptions } from "./write/document.ts";
export type { ThirdParty } from "./write/file-header.ts";
