import type { CorrectionDefinition } from "../../engine/index.ts";

/** Indian invoices are corrected with credit notes or debit notes. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "debit-note"] }];
