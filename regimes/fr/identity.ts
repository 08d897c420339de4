import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidFrenchTaxCode, normalizeFrenchTaxCode } from "./tax-code.ts";

const french = identityIn("FR");

/** French tax IDs are cleaned (and a bare SIREN completed) wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: french,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeFrenchTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-FR-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid French VAT number: two check characters and a nine-digit SIREN that they match",
      when: (id) => french(id) && !!id.code,
      test: (id) => isValidFrenchTaxCode(id.code ?? ""),
    },
  ],
};
