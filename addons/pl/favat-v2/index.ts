import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The `pl-favat-v2` addon (Polish KSeF FA(2) invoices, superseded by FA(3)) as the engine loads it. */
export const favatV2: AddonPlugin = { definition };
