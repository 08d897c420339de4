import type { CorrectionDefinition } from "../../engine/index.ts";

/** Colombian invoices are corrected with credit notes ("notas crédito") or debit notes ("notas débito"). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "debit-note"] }];
