import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { invoiceScenarios } from "./scenarios.ts";

/** France: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "France", fr: "La France" },
  description: {
    en: [
      "French invoices carry VAT (TVA), collected by the public finance directorate (DGFiP),",
      "at a general rate and at intermediate, reduced and super-reduced rates for the goods",
      "and services the tax code (CGI) lists.",
      "",
      "A company has a nine-digit SIREN from the SIRENE register; each of its sites adds five",
      "digits to make a fourteen-digit SIRET; its EU VAT number is the SIREN behind two check",
      "digits (FR + 11 characters). A bare SIREN given as tax ID is turned into the VAT number.",
      "",
      "Invoices are corrected with credit notes (avoirs) or corrective invoices. Invoices to the",
      "public sector go through Chorus Pro, and electronic invoicing between businesses is being",
      "phased in.",
    ].join("\n"),
  },
  time_zone: "Europe/Paris",
  country: "FR",
  currency: "EUR",
  tax_scheme: "VAT",
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
