/**
 * BR-AE: the rules of VAT category AE, "VAT reverse charge": the common shape
 * (vat-category.ts), where the Buyer's VAT or legal registration identifier
 * is needed as well as the Seller's, the rate and tax amount are 0 and an
 * exemption reason is required.
 */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

export const brAeRules: RuleDef[] = vatCategoryRules({
  family: "BR-AE",
  code: "AE",
  name: "VAT reverse charge",
  exemption: "required",
  ubl: {
    contexts: ublModel.vatAE,
    presence: { kind: "exactlyOne" },
    parties: { seller: "anyScheme", buyer: "vatOrLegal" },
    rate: "decimalZero",
    taxable: { kind: "exact" },
    tax: "zero",
  },
  cii: {
    contexts: ciiModel.vatAE,
    presence: "exactlyOne",
    parties: { sellerSchemes: ["VA", "FC"], sellerAnywhere: true, buyer: "vatOrLegal" },
    rate: "zero",
    taxable: "tolerance",
    tax: "zero",
  },
});
