import type { AddonDef } from "../../../engine/index.ts";
import { corrections } from "./corrections.ts";
import { extensions } from "./extensions.ts";
import { identities } from "./identities.ts";
import { scenarios } from "./scenarios.ts";

/** The `br-nfe-v4` addon: Brazil's electronic invoices for goods, NF-e and NFC-e, layout 4.00. */
export const definition: AddonDef = {
  key: "br-nfe-v4",
  name: { en: "Brazil NF-e 4.00" },
  description: {
    en: [
      "Sales of goods in Brazil are invoiced with the NF-e (model 55), between businesses, or the",
      "NFC-e (model 65), to consumers at the till, both in the 4.00 layout and authorised by the",
      "state tax office (SEFAZ) before the goods move.",
      "",
      "The addon sets the model from the invoice's tags (`simplified` makes an NFC-e), the purpose",
      "and direction of standard invoices, the supplier's tax regime, the customer's state",
      "registration indicator, payment methods from the payment means, and default ICMS, PIS and",
      "COFINS situation codes; it checks the parties, series, nature of the operation, CFOP of each",
      "line, and which ICMS codes the supplier's regime allows.",
    ].join("\n"),
  },
  extensions,
  scenarios,
  identities,
  corrections,
};
