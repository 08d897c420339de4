import type { ScenarioSet } from "../../engine/index.ts";

export const invoiceScenarios: ScenarioSet = {
  schema: "bill/invoice",
  list: [
    // The customer accounts for the VAT: the invoice says so.
    {
      tags: ["reverse-charge"],
      cat: ["VAT"],
      note: { cat: "VAT", key: "reverse-charge", text: "Reverse Charge" },
    },
    // A simplified tax invoice (unregistered customer or a small amount) is titled as such.
    {
      tags: ["simplified"],
      cat: ["VAT"],
      note: { cat: "VAT", key: "simplified", text: "Simplified Tax Invoice" },
    },
  ],
};
