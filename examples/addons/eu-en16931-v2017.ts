import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "eu-en16931-v2017",
    title: "EU · EN 16931: Dutch B2B invoice with units, payment terms and a SEPA transfer",
    regime: "NL",
    addons: ["eu-en16931-v2017"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["eu-en16931-v2017"],
      code: "NL-2025-0764",
      issue_date: "2025-10-09",
      supplier: {
        name: "Polder Verlichting B.V.",
        tax_id: { country: "NL", code: "808661863B01" },
        addresses: [{ street: "Stationsplein", num: "45", locality: "Utrecht", code: "3511 ED", country: "NL" }],
        emails: [{ addr: "facturen@polderverlichting.example" }],
      },
      customer: {
        name: "Kantoorpark Zuidas B.V.",
        tax_id: { country: "NL", code: "000099998B57" },
        addresses: [{ street: "Gustav Mahlerlaan", num: "300", locality: "Amsterdam", code: "1082 ME", country: "NL" }],
      },
      lines: [
        { quantity: "40", item: { name: "LED-paneel 60 x 60 cm", price: "74.50", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "16", item: { name: "Installatie, uur", price: "65.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-11-08", percent: "100%" }] },
        instructions: { key: "credit-transfer+sepa", credit_transfer: [{ iban: "NL91ABNA0417164300", name: "Polder Verlichting B.V." }] },
      },
    },
  },
];
