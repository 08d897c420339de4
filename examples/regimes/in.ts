import type { Example } from "../types.ts";

export const examples: Example[] = [
  {
    id: "in-intrastate",
    title: "India: sale within Maharashtra with central and state GST (CGST + SGST) and HSN codes",
    regime: "IN",
    addons: [],
    document: {
      $schema: "https://gobl.org/draft-0/bill/invoice",
      code: "MH-2025-00981",
      issue_date: "2025-01-20",
      supplier: {
        name: "Sahyadri Textiles Pvt Ltd",
        tax_id: { country: "IN", code: "27AAPFU0939F1ZV" },
        addresses: [{ num: "14", street: "Linking Road", locality: "Mumbai", region: "Maharashtra", code: "400050", country: "IN" }],
      },
      customer: {
        name: "Pune Garments Pvt Ltd",
        tax_id: { country: "IN", code: "27AABCU9355J1ZU" },
        addresses: [{ num: "7", street: "FC Road", locality: "Pune", region: "Maharashtra", code: "411004", country: "IN" }],
      },
      lines: [
        {
          quantity: "250",
          item: { name: "Cotton shirting fabric, metre", price: "180.00", identities: [{ type: "HSN", code: "5208" }] },
          taxes: [{ cat: "CGST", percent: "2.5%" }, { cat: "SGST", percent: "2.5%" }],
        },
        {
          quantity: "40",
          item: { name: "Polyester thread, cone", price: "95.00", identities: [{ type: "HSN", code: "5401" }] },
          taxes: [{ cat: "CGST", percent: "6%" }, { cat: "SGST", percent: "6%" }],
        },
      ],
      payment: { terms: { key: "due-date", due_dates: [{ date: "2025-02-19", percent: "100%" }] } },
    },
  },
];
