import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "no-standard",
    title: "Norway: B2B invoice in NOK with the general 25% and reduced 15% VAT",
    regime: "NO",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "FAK-2025-078",
      issue_date: "2025-08-25",
      supplier: {
        name: "Fjordfisk AS",
        tax_id: { country: "NO", code: "923456783MVA" },
        addresses: [{ street: "Bryggen", num: "6", locality: "Bergen", code: "5003", country: "NO" }],
      },
      customer: {
        name: "Restaurant Nordlys AS",
        tax_id: { country: "NO", code: "987654325MVA" },
        addresses: [{ street: "Karl Johans gate", num: "31", locality: "Oslo", code: "0162", country: "NO" }],
      },
      lines: [
        { quantity: "45", item: { name: "Fersk laks, kg", price: "189.00", unit: "kg" }, taxes: [{ cat: "VAT", rate: "reduced" }] },
        { quantity: "2", item: { name: "Isoporkasse med kjøleelement", price: "120.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-09-08", percent: "100%" }] } },
    },
  },
];
