import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";
import { invoiceScenarios } from "./scenarios.ts";
import { invoiceTags } from "./tags.ts";

/** Spain: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Spain", es: "España" },
  description: {
    en: [
      "Spanish invoices carry VAT (IVA) on the peninsula and the Balearic Islands, IGIC in the",
      "Canary Islands and IPSI in Ceuta and Melilla, with income tax retention (IRPF) for",
      "professionals and IRNR for payments to non-residents. Parties are identified by their NIF.",
      "",
      "Corrections are always rectifying invoices: a corrective invoice replaces the original in",
      "full, while credit and debit notes state the differences. Electronic formats in use include",
      "FacturaE for the public sector, TicketBAI in the Basque Country, VeriFactu and SII.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Real Decreto 1619/2012 - Invoicing Regulation" },
      url: "https://www.boe.es/buscar/act.php?id=BOE-A-2012-14696",
    },
  ],
  time_zone: "Europe/Madrid",
  country: "ES",
  currency: "EUR",
  tax_scheme: "VAT",
  tags: [invoiceTags],
  identities,
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
