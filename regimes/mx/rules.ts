/**
 * GOBL's MX regime has no rules besides the tax identity check (see
 * identity.ts): the CFDI requirements belong to the `mx-cfdi-v4` addon. The
 * list is kept so every regime is wired the same way.
 */
import type { Validator } from "../../engine/index.ts";

export const rules: Validator[] = [];
