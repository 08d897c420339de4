/**
 * What a document lacks for FacturaE, gathered while writing and refused at
 * once (422, one fault per missing field, at its `$.doc…` path), so that one
 * answer names everything to add rather than the first gap only.
 */
import { WritingRefusals } from "../../common/refusals.ts";

export const MISSING_CODE = "BIZDOC-FACTURAE-REQUIRED";
export const UNSUPPORTED_CODE = "BIZDOC-FACTURAE-UNSUPPORTED";

/** FacturaE's refusals (formats/common/refusals.ts). */
export class Refusals extends WritingRefusals {
  constructor() {
    super({ missing: MISSING_CODE, unsupported: UNSUPPORTED_CODE }, (fields) => `FacturaE cannot be written without: ${fields}`);
  }
}
