/**
 * The shape the writer reads: a built GOBL document as plain JSON. It is
 * calculated and validated by the engine, so the writer trusts its types
 * and only guards what GOBL leaves optional.
 */
import { Amount } from "../../../engine/index.ts";

export { documentNumber, ext, first, type JSONObject } from "../../common/document-json.ts";

/** An amount written with exactly two decimals (gobl.cii's Rescale(2)), rounding as GOBL does. */
export function twoDecimals(amount: string): string {
  return Amount.parse(amount).rescale(2).toString();
}

/** A GOBL percentage ("19%") as CII writes rates and percents: the number without the symbol. */
export function percentNumber(percent: string): string {
  return percent.endsWith("%") ? percent.slice(0, -1) : percent;
}

/** A text that writes nothing when empty (gobl.cii's `omitempty` strings). */
export function optional(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
