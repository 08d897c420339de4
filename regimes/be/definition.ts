import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";

/** Belgium: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Belgium" },
  description: {
    en: [
      "Belgian invoices carry VAT (TVA in French, BTW in Dutch), run by the FPS Finance under",
      "the EU VAT Directive, at a general rate, an intermediate rate (restaurant meals, social",
      "housing, some foods) and a reduced rate for everyday needs such as food, water, medicines,",
      "books and public transport.",
      "",
      "A company's VAT number is BE and ten digits ending in a mod-97 check; the same digits",
      "are its enterprise number in the Crossroads Bank for Enterprises (BCE/KBO).",
      "Invoices are corrected with credit notes.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "BOSA - Electronic Invoicing" },
      url: "https://bosa.belgium.be/fr/themes/administration-numerique/facturation-electronique",
    },
  ],
  time_zone: "Europe/Brussels",
  country: "BE",
  currency: "EUR",
  tax_scheme: "VAT",
  identities,
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  corrections,
  categories,
};
