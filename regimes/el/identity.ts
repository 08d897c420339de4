import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { GREEK_ISO_COUNTRY, GREEK_TAX_COUNTRY, isValidGreekTaxCode, normalizeGreekTaxCode } from "./tax-code.ts";

// Identities given under either code are cleaned (and moved to EL)...
const greekCountry = identityIn(GREEK_TAX_COUNTRY, GREEK_ISO_COUNTRY);
// ...but only EL identities are checked, as in GOBL.
const greek = identityIn(GREEK_TAX_COUNTRY);

/**
 * Greek tax IDs are cleaned wherever they appear, whatever the document's
 * regime, and always end up under the tax country code EL.
 */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: greekCountry,
  normalize(id) {
    if (id.code !== undefined) {
      id.code = normalizeGreekTaxCode(id.code, id.country);
      if (id.code === "") delete id.code;
    }
    id.country = GREEK_TAX_COUNTRY;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-GR-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Greek AFM: nine digits with a correct check digit",
      when: (id) => greek(id) && !!id.code,
      test: (id) => isValidGreekTaxCode(id.code ?? ""),
    },
  ],
};
