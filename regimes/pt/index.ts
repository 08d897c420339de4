import type { RegimePlugin } from "../../engine/index.ts";
import { comboNormalizer } from "./combo.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityRules } from "./identity.ts";
import { invoiceMigration } from "./migrations.ts";
import { rules } from "./rules.ts";

export const pt: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, comboNormalizer, invoiceMigration],
  validators: [identityRules, ...rules],
};
