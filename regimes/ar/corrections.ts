import type { CorrectionDefinition } from "../../engine/index.ts";

/**
 * Argentine invoices are corrected with credit notes ("notas de crédito") or
 * debit notes ("notas de débito"), linked to the invoice they adjust.
 */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "debit-note"] }];
