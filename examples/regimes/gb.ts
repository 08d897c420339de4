import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "gb-standard",
    title: "United Kingdom: B2B invoice in GBP with the standard 20% VAT",
    regime: "GB",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "INV-3092",
      issue_date: "2025-08-12",
      supplier: {
        name: "Thames Joinery Ltd",
        tax_id: { country: "GB", code: "844281425" },
        addresses: [{ num: "14", street: "Wharf Road", locality: "London", code: "N1 7GR", country: "GB" }],
      },
      customer: {
        name: "Kestrel Offices plc",
        tax_id: { country: "GB", code: "350983637" },
        addresses: [{ num: "2", street: "Deansgate", locality: "Manchester", code: "M3 2BW", country: "GB" }],
      },
      lines: [
        { quantity: "6", item: { name: "Oak meeting table, made to measure", price: "1150.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Delivery and installation", price: "380.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-09-11", percent: "100%" }] } },
    },
  },
];
