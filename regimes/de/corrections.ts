import type { CorrectionDefinition } from "../../engine/index.ts";

/** German invoices are corrected with credit notes only. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
