/**
 * GOBL's PL regime has no rules besides the tax identity check (see
 * identity.ts): invoice requirements such as the KSeF ones live in the
 * `pl-favat` addon. The list is kept so every regime is wired the same way.
 */
import type { Validator } from "../../engine/index.ts";

export const rules: Validator[] = [];
