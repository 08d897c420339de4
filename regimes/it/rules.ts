/**
 * GOBL's rules for Italian documents beyond the VAT number check: a
 * fiscal-code identity needs a code, in a valid layout, with a correct check
 * character. Document scope: the IT regime only.
 *
 * The layout and check rules run independently on any code present, so a
 * malformed code may break both, as in GOBL.
 */
import { present, type Validator } from "../../engine/index.ts";
import { isFiscalCodeIdentity } from "./identity.ts";
import { isValidItalianFiscalCodeChecksum, isValidItalianFiscalCodeFormat } from "./tax-code.ts";

type Obj = Record<string, any>;

const codeOf = (id: Obj): string => (typeof id.code === "string" ? id.code : "");

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-IT-ORG-IDENTITY-01",
      field: "code",
      message: "an Italian fiscal code identity needs a code",
      when: isFiscalCodeIdentity,
      test: (id) => present(id.code),
    },
    {
      code: "GOBL-IT-ORG-IDENTITY-02",
      field: "code",
      message: "not a valid Italian fiscal code: eleven digits, or sixteen characters in the personal layout",
      when: (id) => isFiscalCodeIdentity(id) && present(id.code),
      test: (id) => isValidItalianFiscalCodeFormat(codeOf(id)),
    },
    {
      code: "GOBL-IT-ORG-IDENTITY-03",
      field: "code",
      message: "the Italian fiscal code has a wrong check character",
      when: (id) => isFiscalCodeIdentity(id) && present(id.code),
      test: (id) => isValidItalianFiscalCodeChecksum(codeOf(id)),
    },
  ],
};

export const rules: Validator[] = [orgIdentityRules];
