/**
 * How FatturaPA writes numbers, as gobl.fatturapa does: totals with exactly
 * two decimals, prices and quantities with two to eight, percentages with
 * two (the fraction at four decimals). Always through the engine's decimal
 * types, never JS numbers.
 */
import { Amount, Percentage } from "../../../engine/index.ts";

/** Two decimals exactly (Rescale(2)). */
export function amount2(value: string | undefined): string | undefined {
  return value === undefined ? undefined : Amount.parse(value).rescale(2).toString();
}

/** Two to eight decimals (RescaleRange(2, 8)). */
export function amount8(value: Amount | string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return (typeof value === "string" ? Amount.parse(value) : value).rescaleRange(2, 8).toString();
}

/** A GOBL percentage as FatturaPA writes it: "22.0%" → "22.00". */
export function percent(value: string | undefined): string | undefined {
  return value === undefined ? undefined : Percentage.parse(value).rescale(4).stringWithoutSymbol();
}

/** The same, with an absent percentage written as 0 (AliquotaIVA is required). */
export function percentOrZero(value: string | undefined): string {
  return percent(value ?? "0%")!;
}

/** Whether a GOBL key (`a+b`) has a sub-key, as cbc.Key.Has tests it. */
export function keyHas(key: string | undefined, wanted: string): boolean {
  return key !== undefined && key.split("+").includes(wanted);
}
