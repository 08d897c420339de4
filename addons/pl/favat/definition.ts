import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { scenarios } from "./scenarios.ts";
import { corrections } from "./corrections.ts";

/** The `pl-favat-v3` addon: Poland's FA(3) e-invoice schema for KSeF, served as JSON. */
export const definition: AddonDef = {
  key: "pl-favat-v3",
  name: { en: "Polish KSeF FA_VAT FA(3)" },
  description: {
    en: [
      "FA(3) is the third version of the structured e-invoice (e-Faktura) schema that the Polish",
      "Ministry of Finance publishes for KSeF, the National e-Invoicing System (Krajowy System",
      "e-Faktur). Invoices issued through KSeF must follow it, and the tax administration is making",
      "KSeF compulsory for VAT-registered businesses in stages from 2026.",
      "",
      "The addon supplies the codes FA(3) asks for that a plain invoice does not carry: the tax",
      "category of each line, the invoice kind (regular, advance, settlement, simplified and their",
      "corrections), flags for cash accounting, self-billing, reverse charge and split payment, the",
      "basis of an exemption, the margin scheme, the payment form, local-government and VAT-group",
      "customers, third-party roles and the effective date of corrections. Most are filled in from",
      "tax keys, tags and payment means; credit notes must point to the corrected invoice by its",
      "KSeF number.",
    ].join("\n"),
  },
  extensions,
  tags,
  scenarios,
  corrections,
};
