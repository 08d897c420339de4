import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { ADDON_KEY } from "./keys.ts";
import { scenarios } from "./scenarios.ts";
import { tags } from "./tags.ts";

/** The `mx-cfdi-v4` addon: Mexico's CFDI 4.0, the SAT's electronic invoice. */
export const definition: AddonDef = {
  key: ADDON_KEY,
  name: { en: "Mexican SAT CFDI v4.X" },
  description: {
    en: [
      "Every Mexican invoice is a CFDI (Comprobante Fiscal Digital por Internet), version 4.0: an XML",
      "document the issuer signs and a certified provider (PAC) stamps on behalf of the tax",
      "administration (SAT), which gives it its folio fiscal. Payments of invoices paid in",
      "instalments are CFDIs too, with the payments complement.",
      "",
      "The addon adds the SAT catalogue codes a CFDI needs: the document and relation types, the",
      "place of issue, each party's fiscal regime, the customer's CFDI use, the payment method",
      "and means, each item's product or service code, and the period of a global invoice to the",
      "general public (tag `global`). It sets the document type and payment method from the",
      "invoice, the payment means from its keys, and the issue time; it checks what the SAT",
      "refuses; and it calculates the food vouchers and fuel account complements an invoice",
      "may carry.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "SAT - Anexo 20 (CFDI 4.0)" },
      url: "http://omawww.sat.gob.mx/tramitesyservicios/Paginas/anexo_20.htm",
    },
  ],
  extensions,
  tags,
  scenarios,
  corrections: [],
};
