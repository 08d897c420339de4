/**
 * What a document lacks for FacturaE, gathered while writing and refused at
 * once (422, one fault per missing field, at its `$.doc…` path), so that one
 * answer names everything to add rather than the first gap only.
 */
import { BizdocError, type Fault } from "../../../engine/index.ts";

export const MISSING_CODE = "BIZDOC-FACTURAE-REQUIRED";
export const UNSUPPORTED_CODE = "BIZDOC-FACTURAE-UNSUPPORTED";

export class Refusals {
  private readonly faults: Fault[] = [];

  /** A field FacturaE requires that the document lacks. */
  missing(path: string, description: string): void {
    this.faults.push({ code: MISSING_CODE, properties: [path], description });
  }

  /** A value FacturaE has no code for. */
  unsupported(path: string, description: string): void {
    this.faults.push({ code: UNSUPPORTED_CODE, properties: [path], description });
  }

  /** Throws the refusal when anything is missing. */
  throwIfAny(): void {
    if (this.faults.length === 0) return;
    const fields = this.faults.map((f) => f.properties[0]).join(", ");
    throw new BizdocError("validation", `FacturaE cannot be written without: ${fields}`, this.faults);
  }
}
