import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "co-dian-v2",
    title: "Colombia · DIAN: B2B electronic invoice between Medellín and Bogotá companies",
    regime: "CO",
    addons: ["co-dian-v2"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["co-dian-v2"],
      series: "SETP",
      code: "990004217",
      issue_date: "2025-08-19",
      supplier: {
        name: "Flores de Antioquia S.A.S.",
        tax_id: { country: "CO", code: "8110079918" },
        ext: { "co-dian-municipality": "05001" },
        addresses: [{ street: "Carrera 43A", num: "1-50", locality: "Medellín", region: "Antioquia", country: "CO" }],
      },
      customer: {
        name: "Eventos Andinos S.A.S.",
        tax_id: { country: "CO", code: "8300801501" },
        ext: { "co-dian-municipality": "11001" },
        addresses: [{ street: "Calle 93", num: "11-26", locality: "Bogotá, D.C.", region: "Bogotá", country: "CO" }],
      },
      lines: [
        { quantity: "150", item: { name: "Ramo de rosas, 24 tallos", price: "68000" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Montaje decorativo para evento", price: "1200000" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-09-18", percent: "100%" }] } },
    },
  },
];
