import type { CorrectionDefinition } from "../../../engine/index.ts";
import { EXT_KEY_EFFECTIVE_DATE } from "./extensions.ts";

/** How FA(2) invoices are corrected: by credit note with a reason, citing the corrected invoice's FA_VAT id stamp. */
export const corrections: CorrectionDefinition[] = [
  {
    schema: "bill/invoice",
    types: ["credit-note"],
    extensions: [EXT_KEY_EFFECTIVE_DATE],
    reason_required: true,
    stamps: ["favat-id"],
  },
];
