import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";
import { identityNormalizer } from "./identity.ts";
import { rules } from "./rules.ts";

export const ca: RegimePlugin = {
  definition,
  normalizers: [identityNormalizer],
  validators: [...rules],
};
