import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "de-zugferd-v2",
    title: "Germany · ZUGFeRD: B2B invoice from a Hamburg roastery with standard and reduced VAT",
    regime: "DE",
    addons: ["eu-en16931-v2017", "de-zugferd-v2"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["de-zugferd-v2"],
      code: "ZF-2025-1120",
      issue_date: "2025-08-04",
      supplier: {
        name: "Elbröster Kaffee GmbH",
        tax_id: { country: "DE", code: "111111125" },
        addresses: [{ num: "21", street: "Speicherstadt Sandtorkai", locality: "Hamburg", code: "20457", country: "DE" }],
        emails: [{ addr: "buchhaltung@elbroester.example" }],
      },
      customer: {
        name: "Café am Markt OHG",
        tax_id: { country: "DE", code: "282741168" },
        addresses: [{ num: "3", street: "Marktplatz", locality: "Lüneburg", code: "21335", country: "DE" }],
      },
      lines: [
        { quantity: "30", item: { name: "Espressobohnen, 1 kg", price: "21.90", unit: "kg" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "1", item: { name: "Reinigung Siebträgermaschine", price: "140.00", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-08-18", percent: "100%" }] },
        instructions: { key: "credit-transfer+sepa", credit_transfer: [{ iban: "DE02120300000000202051", name: "Elbröster Kaffee GmbH" }] },
      },
    },
  },
];
