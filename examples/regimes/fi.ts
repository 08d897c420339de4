import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "fi-standard",
    title: "Finland: B2B invoice with the general 25.5% and reduced 14% VAT",
    regime: "FI",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "LASKU-2025-221",
      issue_date: "2025-11-03",
      supplier: {
        name: "Saimaan Sauna Oy",
        tax_id: { country: "FI", code: "01120389" },
        addresses: [{ street: "Kauppakatu", num: "11", locality: "Lappeenranta", code: "53100", country: "FI" }],
      },
      customer: {
        name: "Lapin Matkailu Oy",
        tax_id: { country: "FI", code: "07375462" },
        addresses: [{ street: "Koskikatu", num: "25", locality: "Rovaniemi", code: "96200", country: "FI" }],
      },
      lines: [
        { quantity: "2", item: { name: "Puukiuas 20 kW", price: "1890.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "30", item: { name: "Saunaeväät, hengeltä", price: "18.00" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-11-17", percent: "100%" }] } },
    },
  },
];
