import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";

/** The Netherlands: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "The Netherlands", nl: "Nederland" },
  description: {
    en: [
      "Dutch invoices carry VAT (BTW), run by the Belastingdienst under the EU VAT Directive,",
      "at a general and a reduced rate. Businesses are identified by their VAT number",
      "(NL, nine digits, B and two check digits, e.g. NL123456789B01) and by their Chamber",
      "of Commerce (KVK) number; government bodies by their OIN.",
      "",
      "Invoices are corrected with credit notes. PEPPOL is widely used, and required for",
      "invoices to the central government.",
    ].join("\n"),
  },
  time_zone: "Europe/Amsterdam",
  country: "NL",
  currency: "EUR",
  tax_scheme: "VAT",
  identities,
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  corrections,
  categories,
};
