import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "br-services",
    title: "Brazil: service invoice between companies, municipal service tax (ISS) stated as included in the prices",
    regime: "BR",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      series: "1",
      code: "4521",
      issue_date: "2025-02-11",
      supplier: {
        name: "Ipê Sistemas Ltda.",
        tax_id: { country: "BR", code: "05104582000170" },
        addresses: [{ street: "Rua Augusta", num: "1500", locality: "São Paulo", state: "SP", code: "01304-001", country: "BR" }],
        ext: { "br-ibge-municipality": "3550308" },
      },
      customer: {
        name: "Cacau do Sul Alimentos S.A.",
        tax_id: { country: "BR", code: "10909402000167" },
        addresses: [{ street: "Avenida Sete de Setembro", num: "300", locality: "Salvador", state: "BA", code: "40060-000", country: "BR" }],
        ext: { "br-ibge-municipality": "2927408" },
      },
      lines: [
        { quantity: "1", item: { name: "Licença de software, mensal", price: "2400.00" }, taxes: [{ cat: "ISS", percent: "5%" }] },
        { quantity: "10", item: { name: "Suporte técnico, hora", price: "180.00", unit: "h" }, taxes: [{ cat: "ISS", percent: "5%" }] },
      ],
    },
  },
];
