import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "pt-standard",
    title: "Portugal: B2B invoice from the mainland with the general 23% and reduced 6% VAT",
    regime: "PT",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "FT 2025",
      code: "331",
      issue_date: "2025-07-15",
      supplier: {
        name: "Conservas do Atlântico Lda.",
        tax_id: { country: "PT", code: "545259045" },
        addresses: [{ street: "Rua do Infante D. Henrique", num: "88", locality: "Matosinhos", code: "4450-123", country: "PT" }],
      },
      customer: {
        name: "Mercearia Lisboeta Lda.",
        tax_id: { country: "PT", code: "501442600" },
        addresses: [{ street: "Rua da Prata", num: "12", locality: "Lisboa", code: "1100-414", country: "PT" }],
      },
      lines: [
        { quantity: "240", item: { name: "Sardinhas em azeite, lata 120 g", price: "2.35" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "10", item: { name: "Caixa de oferta em cartão", price: "4.80" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-08-14", percent: "100%" }] } },
    },
  },
];
