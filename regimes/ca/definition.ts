import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";

/** Canada: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Canada" },
  description: {
    en: [
      "Canadian invoices carry the federal Goods and Services Tax (GST), collected by the",
      "Canada Revenue Agency (CRA). Provinces that joined the harmonised system charge HST,",
      "one tax covering both the federal and the provincial share; the others charge their",
      "own Provincial Sales Tax (PST) next to GST, each at its own rates. Basic groceries,",
      "farm products and exports are zero-rated, while some financial, educational and",
      "health services are exempt.",
      "",
      "Registration for GST/HST is required once taxable sales pass CAD 30,000 a year, and",
      "businesses are identified by the Business Number (BN) the CRA gives them. Invoices",
      "are corrected with credit or debit notes.",
    ].join("\n"),
  },
  time_zone: "America/Toronto",
  country: "CA",
  currency: "CAD",
  tax_scheme: "GST",
  corrections,
  categories,
};
