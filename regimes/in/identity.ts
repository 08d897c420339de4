import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { normalizeAlphanumericalCode, normalizeNumericalCode } from "../../engine/cbc/index.ts";
import { IDENTITY_TYPE_HSN, IDENTITY_TYPE_PAN } from "./identities.ts";
import { isValidIndianTaxCode, normalizeIndianTaxCode } from "./tax-code.ts";

type Obj = Record<string, any>;

const indian = identityIn("IN");

/** Indian tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: indian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeIndianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-IN-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Indian GSTIN: state code, PAN, entity number, Z and a correct check character",
      when: (id) => indian(id) && !!id.code,
      test: (id) => isValidIndianTaxCode(id.code ?? ""),
    },
  ],
};

/**
 * PAN and HSN identities in Indian documents (document scope): a PAN keeps
 * only upper-cased letters and digits, an HSN code only digits.
 */
export const orgIdentityNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  when: (id) => typeof id.code === "string" && (id.type === IDENTITY_TYPE_PAN || id.type === IDENTITY_TYPE_HSN),
  normalize(id) {
    id.code = id.type === IDENTITY_TYPE_PAN ? normalizeAlphanumericalCode(id.code) : normalizeNumericalCode(id.code);
  },
};
