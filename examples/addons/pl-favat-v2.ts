import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "pl-favat-v2",
    title: "Poland · KSeF FA(2): B2B invoice for IT services with the general 23% VAT",
    regime: "PL",
    addons: ["pl-favat-v2"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["pl-favat-v2"],
      series: "FS",
      code: "2025/03/0044",
      issue_date: "2025-03-31",
      supplier: {
        name: "Mazowsze Software S.A.",
        tax_id: { country: "PL", code: "1132191233" },
        addresses: [{ street: "ul. Marszałkowska", num: "84", locality: "Warszawa", code: "00-514", country: "PL" }],
      },
      customer: {
        name: "Śląska Logistyka Sp. z o.o.",
        tax_id: { country: "PL", code: "9551893317" },
        addresses: [{ street: "ul. Mariacka", num: "19", locality: "Katowice", code: "40-014", country: "PL" }],
      },
      lines: [
        { quantity: "1", item: { name: "Abonament systemu WMS, marzec", price: "3200.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "14", item: { name: "Wdrożenie i szkolenie, godzina", price: "210.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-04-14", percent: "100%" }] } },
    },
  },
];
