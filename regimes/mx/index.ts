import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer, identityRules } from "./identity.ts";
import { invoiceMigration } from "./migrations.ts";
import { rules } from "./rules.ts";

export const mx: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer, invoiceMigration],
  validators: [identityRules, ...rules],
};
