import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "es-verifactu-v1",
    title: "Spain · VERI*FACTU: B2B invoice from a Madrid agency with the general 21% VAT",
    regime: "ES",
    addons: ["es-verifactu-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["es-verifactu-v1"],
      series: "F2025",
      code: "0147",
      issue_date: "2025-09-18",
      supplier: {
        name: "Estudio Gráfico Lavapiés S.L.",
        tax_id: { country: "ES", code: "B98602642" },
        addresses: [{ num: "19", street: "Calle de Embajadores", locality: "Madrid", region: "Madrid", code: "28012", country: "ES" }],
        emails: [{ addr: "facturas@estudiolavapies.example" }],
      },
      customer: {
        name: "Bodegas Ribera Alta S.A.",
        tax_id: { country: "ES", code: "A58818501" },
        addresses: [{ num: "2", street: "Camino de la Vega", locality: "Aranda de Duero", region: "Burgos", code: "09400", country: "ES" }],
      },
      lines: [
        { quantity: "1", item: { name: "Diseño de etiqueta para vino tinto", price: "1800.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "12", item: { name: "Sesión de fotografía de producto, hora", price: "75.00", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: {
        terms: { key: "due-date", due_dates: [{ date: "2025-10-18", percent: "100%" }] },
        instructions: { key: "credit-transfer", credit_transfer: [{ iban: "ES9121000418450200051332", name: "Estudio Gráfico Lavapiés S.L." }] },
      },
    },
  },
];
