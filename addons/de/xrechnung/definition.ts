import type { AddonDef } from "../../../engine/index.ts";


/** German XRechnung: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "de-xrechnung-v3",
  requires: ["eu-en16931-v2017"],
  name: { en: "German XRechnung 3.X" },
  description: {
    en: [
      "XRechnung 3.x is Germany's national profile (CIUS) of EN 16931, the format German public",
      "authorities require for electronic invoices addressed to them (B2G). The addon adds the",
      "XRechnung rules on top of the EN 16931 addon it requires.",
      "",
      "Specifications and tools are published at https://www.xrechnung.de/.",
    ].join("\n"),
  },
  extensions: [],  // none
  scenarios: [],  // none
  corrections: [],  // none
};
