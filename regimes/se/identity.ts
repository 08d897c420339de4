import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_COORDINATION_NR, IDENTITY_TYPE_ORG_NR, IDENTITY_TYPE_PERSON_NR } from "./identities.ts";
import {
  isValidSwedishTaxCode,
  normalizeSwedishIndividualNr,
  normalizeSwedishOrgNr,
  normalizeSwedishTaxCode,
} from "./tax-code.ts";

type Obj = Record<string, any>;

const swedish = identityIn("SE");

/** Swedish tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: swedish,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeSwedishTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-SE-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Swedish VAT number: ten digits passing the Luhn check, then 01",
      when: (id) => swedish(id) && !!id.code,
      test: (id) => isValidSwedishTaxCode(id.code ?? ""),
    },
  ],
};

/**
 * Organisation, personal and coordination numbers of parties in Swedish
 * documents are written in their usual layout (see tax-code.ts); a code with
 * the wrong number of digits is left for the rules to report.
 */
export const orgIdentityNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  normalize(id) {
    if (typeof id.code !== "string") return;
    let code: string | undefined;
    if (id.type === IDENTITY_TYPE_ORG_NR) code = normalizeSwedishOrgNr(id.code);
    else if (id.type === IDENTITY_TYPE_PERSON_NR || id.type === IDENTITY_TYPE_COORDINATION_NR) {
      code = normalizeSwedishIndividualNr(id.code);
    }
    if (code !== undefined) id.code = code;
  },
};

/** Org identity normalisers of the SE regime (document scope: Swedish documents only). */
export const identityNormalizers: Normalizer[] = [orgIdentityNormalizer];
