/**
 * GOBL's rules for Danish documents besides the VAT number check: what an
 * invoice supplier must carry (DK documents only), and the CVR identity
 * check, which GOBL applies to CVR identities in documents of any regime.
 */
import type { Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_CVR } from "./identities.ts";
import { isValidDanishTaxCode } from "./tax-code.ts";

type Obj = Record<string, any>;

/** The party has a tax ID with a code, or an identity of type CVR. */
export function hasTaxIDOrCVR(party: Obj | null | undefined): boolean {
  if (!party) return false;
  if (party.tax_id && typeof party.tax_id.code === "string" && party.tax_id.code !== "") return true;
  return Array.isArray(party.identities) && party.identities.some((id: Obj | null) => id?.type === IDENTITY_TYPE_CVR);
}

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-DK-ORG-IDENTITY-01",
      field: "code",
      message: "not a valid Danish CVR number: eight digits passing the mod-11 check",
      // An empty code is left to the generic identity rule.
      when: (id) => id.type === IDENTITY_TYPE_CVR && typeof id.code === "string" && id.code !== "",
      test: (id) => isValidDanishTaxCode(id.code),
    },
  ],
};

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-DK-BILL-INVOICE-01",
      field: "supplier",
      message: "a Danish supplier needs a tax ID code or a CVR identity",
      test: (inv) => hasTaxIDOrCVR(inv.supplier),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, orgIdentityRules];
