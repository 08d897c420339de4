import type { AddonDef } from "../../../../engine/index.ts";
import { billingModeExtension } from "../common/billing-mode.ts";
import { scenarios } from "./scenarios.ts";
import { tags } from "./tags.ts";

/** France CTC flow 2: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "fr-ctc-flow2-v1",
  requires: ["eu-en16931-v2017"],
  name: { en: "France CTC Flow 2 (B2B Clearance)", fr: "France CTC Flux 2 (Clearance B2B)" },
  description: {
    en: [
      "Flow 2 (\"facturation\") of France's continuous transaction control reform: invoices between two",
      "parties identified as French (a SIREN or a French VAT number on each side), cleared through an",
      "approved platform. It builds on EN 16931, which it requires.",
      "",
      "Normalisation gives each French party its SIREN as a legal identity (scheme 0002, from the",
      "SIRET or the VAT number), tags SIREN and SIRET identities with their schemes, keys the SIREN",
      "inbox (scheme 0225) as Peppol, rounds taxes at currency precision, sets the billing mode (M1,",
      "or M2 when already paid) and adds the payment notes the reform asks for (PMT, PMD, AAB) when",
      "they are missing.",
      "",
      "Two tags choose further profiles: `b2g` for invoices to public buyers (the BR-FR-CPRO rules Chorus",
      "Pro applies) and `extended` for the EXTENDED-CTC-FR profile (checked on the XML).",
    ].join("\n"),
    fr: [
      "Flux 2 (« facturation ») de la réforme française : factures entre deux parties identifiées",
      "comme françaises (SIREN ou numéro de TVA français de chaque côté), transmises par une",
      "plateforme agréée. Bâti sur l'EN 16931, qu'il requiert.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "External Specifications", fr: "Spécifications Externes" },
      url: "https://www.impots.gouv.fr/specifications-externes-b2b",
    },
  ],
  extensions: [billingModeExtension],
  tags,
  scenarios,
  corrections: [],
};
