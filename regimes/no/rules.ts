/**
 * Norwegian rules beyond the VAT number check: an organisation-number
 * identity must hold a valid organisasjonsnummer. Norwegian documents only.
 * (GOBL's NO regime asks nothing further of invoices.)
 */
import type { Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_ORG_NR } from "./identities.ts";
import { isValidNorwegianOrgNr } from "./tax-code.ts";

type Obj = Record<string, any>;

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-NO-ORG-IDENTITY-01",
      field: "code",
      message: "not a valid organisasjonsnummer: nine digits with a correct mod-11 check digit",
      when: (id) => id.type === IDENTITY_TYPE_ORG_NR,
      test: (id) => isValidNorwegianOrgNr(typeof id.code === "string" ? id.code : ""),
    },
  ],
};

export const rules: Validator[] = [orgIdentityRules];
