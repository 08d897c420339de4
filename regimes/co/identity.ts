import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import { isValidColombianTaxCode, normalizeColombianTaxCode } from "./tax-code.ts";

const colombian = identityIn("CO");

/** Colombian tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: colombian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeColombianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-CO-TAX-IDENTITY-01",
      field: "code",
      message: "not a valid Colombian NIT: 9 or 10 digits ending in a correct DIAN check digit",
      when: (id) => colombian(id) && !!id.code,
      test: (id) => isValidColombianTaxCode(id.code ?? ""),
    },
  ],
};
