import { defaultInvoiceScenarios, type RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** Switzerland: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Switzerland" },
  description: {
    en: [
      "Swiss invoices carry VAT (MWST / TVA / IVA), run by the Federal Tax Administration (ESTV)",
      "under Swiss law rather than the EU directive. There are three rates: a general one, a",
      "special one for lodging and a reduced one for basic needs like food, books and medicines.",
      "",
      "Registration is compulsory above a yearly turnover of CHF 100,000. Businesses are known by",
      "their enterprise number (UID, CHE-123.456.789), to which registered taxpayers append MWST,",
      "TVA or IVA. Invoices are corrected with credit notes; electronic invoicing is voluntary,",
      "though common with public bodies.",
    ].join("\n"),
  },
  time_zone: "Europe/Zurich",
  country: "CH",
  currency: "CHF",
  tax_scheme: "VAT",
  // The general reverse-charge legend is all the scenarios this regime needs.
  scenarios: [defaultInvoiceScenarios()],
  corrections,
  categories,
};
