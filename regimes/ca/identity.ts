import { identityIn, type Normalizer, type TaxIdentity } from "../../engine/index.ts";
import { normalizeCanadianTaxCode } from "./tax-code.ts";

const canadian = identityIn("CA");

/**
 * Canadian tax IDs are cleaned wherever they appear, whatever the document's
 * regime. GOBL defines no rule on their content.
 */
export const identityNormalizer: Normalizer<TaxIdentity> = {
  type: "tax.Identity",
  scope: "any",
  when: canadian,
  normalize(id) {
    if (id.code === undefined) return;
    id.code = normalizeCanadianTaxCode(id.code);
    if (id.code === "") delete id.code;
  },
};
