import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "de-standard",
    title: "Germany: B2B invoice with standard and reduced VAT and a line discount",
    regime: "DE",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "RE-2025-0099",
      issue_date: "2025-03-14",
      supplier: {
        name: "Beispiel Werkstatt GmbH",
        tax_id: { country: "DE", code: "111111125" },
        addresses: [{ num: "12", street: "Hauptstraße", locality: "Berlin", code: "10115", country: "DE" }],
      },
      customer: { name: "Kunde Beispiel AG", tax_id: { country: "DE", code: "282741168" } },
      lines: [
        { quantity: "8", item: { name: "Beratung", price: "95.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "25", item: { name: "Fachbücher", price: "24.90" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        {
          quantity: "1",
          item: { name: "Wartungsvertrag", price: "480.00" },
          discounts: [{ percent: "10%", reason: "Treuerabatt" }],
          taxes: [{ cat: "VAT", rate: "general" }],
        },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-04-13", percent: "100%" }] } },
    },
  },
];
