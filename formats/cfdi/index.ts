/**
 * CFDI 4.0 (Mexico's Comprobante Fiscal Digital por Internet): invoices
 * and payments with GOBL's mx-cfdi-v4 addon written as `cfdi:Comprobante`
 * valid against SAT's cfdv40.xsd (payments with the Pagos 2.0 complement,
 * invoices with the ValesDeDespensa and EstadoDeCuentaCombustible 1.2
 * complements and the Mabe addenda), and CFDI XML, stamped or not, read
 * into an invoice. As gobl.mx.cfdi, the issuer's seal (Sello, Certificado)
 * is left to the stamping service (PAC), which also adds the
 * TimbreFiscalDigital; a stamped CFDI's stamps are read into the
 * envelope's head, as GOBL's reader puts them (`cfdiStamps` gives them alone).
 */
import type { FormatPlugin } from "../../engine/index.ts";
import { CFDI_PROFILES } from "./profiles.ts";
import { readDocument } from "./read/document.ts";
import { isComprobante } from "./read/root.ts";
import { writeDocument } from "./write/document.ts";

export const cfdiFormat: FormatPlugin = {
  key: "cfdi",
  name: "CFDI 4.0 (Mexico)",
  profiles: CFDI_PROFILES.map(({ key, name, addons, requires }) => ({ key, name, addons: [...addons], requires: [...(requires ?? [])] })),
  recognizes: isComprobante,
  toXML: (envelope, _profile, context) => writeDocument(envelope, context),
  fromXML: readDocument,
};

export { CFDI_PROFILES } from "./profiles.ts";
export { cfdiStamps } from "./read/stamps.ts";
