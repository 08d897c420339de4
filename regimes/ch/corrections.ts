import type { CorrectionDefinition } from "../../engine/index.ts";

/** Swiss invoices are corrected with credit notes. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
