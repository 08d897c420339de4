import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The `pl-favat-v3` addon (Polish KSeF FA(3) invoices) as the engine loads it. */
export const favat: AddonPlugin = { definition };
