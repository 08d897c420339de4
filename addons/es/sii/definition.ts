import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { scenarios } from "./scenarios.ts";
import { corrections } from "./corrections.ts";

/** SII: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "es-sii-v1",
  name: { en: "Spain SII V1.x" },
  description: {
    en: [
      "SII (Suministro Inmediato de Información) is the AEAT's system for keeping the VAT record",
      "books online: large companies, VAT groups, businesses on the monthly VAT refund scheme",
      "(REDEME) and those who opt in must send the details of each issued and received invoice",
      "within four working days.",
      "",
      "The addon adds the codes of the SII lists (invoice and correction type, exemption cause,",
      "regime key, identity type, third-party issuer), two helper extensions for amounts outside",
      "the scope of VAT and for the goods/services breakdown, scenarios that choose the invoice",
      "type, the `replacement` tag, and the extension a correction may carry.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Suministro Inmediato de Información (SII) at AEAT portal" },
      url: "https://sede.agenciatributaria.gob.es/Sede/iva/suministro-inmediato-informacion.html",
    },
  ],
  extensions,
  tags,
  scenarios,
  corrections,
};
