/**
 * The shape the writer reads: a built GOBL document as plain JSON. It is
 * calculated and validated by the engine, so the writer trusts its types
 * and only guards what GOBL leaves optional.
 */
import { Amount, extCode } from "../../../engine/index.ts";

// The built document's members are read as loosely typed JSON: its schema is
// the engine's, already enforced before the writer sees it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JSONObject = { [key: string]: any };

/** The first element of an optional list. */
export function first<T>(list: T[] | undefined): T | undefined {
  return list && list.length > 0 ? list[0] : undefined;
}

/** An amount written with exactly two decimals (gobl.cii's Rescale(2)), rounding as GOBL does. */
export function twoDecimals(amount: string): string {
  return Amount.parse(amount).rescale(2).toString();
}

/** A GOBL percentage ("19%") as CII writes rates and percents: the number without the symbol. */
export function percentNumber(percent: string): string {
  return percent.endsWith("%") ? percent.slice(0, -1) : percent;
}

/** An extension's value, or "" when absent. */
export function ext(holder: JSONObject | undefined, key: string): string {
  return extCode(holder?.ext, key);
}

/** A document number: series and code joined by a dash, or the code alone. */
export function documentNumber(series: string | undefined, code: string | undefined): string {
  return series ? `${series}-${code ?? ""}` : (code ?? "");
}

/** A text that writes nothing when empty (gobl.cii's `omitempty` strings). */
export function optional(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
