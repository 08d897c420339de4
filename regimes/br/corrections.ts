import type { CorrectionDefinition } from "../../engine/index.ts";

/** Brazilian invoices are corrected with credit notes. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
