import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "es-tbai-v1",
    title: "Spain · TicketBAI: B2B invoice from a Bizkaia workshop with the general 21% VAT",
    regime: "ES",
    addons: ["es-tbai-v1"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["es-tbai-v1"],
      series: "TB",
      code: "0392",
      issue_date: "2025-03-21",
      supplier: {
        name: "Talleres Nerbioi S.L.",
        tax_id: { country: "ES", code: "B64847106" },
        addresses: [{ num: "33", street: "Calle Ribera", locality: "Bilbao", region: "Bizkaia", code: "48005", country: "ES" }],
      },
      customer: {
        name: "Transportes Txingudi S.A.",
        tax_id: { country: "ES", code: "A58818501" },
        addresses: [{ num: "5", street: "Calle Mayor", locality: "Irun", region: "Gipuzkoa", code: "20302", country: "ES" }],
      },
      lines: [
        { quantity: "6", item: { name: "Revisión de frenos de camión", price: "240.00", key: "services" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "6", item: { name: "Juego de pastillas de freno", price: "185.00", key: "goods" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      notes: [{ key: "general", text: "Mantenimiento del sistema de frenos de la flota, marzo de 2025." }],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-04-21", percent: "100%" }] } },
    },
  },
];
