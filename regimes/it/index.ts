import type { RegimePlugin } from "../../engine/index.ts";
import { comboNormalizer } from "./combo.ts";
import { definition } from "./definition.ts";
import { fiscalCodeNormalizer, identityNormalizer, identityRules } from "./identity.ts";
import { partyNormalizer } from "./party.ts";
import { rules } from "./rules.ts";

export const it: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, fiscalCodeNormalizer, partyNormalizer, comboNormalizer],
  validators: [identityRules, ...rules],
};
