/**
 * FA(3) (Poland's structured e-invoice for KSeF, the National e-Invoicing
 * System): invoices with GOBL's pl-favat-v3 addon written as `Faktura`
 * XML valid against the Ministry of Finance's schema, schemat_FA(3)_v1-0E,
 * and FA(3) XML (the invoices one receives from KSeF) read into a built
 * envelope; the KSeF verification QR codes are in qr/.
 */
import type { FormatPlugin } from "../../engine/index.ts";
import { KSEF_PROFILES } from "./profiles.ts";
import { readDocument } from "./read/document.ts";
import { isFaktura } from "./read/root.ts";
import { writeDocument } from "./write/document.ts";

export const ksefFormat: FormatPlugin = {
  key: "ksef",
  name: "KSeF FA(3) (Poland)",
  profiles: KSEF_PROFILES.map(({ key, name, addons, requires }) => ({ key, name, addons: [...addons], requires: [...(requires ?? [])] })),
  // FA(3) states gross prices as they are (P_9B, P_11A): an invoice whose prices include VAT is not restated at net.
  statesIncludedTaxes: true,
  recognizes: isFaktura,
  toXML: (envelope) => writeDocument(envelope),
  fromXML: readDocument,
};

export { KSEF_PROFILES } from "./profiles.ts";
