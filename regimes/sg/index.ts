import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityRules, orgIdentityNormalizer } from "./identity.ts";
import { rules } from "./rules.ts";

export const sg: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, orgIdentityNormalizer],
  validators: [identityRules, ...rules],
};
