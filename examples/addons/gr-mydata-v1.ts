import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "gr-mydata-v1",
    title: "Greece · myDATA: B2B sales invoice from a Thessaloniki supplier, paid by transfer",
    regime: "EL",
    addons: ["gr-mydata-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["gr-mydata-v1"],
      // a sale of goods: myDATA type 1.1 (without the tag the addon reports a service invoice, 2.1)
      $tags: ["goods"],
      series: "A",
      code: "0815",
      issue_date: "2025-07-22",
      supplier: {
        name: "Μακεδονικά Κρασιά Α.Ε.",
        tax_id: { country: "EL", code: "320806520" },
        addresses: [{ num: "52", street: "Λεωφόρος Νίκης", locality: "Θεσσαλονίκη", code: "54624", country: "GR" }],
      },
      customer: {
        name: "Ξενοδοχείο Αιγαίο Ε.Π.Ε.",
        tax_id: { country: "EL", code: "691063615" },
        addresses: [{ num: "7", street: "Οδός Ερμού", locality: "Αθήνα", code: "10563", country: "GR" }],
      },
      lines: [
        { quantity: "96", item: { name: "Ξινόμαυρο Νάουσας, φιάλη", price: "14.20" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Μεταφορικά", price: "60.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-08-21", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "GR1601101250000000012300695", name: "Μακεδονικά Κρασιά Α.Ε." }] },
      },
    },
  },
];
