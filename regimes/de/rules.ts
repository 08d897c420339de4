/**
 * German rules beyond the VAT number check: the tax-number identity format
 * and what an invoice supplier must carry. Both apply to German documents only.
 */
import type { Validator } from "../../engine/index.ts";
import { IDENTITY_KEY_TAX_NUMBER, isGermanTaxNumberIdentity } from "./identity.ts";
import { isValidGermanTaxNumber } from "./tax-code.ts";

type Obj = Record<string, any>;

/** The party has a tax ID with a code, or an identity keyed "de-tax-number". */
export function hasTaxIDOrTaxNumber(party: Obj | null | undefined): boolean {
  if (!party) return false;
  if (party.tax_id && typeof party.tax_id.code === "string" && party.tax_id.code !== "") return true;
  return Array.isArray(party.identities) && party.identities.some((id: Obj | null) => id?.key === IDENTITY_KEY_TAX_NUMBER);
}

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-DE-ORG-IDENTITY-01",
      field: "code",
      message: "German tax number must be written 12/345/67890, 123/456/78901 or 123/4567/8901",
      when: (id) => isGermanTaxNumberIdentity(id),
      test: (id) => isValidGermanTaxNumber(id.code ?? ""),
    },
  ],
};

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      code: "GOBL-DE-BILL-INVOICE-01",
      field: "supplier",
      message: "a German supplier needs a tax ID code or a 'de-tax-number' identity",
      test: (inv) => hasTaxIDOrTaxNumber(inv.supplier),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, orgIdentityRules];
