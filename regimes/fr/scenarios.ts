import type { ScenarioSet } from "../../engine/index.ts";

export const invoiceScenarios: ScenarioSet = {
  schema: "bill/invoice",
  list: [
    // Reverse-charge invoices cite the article of the tax code (CGI) that moves the liability.
    {
      tags: ["reverse-charge"],
      cat: ["VAT"],
      note: {
        cat: "VAT",
        key: "reverse-charge",
        text: "Reverse Charge / Autoliquidation de la TVA - Article 283-1 du CGI. Le client est redevable de la TVA.",
      },
    },
  ],
};
