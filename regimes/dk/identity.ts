import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidDanishTaxCode, normalizeDanishTaxCode } from "./tax-code.ts";

const danish = identityIn("DK");

/** Danish tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: danish,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeDanishTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-DK-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Danish VAT number: eight digits passing the mod-11 check",
      when: (id) => danish(id) && !!id.code,
      test: (id) => isValidDanishTaxCode(id.code ?? ""),
    },
  ],
};
