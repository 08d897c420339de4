/**
 * GOBL's rules for Singaporean documents besides the tax ID check (document
 * scope: the SG regime only): the UEN layout and what an invoice supplier
 * must carry.
 */
import type { Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_UEN } from "./identities.ts";
import { isValidUEN } from "./tax-code.ts";

type Obj = Record<string, any>;

/** The party has a tax ID with a code, or an identity of type UEN. */
export function hasTaxIDOrUEN(party: Obj | null | undefined): boolean {
  if (!party) return false;
  if (party.tax_id && typeof party.tax_id.code === "string" && party.tax_id.code !== "") return true;
  return Array.isArray(party.identities) && party.identities.some((id: Obj | null) => id?.type === IDENTITY_TYPE_UEN);
}

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-SG-ORG-IDENTITY-01",
      field: "code",
      message: "a UEN must follow the ROC, ROB or other-entity layout",
      when: (id) => id.type === IDENTITY_TYPE_UEN,
      // Unlike most identity rules, an empty (or missing) code fails too, as in GOBL.
      test: (id) => typeof id.code === "string" && isValidUEN(id.code),
    },
  ],
};

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-SG-BILL-INVOICE-01",
      field: "supplier",
      message: "a Singaporean supplier needs a GST tax ID code or a UEN identity",
      test: (inv) => hasTaxIDOrUEN(inv.supplier),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, orgIdentityRules];
