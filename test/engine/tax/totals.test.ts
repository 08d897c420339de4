import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Amount, Percentage } from "../../../engine/num/index.ts";
import type { ComboData } from "../../../engine/tax/combo.ts";
import { TaxTotals, type TaxTotalData } from "../../../engine/tax/totals.ts";

const zero = Amount.zero(2);
const runs = Number(process.env.PROPERTY_RUNS ?? 100);
const resolved = (combo: ComboData) => ({ combo, retained: false, informative: false });

/** The rate rows of one category, each wrapped so that every element read is counted. */
function countingRows(totals: TaxTotals, code: string): { reads: () => number } {
  let reads = 0;
  const rows: unknown[] = [];
  const proxy = new Proxy(rows, {
    get(target, prop, receiver) {
      if (typeof prop === "string" && /^\d+$/.test(prop)) reads++;
      return Reflect.get(target, prop, receiver);
    },
  });
  totals.categories.push({ code, retained: false, informative: false, rates: proxy as never, amount: zero });
  return { reads: () => reads };
}

/** Percentage and amount comparisons made while `fn` runs (counted only: a spy would keep every call). */
function countComparisons(fn: () => void): number {
  let count = 0;
  const equals = Percentage.prototype.equals;
  const compare = Amount.prototype.compare;
  Percentage.prototype.equals = function (this: Percentage, other: Percentage) {
    count++;
    return equals.call(this, other);
  };
  Amount.prototype.compare = function (this: Amount, other: Amount) {
    count++;
    return compare.call(this, other);
  };
  try {
    fn();
    return count;
  } finally {
    Percentage.prototype.equals = equals;
    Amount.prototype.compare = compare;
  }
}

/** `n` combos of one category, each with its own percentage. */
const distinct = (n: number, cat = "VAT"): ComboData[] =>
  Array.from({ length: n }, (_, i) => ({ cat, percent: `${Math.floor(i / 100)}.${String(i % 100).padStart(2, "0")}%` }));

describe("tax totals: finding rate rows is linear (issue 12, item 13)", () => {
  // Deterministic measures, no timing: how many stored rows are read and how
  // many percentages compared while n combos with n distinct percentages are
  // placed. A search per combo reads ~n²/2 rows (12.5 million for 5,000).
  for (const n of [5_000, 20_000]) {
    it(`${n} distinct percentages: each row read once, no percentage compared`, () => {
      const totals = new TaxTotals(zero);
      const rows = countingRows(totals, "VAT");
      const combos = distinct(n);
      const comparisons = countComparisons(() => {
        for (const c of combos) totals.rateFor(resolved(c));
      });
      expect(totals.categories[0].rates.length).toBe(n);
      expect(rows.reads()).toBeLessThanOrEqual(2 * n);
      expect(comparisons).toBe(0);
    });
  }

  it("the work grows in proportion: 20,000 combos cost at most 4.5 times 5,000", () => {
    const cost = (n: number) => {
      const totals = new TaxTotals(zero);
      const rows = countingRows(totals, "VAT");
      // Repeats as well as new rows: each percentage comes back four times.
      const combos = distinct(n / 4).flatMap((c) => [c, { ...c }, { ...c, percent: c.percent!.replace("%", "0%") }, c]);
      const comparisons = countComparisons(() => {
        for (const c of combos) totals.rateFor(resolved(c));
      });
      expect(totals.categories[0].rates.length).toBe(n / 4);
      return rows.reads() + comparisons;
    };
    const small = cost(5_000);
    const large = cost(20_000);
    expect(large).toBeLessThanOrEqual(4.5 * small + 100);
  });

  it("categories are found without scanning too (documents without a regime may use any code)", () => {
    const totals = new TaxTotals(zero);
    let reads = 0;
    const store: unknown[] = [];
    (totals as unknown as { categories: unknown[] }).categories = new Proxy(store, {
      get(target, prop, receiver) {
        if (typeof prop === "string" && /^\d+$/.test(prop)) reads++;
        return Reflect.get(target, prop, receiver);
      },
    });
    const n = 10_000;
    for (let i = 0; i < n; i++) totals.rateFor(resolved({ cat: `C${i}`, percent: "10%" }));
    for (let i = 0; i < n; i++) totals.rateFor(resolved({ cat: `C${i}`, percent: "10%" }));
    expect(totals.categories.length).toBe(n);
    expect(reads).toBeLessThanOrEqual(2 * n);
  });
});

