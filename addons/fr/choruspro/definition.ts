import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";

/** Chorus Pro: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "fr-choruspro-v1",
  requires: ["eu-en16931-v2017"],
  name: { en: "Chorus Pro", fr: "Chorus Pro" },
  description: {
    en: [
      "Chorus Pro is the French State's portal through which suppliers send their invoices to the",
      "public sector (B2G). The addon builds on EN 16931, which it requires, and adds what Chorus Pro",
      "asks for beyond the European norm: the submission framework of each document and the scheme",
      "that identifies a party.",
    ].join("\n"),
    fr: [
      "Chorus Pro est le portail de l'État par lequel les fournisseurs transmettent leurs factures au",
      "secteur public (B2G). L'addon s'appuie sur la norme EN 16931, qu'il requiert, et y ajoute ce que",
      "Chorus Pro exige en plus : le cadre de facturation de chaque document et le schéma qui identifie",
      "une partie.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Chorus Pro Specifications", fr: "Spécifications Chorus Pro" },
      url: "https://communaute.chorus-pro.gouv.fr/wp-content/uploads/2018/11/External_Specifications_EDI_Appendix_V4.10.pdf",
    },
  ],
  extensions,
  scenarios: [],  // none
  corrections: [],  // none
};
