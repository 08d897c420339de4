import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "it-sdi-v1",
    title: "Italy · SDI: B2B invoice to an Italian company (FatturaPA), paid by bank transfer",
    regime: "IT",
    addons: ["it-sdi-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["it-sdi-v1"],
      series: "FPA",
      code: "2025-0311",
      issue_date: "2025-10-14",
      supplier: {
        name: "Ceramiche Vietresi S.r.l.",
        tax_id: { country: "IT", code: "12345678903" },
        addresses: [{ num: "14", street: "Corso Umberto I", locality: "Vietri sul Mare", region: "SA", code: "84019", country: "IT" }],
        registration: { office: "SA", entry: "412877" },
      },
      customer: {
        name: "Albergo Lago di Como S.p.A.",
        tax_id: { country: "IT", code: "13029381004" },
        inboxes: [{ key: "it-sdi-code", code: "KRRH6B9" }],
        addresses: [{ num: "6", street: "Via Regina", locality: "Cernobbio", region: "CO", code: "22012", country: "IT" }],
      },
      lines: [
        { quantity: "120", item: { name: "Piatto piano dipinto a mano", price: "18.50" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "1", item: { name: "Imballaggio e spedizione", price: "160.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-11-13", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "IT60X0542811101000000123456", name: "Ceramiche Vietresi S.r.l." }] },
      },
    },
  },
];
