import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "ca-gst-pst",
    title: "Canada: invoice from British Columbia with the 5% GST and 7% provincial sales tax",
    regime: "CA",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "CA-10455",
      issue_date: "2025-07-08",
      supplier: {
        name: "Cedar Coast Outfitters Ltd.",
        tax_id: { country: "CA", code: "123456789" },
        addresses: [{ num: "780", street: "Granville Street", locality: "Vancouver", region: "BC", code: "V6Z 1E4", country: "CA" }],
      },
      customer: {
        name: "Northern Trails Adventures Inc.",
        tax_id: { country: "CA", code: "987654321" },
        addresses: [{ num: "55", street: "Government Street", locality: "Victoria", region: "BC", code: "V8W 1T2", country: "CA" }],
      },
      lines: [
        {
          quantity: "8",
          item: { name: "Two-person tent", price: "349.00" },
          taxes: [{ cat: "GST", rate: "general" }, { cat: "PST", percent: "7%" }],
        },
        {
          quantity: "16",
          item: { name: "Sleeping bag, -10 °C", price: "189.00" },
          taxes: [{ cat: "GST", rate: "general" }, { cat: "PST", percent: "7%" }],
        },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-08-07", percent: "100%" }] } },
    },
  },
];
