import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "ie-standard",
    title: "Ireland: B2B invoice with the standard 23% and reduced 13.5% VAT",
    regime: "IE",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "IE-25-0612",
      issue_date: "2025-04-04",
      supplier: {
        name: "Liffey Facilities Ltd",
        tax_id: { country: "IE", code: "3628739L" },
        addresses: [{ num: "21", street: "Ormond Quay", locality: "Dublin", code: "D07 F2X4", country: "IE" }],
      },
      customer: {
        name: "Claddagh Software DAC",
        tax_id: { country: "IE", code: "5343381W" },
        addresses: [{ num: "5", street: "Dock Road", locality: "Galway", code: "H91 X2R3", country: "IE" }],
      },
      lines: [
        { quantity: "1", item: { name: "Office cleaning, monthly contract", price: "1450.00" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "20", item: { name: "Hand soap refill, 5 l", price: "17.50" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-05-04", percent: "100%" }] } },
    },
  },
];
