import { calculationError } from "../errors/index.ts";
import { Amount, Percentage } from "../num/index.ts";
import type { Context } from "../plugin/context.ts";
import { resolveCombo, type ComboData, type ResolvedCombo } from "./combo.ts";
import { matchRounding, type RoundingRule } from "./rounding.ts";

/** Anything that carries taxes: a line, a document discount (negative) or charge. */
export interface TaxableItem {
  amount: Amount;
  taxes: ComboData[];
  /** Where the item sits in the document (`$.lines[0]`), for fault paths. */
  path: string;
}

export interface RateTotalData {
  country?: string;
  key?: string;
  ext?: Record<string, string>;
  base: string;
  percent?: string;
  surcharge?: { percent: string; amount: string };
  amount: string;
}

export interface CategoryTotalData {
  code: string;
  retained?: boolean;
  informative?: boolean;
  rates: RateTotalData[];
  amount: string;
  surcharge?: string;
}

export interface TaxTotalData {
  categories?: CategoryTotalData[];
  sum: string;
  retained?: string;
}

interface RateAcc {
  country?: string;
  key?: string;
  ext?: Record<string, string>;
  percent?: Percentage;
  surcharge?: { percent: Percentage; amount: Amount };
  base: Amount;
  amount: Amount;
}

interface CategoryAcc {
  code: string;
  retained: boolean;
  informative: boolean;
  rates: RateAcc[];
  amount: Amount;
  surcharge?: Amount;
}

/** Working totals, kept as exact amounts until they are rounded and written out. */
export class TaxTotals {
  readonly categories: CategoryAcc[] = [];
  sum: Amount;
  retained?: Amount;

  constructor(private readonly zero: Amount) {
    this.sum = zero;
  }

  /** Totals read back from a document (a preceding document's taxes), to be recalculated. */
  static fromData(data: TaxTotalData, zero: Amount): TaxTotals {
    const totals = new TaxTotals(zero);
    for (const ct of data.categories ?? []) {
      totals.categories.push({
        code: ct.code,
        retained: !!ct.retained,
        informative: !!ct.informative,
        amount: zero,
        rates: (ct.rates ?? []).map((rt) => ({
          ...(rt.country ? { country: rt.country } : {}),
          ...(rt.key ? { key: rt.key } : {}),
          ...(rt.ext ? { ext: rt.ext } : {}),
          percent: rt.percent !== undefined ? Percentage.parse(rt.percent) : undefined,
          surcharge: rt.surcharge ? { percent: Percentage.parse(rt.surcharge.percent), amount: zero } : undefined,
          base: Amount.parse(rt.base ?? "0"),
          amount: zero,
        })),
      });
    }
    return totals;
  }

  /** Rewrites every rate base (to convert or scale the totals); amounts follow on `calculate`. */
  convert(fn: (base: Amount) => Amount): void {
    for (const ct of this.categories) for (const rt of ct.rates) rt.base = fn(rt.base);
  }

  category(code: string | undefined): CategoryAcc | undefined {
    return code ? this.categories.find((c) => c.code === code) : undefined;
  }

  /** Rate rows are shared by combos with equal ext, country, percent and surcharge (not key, as GOBL). */
  rateFor(resolved: ResolvedCombo): RateAcc {
    const c = resolved.combo;
    let category = this.category(c.cat);
    if (!category) {
      category = { code: c.cat, retained: resolved.retained, informative: resolved.informative, rates: [], amount: this.zero };
      this.categories.push(category);
    }
    const percent = c.percent !== undefined ? Percentage.parse(c.percent) : undefined;
    const surcharge = c.surcharge !== undefined ? Percentage.parse(c.surcharge) : undefined;
    let rate = category.rates.find((r) => matches(r, c, percent, surcharge));
    if (!rate) {
      rate = {
        ...(c.country ? { country: c.country } : {}),
        ...(c.key ? { key: c.key } : {}),
        ...(c.ext && Object.keys(c.ext).length > 0 ? { ext: { ...c.ext } } : {}),
        percent,
        surcharge: surcharge ? { percent: surcharge, amount: this.zero } : undefined,
        base: this.zero,
        amount: this.zero,
      };
      category.rates.push(rate);
    }
    return rate;
  }

  /** Rate amounts from bases, category amounts from rates, then the sum and retained totals. */
  calculate(rule: RoundingRule): void {
    this.sum = this.zero;
    this.retained = undefined;
    for (const ct of this.categories) {
      ct.amount = this.zero;
      ct.surcharge = undefined;
      for (const rt of ct.rates) {
        if (!rt.percent) {
          rt.amount = this.zero;
          continue;
        }
        rt.amount = rt.percent.of(rt.base);
        ct.amount = matchRounding(rule, ct.amount, rt.amount).add(rt.amount);
        if (rt.surcharge) {
          rt.surcharge.amount = rt.surcharge.percent.of(rt.base);
          const s: Amount = ct.surcharge ?? this.zero;
          ct.surcharge = matchRounding(rule, s, rt.surcharge.amount).add(rt.surcharge.amount);
        }
      }
      if (ct.informative) continue;
      if (ct.retained) {
        let r = matchRounding(rule, this.retained ?? this.zero, ct.amount).add(ct.amount);
        if (ct.surcharge) r = r.add(ct.surcharge);
        this.retained = r;
      } else {
        this.sum = matchRounding(rule, this.sum, ct.amount).add(ct.amount);
        if (ct.surcharge) this.sum = this.sum.add(ct.surcharge);
      }
    }
  }

