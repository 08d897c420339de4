import type { CorrectionDefinition } from "../../../engine/index.ts";
import { EXT_KEY_CORRECTION } from "./extensions.ts";

/** How TicketBAI invoices are corrected: the options carry the rectification code (`es-tbai-correction`). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", extensions: [EXT_KEY_CORRECTION] }];
