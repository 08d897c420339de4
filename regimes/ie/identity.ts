import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidIrishTaxCode, normalizeIrishTaxCode } from "./tax-code.ts";

const irish = identityIn("IE");

/** Irish tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: irish,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeIrishTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-IE-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Irish VAT number: seven digits and one or two letters (or the old 1A23456B layout) with a correct check letter",
      when: (id) => irish(id) && !!id.code,
      test: (id) => isValidIrishTaxCode(id.code ?? ""),
    },
  ],
};
