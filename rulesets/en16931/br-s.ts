/**
 * BR-S: the rules of VAT category S, "Standard rated". Its official rules
 * differ from the common shape (vat-category.ts) in their details: rule 01
 * asks for at least one breakdown, and in UBL counts categories without
 * asking for the VAT scheme; BR-S-02 releases the seller only when no line
 * category S exists with any scheme; the rates must be positive; the taxable
 * amount is checked per rate (UBL: within one unit) and the tax amount
 * computed from the rate; a breakdown S may not give an exemption reason.
 */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

export const brSRules: RuleDef[] = vatCategoryRules({
  family: "BR-S",
  code: "S",
  name: "Standard rated",
  exemption: "forbidden",
  ubl: {
    contexts: ublModel.vatS,
    presence: { kind: "atLeastOne", usage: { vat: false }, present: { normalized: true, vat: false }, absent: { normalized: true, vat: false } },
    parties: { seller: "anyScheme" },
    uses: { line: { absent: { normalized: true, vat: false } } },
    rate: "positive",
    taxable: { kind: "perRate", guard: "sameRate" },
    tax: "rate",
  },
  cii: {
    contexts: ciiModel.vatS,
    presence: "twoWithBreakdown",
    parties: { sellerSchemes: ["VA", "FC"], sellerAnywhere: false },
    rate: "positive",
    taxable: "perRate",
    tax: "rate",
  },
});
