import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "ar-standard",
    title: "Argentina: B2B invoice with the general 21% and reduced 10.5% VAT",
    regime: "AR",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "0003",
      code: "00000217",
      issue_date: "2025-04-22",
      supplier: {
        name: "Andes Maquinaria S.A.",
        tax_id: { country: "AR", code: "30500010912" },
        addresses: [{ street: "Av. Corrientes", num: "1820", locality: "Buenos Aires", code: "C1045AAN", country: "AR" }],
      },
      customer: {
        name: "Estancia La Pampa S.R.L.",
        tax_id: { country: "AR", code: "20172543597" },
        addresses: [{ street: "Ruta 5", num: "km 112", locality: "Luján", code: "B6700", country: "AR" }],
      },
      lines: [
        { quantity: "2", item: { name: "Service de tractor", price: "185000.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "40", item: { name: "Semilla de girasol, bolsa 20 kg", price: "21500.00" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
      ],
    },
  },
];
