import type { AddonDef } from "../../../engine/index.ts";


/** French Factur-X: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "fr-facturx-v1",
  requires: ["eu-en16931-v2017"],
  name: { en: "French Factur-X v1" },
  description: {
    en: [
      "Factur-X 1.x is the Franco-German hybrid e-invoice based on EN 16931: a PDF/A-3 file with the",
      "invoice data embedded as CII XML, technically the same as ZUGFeRD 2.2 and later. It is one of the",
      "formats accepted for invoices to the French public sector.",
      "",
      "For now the addon has no rules of its own; validation comes from the EN 16931 addon it requires.",
      "",
      "The specification is published by FNFE-MPE (fnfe-mpe.org).",
    ].join("\n"),
  },
  extensions: [],  // none
  scenarios: [],  // none
  corrections: [],  // none
};
