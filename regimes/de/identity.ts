import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidGermanTaxCode, normalizeGermanTaxCode, normalizeGermanTaxNumber } from "./tax-code.ts";

type Obj = Record<string, any>;

const german = identityIn("DE");

/** Key of the org identity carrying a German tax number (Steuernummer). */
export const IDENTITY_KEY_TAX_NUMBER = "de-tax-number";

export function isGermanTaxNumberIdentity(id: Obj | null | undefined): boolean {
  return !!id && id.key === IDENTITY_KEY_TAX_NUMBER;
}

/** German tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: german,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeGermanTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-DE-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid German VAT number: nine digits, no leading zero, correct check digit",
      when: (id) => german(id) && !!id.code,
      test: (id) => isValidGermanTaxCode(id.code ?? ""),
    },
  ],
};

/** Tax-number identities of parties in German documents are written in their usual layout. */
export const taxNumberNormalizer: Normalizer<Obj> = {
  type: "org.Identity",
  when: (id) => isGermanTaxNumberIdentity(id),
  normalize(id) {
    if (typeof id.code === "string") id.code = normalizeGermanTaxNumber(id.code);
  },
};

/** Org identity normalisers of the DE regime (document scope: German documents only). */
export const identityNormalizers: Normalizer[] = [taxNumberNormalizer];
