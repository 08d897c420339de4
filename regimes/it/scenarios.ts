import type { ScenarioSet } from "../../engine/index.ts";

export const invoiceScenarios: ScenarioSet = {
  schema: "bill/invoice",
  list: [
    // Reverse-charge invoices state the transfer of liability in English and Italian.
    {
      tags: ["reverse-charge"],
      cat: ["VAT"],
      note: { cat: "VAT", key: "reverse-charge", text: "Reverse Charge / Inversione del soggetto passivo" },
    },
  ],
};
