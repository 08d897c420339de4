import type { ScenarioSet } from "../../../engine/index.ts";
import { EXT_KEY_DOCUMENT_TYPE } from "./keys.ts";

/**
 * ZATCA takes 388 (tax invoice) as the UNTDID document type of every
 * standard invoice, in place of EN 16931's 380 (and 389 when self-billed):
 * this scenario comes after EN 16931's, so it wins. Credit and debit notes
 * keep EN 16931's 381 and 383, which ZATCA accepts.
 */
export const scenarios: ScenarioSet[] = [
  {
    schema: "bill/invoice",
    list: [{ type: ["standard"], ext: { [EXT_KEY_DOCUMENT_TYPE]: "388" } }],
  },
];
