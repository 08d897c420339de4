import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidMexicanTaxCode, normalizeMexicanTaxCode } from "./tax-code.ts";

const mexican = identityIn("MX");

/** Mexican tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: mexican,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeMexicanTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-MX-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Mexican RFC: three (companies) or four (people) letters, six date digits and a three-character homoclave",
      when: (id) => mexican(id) && !!id.code,
      test: (id) => isValidMexicanTaxCode(id.code ?? ""),
    },
  ],
};
