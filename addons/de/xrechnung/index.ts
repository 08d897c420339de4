import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** XRechnung 3, Germany's EN 16931 profile (its data; its rules join it). */
export const xrechnung: AddonPlugin = { definition };
