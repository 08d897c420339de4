import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { corrections } from "./corrections.ts";

/** The `ar-arca-v4` addon: Argentina's ARCA electronic invoicing, version 4, served as JSON. */
export const definition: AddonDef = {
  key: "ar-arca-v4",
  name: { en: "Argentina ARCA V4" },
  description: {
    en: [
      "Electronic invoices as Argentina's tax agency ARCA (formerly AFIP) receives them through",
      "its invoicing web services, following version 4.0 of its developer manual. The addon adds",
      "the document type and letter, the concept, VAT rate codes, other taxes, the customer's VAT",
      "status and identity document, and the codes of tourism (T) documents.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "Argentina ARCA V4" },
      url: "https://www.afip.gob.ar/ws/documentacion/manuales/manual-desarrollador-ARCA-COMPG-v4-0.pdf",
    },
  ],
  extensions,
  tags,
  scenarios: [], // none
  corrections,
};
