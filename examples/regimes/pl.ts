import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "pl-standard",
    title: "Poland: B2B invoice in PLN with the general 23% and reduced 8% VAT",
    regime: "PL",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "FV/2025/05/114",
      issue_date: "2025-05-28",
      supplier: {
        name: "Wisła Meble Sp. z o.o.",
        tax_id: { country: "PL", code: "9551893317" },
        addresses: [{ street: "ul. Długa", num: "17", locality: "Kraków", code: "31-147", country: "PL" }],
      },
      customer: {
        name: "Hotel Bursztyn Sp. z o.o.",
        tax_id: { country: "PL", code: "1132191233" },
        addresses: [{ street: "ul. Długi Targ", num: "40", locality: "Gdańsk", code: "80-830", country: "PL" }],
      },
      lines: [
        { quantity: "24", item: { name: "Krzesło dębowe", price: "420.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Montaż mebli w budynku mieszkalnym", price: "900.00" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-06-11", percent: "100%" }] } },
    },
  },
];