// ---------------------------------------------------------------------------
// The index must place every combo in the row GOBL's search in order would:
// a straight port of that search (the pre-index code) is the oracle.

interface RefRow {
  country?: string;
  ext?: Record<string, string>;
  percent?: Percentage;
  surcharge?: Percentage;
}

function refSameExt(a: Record<string, string> | undefined, b: Record<string, string> | undefined): boolean {
  const ka = Object.keys(a ?? {});
  const kb = Object.keys(b ?? {});
  return ka.length === kb.length && ka.every((k) => a![k] === b?.[k]);
}

function refMatches(rt: RefRow, c: ComboData, percent?: Percentage, surcharge?: Percentage): boolean {
  if (!refSameExt(rt.ext, c.ext) || (rt.country ?? "") !== (c.country ?? "")) return false;
  if (!rt.percent || !percent) return !rt.percent && !percent;
  if (rt.surcharge || surcharge) {
    if (!rt.surcharge || !surcharge || !rt.surcharge.equals(surcharge)) return false;
  }
  return rt.percent.equals(percent);
}

/** Row index per combo under the linear search, given rows already present (from data). */
function reference(initial: Record<string, RefRow[]>, combos: ComboData[]): Array<[string, number]> {
  const cats = new Map(Object.entries(initial).map(([k, v]) => [k, [...v]]));
  return combos.map((c) => {
    let rows = cats.get(c.cat);
    if (!rows) cats.set(c.cat, (rows = []));
    const percent = c.percent !== undefined ? Percentage.parse(c.percent) : undefined;
    const surcharge = c.surcharge !== undefined ? Percentage.parse(c.surcharge) : undefined;
    let i = rows.findIndex((r) => refMatches(r, c, percent, surcharge));
    if (i < 0) {
      rows.push({ ...(c.country ? { country: c.country } : {}), ...(c.ext && Object.keys(c.ext).length ? { ext: { ...c.ext } } : {}), percent, surcharge });
      i = rows.length - 1;
    }
    return [c.cat, i];
  });
}

const percentText = fc.constantFrom("21%", "21.0%", "21.00%", "0.21", "0.210", "10%", "10.0%", "0%", "0.0%", "-0%", "5.2%", "5.20%", "-21%", "0.000000001%", "18446744073709551616.5%");
const extArb = fc.option(
  fc.dictionary(fc.constantFrom("a", "b", "es-tbai-product", "__proto__", "constructor", "toString"), fc.constantFrom("1", "2", "")),
  { nil: undefined },
);
const comboArb: fc.Arbitrary<ComboData> = fc
  .record({
    cat: fc.constantFrom("VAT", "IRPF", "GST"),
    country: fc.constantFrom(undefined, "", "PT", "FR"),
    key: fc.constantFrom(undefined, "standard", "zero", "exempt"),
    percent: fc.option(percentText, { nil: undefined }),
    surcharge: fc.option(fc.constantFrom("5.2%", "5.20%", "1.4%", "0%"), { nil: undefined }),
    ext: extArb,
    shuffle: fc.boolean(),
  })
  .map(({ shuffle, ext, ...c }) => {
    const combo: ComboData = { cat: c.cat };
    if (c.country !== undefined) combo.country = c.country;
    if (c.key !== undefined) combo.key = c.key;
    if (c.percent !== undefined) combo.percent = c.percent;
    if (c.surcharge !== undefined) combo.surcharge = c.surcharge;
    if (ext) {
      // Same entries, possibly another key order: order must not matter.
      const entries = Object.entries(ext);
      if (shuffle) entries.reverse();
      combo.ext = {};
      for (const [k, v] of entries) Object.defineProperty(combo.ext, k, { value: v, enumerable: true, writable: true, configurable: true });
    }
    return combo;
  });

