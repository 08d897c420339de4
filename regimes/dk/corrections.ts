import type { CorrectionDefinition } from "../../engine/index.ts";

/** Danish invoices are corrected with credit notes ("kreditnotaer"). */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
