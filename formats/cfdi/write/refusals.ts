/**
 * What a document lacks or holds that CFDI cannot carry, gathered while
 * writing and refused at once (422, one fault per field, at its `$.doc…`
 * path), so that one answer names everything to change.
 */
import { WritingRefusals } from "../../common/refusals.ts";

export const MISSING_CODE = "BIZDOC-CFDI-REQUIRED";
export const UNSUPPORTED_CODE = "BIZDOC-CFDI-UNSUPPORTED";

export class Refusals extends WritingRefusals {
  constructor() {
    super({ missing: MISSING_CODE, unsupported: UNSUPPORTED_CODE }, (fields) => `CFDI cannot be written for: ${fields}`);
  }
}
