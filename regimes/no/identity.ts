import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_ORG_NR } from "./identities.ts";
import { isValidNorwegianTaxCode, normalizeNorwegianOrgNr, normalizeNorwegianTaxCode } from "./tax-code.ts";

type Obj = Record<string, any>;

const norwegian = identityIn("NO");

/** Norwegian tax IDs are cleaned (and given their "MVA" suffix) wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: norwegian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeNorwegianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-NO-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Norwegian VAT number: nine digits with a correct mod-11 check digit, then MVA",
      when: (id) => norwegian(id) && !!id.code,
      test: (id) => isValidNorwegianTaxCode(id.code ?? ""),
    },
  ],
};

/** Organisation-number identities of parties in Norwegian documents keep only their digits. */
export const orgIdentityNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  when: (id) => id?.type === IDENTITY_TYPE_ORG_NR,
  normalize(id) {
    if (typeof id.code === "string") id.code = normalizeNorwegianOrgNr(id.code);
  },
};

/** Org identity normalisers of the NO regime (document scope: Norwegian documents only). */
export const identityNormalizers: Normalizer[] = [orgIdentityNormalizer];
