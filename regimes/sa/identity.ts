import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidSaudiTaxCode, normalizeSaudiTaxCode } from "./tax-code.ts";

const saudi = identityIn("SA");

/** Saudi tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: saudi,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeSaudiTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      // GOBL asserts this without a presence guard, but its pattern test
      // passes an empty code, so only a code that is given is checked.
      code: "GOBL-SA-TAX-IDENTITY-01",
      field: "code",
      message: "a Saudi VAT number must be fifteen digits, starting and ending with 3",
      when: saudi,
      test: (id) => isValidSaudiTaxCode(id.code ?? ""),
    },
  ],
};
