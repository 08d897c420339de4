import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "es-facturae-v3",
    title: "Spain · FacturaE: invoice from a Seville printer, paid by bank transfer",
    regime: "ES",
    addons: ["es-facturae-v3"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["es-facturae-v3"],
      series: "FE",
      code: "2025-0216",
      issue_date: "2025-06-16",
      supplier: {
        name: "Imprenta Giralda S.L.",
        tax_id: { country: "ES", code: "B65410011" },
        addresses: [{ num: "27", street: "Calle Sierpes", locality: "Sevilla", region: "Sevilla", code: "41004", country: "ES" }],
      },
      customer: {
        name: "Fundación Guadalquivir",
        tax_id: { country: "ES", code: "G41123456" },
        addresses: [{ num: "1", street: "Paseo de Colón", locality: "Sevilla", region: "Sevilla", code: "41001", country: "ES" }],
      },
      lines: [
        { quantity: "1500", item: { name: "Catálogo de exposición, 48 páginas", price: "3.20" }, taxes: [{ cat: "VAT", rate: "super-reduced" }] },
        { quantity: "200", item: { name: "Cartel A2", price: "1.90" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-07-16", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "ES7921000813610123456789", name: "Imprenta Giralda S.L." }] },
      },
    },
  },
];
