import type { RegimeDefinition } from "../../engine/index.ts";

/**
 * Spain. The tax categories, scenarios and corrections are added with the
 * invoice work; this is the identity of the regime.
 */
export const definition: RegimeDefinition = {
  name: { en: "Spain", es: "España" },
  description: {
    en: "Spanish invoices carry VAT (IVA) on the peninsula and the Balearic Islands, IGIC in the Canary Islands and IPSI in Ceuta and Melilla, with income tax retention (IRPF) for professionals.",
  },
  time_zone: "Europe/Madrid",
  country: "ES",
  currency: "EUR",
  tax_scheme: "VAT",
};
