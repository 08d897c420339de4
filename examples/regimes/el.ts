import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "el-standard",
    title: "Greece: B2B invoice with the general 24% and reduced 13% VAT",
    regime: "EL",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "A",
      code: "1450",
      issue_date: "2025-06-30",
      supplier: {
        name: "Ελαιώνες Κρήτης Α.Ε.",
        tax_id: { country: "EL", code: "064677095" },
        addresses: [{ street: "Λεωφόρος Κνωσού", num: "18", locality: "Ηράκλειο", code: "71306", country: "GR" }],
      },
      customer: {
        name: "Αγορά Αθηνών Ε.Π.Ε.",
        tax_id: { country: "EL", code: "925667500" },
        addresses: [{ street: "Αθηνάς", num: "42", locality: "Αθήνα", code: "10551", country: "GR" }],
      },
      lines: [
        { quantity: "200", item: { name: "Ελαιόλαδο, 1 λίτρο", price: "9.20" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "50", item: { name: "Συσκευασία δώρου", price: "3.50" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
    },
  },
];
