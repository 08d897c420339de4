import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidBelgianTaxCode, normalizeBelgianTaxCode } from "./tax-code.ts";

const belgian = identityIn("BE");

/** Belgian tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: belgian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeBelgianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-BE-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Belgian VAT number: ten digits starting 0 or 1 (or nine), with mod-97 check digits",
      when: (id) => belgian(id) && !!id.code,
      test: (id) => isValidBelgianTaxCode(id.code ?? ""),
    },
  ],
};
