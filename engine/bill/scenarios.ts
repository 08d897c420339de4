import type { ScenarioSet } from "../tax/regime-def.ts";

/**
 * GOBL's general invoice scenarios, for regimes that have no legend of their
 * own: a reverse-charge invoice tells the customer to account for the VAT.
 * The note text is the fixed legend GOBL prints.
 */
export function defaultInvoiceScenarios(): ScenarioSet {
  return {
    schema: "bill/invoice",
    list: [
      {
        tags: ["reverse-charge"],
        cat: ["VAT"],
        note: { cat: "VAT", key: "reverse-charge", text: "Reverse charge: Customer to account for VAT to the relevant tax authority." },
      },
    ],
  };
}
