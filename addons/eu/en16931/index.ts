import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** EN 16931-1:2017, the European e-invoicing norm (its data; its normalisers and rules join it). */
export const en16931: AddonPlugin = { definition };
