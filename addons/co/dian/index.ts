import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The `co-dian-v2` addon (Colombian DIAN UBL 2.1 invoices) as the engine loads it. */
export const dian: AddonPlugin = { definition };
