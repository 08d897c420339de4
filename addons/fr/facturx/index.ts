import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/**
 * Factur-X 1.x names the format; EN 16931, which it requires, already carries
 * every normaliser and rule a Factur-X invoice needs, so it contributes none.
 */
export const facturx: AddonPlugin = { definition };
