import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/**
 * ZUGFeRD 2.x names the format; EN 16931, which it requires, already carries
 * every normaliser and rule a ZUGFeRD invoice needs, so it contributes none.
 */
export const zugferd: AddonPlugin = { definition };
