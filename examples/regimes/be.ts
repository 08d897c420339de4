import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "be-standard",
    title: "Belgium: B2B invoice with the general 21% and reduced 6% VAT",
    regime: "BE",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "F2025-0078",
      issue_date: "2025-03-03",
      supplier: {
        name: "Brabant Drukkerij BV",
        tax_id: { country: "BE", code: "0413172884" },
        addresses: [{ street: "Bondgenotenlaan", num: "64", locality: "Leuven", code: "3000", country: "BE" }],
      },
      customer: {
        name: "Librairie du Parc SRL",
        tax_id: { country: "BE", code: "0414445663" },
        addresses: [{ street: "Rue Neuve", num: "9", locality: "Bruxelles", code: "1000", country: "BE" }],
      },
      lines: [
        { quantity: "500", item: { name: "Boek \"Stadswandelingen\", gedrukt", price: "6.40" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "1", item: { name: "Grafisch ontwerp omslag", price: "750.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-04-02", percent: "100%" }] } },
    },
  },
];
