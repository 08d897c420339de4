import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "us-sales-tax",
    title: "United States: invoice from Texas with the state and local sales tax rate",
    regime: "US",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "TX-50218",
      issue_date: "2025-06-02",
      supplier: {
        name: "Lone Star Office Supply LLC",
        tax_id: { country: "US" },
        addresses: [{ num: "1100", street: "Congress Avenue", locality: "Austin", region: "TX", code: "78701", country: "US" }],
      },
      customer: {
        name: "Bluebonnet Dental Clinic PLLC",
        addresses: [{ num: "2400", street: "South Lamar Blvd", locality: "Austin", region: "TX", code: "78704", country: "US" }],
      },
      lines: [
        { quantity: "10", item: { name: "Ergonomic office chair", price: "289.00" }, taxes: [{ cat: "ST", percent: "8.25%" }] },
        { quantity: "25", item: { name: "Printer paper, case of 10 reams", price: "54.99" }, taxes: [{ cat: "ST", percent: "8.25%" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-07-02", percent: "100%" }] } },
    },
  },
];
