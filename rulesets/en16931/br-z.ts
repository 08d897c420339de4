/** BR-Z: the rules of VAT category Z, "Zero rated": the common shape (vat-category.ts), with a rate and tax amount of 0 and no exemption reason. */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

export const brZRules: RuleDef[] = vatCategoryRules({
  family: "BR-Z",
  code: "Z",
  name: "Zero rated",
  exemption: "forbidden",
  ubl: {
    contexts: ublModel.vatZ,
    presence: { kind: "exactlyOne" },
    parties: { seller: "anyScheme" },
    rate: "decimalZero",
    taxable: { kind: "exact" },
    tax: "zero",
  },
  cii: {
    contexts: ciiModel.vatZ,
    presence: "exactlyOne",
    parties: { sellerSchemes: ["VA", "FC"], sellerAnywhere: false },
    rate: "zero",
    taxable: "tolerance",
    tax: "zero",
  },
});
