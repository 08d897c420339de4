import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The Italy AdE ticket (documento commerciale) addon. */
export const ticket: AddonPlugin = { definition };
