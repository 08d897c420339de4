import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "fr-standard",
    title: "France: B2B invoice with the general 20% and reduced 5.5% VAT",
    regime: "FR",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "FA-2025-0533",
      issue_date: "2025-02-17",
      supplier: {
        name: "Boulangerie du Canal SARL",
        tax_id: { country: "FR", code: "44732829320" },
        addresses: [{ num: "27", street: "Quai de Valmy", locality: "Paris", code: "75010", country: "FR" }],
      },
      customer: {
        name: "Hôtel des Voyageurs SAS",
        tax_id: { country: "FR", code: "39356000000" },
        addresses: [{ num: "3", street: "Place Bellecour", locality: "Lyon", code: "69002", country: "FR" }],
      },
      lines: [
        { quantity: "600", item: { name: "Croissant au beurre", price: "0.95" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "1", item: { name: "Livraison matinale, mois", price: "220.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-03-19", percent: "100%" }] } },
    },
  },
];
