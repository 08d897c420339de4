import type { CorrectionDefinition } from "../../engine/index.ts";

/** Norwegian bookkeeping rules only know the credit note (kreditnota) as a correction. */
export const corrections: CorrectionDefinition[] = [{ schema: "bill/invoice", types: ["credit-note"] }];
