import type { AddonDef } from "../../../engine/index.ts";


/** German ZUGFeRD: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "de-zugferd-v2",
  requires: ["eu-en16931-v2017"],
  name: { en: "German ZUGFeRD 2.X" },
  description: {
    en: [
      "ZUGFeRD 2.x is the German hybrid e-invoice: a PDF/A-3 file with the invoice data embedded as CII",
      "XML. Since version 2.2 it is technically the same format as the French Factur-X 1.0 and carries",
      "the Factur-X identifier.",
      "",
      "For now the addon has no rules of its own; validation comes from the EN 16931 addon it requires.",
      "",
      "Published by FeRD: https://www.ferd-net.de/.",
    ].join("\n"),
  },
  extensions: [],  // none
  scenarios: [],  // none
  corrections: [],  // none
};
