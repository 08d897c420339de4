import type { CorrectionDefinition } from "../../../engine/index.ts";
import { EXT_KEY_DOC_TYPE } from "./extensions.ts";

/** How VERI*FACTU invoices are corrected: the options may carry the invoice type, and copying the original's tax totals into the reference is recommended. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", extensions: [EXT_KEY_DOC_TYPE], copy_tax: true }];
