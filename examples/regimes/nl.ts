import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "nl-standard",
    title: "Netherlands: B2B invoice with the general 21% and reduced 9% VAT",
    regime: "NL",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "2025-0419",
      issue_date: "2025-04-15",
      supplier: {
        name: "Tulpenkwekerij Van Dijk B.V.",
        tax_id: { country: "NL", code: "000099998B57" },
        addresses: [{ street: "Bloemenlaan", num: "12", locality: "Lisse", code: "2161 AB", country: "NL" }],
      },
      customer: {
        name: "Grachtenhotel Amsterdam B.V.",
        tax_id: { country: "NL", code: "808661863B01" },
        addresses: [{ street: "Herengracht", num: "341", locality: "Amsterdam", code: "1016 AZ", country: "NL" }],
      },
      lines: [
        { quantity: "300", item: { name: "Tulpen, bos van tien", price: "4.75" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "1", item: { name: "Bloemstukken opmaken, lobby", price: "260.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-05-15", percent: "100%" }] } },
    },
  },
];
