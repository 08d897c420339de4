import type { CorrectionDefinition } from "../../engine/index.ts";

/** French invoices are corrected with credit notes ("avoirs", UNTDID 381) or corrective invoices (384). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note", "corrective"] }];
