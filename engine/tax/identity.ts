import type { Normalizer } from "../plugin/contracts.ts";
import type { Context } from "../plugin/context.ts";
import { present } from "../rules/checks.ts";
import type { RuleSet } from "../rules/rule.ts";
import type { TaxIdentity } from "./schema.ts";
import { normalizeGenericTaxCode } from "./tax-code.ts";

/** Guard for regime contributions about tax IDs of a given country, wherever they appear. */
export function identityIn(...countries: string[]): (id: TaxIdentity) => boolean {
  return (id) => countries.includes(id.country);
}

/**
 * Tax IDs of countries without a regime plugin get the generic clean-up;
 * a regime normalises its own country's IDs (usually the same and more).
 */
export const genericIdentityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  when: (id: TaxIdentity, ctx: Context) => !ctx.plugins.regime(id.country),
  normalize(id) {
    if (id.code !== undefined) id.code = normalizeGenericTaxCode(id.code, id.country);
    if (id.code === "") delete id.code;
  },
};

const CODE_PATTERN = /^[A-Z0-9Ñ&]+$/u;
const STRICT_CODE = /^[A-ZÑa-z0-9]+([.\-:/,_& ]?[A-ZÑa-z0-9]+)*$/u;

export const identityRules: RuleSet<TaxIdentity> = {
  type: "tax.Identity",
  assert: [
    { code: "GOBL-TAX-IDENTITY-01", field: "country", message: "a country code is required", test: (id) => present(id.country) },
    {
      code: "GOBL-TAX-IDENTITY-02",
      field: "code",
      message: "code may only contain upper-case letters and digits",
      when: (id) => present(id.code),
      test: (id) => CODE_PATTERN.test(id.code ?? ""),
    },
    {
      code: "GOBL-TAX-IDENTITY-03",
      field: "scheme",
      message: "scheme must be a plain code of letters, digits and single separators",
      when: (id) => present(id.scheme),
      test: (id) => STRICT_CODE.test(id.scheme ?? ""),
    },
  ],
};
