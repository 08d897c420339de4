/**
 * NF-e on parties (GOBL: gobl.br.nfe addon/org_party.go): a party's tax
 * regime (01), fiscal incentive (02) and special regime (03), when given,
 * are codes the addon lists.
 */
import type { Party, Validator } from "../../../engine/index.ts";
import { EXT_KEY_FISCAL_INCENTIVE, EXT_KEY_REGIME, EXT_KEY_SPECIAL_REGIME, hasValidCode } from "./extensions.ts";

const validCodeOf = (code: string, key: string) => ({
  code,
  field: "ext",
  message: `'${key}' must be one of the codes the NF-e addon lists`,
  test: (party: Party) => hasValidCode(key)(party.ext),
});

export const partyRules: Validator<Party> = {
  type: "org.Party",
  assert: [
    validCodeOf("GOBL-BR-NFE-ORG-PARTY-01", EXT_KEY_REGIME),
    validCodeOf("GOBL-BR-NFE-ORG-PARTY-02", EXT_KEY_FISCAL_INCENTIVE),
    validCodeOf("GOBL-BR-NFE-ORG-PARTY-03", EXT_KEY_SPECIAL_REGIME),
  ],
};
