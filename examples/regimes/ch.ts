import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "ch-standard",
    title: "Switzerland: B2B invoice in CHF with the general 8.1% and reduced 2.6% VAT",
    regime: "CH",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "RG-25-0467",
      issue_date: "2025-09-01",
      supplier: {
        name: "Bergkäserei Emmental AG",
        tax_id: { country: "CH", code: "E100416306" },
        addresses: [{ street: "Dorfstrasse", num: "4", locality: "Langnau im Emmental", code: "3550", country: "CH" }],
      },
      customer: {
        name: "Feinkost Zürich GmbH",
        tax_id: { country: "CH", code: "E284156502" },
        addresses: [{ street: "Bahnhofstrasse", num: "70", locality: "Zürich", code: "8001", country: "CH" }],
      },
      lines: [
        { quantity: "60", item: { name: "Emmentaler AOP, kg", price: "24.80", unit: "kg" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "1", item: { name: "Kühltransport", price: "180.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-10-01", percent: "100%" }] } },
    },
  },
];
