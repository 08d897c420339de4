import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidSpanishTaxCode, normalizeSpanishTaxCode } from "./tax-code.ts";

const spanish = identityIn("ES");

/** Spanish tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: spanish,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeSpanishTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-ES-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Spanish tax code (NIF, NIE or CIF): wrong format or check character",
      when: (id) => spanish(id) && !!id.code,
      test: (id) => isValidSpanishTaxCode(id.code ?? ""),
    },
  ],
};
