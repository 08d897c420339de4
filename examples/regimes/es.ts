import type { Example } from "../types.ts";

export const esSimplified: Example = {
  id: "es-simplified",
  title: "Spain: simplified invoice (ticket) from a café, prices with VAT",
  regime: "ES",
  addons: [],
  document: {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $tags: ["simplified"],
    series: "TPV",
    code: "0815",
    issue_date: "2025-05-02",
    currency: "EUR",
    tax: { prices_include: "VAT" },
    supplier: {
      name: "Cafetería Ejemplo S.L.",
      tax_id: { country: "ES", code: "B98602642" },
      addresses: [{ num: "3", street: "Plaza del Mercado", locality: "Valencia", code: "46001", country: "ES" }],
    },
    lines: [
      { quantity: "2", item: { name: "Café con leche", price: "1.80" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
      { quantity: "1", item: { name: "Tostada", price: "2.95" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
      { quantity: "1", item: { name: "Botella de agua", price: "1.20" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
    ],
    payment: { instructions: { key: "card" } },
  },
};

export const examples: Example[] = [esSimplified];
