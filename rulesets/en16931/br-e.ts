/** BR-E: the rules of VAT category E, "Exempt from VAT": the common shape (vat-category.ts), with a rate and tax amount of 0 and a required exemption reason. */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

export const brERules: RuleDef[] = vatCategoryRules({
  family: "BR-E",
  code: "E",
  name: "Exempt from VAT",
  exemption: "required",
  ubl: {
    contexts: ublModel.vatE,
    presence: { kind: "exactlyOne" },
    parties: { seller: "anyScheme" },
    rate: "decimalZero",
    taxable: { kind: "exact" },
    tax: "zero",
  },
  cii: {
    contexts: ciiModel.vatE,
    presence: "exactlyOne",
    parties: { sellerSchemes: ["VA", "FC"], sellerAnywhere: false },
    rate: "zero",
    taxable: "tolerance",
    tax: "zero",
  },
});
