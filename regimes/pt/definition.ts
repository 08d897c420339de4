import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { extensions } from "./extensions.ts";
import { invoiceTags } from "./tags.ts";

/** Portugal: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Portugal", pt: "Portugal" },
  description: {
    en: [
      "Portuguese invoices carry VAT (IVA), collected by the tax and customs authority (AT),",
      "at a general, an intermediate and a reduced rate. The autonomous regions of the Azores",
      "and Madeira charge lower percentages for each rate, chosen through the `pt-region`",
      "extension on every VAT line. Payments to individuals and companies may have income",
      "tax withheld (IRS and IRC).",
      "",
      "Parties are identified by their NIF, nine digits ending in a check digit; with the PT",
      "prefix it is also the EU VAT number. Invoices are issued by AT-certified software, which",
      "chains documents by hash, prints the ATCUD code and reports through SAF-T (PT). Credit",
      "and debit notes correct issued invoices.",
    ].join("\n"),
  },
  time_zone: "Europe/Lisbon",
  country: "PT",
  currency: "EUR",
  tax_scheme: "VAT",
  tags: [invoiceTags],
  extensions,
  corrections,
  categories,
};
