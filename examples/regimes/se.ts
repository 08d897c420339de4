import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "se-standard",
    title: "Sweden: B2B invoice in SEK with the general 25% and reduced 12% VAT",
    regime: "SE",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "F-2025-1043",
      issue_date: "2025-10-21",
      supplier: {
        name: "Skärgårdens Konferens AB",
        tax_id: { country: "SE", code: "556036079301" },
        addresses: [{ street: "Strandvägen", num: "7", locality: "Stockholm", code: "114 56", country: "SE" }],
      },
      customer: {
        name: "Göta Teknik AB",
        tax_id: { country: "SE", code: "202100548901" },
        addresses: [{ street: "Kungsportsavenyen", num: "22", locality: "Göteborg", code: "411 36", country: "SE" }],
      },
      lines: [
        { quantity: "2", item: { name: "Konferensrum, heldag", price: "6500.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "35", item: { name: "Lunch, per person", price: "165.00" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-11-20", percent: "100%" }] } },
    },
  },
];
