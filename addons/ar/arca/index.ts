import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The `ar-arca-v4` addon (Argentine electronic invoices for ARCA) as the engine loads it. */
export const arca: AddonPlugin = { definition };
