import type { CorrectionDefinition } from "../../engine/index.ts";

/** Portuguese invoices are corrected with credit notes ("notas de crédito") or debit notes ("notas de débito"). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "debit-note"] }];
