import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "de-xrechnung-v3",
    title: "Germany · XRechnung: invoice to a public authority with its Leitweg-ID as buyer reference",
    regime: "DE",
    addons: ["eu-en16931-v2017", "de-xrechnung-v3"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["de-xrechnung-v3"],
      code: "XR-2025-0058",
      issue_date: "2025-04-07",
      supplier: {
        name: "Rheinwerk IT-Service GmbH",
        tax_id: { country: "DE", code: "111111125" },
        inboxes: [{ email: "rechnungen@rheinwerk-it.example" }],
        // The seller's contact e-mail (BT-43, which XRechnung requires): UBL and CII carry the party's own, not a person's.
        emails: [{ addr: "buchhaltung@rheinwerk-it.example" }],
        people: [{ name: { given: "Miriam", surname: "Köhler" }, emails: [{ addr: "m.koehler@rheinwerk-it.example" }] }],
        telephones: [{ num: "+49 221 5550123" }],
        addresses: [{ num: "8", street: "Domkloster", locality: "Köln", code: "50667", country: "DE" }],
      },
      customer: {
        name: "Stadtverwaltung Bonn, Amt für Digitales",
        tax_id: { country: "DE", code: "282741168" },
        inboxes: [{ email: "e-rechnung@bonn-digital.example" }],
        addresses: [{ num: "1", street: "Berliner Platz", locality: "Bonn", code: "53111", country: "DE" }],
      },
      ordering: { code: "05314000-BONN01-42" },
      lines: [
        { quantity: "40", item: { name: "Wartung Fachverfahren, Stunde", price: "92.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "12", item: { name: "Notebook-Dockingstation", price: "189.00", unit: "one" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-05-07", percent: "100%" }] },
        instructions: { key: "credit-transfer+sepa", credit_transfer: [{ iban: "DE89370400440532013000", name: "Rheinwerk IT-Service GmbH" }] },
      },
    },
  },
];
