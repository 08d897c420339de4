import { Amount } from "../num/index.ts";

/**
 * GOBL's two rounding rules. `precise` (the default) keeps full precision and
 * rounds each total once at the end; `currency` rounds to the currency's
 * decimals before summing, so totals always add up visibly.
 */
export type RoundingRule = "precise" | "currency";

/** Older names GOBL still accepts for the two rules. */
export const LEGACY_ROUNDING: ReadonlyMap<string, RoundingRule> = new Map([
  ["sum-then-round", "precise"],
  ["round-then-sum", "currency"],
]);

/** Rounds an amount to the currency's decimals (currency rule) or only pads it (precise rule). */
export function applyRounding(rule: RoundingRule, decimals: number, amount: Amount): Amount {
  return rule === "currency" ? amount.rescale(decimals) : amount.rescaleUp(decimals);
}

/** Before adding b to a: precise grows a's precision to b's; currency keeps a's. */
export function matchRounding(rule: RoundingRule, a: Amount, b: Amount): Amount {
  return rule === "currency" ? a : a.matchPrecision(b);
}
