import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { scenarios } from "./scenarios.ts";
import { corrections } from "./corrections.ts";

/** VERI*FACTU: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "es-verifactu-v1",
  name: { en: "Spain VERI*FACTU V1" },
  description: {
    en: [
      "VERI*FACTU is the mode of Spain's rules for invoicing software (Real Decreto 1007/2023,",
      "Orden HAC/1177/2024) in which every invoice record, chained by hash to the one before, is",
      "sent to the AEAT as soon as it is issued. Businesses that neither report through SII nor",
      "fall under the Basque or Navarrese tax offices must invoice with software meeting these",
      "rules, either in this mode or keeping the records themselves.",
      "",
      "The addon adds the AEAT's codes (invoice and correction type, operation class, exemption,",
      "regime, identity type, issuer) as extensions, scenarios that choose the invoice type, the",
      "`replacement` tag, and the extension a correction may carry.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "VERI*FACTU error response code list" },
      url: "https://prewww2.aeat.es/static_files/common/internet/dep/aplicaciones/es/aeat/tikeV1.0/cont/ws/errores.properties",
    },
  ],
  extensions,
  tags,
  scenarios,
  corrections,
};
