import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidPortugueseTaxCode, normalizePortugueseTaxCode } from "./tax-code.ts";

const portuguese = identityIn("PT");

/** Portuguese tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: portuguese,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizePortugueseTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-PT-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Portuguese NIF: nine digits, an issued prefix and a correct mod-11 check digit",
      when: (id) => portuguese(id) && !!id.code,
      test: (id) => isValidPortugueseTaxCode(id.code ?? ""),
    },
  ],
};
