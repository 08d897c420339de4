import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "pl-favat-v3",
    title: "Poland · KSeF FA(3): B2B invoice with the general 23% and reduced 8% VAT, paid by transfer",
    regime: "PL",
    addons: ["pl-favat-v3"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["pl-favat-v3"],
      series: "FV",
      code: "2025/10/0219",
      issue_date: "2025-10-30",
      supplier: {
        name: "Bałtyk Okna Sp. z o.o.",
        tax_id: { country: "PL", code: "9551893317" },
        addresses: [{ street: "ul. Portowa", num: "11", locality: "Szczecin", code: "70-602", country: "PL" }],
        emails: [{ addr: "faktury@baltykokna.example" }],
      },
      customer: {
        name: "Osiedle Zielone Wzgórze Sp. z o.o.",
        tax_id: { country: "PL", code: "1132191233" },
        addresses: [{ street: "ul. Lipowa", num: "4", locality: "Poznań", code: "61-001", country: "PL" }],
      },
      lines: [
        { quantity: "18", item: { name: "Okno PCV 120 x 150 cm", price: "1240.00" }, taxes: [{ cat: "VAT", key: "standard", rate: "reduced" }] },
        { quantity: "1", item: { name: "Wynajem rusztowania, tydzień", price: "850.00" }, taxes: [{ cat: "VAT", key: "standard", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-11-13", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "PL61109010140000071219812874", name: "Bałtyk Okna Sp. z o.o." }] },
      },
    },
  },
];
