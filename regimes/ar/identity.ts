import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidArgentineTaxCode, normalizeArgentineTaxCode } from "./tax-code.ts";

const argentine = identityIn("AR");

/** Argentine tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: argentine,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeArgentineTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-AR-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Argentine CUIT or CUIL: eleven digits, a known type prefix and a correct mod-11 check digit",
      when: (id) => argentine(id) && !!id.code,
      test: (id) => isValidArgentineTaxCode(id.code ?? ""),
    },
  ],
};
