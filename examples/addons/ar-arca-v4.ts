import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "ar-arca-v4",
    title: "Argentina · ARCA: B2B invoice (type A) for professional services billed for a month",
    regime: "AR",
    addons: ["ar-arca-v4"],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $addons: ["ar-arca-v4"],
      series: "5",
      code: "00001342",
      issue_date: "2025-05-02",
      supplier: {
        name: "Estudio Contable Palermo S.R.L.",
        tax_id: { country: "AR", code: "30500010912" },
        addresses: [{ street: "Av. Santa Fe", num: "3420", locality: "Buenos Aires", region: "Ciudad Autónoma de Buenos Aires", code: "C1425", country: "AR" }],
      },
      customer: {
        name: "Vinos de Mendoza S.A.",
        tax_id: { country: "AR", code: "20172543597" },
        addresses: [{ street: "San Martín", num: "1150", locality: "Mendoza", region: "Mendoza", code: "M5500", country: "AR" }],
      },
      ordering: { period: { start: "2025-04-01", end: "2025-04-30" } },
      lines: [
        { quantity: "1", item: { name: "Liquidación de sueldos, abril", price: "420000.00", key: "services" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "6", item: { name: "Asesoramiento impositivo, hora", price: "38000.00", unit: "h", key: "services" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-05-16", percent: "100%" }] } },
    },
  },
];
