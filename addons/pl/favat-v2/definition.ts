import type { AddonDef } from "../../../engine/index.ts";
import { extensions } from "./extensions.ts";
import { tags } from "./tags.ts";
import { scenarios } from "./scenarios.ts";
import { corrections } from "./corrections.ts";

/** The `pl-favat-v2` addon: Poland's earlier FA(2) e-invoice schema for KSeF, served as JSON. */
export const definition: AddonDef = {
  key: "pl-favat-v2",
  name: { en: "Polish KSeF FA_VAT v2.x" },
  description: {
    en: [
      "FA(2) is the second version of the structured e-invoice (e-Faktura) schema that the Polish",
      "Ministry of Finance publishes for KSeF, the National e-Invoicing System (Krajowy System",
      "e-Faktur), through which the tax administration requires VAT invoices to be exchanged. It is",
      "the earlier schema: FA(3), covered by the `pl-favat-v3` addon, has superseded it.",
      "",
      "The addon supplies the FA(2) invoice kind for each invoice type and tag combination, codes",
      "for the taxi flat rate and the kinds of zero-rated supply, a `settlement` tag, and the date",
      "from which a correction counts; credit notes need a reason and must point to the corrected",
      "invoice by its FA_VAT identifier stamp.",
    ].join("\n"),
  },
  extensions,
  tags,
  scenarios,
  corrections,
};
