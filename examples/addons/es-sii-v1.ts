import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "es-sii-v1",
    title: "Spain · SII: B2B invoice from a Valencian wholesaler with general and reduced VAT",
    regime: "ES",
    addons: ["es-sii-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["es-sii-v1"],
      series: "FV",
      code: "2025-00831",
      issue_date: "2025-11-05",
      supplier: {
        name: "Cítricos del Turia S.A.",
        tax_id: { country: "ES", code: "A58818501" },
        addresses: [{ num: "140", street: "Avenida del Puerto", locality: "Valencia", region: "Valencia", code: "46023", country: "ES" }],
      },
      customer: {
        name: "Supermercados La Alameda S.L.",
        tax_id: { country: "ES", code: "B65410011" },
        addresses: [{ num: "8", street: "Calle de Alcalá", locality: "Madrid", region: "Madrid", code: "28014", country: "ES" }],
      },
      lines: [
        { quantity: "400", item: { name: "Naranja de mesa, caja 10 kg", price: "11.50", key: "goods" }, taxes: [{ cat: "VAT", rate: "super-reduced" }] },
        { quantity: "400", item: { name: "Caja de cartón reutilizable", price: "0.60", key: "goods" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Transporte refrigerado Valencia–Madrid", price: "450.00", key: "services" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-12-05", percent: "100%" }] } },
    },
  },
];