  /** Every figure to the currency's decimals, each independently. */
  round(decimals: number): void {
    for (const ct of this.categories) {
      for (const rt of ct.rates) {
        rt.amount = rt.amount.rescale(decimals);
        rt.base = rt.base.rescale(decimals);
        if (rt.surcharge) rt.surcharge.amount = rt.surcharge.amount.rescale(decimals);
      }
      ct.amount = ct.amount.rescale(decimals);
      if (ct.surcharge) ct.surcharge = ct.surcharge.rescale(decimals);
    }
    this.sum = this.sum.rescale(decimals);
    if (this.retained) this.retained = this.retained.rescale(decimals);
  }

  toData(): TaxTotalData {
    const out: TaxTotalData = { sum: this.sum.toString() };
    if (this.categories.length > 0) {
      out.categories = this.categories.map((ct) => ({
        code: ct.code,
        ...(ct.retained ? { retained: true } : {}),
        ...(ct.informative ? { informative: true } : {}),
        rates: ct.rates.map((rt) => ({
          ...(rt.country ? { country: rt.country } : {}),
          ...(rt.key ? { key: rt.key } : {}),
          ...(rt.ext ? { ext: rt.ext } : {}),
          base: rt.base.toString(),
          ...(rt.percent ? { percent: rt.percent.toString() } : {}),
          ...(rt.surcharge ? { surcharge: { percent: rt.surcharge.percent.toString(), amount: rt.surcharge.amount.toString() } } : {}),
          amount: rt.amount.toString(),
        })),
        amount: ct.amount.toString(),
        ...(ct.surcharge ? { surcharge: ct.surcharge.toString() } : {}),
      }));
    }
    if (this.retained) out.retained = this.retained.toString();
    return out;
  }
}

function sameExt(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const ka = Object.keys(a ?? {});
  const kb = Object.keys(b ?? {});
  return ka.length === kb.length && ka.every((k) => a![k] === b?.[k]);
}

function matches(rt: RateAcc, c: ComboData, percent?: Percentage, surcharge?: Percentage): boolean {
  if (!sameExt(rt.ext, c.ext) || (rt.country ?? "") !== (c.country ?? "")) return false;
  if (!rt.percent || !percent) return !rt.percent && !percent;
  if (rt.surcharge || surcharge) {
    if (!rt.surcharge || !surcharge || !rt.surcharge.percent.equals(surcharge)) return false;
  }
  return rt.percent.equals(percent);
}

export interface TotalsInput {
  items: TaxableItem[];
  /** The document regime's country: combos of that country are the document's own. */
  country?: string;
  /** Tax date (value date or issue date), for picking rate values. */
  date: string;
  decimals: number;
  rule: RoundingRule;
  /** Category whose tax is included in the prices. */
  includes?: string;
}

/**
 * GOBL's tax total calculation: resolve every combo, take included tax out of
 * the item amounts, accumulate bases per category and rate row, then compute
 * amounts and sums under the rounding rule.
 */
export function calculateTaxTotals(input: TotalsInput, ctx: Context): TaxTotals {
  const zero = Amount.zero(input.decimals);
  const totals = new TaxTotals(zero);
  const prepared = input.items.map((item) => {
    let amount = item.amount;
    const resolved = item.taxes.map((combo, j) => {
      const r = resolveCombo(combo, input.country, input.date, ctx, `${item.path}.taxes[${j}]`);
      amount = amount.rescaleUp(input.decimals + 2);
      return r;
    });
    return { amount, resolved };
  });
  if (input.includes) {
    for (const p of prepared) {
      const included = p.resolved.find((r) => r.combo.cat === input.includes);
      if (!included) continue;
      const where = `${ctx.root}.tax.prices_include`;
      if (included.retained) throw calculationError(where, `prices cannot include the retained category '${input.includes}'`);
      if (included.informative) throw calculationError(where, `prices cannot include the informative category '${input.includes}'`);
      if (included.combo.percent === undefined) continue;
      p.amount = p.amount.remove(Percentage.parse(included.combo.percent));
    }
  }
  for (const p of prepared) {
    for (const r of p.resolved) {
      const rate = totals.rateFor(r);
      rate.base = matchRounding(input.rule, rate.base, p.amount).add(p.amount);
    }
  }
  totals.calculate(input.rule);
  return totals;
}
