import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidDutchTaxCode, normalizeDutchTaxCode } from "./tax-code.ts";

const dutch = identityIn("NL");

/** Dutch tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: dutch,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeDutchTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-NL-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Dutch VAT number: nine digits, B, two digits, with a correct check",
      when: (id) => dutch(id) && !!id.code,
      test: (id) => isValidDutchTaxCode(id.code ?? ""),
    },
  ],
};
