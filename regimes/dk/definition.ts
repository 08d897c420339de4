import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";

/** Denmark: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { da: "Danmark", en: "Denmark" },
  description: {
    en: [
      "Danish invoices carry VAT (moms, from merværdiafgift), run by the Danish Tax Agency",
      "(Skattestyrelsen) under the EU VAT Directive. There is one rate for nearly everything",
      "and, unusually in the EU, no reduced rate; exports and newspapers are zero-rated, and",
      "health care, education and financial services, among others, are exempt.",
      "",
      "Businesses are identified by their eight-digit CVR number from the Central Business",
      "Register; their VAT number is that same number after DK. Invoices to public bodies",
      "must be electronic, sent through NemHandel or PEPPOL. Invoices are corrected with",
      "credit notes.",
    ].join("\n"),
  },
  time_zone: "Europe/Copenhagen",
  country: "DK",
  currency: "DKK",
  tax_scheme: "VAT",
  identities,
  corrections,
  categories,
};
