import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityNormalizers, identityRules } from "./identity.ts";
import { rules } from "./rules.ts";

export const se: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, ...identityNormalizers],
  validators: [identityRules, ...rules],
};
