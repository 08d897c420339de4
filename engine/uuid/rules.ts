import type { RuleSet } from "../rules/rule.ts";
import { isUUID } from "./index.ts";

export const uuidRules: RuleSet<string> = {
  type: "uuid.UUID",
  assert: [{ code: "GOBL-UUID-UUID-01", message: "not a valid UUID", when: (u) => u !== "", test: (u) => isUUID(u) }],
};
