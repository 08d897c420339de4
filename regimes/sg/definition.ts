import type { RegimeDef } from "../../engine/index.ts";
import { categories } from "./categories.ts";
import { corrections } from "./corrections.ts";
import { identities } from "./identities.ts";

/** Singapore: the regime's data, served as JSON (GOBL's `tax/regime-def`). */
export const definition: RegimeDef = {
  name: { en: "Singapore" },
  description: {
    en: [
      "Singapore charges a single-rate Goods and Services Tax (GST), collected by the Inland",
      "Revenue Authority (IRAS). Exports and international services are zero-rated; financial",
      "services, residential property, digital payment tokens and investment precious metals",
      "are exempt.",
      "",
      "Entities are registered under a Unique Entity Number (UEN). A GST-registered supplier",
      "prints its GST registration number on every tax invoice; for most it is the UEN itself.",
      "",
      "Invoices come in three forms: the full tax invoice, naming supplier and customer; the",
      "simplified tax invoice, for sales of at most 1000 SGD with GST; and receipts, for",
      "customers not registered for GST. Invoices are corrected with credit notes only, since",
      "Singaporean debit notes bill amounts outside GST.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "IRAS - GST General Guide for Businesses" },
      url: "https://www.iras.gov.sg/media/docs/default-source/e-tax/etaxguide_gst_gst-general-guide-for-businesses(1).pdf",
    },
  ],
  time_zone: "Asia/Singapore",
  country: "SG",
  currency: "SGD",
  tax_scheme: "GST",
  identities,
  corrections,
  categories,
};
