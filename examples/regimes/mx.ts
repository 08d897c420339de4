import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "mx-standard",
    title: "Mexico: B2B invoice in MXN with the general 16% VAT",
    regime: "MX",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "A",
      code: "3310",
      issue_date: "2025-03-12",
      supplier: {
        name: "Talavera Poblana S.A. de C.V.",
        tax_id: { country: "MX", code: "TPO010203AB1" },
        addresses: [{ street: "Calle 5 de Mayo", num: "402", locality: "Puebla", region: "PUE", code: "72000", country: "MX" }],
      },
      customer: {
        name: "Hacienda Azul S.A. de C.V.",
        tax_id: { country: "MX", code: "HAZ950615K23" },
        addresses: [{ street: "Avenida Chapultepec", num: "118", locality: "Guadalajara", region: "JAL", code: "44100", country: "MX" }],
      },
      lines: [
        { quantity: "80", item: { name: "Azulejo de talavera, 10 x 10 cm", price: "45.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "4", item: { name: "Jarrón decorativo", price: "1250.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
    },
  },
];
