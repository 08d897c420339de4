/**
 * Dutch rules beyond the VAT number check: KVK and OIN identity codes, and
 * what an invoice supplier must carry. Both apply to Dutch documents only.
 */
import type { Validator } from "../../engine/index.ts";
import { utf8Length } from "../../engine/cbc/index.ts";
import { IDENTITY_TYPE_KVK, IDENTITY_TYPE_OIN } from "./identities.ts";

type Obj = Record<string, any>;


/** 20 digits: six zeros, a register code (01-09, 10 or 99), nine digits, three zeros. */
export const OIN_RE = /^0{6}(?:0[1-9]|10|99)[0-9]{9}0{3}$/;

/** The party has a tax ID with a code, or a KVK or OIN identity. */
export function hasTaxIDOrRegistration(party: Obj | null | undefined): boolean {
  if (!party) return false;
  if (party.tax_id && typeof party.tax_id.code === "string" && party.tax_id.code !== "") return true;
  return (
    Array.isArray(party.identities) &&
    party.identities.some((id: Obj | null) => id?.type === IDENTITY_TYPE_KVK || id?.type === IDENTITY_TYPE_OIN)
  );
}

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-NL-ORG-IDENTITY-01",
      field: "code",
      message: "KVK number must be 8 characters",
      when: (id) => id.type === IDENTITY_TYPE_KVK,
      // An empty code is left to the generic identity rule; length in UTF-8 bytes as in GOBL.
      test: (id) => !id.code || utf8Length(id.code) === 8,
    },
    {
      code: "GOBL-NL-ORG-IDENTITY-02",
      field: "code",
      message: "OIN must be 20 digits: 000000, register 01-10 or 99, 9 digits, 000",
      when: (id) => id.type === IDENTITY_TYPE_OIN,
      test: (id) => !id.code || OIN_RE.test(id.code),
    },
  ],
};

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-NL-BILL-INVOICE-01",
      field: "supplier",
      message: "a Dutch supplier needs a tax ID code or a KVK or OIN identity",
      test: (inv) => hasTaxIDOrRegistration(inv.supplier),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, orgIdentityRules];
