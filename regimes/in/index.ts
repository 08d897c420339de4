import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityRules, orgIdentityNormalizer } from "./identity.ts";
import { rules } from "./rules.ts";

// `in` is a reserved word, so the plugin is declared as `india` and exported
// under both names (`import { in as india }` works as well).
export const india: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, orgIdentityNormalizer],
  validators: [identityRules, ...rules],
};

export { india as in };
