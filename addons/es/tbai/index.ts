import type { AddonPlugin } from "../../../engine/index.ts";
import { definition } from "./definition.ts";

/** The TicketBAI addon (`es-tbai-v1`), for invoices issued in the Basque Country. */
export const tbai: AddonPlugin = { definition };
