import type { CorrectionDefinition } from "../../engine/index.ts";

/** Italian invoices are corrected with credit notes ("note di credito") or debit notes ("note di debito"). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "debit-note"] }];
