/**
 * BR-AG: the rules of VAT category M, "IPSI" (Ceuta and Melilla tax): the
 * common shape (vat-category.ts) as for category L (BR-AF), except that in
 * UBL rule 01 finds the breakdown by its exact ID with the VAT scheme, and
 * the rates may be 0 in both syntaxes.
 */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

export const brAgRules: RuleDef[] = vatCategoryRules({
  family: "BR-AG",
  code: "M",
  name: "IPSI",
  exemption: "forbidden",
  ubl: {
    contexts: ublModel.vatM,
    presence: { kind: "atLeastOne", usage: { vat: true }, present: { normalized: false, vat: true }, absent: { normalized: true, vat: true } },
    parties: { seller: "anyScheme" },
    rate: "nonNegative",
    taxable: { kind: "perRate", guard: "anyLine" },
    tax: "rate",
  },
  cii: {
    contexts: ciiModel.vatM,
    presence: "twoWithBreakdown",
    parties: { sellerSchemes: ["VA", "FC"], sellerAnywhere: false },
    rate: "nonNegative",
    taxable: "perRate",
    tax: "none",
  },
});
