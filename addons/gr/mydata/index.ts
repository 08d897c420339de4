import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The Greece myDATA addon. */
export const mydata: AddonPlugin = { definition };
