import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { scenarios } from "./scenarios.ts";
import { corrections } from "./corrections.ts";

/** FacturaE: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "es-facturae-v3",
  name: { en: "Spain FacturaE" },
  description: {
    en: [
      "FacturaE is Spain's signed XML e-invoice format (version 3.2.x). Suppliers of the public",
      "administrations must send their invoices in it, through FACe or a regional hub (Ley 25/2013),",
      "and many companies use it between themselves as well.",
      "",
      "The addon adds FacturaE's document type, invoice class and correction reason codes, a flag",
      "for advance payments funded by a subsidy, scenarios that derive type and class from the",
      "invoice's type and tags (`simplified`, `self-billed`, `copy`, `summary`), and the reason code",
      "a correction must carry.",
    ].join("\n"),
  },
  extensions,
  scenarios,
  corrections,
};
