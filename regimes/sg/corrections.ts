import type { CorrectionDefinition } from "../../engine/index.ts";

/**
 * Singapore corrects invoices with credit notes only: its debit notes ask for
 * payment outside GST and do not correct an invoice.
 */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
