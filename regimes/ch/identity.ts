import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidSwissTaxCode, normalizeSwissTaxCode } from "./tax-code.ts";

const swiss = identityIn("CH");

/** Swiss tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: swiss,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeSwissTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-CH-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Swiss UID: E and nine digits, the last a correct mod-11 check digit",
      when: (id) => swiss(id) && !!id.code,
      test: (id) => isValidSwissTaxCode(id.code ?? ""),
    },
  ],
};
