/**
 * GOBL's IE regime has no rules besides the tax identity check (see
 * identity.ts); the list is kept so every regime is wired the same way.
 */
import type { Validator } from "../../engine/index.ts";

export const rules: Validator[] = [];
