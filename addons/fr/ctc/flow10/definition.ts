import type { AddonDef } from "../../../../engine/index.ts";
import { scenarios } from "../flow2/scenarios.ts";
import { extensions } from "./extensions.ts";

/** France CTC flow 10: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "fr-ctc-flow10-v1",
  name: { en: "France CTC Flow 10 (E-Reporting)", fr: "France CTC Flux 10 (E-Reporting)" },
  description: {
    en: [
      "Flow 10 (\"e-reporting\") of France's continuous transaction control reform: the transactions",
      "outside flow 2 clearance, reported to the tax administration through the public portal (PPF):",
      "B2C sales, cross-border B2B invoices and the payments received for them.",
      "",
      "An invoice without a customer is a B2C sale: it gets the TNT1 B2C category when it has none.",
      "Other invoices get the billing mode M1 (M2 when already paid). Parties get a legal identity",
      "from their tax ID: the SIREN for France (0002), country and VAT number for the rest of the EU",
      "(0223), the RIDET for New Caledonia (0228), the TAHITI number for French Polynesia (0229) and",
      "otherwise the country and up to 16 letters and digits of the name (0227).",
    ].join("\n"),
    fr: [
      "Flux 10 (« e-reporting ») de la réforme française : transactions hors clearance du flux 2,",
      "déclarées à la DGFiP via le Portail Public de Facturation : ventes B2C, factures B2B",
      "transfrontalières et encaissements.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "External Specifications", fr: "Spécifications Externes" },
      url: "https://www.impots.gouv.fr/specifications-externes-b2b",
    },
  ],
  extensions,
  scenarios,
  corrections: [],
};
