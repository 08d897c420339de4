import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** Factur-X 1 (its data; its rules join it). */
export const facturx: AddonPlugin = { definition };
