/**
 * BR-G: the rules of VAT category G, "Export outside the EU": the common
 * shape (vat-category.ts), where only the Seller's (or its tax
 * representative's) VAT identifier counts, the rate and tax amount are 0 and
 * an exemption reason is required. In UBL, BR-G-03 and BR-G-04 ask for the
 * identifier when an allowance or charge has category G with any scheme, but
 * release it only when none has it with the VAT scheme.
 */
import type { RuleDef } from "../../engine/index.ts";
import { ciiModel, ublModel } from "./contexts.ts";
import { vatCategoryRules } from "./vat-category.ts";

const ANY_SCHEME = { normalized: true, vat: false } as const;

export const brGRules: RuleDef[] = vatCategoryRules({
  family: "BR-G",
  code: "G",
  name: "Export outside the EU",
  exemption: "required",
  ubl: {
    contexts: ublModel.vatG,
    presence: { kind: "exactlyOne" },
    parties: { seller: "vat" },
    uses: { allowance: { guard: ANY_SCHEME }, charge: { guard: ANY_SCHEME } },
    rate: "decimalZero",
    taxable: { kind: "exact" },
    tax: "zero",
  },
  cii: {
    contexts: ciiModel.vatG,
    presence: "exactlyOne",
    parties: { sellerSchemes: ["VA"], sellerAnywhere: true },
    rate: "zero",
    taxable: "tolerance",
    tax: "zero",
  },
});
