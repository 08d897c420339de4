import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidBrazilianTaxCode, normalizeBrazilianTaxCode } from "./tax-code.ts";

const brazilian = identityIn("BR");

/** Brazilian tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: brazilian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeBrazilianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-BR-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Brazilian tax ID: a CNPJ (14 digits) or a CPF (11 digits) with correct check digits",
      when: (id) => brazilian(id) && !!id.code,
      test: (id) => isValidBrazilianTaxCode(id.code ?? ""),
    },
  ],
};
