import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";

/** Saudi Arabia: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { ar: "المملكة العربية السعودية", en: "Kingdom of Saudi Arabia" },
  description: {
    en: [
      "In Saudi Arabia VAT is run by ZATCA, the Zakat, Tax and Customs Authority. Registered",
      "businesses carry a fifteen-digit VAT number that begins and ends with 3.",
      "",
      "Electronic invoices to consumers are reported to ZATCA after issue, while invoices",
      "between businesses must be cleared by it first. Credit and debit notes correct an",
      "invoice and go through the same channel as the invoice itself.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "ZATCA - VAT Implementing Regulations" },
      url: "https://zatca.gov.sa/en/RulesRegulations/VAT/Pages/default.aspx",
    },
  ],
  time_zone: "Asia/Riyadh",
  country: "SA",
  currency: "SAR",
  tax_scheme: "VAT",
  categories,
};
