/**
 * Swedish rules beyond the VAT number check: the layout and check digit of
 * organisation, personal and coordination numbers, and what an invoice
 * supplier must carry. Both apply to Swedish documents only.
 */
import type { Validator } from "../../engine/index.ts";
import {
  IDENTITY_TYPE_COORDINATION_NR,
  IDENTITY_TYPE_ORG_NR,
  IDENTITY_TYPE_PERSON_NR,
  SWEDISH_IDENTITY_TYPES,
} from "./identities.ts";
import { hasIndividualNrFormat, hasOrgNrFormat, individualNrChecksumValid, orgNrChecksumValid } from "./tax-code.ts";

type Obj = Record<string, any>;

const codeOf = (id: Obj): string => (typeof id.code === "string" ? id.code : "");
const isOrgNr = (id: Obj) => id.type === IDENTITY_TYPE_ORG_NR;
const isIndividualNr = (id: Obj) => id.type === IDENTITY_TYPE_PERSON_NR || id.type === IDENTITY_TYPE_COORDINATION_NR;

/** The party has a tax ID with a code, or an organisation, personal or coordination number. */
export function hasTaxIDOrSwedishIdentity(party: Obj | null | undefined): boolean {
  if (!party) return false;
  if (party.tax_id && typeof party.tax_id.code === "string" && party.tax_id.code !== "") return true;
  return (
    Array.isArray(party.identities) &&
    party.identities.some((id: Obj | null) => (SWEDISH_IDENTITY_TYPES as readonly unknown[]).includes(id?.type))
  );
}

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-SE-ORG-IDENTITY-01",
      field: "code",
      message: "a Swedish organisation number must have ten digits",
      when: isOrgNr,
      test: (id) => hasOrgNrFormat(codeOf(id)),
    },
    {
      code: "GOBL-SE-ORG-IDENTITY-02",
      field: "code",
      message: "the Swedish organisation number fails its Luhn check",
      when: isOrgNr,
      test: (id) => orgNrChecksumValid(codeOf(id)),
    },
    {
      code: "GOBL-SE-ORG-IDENTITY-03",
      field: "code",
      message: "a Swedish personal or coordination number must be written YYMMDD-NNNN or YYMMDD+NNNN",
      when: isIndividualNr,
      test: (id) => hasIndividualNrFormat(codeOf(id)),
    },
    {
      code: "GOBL-SE-ORG-IDENTITY-04",
      field: "code",
      message: "the Swedish personal or coordination number fails its Luhn check",
      when: isIndividualNr,
      test: (id) => individualNrChecksumValid(codeOf(id)),
    },
  ],
};

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-SE-BILL-INVOICE-01",
      field: "supplier",
      message: `a Swedish supplier needs a tax ID code or an identity of type ${SWEDISH_IDENTITY_TYPES.join(", ")}`,
      test: (inv) => hasTaxIDOrSwedishIdentity(inv.supplier),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, orgIdentityRules];
