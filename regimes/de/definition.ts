import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";
import { invoiceScenarios } from "./scenarios.ts";

/** Germany: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { de: "Deutschland", en: "Germany" },
  description: {
    en: [
      "German invoices carry VAT (Umsatzsteuer) at a general and a reduced rate, both cut",
      "for the second half of 2020. Businesses trading across borders are identified by their",
      "VAT ID (USt-IdNr: DE and nine digits); at home the regional tax number (Steuernummer)",
      "may be used instead.",
      "",
      "Invoices are corrected with credit notes. Electronic invoices are becoming mandatory:",
      "XRechnung for the public sector, with ZUGFeRD / Factur-X common between businesses.",
    ].join("\n"),
  },
  time_zone: "Europe/Berlin",
  country: "DE",
  currency: "EUR",
  tax_scheme: "VAT",
  identities,
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
