import type { CorrectionDefinition } from "../../engine/index.ts";

/**
 * Spanish law only knows rectifying invoices ("facturas rectificativas"):
 * they are issued as credit notes, corrective invoices or debit notes.
 */
export const corrections: CorrectionDefinition[] = [
  { schema: "bill/invoice", types: ["credit-note", "corrective", "debit-note"] },
];
