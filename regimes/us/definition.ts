import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** United States of America: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "United States of America" },
  description: {
    en: [
      "The US has no federal VAT or GST. Sales taxes are levied by states, counties and",
      "cities, each with its own rates (a few states have none); the seller collects the tax",
      "and pays it to the state. Businesses are identified federally by the IRS Employer",
      "Identification Number (EIN, XX-XXXXXXX); state registrations vary.",
      "",
      "There is no national e-invoicing mandate. Invoices are corrected with credit or debit",
      "notes.",
    ].join("\n"),
  },
  // A central time zone for a country that spans several.
  time_zone: "America/Chicago",
  country: "US",
  currency: "USD",
  corrections,
  categories,
};
