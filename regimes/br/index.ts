import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityRules } from "./identity.ts";
import { partyNormalizer } from "./party.ts";
import { rules } from "./rules.ts";

export const br: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, partyNormalizer],
  validators: [identityRules, ...rules],
};
