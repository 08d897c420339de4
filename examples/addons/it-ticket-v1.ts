import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "it-ticket-v1",
    title: "Italy · Ticket: till receipt (documento commerciale) from a bookshop, prices with VAT",
    regime: "IT",
    addons: ["it-ticket-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["it-ticket-v1"],
      code: "0042-0187",
      issue_date: "2025-12-06",
      tax: { prices_include: "VAT" },
      supplier: {
        name: "Libreria del Borgo S.n.c.",
        tax_id: { country: "IT", code: "10182640150" },
        addresses: [{ num: "3", street: "Via del Borgo", locality: "Bologna", region: "BO", code: "40125", country: "IT" }],
      },
      lines: [
        { quantity: "2", item: { name: "Romanzo tascabile", price: "13.00", ext: { "it-ticket-product": "goods" } }, taxes: [{ cat: "VAT", rate: "super-reduced" }] },
        { quantity: "1", item: { name: "Segnalibro in pelle", price: "7.50", ext: { "it-ticket-product": "goods" } }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { instructions: { key: "card" } },
    },
  },
];
