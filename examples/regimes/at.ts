import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "at-standard",
    title: "Austria: B2B invoice with the general 20% and reduced 10% VAT",
    regime: "AT",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "AT-2025-0311",
      issue_date: "2025-05-19",
      supplier: {
        name: "Alpenblick Catering GmbH",
        tax_id: { country: "AT", code: "U38516405" },
        addresses: [{ street: "Mariahilfer Straße", num: "47", locality: "Wien", code: "1060", country: "AT" }],
      },
      customer: {
        name: "Donau Events KG",
        tax_id: { country: "AT", code: "U64727905" },
        addresses: [{ street: "Landstraße", num: "15", locality: "Linz", code: "4020", country: "AT" }],
      },
      lines: [
        { quantity: "120", item: { name: "Buffet, pro Person", price: "28.50" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "6", item: { name: "Servicepersonal, Stunde", price: "42.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "instant" }, instructions: { key: "credit-transfer", credit_transfer: [{ iban: "AT611904300234573201", name: "Alpenblick Catering GmbH" }] } },
    },
  },
];
