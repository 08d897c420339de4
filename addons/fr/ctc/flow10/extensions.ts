import type { Definition } from "../../../../engine/index.ts";
import { billingModeExtension } from "../common/billing-mode.ts";

/** The category of a B2C sale reported to the tax administration (G1.68). */
export const EXT_KEY_B2C_CATEGORY = "fr-ctc-flow10-b2c-category";

export const B2C_NOT_TAXABLE = "TNT1";

export const extensions: Definition[] = [
  {
    key: EXT_KEY_B2C_CATEGORY,
    name: { en: "B2C Transaction Category", fr: "Catégorie de transaction B2C" },
    desc: {
      en: [
        "How a B2C sale is classified when it is reported (e-reporting, G1.68); every flow 10 B2C",
        "invoice needs one, and TNT1 is set when none is given.",
        "",
        "- TLB1: deliveries of goods subject to VAT.",
        "- TPS1: services subject to VAT.",
        "- TNT1: goods or services not subject to French VAT, intra-EU distance sales included",
        "  (CGI articles 258 A and 259 B).",
        "- TMA1: operations under the VAT-on-margin scheme (CGI articles 266-1-e, 268, 297 A).",
      ].join("\n"),
      fr: "Catégorie de la transaction B2C déclarée en e-reporting (G1.68), obligatoire sur les factures B2C du flux 10.",
    },
    values: [
      { code: "TLB1", name: { en: "Goods subject to VAT", fr: "Livraisons de biens soumises à la TVA" } },
      { code: "TPS1", name: { en: "Services subject to VAT", fr: "Prestations de services soumises à la TVA" } },
      { code: "TNT1", name: { en: "Not subject to French VAT", fr: "Non soumis à la TVA en France" } },
      { code: "TMA1", name: { en: "VAT-on-margin regime", fr: "Régime de TVA sur la marge" } },
    ],
  },
  billingModeExtension,
];
