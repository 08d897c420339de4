import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { invoiceScenarios } from "./scenarios.ts";

/** United Arab Emirates: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { ar: "الإمارات العربية المتحدة", en: "United Arab Emirates" },
  description: {
    en: [
      "The Emirates have charged VAT since the start of 2018, under the Federal Tax Authority",
      "(FTA): one general rate, with some supplies zero-rated and others exempt.",
      "",
      "Registration is compulsory once taxable supplies and imports pass AED 375,000 over",
      "twelve months and optional from AED 187,500. A registered business gets a fifteen-digit",
      "Tax Registration Number (TRN), which every tax invoice it issues must show.",
      "",
      "A simplified tax invoice is enough when the customer is not registered, or when a",
      "registered customer buys for AED 10,000 or less. Invoices are corrected with credit",
      "notes.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Federal Tax Authority - VAT" },
      url: "https://tax.gov.ae/en/taxes/Vat/vat.topics/registration.for.vat.aspx",
    },
  ],
  time_zone: "Asia/Dubai",
  country: "AE",
  currency: "AED",
  tax_scheme: "VAT",
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
