/**
 * Finding the exchange rate that converts one currency into another, and the
 * rule check built on it ("can this document's amounts be expressed in one
 * of these currencies?"), as GOBL's currency package answers both.
 */
import type { Context } from "../plugin/context.ts";

type Rate = { from?: unknown; to?: unknown; amount?: unknown };

/**
 * The first rate in `rates` from `from` into any of `to`, or undefined when
 * none matches or `from` is itself one of the targets (nothing to convert).
 */
export function matchExchangeRate<R extends Rate>(rates: readonly unknown[] | undefined, from: string, ...to: string[]): R | undefined {
  if (to.includes(from)) return undefined;
  for (const rate of rates ?? []) {
    if (rate === null || typeof rate !== "object") continue;
    const r = rate as R;
    if (r.from === from && typeof r.to === "string" && to.includes(r.to)) return r;
  }
  return undefined;
}

/**
 * A rule check passing when a document (anything with `currency` and
 * `exchange_rates`) is in one of the target currencies or carries a rate
 * into one of them. GOBL: `currency.CanConvertTo`.
 */
export function canConvertTo(...to: string[]): (doc: unknown, ctx?: Context) => boolean {
  if (to.length === 0) throw new Error("canConvertTo needs at least one target currency");
  return (doc) => {
    if (doc === null || typeof doc !== "object") return false;
    const { currency, exchange_rates } = doc as { currency?: unknown; exchange_rates?: unknown };
    if (typeof currency !== "string") return false;
    if (to.includes(currency)) return true;
    return matchExchangeRate(Array.isArray(exchange_rates) ? exchange_rates : [], currency, ...to) !== undefined;
  };
}
