import type { CorrectionDefinition } from "../../engine/index.ts";

/**
 * Spanish law only knows rectifying invoices ("facturas rectificativas"):
 * they are issued as credit notes, corrective invoices or debit notes. The
 * Spanish addons (FacturaE, TicketBAI) ask for a preceding reference on
 * exactly these types.
 */
export const INVOICE_CORRECTION_TYPES: readonly string[] = ["credit-note", "corrective", "debit-note"];

export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: [...INVOICE_CORRECTION_TYPES] }];
