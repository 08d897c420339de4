import type { CorrectionDefinition } from "../../../engine/index.ts";

/** SAF-T corrections of an invoice must give their reason. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", reason_required: true }];
