/**
 * GOBL's SA rule beyond the VAT number check: every org identity in a Saudi
 * document (CRN, MOM, MLS, ... as ZATCA names the seller's and buyer's other
 * IDs) has a plain alphanumeric code. Document scope: the SA regime only.
 */
import type { Validator } from "../../engine/index.ts";
import { isValidSaudiIdentityCode } from "./tax-code.ts";

type Obj = Record<string, any>;

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-SA-ORG-IDENTITY-01",
      field: "code",
      message: "an identity code in a Saudi document may only hold letters and digits",
      // A missing code is left to the generic identity rule.
      test: (id) => typeof id.code !== "string" || isValidSaudiIdentityCode(id.code),
    },
  ],
};

export const rules: Validator[] = [orgIdentityRules];
