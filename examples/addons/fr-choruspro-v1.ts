import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "fr-choruspro-v1",
    title: "France · Chorus Pro: invoice to a public body, both parties identified by SIRET",
    regime: "FR",
    addons: ["eu-en16931-v2017", "fr-choruspro-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["fr-choruspro-v1"],
      code: "CP-2025-0093",
      issue_date: "2025-05-12",
      tax: { ext: { "fr-choruspro-framework": "A1" } },
      supplier: {
        name: "Ateliers Numériques de Loire SAS",
        tax_id: { country: "FR", code: "44732829320" },
        identities: [{ type: "SIRET", code: "73282932000074" }],
        addresses: [{ num: "12", street: "Quai de la Fosse", locality: "Nantes", code: "44000", country: "FR" }],
        emails: [{ addr: "facturation@ateliers-loire.example" }],
      },
      customer: {
        name: "Médiathèque Municipale de Tours",
        tax_id: { country: "FR", code: "39356000000" },
        identities: [{ type: "SIRET", code: "35600000000048" }],
        addresses: [{ num: "2", street: "Esplanade François Mitterrand", locality: "Tours", code: "37000", country: "FR" }],
      },
      lines: [
        { quantity: "25", item: { name: "Borne de prêt, maintenance annuelle", price: "310.00", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "8", item: { name: "Formation du personnel, heure", price: "85.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-06-11", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "FR1420041010050500013M02606", name: "Ateliers Numériques de Loire SAS" }] },
      },
    },
  },
];
