import type { AddonDef } from "../../../engine/index.ts";
import { scenarios } from "./scenarios.ts";

/** EN 16931: the addon's data, served as JSON (GOBL's `tax/addon-def`). */
export const definition: AddonDef = {
  key: "eu-en16931-v2017",
  name: { en: "EN 16931-1:2017" },
  description: {
    en: [
      "Applies the European standard for electronic invoicing, EN 16931-1:2017: the addon sets the",
      "codes the norm relies on and checks its rules, so that a document can be turned into one of the",
      "EN 16931 syntaxes (UBL, CII) or a national format built on them.",
      "",
      "Some codes are inferred from the document's data. Review the extensions in the result, the tax",
      "category codes above all, and override any that do not fit your case.",
      "",
      "## Tax categories (UNTDID 5305)",
      "",
      "Every tax combo receives an `untdid-tax-category` code. For VAT it follows the combo's key:",
      "",
      "- `S` for `standard`",
      "- `Z` for `zero`",
      "- `E` for `exempt`",
      "- `AE` for `reverse-charge`",
      "- `K` for `intra-community`",
      "- `G` for `export` (outside the EU)",
      "- `O` for `outside-scope`",
      "",
      "The Spanish territorial taxes get their own codes: `L` for IGIC (Canary Islands) and `M` for",
      "IPSI (Ceuta and Melilla). Any other tax category falls back to `O`, outside the scope of tax.",
      "",
      "## Exemption reasons",
      "",
      "A combo in category `E`, `AE`, `K`, `G` or `O` must explain why no tax is charged: with a CEF",
      "VATEX code in its `cef-vatex` extension, or with a note in `tax.notes` (a `tax.Note` giving",
      "`cat`, `key` and `text`). Normalization turns the note's `key` into the matching",
      "`untdid-tax-category` (`exempt` gives `E`, `reverse-charge` gives `AE`, and so on), and every",
      "such category used without a VATEX code needs at least one note of its own.",
    ].join("\n"),
  },
  extensions: [],  // none
  scenarios,
  corrections: [],  // none
};
