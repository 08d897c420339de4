import type { CorrectionDefinition } from "../../../engine/index.ts";
import { EXT_KEY_CORRECTION } from "./extensions.ts";

/** How FacturaE invoices are corrected: the options carry the reason code (`es-facturae-correction`). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", extensions: [EXT_KEY_CORRECTION] }];
