import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { invoiceScenarios } from "./scenarios.ts";

/** Greece: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { el: "Ελλάδα", en: "Greece" },
  description: {
    en: [
      "Greek invoices carry VAT (ΦΠΑ), collected by the Independent Authority for Public",
      "Revenue (AADE), at a general, a reduced and a super-reduced rate. A handful of Aegean",
      "islands (Leros, Lesbos, Kos, Samos and Chios) keep lower versions of each, chosen with",
      "the `+island` rates.",
      "",
      "Parties are identified by their AFM, nine digits ending in a check digit. VAT numbers",
      "use the prefix EL rather than the ISO code GR; documents may give either, and GR is",
      "turned into EL. Amounts are rounded to whole cents before they are added up.",
      "",
      "Invoices are reported to AADE through myDATA, which classifies each document, its VAT",
      "lines, income and payments with its own codes; B2G invoices follow the Greek PEPPOL",
      "BIS 3.0 profile. Corrections are credit notes quoting the MARK myDATA gave the original.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "myDATA API Documentation v1.0.7" },
      url: "https://www.aade.gr/sites/default/files/2023-10/myDATA%20API%20Documentation_v1.0.7_eng.pdf",
    },
    {
      title: { en: "Greek PEPPOL BIS Billing 3.0" },
      url: "https://www.gsis.gr/sites/default/files/eInvoice/Instructions%20to%20B2G%20Suppliers%20and%20certified%20PEPPOL%20Providers%20for%20the%20Greek%20PEPPOL%20BIS-EN-%20v1.0.pdf",
    },
  ],
  time_zone: "Europe/Athens",
  country: "EL",
  alt_country_codes: ["GR"],
  currency: "EUR",
  tax_scheme: "VAT",
  // Greece is the one regime that rounds each amount to the currency before summing.
  calculator_rounding_rule: "currency",
  scenarios: [invoiceScenarios],
  corrections,
  categories,
};
