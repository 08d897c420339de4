import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** Austria: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Austria" },
  description: {
    en: [
      "Austrian invoices carry VAT (Umsatzsteuer, USt), overseen by the Federal Ministry of",
      "Finance under the EU VAT Directive, at a general rate and at intermediate and reduced",
      "rates for the supplies the law names.",
      "",
      "Businesses are identified by their UID number: ATU and eight digits, the last being a",
      "check digit. Invoices are corrected with credit notes; invoices to the federal government",
      "are sent electronically through the E-Rechnung portal.",
    ].join("\n"),
  },
  sources: [{ title: { en: "E-Rechnung - Austrian E-Invoicing" }, url: "https://www.erechnung.gv.at/erb" }],
  time_zone: "Europe/Vienna",
  country: "AT",
  currency: "EUR",
  tax_scheme: "VAT",
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  corrections,
  categories,
};
