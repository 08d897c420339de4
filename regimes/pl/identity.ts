import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidPolishTaxCode, normalizePolishTaxCode } from "./tax-code.ts";

const polish = identityIn("PL");

/** Polish tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: polish,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizePolishTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-PL-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Polish NIP: ten digits with an issued office prefix and a correct mod-11 check digit",
      when: (id) => polish(id) && !!id.code,
      test: (id) => isValidPolishTaxCode(id.code ?? ""),
    },
  ],
};
