import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_UEN } from "./identities.ts";
import { isValidSingaporeanTaxCode, normalizeSingaporeanTaxCode } from "./tax-code.ts";

type Obj = Record<string, any>;

const singaporean = identityIn("SG");

/** Singaporean tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: singaporean,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeSingaporeanTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-SG-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Singaporean GST number: a UEN or an IRAS number (M, 8 characters, a letter)",
      when: (id) => singaporean(id) && !!id.code,
      test: (id) => isValidSingaporeanTaxCode(id.code ?? ""),
    },
  ],
};

/**
 * UEN identities in Singaporean documents (document scope) are cleaned like
 * tax codes: upper-cased, only [A-Z0-9Ñ&] kept, a leading "SG" removed.
 */
export const orgIdentityNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  when: (id) => id.type === IDENTITY_TYPE_UEN && typeof id.code === "string",
  normalize(id) {
    id.code = normalizeSingaporeanTaxCode(id.code);
  },
};
