import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** Chorus Pro, France's public-sector invoicing portal (its data; its rules join it). */
export const choruspro: AddonPlugin = { definition };
