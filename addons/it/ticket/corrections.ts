import type { CorrectionDefinition } from "../../../engine/index.ts";

/** Tickets are corrected with corrective invoices that carry the AdE reference (`ade-ref` stamp) of the original. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["corrective"], stamps: ["ade-ref"] }];
