import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "fr-facturx-v1",
    title: "France · Factur-X: B2B invoice from a Bordeaux wine merchant, paid by transfer",
    regime: "FR",
    addons: ["eu-en16931-v2017", "fr-facturx-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["fr-facturx-v1"],
      code: "FX-2025-0402",
      issue_date: "2025-11-24",
      supplier: {
        name: "Négoce des Chartrons SARL",
        tax_id: { country: "FR", code: "39356000000" },
        addresses: [{ num: "48", street: "Quai des Chartrons", locality: "Bordeaux", code: "33000", country: "FR" }],
        emails: [{ addr: "compta@negoce-chartrons.example" }],
      },
      customer: {
        name: "Brasserie du Vieux Port SAS",
        tax_id: { country: "FR", code: "44732829320" },
        addresses: [{ num: "9", street: "Quai du Port", locality: "Marseille", code: "13002", country: "FR" }],
      },
      lines: [
        { quantity: "120", item: { name: "Bordeaux supérieur 2021, bouteille", price: "11.80", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "2", item: { name: "Livraison sur palette", price: "65.00", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-12-24", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "FR7630006000011234567890189", name: "Négoce des Chartrons SARL" }] },
      },
    },
  },
];
