import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "it-standard",
    title: "Italy: B2B invoice with the general 22% and super-reduced 4% VAT",
    regime: "IT",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "2025/0087",
      issue_date: "2025-05-06",
      supplier: {
        name: "Oleificio Colli Toscani S.r.l.",
        tax_id: { country: "IT", code: "12345678903" },
        addresses: [{ street: "Via Chiantigiana", num: "58", locality: "Greve in Chianti", region: "FI", code: "50022", country: "IT" }],
      },
      customer: {
        name: "Trattoria Navigli S.r.l.",
        tax_id: { country: "IT", code: "13029381004" },
        addresses: [{ street: "Ripa di Porta Ticinese", num: "21", locality: "Milano", region: "MI", code: "20143", country: "IT" }],
      },
      lines: [
        { quantity: "48", item: { name: "Olio extravergine, bottiglia 0,75 l", price: "11.40" }, taxes: [{ cat: "VAT", rate: "super-reduced" }] },
        { quantity: "1", item: { name: "Trasporto refrigerato", price: "95.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-06-05", percent: "100%" }] } },
    },
  },
];
