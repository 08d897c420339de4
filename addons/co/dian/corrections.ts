import type { CorrectionDefinition } from "../../../engine/index.ts";
import { EXT_KEY_CREDIT_CODE, EXT_KEY_DEBIT_CODE } from "./extensions.ts";

/** How DIAN invoices are corrected: credit or debit notes with a reason and a cause code, citing the CUDE stamp. */
export const corrections: CorrectionDefinition[] = [
  {
    schema: "bill/invoice",
    types: ["credit-note", "debit-note"],
    extensions: [EXT_KEY_CREDIT_CODE, EXT_KEY_DEBIT_CODE],
    reason_required: true,
    stamps: ["dian-cude"],
  },
];
