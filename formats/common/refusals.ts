/**
 * What a document lacks, or holds that a format cannot carry, gathered while
 * writing it and refused at once (422, one fault per field, at its `$.doc…`
 * path), so that one answer names everything to change rather than the
 * first gap only. Each format names its own codes (BIZDOC-<FORMAT>-REQUIRED,
 * BIZDOC-<FORMAT>-UNSUPPORTED) and how its refusal reads.
 */
import { BizdocError, type Fault } from "../../engine/index.ts";

export class WritingRefusals {
  private readonly faults: Fault[] = [];

  /**
   * @param codes  the format's fault codes for a missing field and for a value it has no place or code for
   * @param refusal  the refusal's message, given the fields named
   */
  constructor(
    private readonly codes: { missing: string; unsupported: string },
    private readonly refusal: (fields: string) => string,
  ) {}

  /** A field the format requires that the document lacks. */
  missing(path: string, description: string): void {
    this.faults.push({ code: this.codes.missing, properties: [path], description });
  }

  /** A value the format has no place or code for. */
  unsupported(path: string, description: string): void {
    this.faults.push({ code: this.codes.unsupported, properties: [path], description });
  }

  get any(): boolean {
    return this.faults.length > 0;
  }

  /** Throws the refusal when anything was found. */
  throwIfAny(): void {
    if (this.faults.length === 0) return;
    const fields = this.faults.map((f) => f.properties[0]).join(", ");
    throw new BizdocError("validation", this.refusal(fields), this.faults);
  }
}
