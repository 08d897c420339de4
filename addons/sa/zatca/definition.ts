import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { ADDON_KEY } from "./keys.ts";
import { scenarios } from "./scenarios.ts";
import { tags } from "./tags.ts";

/** The `sa-zatca-v1` addon: Saudi Arabia's ZATCA (FATOORA) e-invoicing, on top of EN 16931. */
export const definition: AddonDef = {
  key: ADDON_KEY,
  requires: ["eu-en16931-v2017"],
  name: { en: "Saudi Arabia ZATCA", ar: "هيئة الزكاة والضريبة والجمارك" },
  description: {
    en: [
      "Saudi Arabia's Zakat, Tax and Customs Authority (ZATCA) runs e-invoicing through its FATOORA",
      "platform: standard tax invoices, between businesses or to government, are cleared by ZATCA",
      "before they are issued; simplified tax invoices, to consumers, are reported after. Both are",
      "UBL 2.1 documents following EN 16931, with Saudi business rules (BR-KSA-*) on top.",
      "",
      "The addon requires EN 16931 and adds the invoice transaction type (KSA-2), set from the",
      "invoice's tags, the 388 document type for invoices, notes explaining zero-rated, exempt and",
      "out-of-scope VAT from their VATEX reasons, and ZATCA's rules on parties, national",
      "addresses, supply dates and tax categories.",
    ].join("\n"),
  },
  sources: [
    {
      title: { en: "ZATCA E-Invoicing Developer Portal" },
      url: "https://zatca.gov.sa/en/E-Invoicing/SystemsDevelopers/Pages/E-Invoice-specifications.aspx",
    },
  ],
  extensions,
  tags,
  scenarios,
  corrections: [],
};
