import type { RegimePlugin } from "../../engine/index.ts";
import { definition } from "./definition.ts";

/** The US regime is data only: GOBL defines no tax ID check or rules for it. */
export const us: RegimePlugin = { definition };