describe("tax totals: the index keeps GOBL's row order and matching", () => {
  it("every combo lands in the row the linear search would pick, rows in the same order", () => {
    fc.assert(
      fc.property(fc.array(comboArb, { maxLength: 40 }), (combos) => {
        const totals = new TaxTotals(zero);
        const got = combos.map((c) => {
          const row = totals.rateFor(resolved(c));
          const ct = totals.category(c.cat)!;
          return [c.cat, ct.rates.indexOf(row)] as [string, number];
        });
        expect(got).toEqual(reference({}, combos));
      }),
      { numRuns: runs * 3 },
    );
  });

  it("rows read from data (duplicates included) are found as a search in order finds them", () => {
    const rowArb = fc.record({
      country: fc.constantFrom(undefined, "PT"),
      percent: fc.option(fc.constantFrom("21%", "21.0%", "10%"), { nil: undefined }),
      surcharge: fc.option(fc.constantFrom("5.2%", "5.20%"), { nil: undefined }),
      ext: fc.option(fc.constantFrom<Record<string, string>>({ a: "1" }, { b: "2", a: "1" }, { a: "1", b: "2" }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 8 }), fc.array(comboArb, { maxLength: 20 }), (rows, combos) => {
        const data: TaxTotalData = {
          sum: "0.00",
          categories: [
            {
              code: "VAT",
              amount: "0.00",
              rates: rows.map((r) => ({
                ...(r.country ? { country: r.country } : {}),
                ...(r.ext ? { ext: r.ext } : {}),
                base: "1.00",
                ...(r.percent ? { percent: r.percent } : {}),
                ...(r.surcharge ? { surcharge: { percent: r.surcharge, amount: "0.00" } } : {}),
                amount: "0.00",
              })),
            },
          ],
        };
        const totals = TaxTotals.fromData(data, zero);
        const placed = combos.map((c) => totals.rateFor(resolved(c)));
        const got = placed.map((row, i) => [combos[i].cat, totals.category(combos[i].cat)!.rates.indexOf(row)] as [string, number]);
        const initial = {
          VAT: rows.map((r) => ({
            ...(r.country ? { country: r.country } : {}),
            ...(r.ext ? { ext: r.ext } : {}),
            percent: r.percent ? Percentage.parse(r.percent) : undefined,
            surcharge: r.surcharge ? Percentage.parse(r.surcharge) : undefined,
          })),
        };
        expect(got).toEqual(reference(initial, combos));
      }),
      { numRuns: runs * 2 },
    );
  });

  it("the first category of a code is the one found, also when read from data twice", () => {
    const totals = TaxTotals.fromData(
      { sum: "0", categories: [{ code: "VAT", amount: "0", rates: [] }, { code: "VAT", amount: "0", rates: [{ base: "1", percent: "21%", amount: "0" }] }] },
      zero,
    );
    const row = totals.rateFor(resolved({ cat: "VAT", percent: "21%" }));
    expect(totals.categories[0].rates).toEqual([row]);
    expect(totals.categories[1].rates[0]).not.toBe(row);
    expect(totals.category("VAT")).toBe(totals.categories[0]);
  });

  it("a row keeps the first combo's key, country and ext and its percentage text", () => {
    const totals = new TaxTotals(zero);
    const a = totals.rateFor(resolved({ cat: "VAT", key: "standard", percent: "21.0%", ext: { b: "2", a: "1" } }));
    const b = totals.rateFor(resolved({ cat: "VAT", key: "other", percent: "21%", ext: { a: "1", b: "2" } }));
    expect(b).toBe(a);
    expect(a.key).toBe("standard");
    expect(a.percent!.toString()).toBe("21.0%");
    expect(totals.rateFor(resolved({ cat: "VAT", percent: "21%", country: "PT", ext: { a: "1", b: "2" } }))).not.toBe(a);
    expect(totals.rateFor(resolved({ cat: "VAT", percent: "21%", surcharge: "5.2%", ext: { a: "1", b: "2" } }))).not.toBe(a);
    // Without a percentage the surcharge does not separate rows (as GOBL).
    const none = totals.rateFor(resolved({ cat: "VAT", key: "exempt" }));
    expect(totals.rateFor(resolved({ cat: "VAT", key: "exempt", surcharge: "5.2%" }))).toBe(none);
    expect(totals.rateFor(resolved({ cat: "VAT", key: "exempt", country: "" }))).toBe(none);
  });

  it("an ext value that is not a string falls back to the search in order", () => {
    const totals = new TaxTotals(zero);
    const odd = totals.rateFor(resolved({ cat: "VAT", percent: "10%", ext: { x: undefined as unknown as string } }));
    // The search in order compares a row's ext values with the combo's by key:
    // an undefined value matches a key the other lacks.
    expect(totals.rateFor(resolved({ cat: "VAT", percent: "10%", ext: { y: "1" } }))).toBe(odd);
    expect(reference({}, [
      { cat: "VAT", percent: "10%", ext: { x: undefined as unknown as string } },
      { cat: "VAT", percent: "10%", ext: { y: "1" } },
    ])).toEqual([["VAT", 0], ["VAT", 0]]);
  });
});
