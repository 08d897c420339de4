/**
 * French rules beyond the VAT number check (French documents only): the
 * layout of SIREN and SIRET identities, and what an invoice supplier must
 * carry to be identified.
 */
import type { Validator } from "../../engine/index.ts";
import { IDENTITY_TYPE_SIREN, IDENTITY_TYPE_SIRET } from "./identities.ts";

type Obj = Record<string, any>;

export const SIREN_FORMAT_RE = /^[0-9]{9}$/;
export const SIRET_FORMAT_RE = /^[0-9]{14}$/;

const hasTaxIDCode = (party: Obj): boolean =>
  !!party.tax_id && typeof party.tax_id.code === "string" && party.tax_id.code !== "";

/** The party has a tax ID with a code, or a SIREN or SIRET identity. */
export function hasTaxIDOrCompanyNumber(party: Obj | null | undefined): boolean {
  if (!party || typeof party !== "object") return false;
  if (hasTaxIDCode(party)) return true;
  return (
    Array.isArray(party.identities) &&
    party.identities.some((id: Obj | null) => id?.type === IDENTITY_TYPE_SIREN || id?.type === IDENTITY_TYPE_SIRET)
  );
}

/** An empty or missing code is left alone, as GOBL's pattern checks do. */
const codeMatches = (re: RegExp, code: unknown): boolean => typeof code !== "string" || code === "" || re.test(code);

export const orgIdentityRules: Validator<Obj> = {
  type: "org.Identity",
  assert: [
    {
      code: "GOBL-FR-ORG-IDENTITY-01",
      field: "code",
      message: "a SIREN identity code must be nine digits",
      when: (id) => id.type === IDENTITY_TYPE_SIREN,
      test: (id) => codeMatches(SIREN_FORMAT_RE, id.code),
    },
    {
      code: "GOBL-FR-ORG-IDENTITY-02",
      field: "code",
      message: "a SIRET identity code must be fourteen digits",
      when: (id) => id.type === IDENTITY_TYPE_SIRET,
      test: (id) => codeMatches(SIRET_FORMAT_RE, id.code),
    },
  ],
};

export const invoiceRules: Validator<Obj> = {
  type: "bill.Invoice",
  assert: [
    {
      // Also raised when the supplier is missing altogether, as in GOBL.
      code: "GOBL-FR-BILL-INVOICE-01",
      field: "supplier",
      message: "a French supplier needs a tax ID code or a SIREN or SIRET identity",
      test: (inv) => hasTaxIDOrCompanyNumber(inv.supplier),
    },
  ],
};

export const rules: Validator[] = [invoiceRules, orgIdentityRules];
