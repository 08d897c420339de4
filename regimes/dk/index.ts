import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityRules } from "./identity.ts";
import { rules } from "./rules.ts";

export const dk: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer],
  validators: [identityRules, ...rules],
};
