import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidFinnishTaxCode, normalizeFinnishTaxCode } from "./tax-code.ts";

const finnish = identityIn("FI");

/** Finnish tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: finnish,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeFinnishTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-FI-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Finnish business ID (Y-tunnus): eight digits with a correct mod-11 check digit",
      when: (id) => finnish(id) && !!id.code,
      test: (id) => isValidFinnishTaxCode(id.code ?? ""),
    },
  ],
};
