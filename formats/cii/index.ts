/**
 * UN/CEFACT Cross Industry Invoice (CII, D16B) as gobl.cii writes and reads
 * it: EN 16931 and its CIUS/extensions (Peppol, Factur-X, ZUGFeRD,
 * XRechnung, Chorus Pro, and France's CTC flow 2 as Peppol France's CIUS and
 * Factur-X profiles). The French CDAR lifecycle messages gobl.cii also
 * handles are not invoices and are not part of this format.
 */
import type { FormatPlugin } from "../../engine/index.ts";
import { documentPathsOf, lineIndexOf } from "../common/business-terms.ts";
import { CII_PROFILES, ciiProfileOf } from "./profiles.ts";
import { readInvoice } from "./read/invoice.ts";
import { isCrossIndustryInvoice } from "./read/root.ts";
import { writeInvoice } from "./write/invoice.ts";

export const ciiFormat: FormatPlugin = {
  key: "cii",
  name: "UN/CEFACT Cross Industry Invoice (CII D16B)",
  profiles: CII_PROFILES.map(({ key, name, addons, requires, customization, ruleSets }) => ({
    key,
    name,
    addons,
    ...(requires ? { requires: [...requires] } : {}),
    customization,
    ruleSets: [...(ruleSets ?? [])],
  })),
  // EN 16931 checks every total as the sum of the line amounts stated (BR-CO-10), at the currency's decimals.
  netPriceRounding: "currency",
  recognizes: isCrossIndustryInvoice,
  toXML: (envelope, profile, context) => writeInvoice(envelope, ciiProfileOf(profile), context),
  fromXML: readInvoice,
  documentPaths: ({ xpath, terms }) => documentPathsOf(terms, lineIndexOf(xpath, ["ram:IncludedSupplyChainTradeLineItem"])),
};

export { CII_PROFILES } from "./profiles.ts";
