import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { IDENTITY_KEY_FISCAL_CODE } from "./identities.ts";
import { isValidItalianTaxCode, normalizeItalianFiscalCode, normalizeItalianTaxCode } from "./tax-code.ts";

type Obj = Record<string, any>;

const italian = identityIn("IT");

/** Italian tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: italian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeItalianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-IT-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Italian VAT number (Partita IVA): eleven digits ending in a Luhn check digit",
      when: (id) => italian(id) && !!id.code,
      test: (id) => isValidItalianTaxCode(id.code ?? ""),
    },
  ],
};

export function isFiscalCodeIdentity(id: Obj | null | undefined): boolean {
  return !!id && id.key === IDENTITY_KEY_FISCAL_CODE;
}

/**
 * Fiscal-code identities of Italian documents are cleaned like tax IDs
 * (document scope). An empty result stays an empty code, as in GOBL, for the
 * rules to report.
 */
export const fiscalCodeNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  when: (id) => isFiscalCodeIdentity(id),
  normalize(id) {
    if (typeof id.code === "string") id.code = normalizeItalianFiscalCode(id.code);
  },
};
