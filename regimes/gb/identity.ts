import { identityIn, type Normalizer, type TaxIdentity, type Validator } from "../../engine/index.ts";
import {
  britishTaxCodeChecksumValid,
  britishTaxCodeNotZeros,
  hasBritishTaxCodeFormat,
  normalizeBritishTaxCode,
} from "./tax-code.ts";

// Codes under GB and its tax-only codes XI and XU are all cleaned alike...
const ukCountry = identityIn("GB", "XI", "XU");
// ...but only GB codes are checked (GOBL leaves XI and XU codes unchecked).
const british = identityIn("GB");
const checked = (id: TaxIdentity) => british(id) && !!id.code;

/** UK tax IDs are cleaned wherever they appear, whatever the document's regime. */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: ukCountry,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeBritishTaxCode(id.code, id.country);
    if (id.code === "") delete id.code;
  },
};

export const identityRules: Validator<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  assert: [
    {
      code: "GOBL-GB-TAX-IDENTITY-01",
      field: "code",
      message: "UK VAT number must be 9 or 12 digits, or GD/HA followed by 3 digits",
      when: checked,
      test: (id) => hasBritishTaxCodeFormat(id.code ?? ""),
    },
    {
      code: "GOBL-GB-TAX-IDENTITY-02",
      field: "code",
      message: "UK VAT number cannot be all zeros",
      when: checked,
      test: (id) => britishTaxCodeNotZeros(id.code ?? ""),
    },
    {
      code: "GOBL-GB-TAX-IDENTITY-03",
      field: "code",
      message: "UK VAT number has a wrong check number",
      when: checked,
      test: (id) => britishTaxCodeChecksumValid(id.code ?? ""),
    },
  ],
};
