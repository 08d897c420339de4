import type { CorrectionDefinition } from "../../engine/index.ts";
import { STAMP_IAPR_MARK } from "./stamps.ts";

/**
 * Greek invoices are corrected with credit notes, which must carry the
 * myDATA mark (MARK) the tax authority gave the original invoice.
 */
export const corrections: CorrectionDefinition[] = [
  { schema: "bill/invoice", types: ["credit-note"], stamps: [STAMP_IAPR_MARK] },
];
