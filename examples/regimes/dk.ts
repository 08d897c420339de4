import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "dk-standard",
    title: "Denmark: B2B invoice in DKK with the 25% VAT",
    regime: "DK",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "2025-1187",
      issue_date: "2025-10-06",
      supplier: {
        name: "Nørrebro Cykelværksted ApS",
        tax_id: { country: "DK", code: "13585628" },
        addresses: [{ street: "Nørrebrogade", num: "112", locality: "København N", code: "2200", country: "DK" }],
      },
      customer: {
        name: "Havnens Budservice A/S",
        tax_id: { country: "DK", code: "88146328" },
        addresses: [{ street: "Havnegade", num: "30", locality: "Aarhus C", code: "8000", country: "DK" }],
      },
      lines: [
        { quantity: "4", item: { name: "Ladcykel, årligt eftersyn", price: "1250.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "12", item: { name: "Bremseklodser, sæt", price: "149.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-10-20", percent: "100%" }] } },
    },
  },
];
