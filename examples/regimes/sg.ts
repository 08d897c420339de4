import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "sg-standard",
    title: "Singapore: B2B tax invoice in SGD with the 9% GST",
    regime: "SG",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "SG-INV-7712",
      issue_date: "2025-11-11",
      supplier: {
        name: "Merlion Print Pte. Ltd.",
        tax_id: { country: "SG", code: "201312345A" },
        addresses: [{ num: "10", street: "Anson Road", locality: "Singapore", code: "079903", country: "SG" }],
      },
      customer: {
        name: "Orchard Events Pte. Ltd.",
        addresses: [{ num: "391", street: "Orchard Road", locality: "Singapore", code: "238872", country: "SG" }],
      },
      lines: [
        { quantity: "2000", item: { name: "Event brochure, A5, full colour", price: "0.85" }, taxes: [{ cat: "GST", rate: "general" }] },
        { quantity: "6", item: { name: "Roll-up banner", price: "145.00" }, taxes: [{ cat: "GST", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-12-11", percent: "100%" }] } },
    },
  },
];
