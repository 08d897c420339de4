import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";

/** Norway: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Norway", nb: "Norge" },
  description: {
    en: [
      "Norwegian invoices carry VAT (merverdiavgift, MVA), collected by Skatteetaten, at a",
      "general rate of 25%, lower rates for food, for transport and accommodation, and a",
      "special rate for raw fish. Norway is outside the EU but runs a similar VAT system.",
      "",
      "Businesses are identified by the nine-digit organisasjonsnummer from the Brønnøysund",
      "registers, whose last digit is a mod-11 check; written with MVA after it, it is the",
      "VAT number (NO 923 456 783 MVA). Invoices are corrected with credit notes.",
    ].join("\n"),
  },
  time_zone: "Europe/Oslo",
  country: "NO",
  currency: "NOK",
  tax_scheme: "VAT",
  identities,
  corrections,
  categories,
};
