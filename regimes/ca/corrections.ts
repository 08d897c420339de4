import type { CorrectionDefinition } from "../../engine/index.ts";

/** Canadian invoices may be corrected with credit notes or debit notes. */
export const corrections: CorrectionDefinition[] = [
  { schema: "bill/invoice", types: ["credit-note", "debit-note"] },
];
