import type { CorrectionDefinition } from "../../../engine/index.ts";

/** How FA(3) invoices are corrected: by credit note, citing the corrected invoice's KSeF number stamp. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"], stamps: ["favat-ksef-number"] }];
