import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** United Kingdom: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "United Kingdom" },
  description: {
    en: [
      "UK invoices carry VAT, run by HMRC outside the EU system since Brexit, at a standard",
      "and a reduced rate; many essentials are zero-rated and some services are exempt.",
      "Businesses are identified by their VAT registration number (GB and nine digits) and",
      "companies also by their Companies House number.",
      "",
      "Northern Ireland (XI) still follows EU VAT rules for goods under the Windsor Framework;",
      "XI and XU (Great Britain) codes resolve to this regime. Invoices are corrected with",
      "credit notes.",
    ].join("\n"),
  },
  time_zone: "Europe/London",
  country: "GB",
  alt_country_codes: ["XI", "XU"],
  currency: "GBP",
  tax_scheme: "VAT",
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  corrections,
  categories,
};
