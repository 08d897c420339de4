/**
 * FacturaE 3.2.2, the Spanish e-invoice (FACe, B2B), as gobl.facturae writes
 * it. Written only: no reader is asked of it, so XML is never taken for
 * FacturaE (`recognizes` is false) and reading it is refused plainly.
 */
import { BizdocError, type FormatPlugin } from "../../engine/index.ts";
import { FACTURAE_PROFILES } from "./profiles.ts";
import { writeFacturae } from "./write/document.ts";

export const facturaeFormat: FormatPlugin = {
  key: "facturae",
  name: "FacturaE 3.2.2 (Spain)",
  profiles: FACTURAE_PROFILES.map((p) => ({ ...p, addons: [...p.addons], ...(p.requires ? { requires: [...p.requires] } : {}) })),
  recognizes: () => false,
  toXML: (envelope) => writeFacturae(envelope),
  // XAdES-EPES, its Ids from the envelope's UUID as gobl.facturae's; loaded only when a file is signed.
  sign: async (xml, certificate, envelope) => {
    const { signFacturae } = await import("./sign.ts");
    return signFacturae(xml, { p12: certificate.p12, password: certificate.password, id: envelope.head.uuid });
  },
  fromXML: () => {
    throw new BizdocError("input", "FacturaE is written, not read: bizdoc converts GOBL documents to FacturaE but does not read FacturaE XML", [
      { code: "BIZDOC-FORMAT-WRITE-ONLY", properties: ["$"], description: "FacturaE XML cannot be read" },
    ]);
  },
};

export { FACTURAE_PROFILES } from "./profiles.ts";
export { writeFacturae, type FacturaEOptions } from "./write/document.ts";
export type { ThirdParty } from "./write/file-header.ts";
