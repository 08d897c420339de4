/**
 * UBL 2.1 (OASIS Universal Business Language) invoices and credit notes,
 * written and read as GOBL's UBL converter (invopop/gobl.ubl) does.
 */
import type { Envelope, FormatContext, FormatPlugin, FormatProfile } from "../../engine/index.ts";
import { regimeFactsFrom } from "./regime.ts";
import { UBL_PROFILES, ublProfile } from "./profiles.ts";
import { invoiceFromXML, isUBLRoot } from "./read/invoice.ts";
import { invoiceToXML } from "./write/invoice.ts";

export const ublFormat: FormatPlugin = {
  key: "ubl",
  name: "UBL 2.1",
  profiles: UBL_PROFILES.map(({ key, name, addons, requires, customization }) => ({ key, name, addons: [...addons], requires: [...(requires ?? [])], customization })),
  recognizes: (root) => isUBLRoot(root.localName, root.namespace),
  toXML: (envelope: Envelope, profile: FormatProfile, context: FormatContext) => invoiceToXML(envelope, ublProfile(profile), regimeFactsFrom(context)),
  fromXML: (xml: string, context: FormatContext) => invoiceFromXML(xml, regimeFactsFrom(context)),
};
