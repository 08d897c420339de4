import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { corrections } from "./corrections.ts";

/** Italy AdE ticket: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "it-ticket-v1",
  name: { en: "Italy AdE ticket v1.x" },
  description: {
    en: [
      "In Italy a retail sale is documented with a commercial receipt (documento commerciale), whose",
      "data must reach the Agenzia delle Entrate (AdE) as daily takings (corrispettivi). Instead of a",
      "telematic cash register (registratore telematico), a seller may issue these receipts through",
      "the AdE's own web service, Fatture e Corrispettivi.",
      "",
      "This addon prepares GOBL invoices as such tickets: it adds the VAT nature code for lines",
      "without VAT, the goods-or-services product key, the customer's lottery code and the AdE line",
      "reference, and allows corrective invoices that carry the AdE reference (`ade-ref` stamp) of",
      "the receipt they amend.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Italian AdE Cassetto Fiscale" },
      url: "https://www.agenziaentrate.gov.it/portale/schede/comunicazioni/fatture-e-corrispettivi",
      content_type: "application/pdf",
    },
    {
      title: { en: "Italian AdE Fattura e Corrispettivi" },
      url: "https://www.agenziaentrate.gov.it/portale/schede/comunicazioni/fatture-e-corrispettivi",
      content_type: "application/pdf",
    },
  ],
  extensions,
  scenarios: [],  // none
  corrections,
};
