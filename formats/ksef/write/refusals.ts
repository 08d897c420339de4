/**
 * What a document lacks or holds that FA(3) cannot carry, gathered while
 * writing and refused at once (422, one fault per field, at its `$.doc…`
 * path), so that one answer names everything to change. The texts written
 * go through `text`, which holds them to the schema's lengths.
 */
import { WritingRefusals } from "../../common/refusals.ts";

export const MISSING_CODE = "BIZDOC-KSEF-REQUIRED";
export const UNSUPPORTED_CODE = "BIZDOC-KSEF-UNSUPPORTED";

/** FA(3)'s refusals (formats/common/refusals.ts), with the schema's text limits. */
export class Refusals extends WritingRefusals {
  constructor() {
    super({ missing: MISSING_CODE, unsupported: UNSUPPORTED_CODE }, (fields) => `FA(3) cannot be written for: ${fields}`);
  }

  /**
   * A text as the schema's string types take it (xsd:token: spaces
   * collapsed, at least one character, at most `max`): undefined, and a
   * fault when `required`, for an empty one; a fault for a longer one.
   */
  text(value: unknown, path: string, max: number, required = false): string | undefined {
    const collapsed = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
    if (collapsed === "") {
      if (required) this.missing(path, "FA(3) requires it");
      return undefined;
    }
    if ([...collapsed].length > max) {
      this.unsupported(path, `FA(3) takes at most ${max} characters here`);
      return undefined;
    }
    return collapsed;
  }
}
