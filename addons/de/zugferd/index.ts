import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** ZUGFeRD 2 (its data; its rules join it). */
export const zugferd: AddonPlugin = { definition };
