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
  /** Left out only where a document gave none (see CategoryAcc.ratesLeftOut). */
  rates?: RateTotalData[];
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
  /** Read back without rates (a Go nil list, which GOBL writes null): kept so. */
  ratesLeftOut?: boolean;
  amount: Amount;
  surcharge?: Amount;
}

/**
 * Where `rateFor` finds rows without scanning: categories by code and, per
 * category, rate rows by their match key (first row wins, as a linear search
 * in row order would). Rows added to `categories` from outside (`fromData`)
 * are picked up lazily, so the index never goes stale.
 */
interface CategoryIndex {
  rows: Map<string, RateAcc>;
  /** How many of the category's rows have been indexed so far. */
  indexed: number;
  /** Set once a row's ext cannot be keyed (a non-string value): that category falls back to scanning. */
  scan: boolean;
}

/** Working totals, kept as exact amounts until they are rounded and written out. */
export class TaxTotals {
  readonly categories: CategoryAcc[] = [];
  sum: Amount;
  retained?: Amount;
  private readonly byCode = new Map<string, CategoryAcc>();
  private codesIndexed = 0;
  private readonly rateIndex = new WeakMap<CategoryAcc, CategoryIndex>();

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
        ...(ct.rates === undefined ? { ratesLeftOut: true } : {}),
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

  /** The first category with this code (as a search in order would find it). */
  category(code: string | undefined): CategoryAcc | undefined {
    if (code === undefined) return undefined;
    for (; this.codesIndexed < this.categories.length; this.codesIndexed++) {
      const ct = this.categories[this.codesIndexed];
      if (!this.byCode.has(ct.code)) this.byCode.set(ct.code, ct);
    }
    return this.byCode.get(code);
  }

  /**
   * Rate rows are shared by combos with equal ext, country, percent and
   * surcharge (not key, as GOBL). GOBL searches the category's rows in order
   * for the first match; the match is an equivalence, so the first row with
   * the combo's match key is that row, found here in constant time.
   */
  rateFor(resolved: ResolvedCombo): RateAcc {
    const c = resolved.combo;
    // A combo without a category is GOBL's empty one ("").
    const code: string = c.cat ?? "";
    let category = this.category(code);
    if (!category) {
      category = { code, retained: resolved.retained, informative: resolved.informative, rates: [], amount: this.zero };
      this.categories.push(category);
    }
    const percent = c.percent !== undefined ? Percentage.parse(c.percent) : undefined;
    const surcharge = c.surcharge !== undefined ? Percentage.parse(c.surcharge) : undefined;
    const index = this.indexOf(category);
    const key = index.scan ? undefined : matchKey(c.ext, c.country, percent, surcharge);
    let rate = key === undefined ? category.rates.find((r) => matches(r, c, percent, surcharge)) : index.rows.get(key);
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

  /** The category's row index, brought up to date with its rows. */
  private indexOf(category: CategoryAcc): CategoryIndex {
    let index = this.rateIndex.get(category);
    if (!index) {
      index = { rows: new Map(), indexed: 0, scan: false };
      this.rateIndex.set(category, index);
    }
    for (; !index.scan && index.indexed < category.rates.length; index.indexed++) {
      const rt = category.rates[index.indexed];
      const key = matchKey(rt.ext, rt.country, rt.percent, rt.surcharge?.percent);
      if (key === undefined) index.scan = true;
      else if (!index.rows.has(key)) index.rows.set(key, rt);
    }
    return index;
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
        // Rates read back as left out stay so (written null, as GOBL writes a nil list).
        ...(ct.ratesLeftOut && ct.rates.length === 0 ? {} : { rates: ct.rates.map((rt) => ({
          ...(rt.country ? { country: rt.country } : {}),
          ...(rt.key ? { key: rt.key } : {}),
          ...(rt.ext ? { ext: rt.ext } : {}),
          base: rt.base.toString(),
          ...(rt.percent ? { percent: rt.percent.toString() } : {}),
          ...(rt.surcharge ? { surcharge: { percent: rt.surcharge.percent.toString(), amount: rt.surcharge.amount.toString() } } : {}),
          amount: rt.amount.toString(),
        })) }),
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
  // A key b lacks reads as undefined there, as before, and never as what b's prototype holds under it.
  return ka.length === kb.length && ka.every((k) => a![k] === (Object.hasOwn(b!, k) ? b![k] : undefined));
}

function matches(rt: RateAcc, c: ComboData, percent?: Percentage, surcharge?: Percentage): boolean {
  if (!sameExt(rt.ext, c.ext) || (rt.country ?? "") !== (c.country ?? "")) return false;
  if (!rt.percent || !percent) return !rt.percent && !percent;
  if (rt.surcharge || surcharge) {
    if (!rt.surcharge || !surcharge || !rt.surcharge.percent.equals(surcharge)) return false;
  }
  return rt.percent.equals(percent);
}

/**
 * The key under which `matches` groups rows: two rows match exactly when
 * their keys are equal. Ext compares as a set of entries (order aside),
 * countries with "" as none, percentages by value (21% = 21.00%); rows without
 * a percentage match each other whatever their surcharge. Undefined when an
 * ext value is not a string, whose matching only a scan reproduces.
 */
function matchKey(ext: Record<string, unknown> | undefined, country: string | undefined, percent?: Percentage, surcharge?: Percentage): string | undefined {
  let extKey = "";
  if (ext) {
    const keys = Object.keys(ext);
    if (keys.length > 0) {
      keys.sort();
      const entries: string[] = [];
      for (const k of keys) {
        const v = ext[k];
        if (typeof v !== "string") return undefined;
        entries.push(k, v);
      }
      extKey = JSON.stringify(entries);
    }
  }
  const value = percent ? `${valueKey(percent)}|${surcharge ? valueKey(surcharge) : "-"}` : "none";
  return `${JSON.stringify(country ?? "")}${value}${extKey}`;
}

/** A percentage's value without its precision: 0.210 and 0.21 give "21e-2". */
function valueKey(p: Percentage): string {
  let value = p.base.value;
  let exp = p.base.exp;
  if (value === 0n) return "0";
  while (exp > 0 && value % 10n === 0n) {
    value /= 10n;
    exp--;
  }
  return `${value}e-${exp}`;
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
