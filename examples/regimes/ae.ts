import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "ae-standard",
    title: "United Arab Emirates: B2B invoice at the standard 5% VAT",
    regime: "AE",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "INV",
      code: "2025-0142",
      issue_date: "2025-06-10",
      supplier: {
        name: "Dune Logistics FZ-LLC",
        tax_id: { country: "AE", code: "100234567800003" },
        addresses: [{ street: "Sheikh Zayed Road", num: "221", locality: "Dubai", country: "AE" }],
      },
      customer: {
        name: "Palm Trading LLC",
        tax_id: { country: "AE", code: "100987654300003" },
        addresses: [{ street: "Corniche Road", num: "8", locality: "Abu Dhabi", country: "AE" }],
      },
      lines: [
        { quantity: "12", item: { name: "Pallet storage, per week", price: "85.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "3", item: { name: "Container unloading", price: "640.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-07-10", percent: "100%" }] } },
    },
  },
];
