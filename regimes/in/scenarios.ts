import type { ScenarioSet } from "../../engine/index.ts";

export const invoiceScenarios: ScenarioSet = {
  schema: "bill/invoice",
  list: [
    // The buyer accounts for the GST.
    { tags: ["reverse-charge"], note: { key: "reverse-charge", text: "Reverse Charge" } },
    // Invoices issued under the simplified regime say so.
    { tags: ["simplified"], note: { key: "simplified", text: "Simplified Tax Invoice" } },
  ],
};
