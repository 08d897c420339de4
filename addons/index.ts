import type { AddonPlugin } from "../engine/index.ts";

/** Every format addon bizdoc ships (none yet: they arrive with the addon work). */
export const builtinAddons: readonly AddonPlugin[] = [];
