/**
 * GOBL defines no rules for the CA regime (there is no rules/ca set, not even
 * a tax identity check); the list is kept so every regime is wired the same way.
 */
import type { Validator } from "../../engine/index.ts";

export const rules: Validator[] = [];
