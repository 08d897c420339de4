/**
 * UBL 2.1 (OASIS Universal Business Language) invoices and credit notes,
 * written and read as GOBL's UBL converter (invopop/gobl.ubl) does.
 */
import type { Envelope, FormatContext, FormatPlugin, FormatProfile } from "../../engine/index.ts";
import { documentPathsOf, lineIndexOf } from "../common/business-terms.ts";
import { regimeFactsFrom } from "./regime.ts";
import { UBL_PROFILES, ublProfile } from "./profiles.ts";
import { invoiceFromXML, isUBLRoot } from "./read/invoice.ts";
import { invoiceToXML } from "./write/invoice.ts";

export const ublFormat: FormatPlugin = {
  key: "ubl",
  name: "UBL 2.1",
  profiles: UBL_PROFILES.map(({ key, name, addons, requires, customization, ruleSets }) => ({
    key,
    name,
    addons: [...addons],
    requires: [...(requires ?? [])],
    customization,
    ruleSets: [...(ruleSets ?? [])],
  })),
  // EN 16931 checks every total as the sum of the line amounts stated (BR-CO-10), at the currency's decimals.
  netPriceRounding: "currency",
  recognizes: (root) => isUBLRoot(root.localName, root.namespace),
  toXML: (envelope: Envelope, profile: FormatProfile, context: FormatContext) => invoiceToXML(envelope, ublProfile(profile), regimeFactsFrom(context)),
  fromXML: (xml: string, context: FormatContext) => invoiceFromXML(xml, regimeFactsFrom(context)),
  documentPaths: ({ xpath, terms }) => documentPathsOf(terms, lineIndexOf(xpath, ["cac:InvoiceLine", "cac:CreditNoteLine"])),
};
