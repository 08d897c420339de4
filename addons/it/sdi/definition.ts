import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { scenarios } from "./scenarios.ts";
import { inboxes } from "./inboxes.ts";

/** Italy SDI FatturaPA: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "it-sdi-v1",
  name: { en: "Italy SDI FatturaPA v1.x" },
  description: {
    en: [
      "FatturaPA is the XML invoice format of Italy's exchange system (Sistema di Interscambio, SDI),",
      "run by the Agenzia delle Entrate. Invoices between parties established in Italy, and all",
      "invoices to the Italian public administration, must be issued in this format and delivered",
      "through SDI.",
      "",
      "The addon brings the FatturaPA code lists as extensions (transmission format, document type,",
      "fiscal regime, VAT nature, withholding payment reason, payment means, VAT liability, pension",
      "fund type, and the company register details), scenarios that pick the document type and",
      "transmission format from the invoice type and tags, and the SDI recipient code and PEC",
      "address as inboxes.",
    ].join("\n"),
  },
  extensions,
  tags,
  scenarios,
  inboxes,
  corrections: [],  // none
};
