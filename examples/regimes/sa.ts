import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "sa-standard",
    title: "Saudi Arabia: B2B tax invoice in SAR with the 15% VAT",
    regime: "SA",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "SA-2025-0904",
      issue_date: "2025-09-14",
      supplier: {
        name: "Najd Engineering Co.",
        tax_id: { country: "SA", code: "312345678912343" },
        addresses: [{ street: "King Fahd Road", num: "2210", locality: "Riyadh", code: "12271", country: "SA" }],
      },
      customer: {
        name: "Red Sea Marine Services Ltd.",
        tax_id: { country: "SA", code: "399999999900003" },
        addresses: [{ street: "Corniche Road", num: "45", locality: "Jeddah", code: "23511", country: "SA" }],
      },
      lines: [
        { quantity: "1", item: { name: "Pump station inspection", price: "7800.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
        { quantity: "4", item: { name: "Stainless steel valve, DN100", price: "1350.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-10-14", percent: "100%" }] } },
    },
  },
];
