import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidEmiratiTaxCode, normalizeEmiratiTaxCode } from "./tax-code.ts";

const emirati = identityIn("AE");

/** UAE tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: emirati,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeEmiratiTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-AE-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid UAE Tax Registration Number: fifteen digits expected",
      when: (id) => emirati(id) && !!id.code,
      test: (id) => isValidEmiratiTaxCode(id.code ?? ""),
    },
  ],
};
