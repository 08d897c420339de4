import type { CorrectionDefinition } from "../../engine/index.ts";

/** UAE tax invoices are corrected with tax credit notes. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
