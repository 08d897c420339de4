import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidAustrianTaxCode, normalizeAustrianTaxCode } from "./tax-code.ts";

const austrian = identityIn("AT");

/** Austrian tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: austrian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeAustrianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-AT-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Austrian VAT number: U and eight digits with a correct check digit",
      when: (id) => austrian(id) && !!id.code,
      test: (id) => isValidAustrianTaxCode(id.code ?? ""),
    },
  ],
};
