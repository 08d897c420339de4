import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "co-standard",
    title: "Colombia: B2B invoice in COP with the general 19% VAT",
    regime: "CO",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "FE",
      code: "1208",
      issue_date: "2025-03-27",
      supplier: {
        name: "Café Sierra Nevada S.A.S.",
        tax_id: { country: "CO", code: "412615332" },
        addresses: [{ street: "Carrera 7", num: "71-21", locality: "Bogotá", country: "CO" }],
      },
      customer: {
        name: "Tostadores del Valle S.A.",
        tax_id: { country: "CO", code: "8110079918" },
        addresses: [{ street: "Calle 10", num: "4-47", locality: "Cali", country: "CO" }],
      },
      lines: [
        { quantity: "3", item: { name: "Máquina de espresso profesional", price: "4850000" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Instalación y capacitación", price: "650000" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
    },
  },
];
