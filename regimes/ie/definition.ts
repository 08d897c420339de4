import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";

/** Ireland: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Ireland", ga: "Éire" },
  description: {
    en: [
      "Irish invoices carry VAT (CBL), collected by the Revenue Commissioners under the EU VAT",
      "Directive, at a standard rate, two reduced rates and a low rate for livestock. Much food,",
      "children's clothes and shoes, oral medicine and exported goods are zero-rated.",
      "",
      "Businesses are identified by their VAT number: IE, seven digits and a check letter,",
      "sometimes followed by a second letter (A or H); numbers in the older 1A23456B layout",
      "are still accepted. Public bodies receive electronic invoices through PEPPOL.",
    ].join("\n"),
  },
  time_zone: "Europe/Dublin",
  country: "IE",
  currency: "EUR",
  tax_scheme: "VAT",
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  categories,
};
