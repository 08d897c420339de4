/**
 * Generators and oracle for test/properties/regime-invoices.test.ts: random
 * valid invoices of a regime (its own categories, keys, rates, currency and a
 * valid tax ID) and every figure of their totals, recomputed independently.
 */
import BigNumber from "bignumber.js";
import fc from "fast-check";
import { expect } from "vitest";
import { builtinRegimes, createEngine, isBizdocError } from "../../index.ts";
import { currencyDef } from "../../engine/currency/index.ts";

export const engine = createEngine();
export const DOC_UUID = "0190a63b-7f85-7429-a635-b269f6eb5295";

export type Obj = Record<string, any>;

// ---------------------------------------------------------------------------
// The oracle's arithmetic: a decimal with an explicit number of places, as
// GOBL's num.Amount, on bignumber.js. Division is truncated far beyond any
// precision used here, then rounded once.

const Big = BigNumber.clone({ DECIMAL_PLACES: 80, ROUNDING_MODE: BigNumber.ROUND_DOWN, EXPONENTIAL_AT: 1e9 });
const HALF_UP = BigNumber.ROUND_HALF_UP; // half away from zero

class Dec {
  constructor(
    readonly v: BigNumber,
    readonly e: number,
  ) {}
  static parse(text: string): Dec {
    const m = /\.(\d*)$/.exec(text);
    return new Dec(new Big(text), m ? m[1].length : 0);
  }
  static zero(e: number): Dec {
    return new Dec(new Big(0), e);
  }
  private at(v: BigNumber, e = this.e): Dec {
    return new Dec(v.decimalPlaces(e, HALF_UP), e);
  }
  rescale(e: number): Dec {
    return this.at(this.v, e);
  }
  rescaleUp(e: number): Dec {
    return e > this.e ? new Dec(this.v, e) : this;
  }
  rescaleDown(e: number): Dec {
    return e < this.e ? this.rescale(e) : this;
  }
  add(o: Dec): Dec {
    return new Dec(this.v.plus(o.v.decimalPlaces(this.e, HALF_UP)), this.e);
  }
  sub(o: Dec): Dec {
    return new Dec(this.v.minus(o.v.decimalPlaces(this.e, HALF_UP)), this.e);
  }
  times(x: BigNumber.Value): Dec {
    return this.at(this.v.times(x));
  }
  div(x: BigNumber.Value): Dec {
    return this.at(this.v.div(x));
  }
  negate(): Dec {
    return new Dec(this.v.negated(), this.e);
  }
  toString(): string {
    return (this.v.isZero() ? new Big(0) : this.v).toFixed(this.e);
  }
}

/** "21.0%" → 0.21 */
const fraction = (percent: string) => new Big(percent.replace("%", "")).div(100);

// ---------------------------------------------------------------------------
// What each regime offers the generator.

/** A valid tax ID code per regime (checked by its own algorithm); US has none. */
const TAX_IDS: Record<string, string> = {
  AE: "100111222333444", AR: "30500010912", AT: "U38516405", BE: "0413172884", BR: "05104582000170",
  CA: "123456789", CH: "E100416306", CO: "9014586527", DE: "111111125", DK: "13585628", EL: "177472438",
  ES: "B98602642", FI: "01120389", FR: "44732829320", GB: "844281425", IE: "3628739L", IN: "27AAPFU0939F1ZV",
  IT: "12345678903", MX: "GHI70123123Z", NL: "000099995B57", NO: "923456783MVA", PL: "9551893317",
  PT: "501442600", SA: "312345678912343", SE: "202100548901", SG: "M91234567X", US: "",
};

/** Tax dates the generator picks from (rates are chosen among those in force on it). */
const DATES = ["2019-11-30", "2021-03-15", "2023-07-01", "2024-10-15", "2025-06-01", "2026-02-01"];

interface RateValue { since?: string; percent: string; surcharge?: string; ext?: Record<string, string> }
interface RateDef { rate: string; keys?: string[]; values?: RateValue[] }
interface KeyDef { key: string; no_percent?: boolean }
interface CategoryDef { code: string; retained?: boolean; informative?: boolean; keys?: KeyDef[]; rates?: RateDef[] }

/** The value GOBL picks for a rate on a date: the first whose ext the combo has and whose start has passed. */
function valueOn(rate: RateDef, date: string, ext: Record<string, string> | undefined): RateValue | undefined {
  return (rate.values ?? []).find(
    (v) => Object.entries(v.ext ?? {}).every(([k, x]) => ext?.[k] === x) && (!v.since || v.since <= date),
  );
}

/** Every distinct ext a rate's values are specific to. */
const valueExts = (rate: RateDef) => (rate.values ?? []).filter((v) => v.ext).map((v) => v.ext!);

// ---------------------------------------------------------------------------
// Generators: numbers and text that are odd but valid.

const decimalText = (maxInt: number, maxDecimals: number, opts: { signed?: boolean; nonZero?: boolean } = {}) =>
  fc
    .tuple(fc.integer({ min: 0, max: maxInt }), fc.integer({ min: 0, max: maxDecimals }), fc.bigInt({ min: 0n, max: 10n ** 9n }), fc.boolean())
    .map(([int, places, frac, negative]) => {
      const digits = (frac % 10n ** BigInt(places)).toString().padStart(places, "0");
      const text = places > 0 ? `${int}.${digits}` : `${int}`;
      return opts.signed && negative && !/^[0.]+$/.test(text) ? `-${text}` : text;
    })
    .filter((t) => !opts.nonZero || !/^-?[0.]+$/.test(t));

const priceArb = (signed: boolean) =>
  fc.oneof(
    { weight: 5, arbitrary: decimalText(5_000, 2) },
    { weight: 2, arbitrary: decimalText(999, 6) }, // more decimals than the currency has
    { weight: 1, arbitrary: decimalText(99_999_999, 2, { signed }) }, // negative: the sign moves to the quantity
    { weight: 1, arbitrary: fc.constantFrom("0", "0.00", "0.01", "1000000000", "0.000001", "12.500", "999999.99") },
  );
const quantityArb = (signed: boolean) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }).map(String) },
    { weight: 2, arbitrary: decimalText(100, 4, { nonZero: true }) },
    { weight: 1, arbitrary: fc.constantFrom("0.001", "1.000", "1000000", "0.5", "3.14159", ...(signed ? ["-2"] : [])) },
  );
const anyPercent = fc.oneof(
  fc.constantFrom("0%", "0.5%", "5%", "7.5%", "10%", "12.345%", "15.0%", "19.00%", "21%", "33.333%", "100%"),
  fc.integer({ min: 1, max: 2_500 }).map((n) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, "0")}%`),
);
const smallPercent = fc.constantFrom("1%", "2.5%", "5%", "10%", "12.5%", "33%", "50.0%");
/** Retained percentages small enough that two of them never take more than the total. */
const retainedPercent = fc.constantFrom("1%", "2.5%", "7.0%", "15%", "19.00%", "33%");
// Stated amounts keep to the currency's two decimals: GOBL (and so bizdoc)
// rounds a stated discount, charge or advance to the currency in its output,
// so one with more decimals would not build back to itself.
const amountText = fc.oneof(decimalText(500, 2, { nonZero: true }), fc.constantFrom("0.01", "1", "12.5", "1000000.00"));

/** Names and text: scripts, emoji, combining marks, padding, length (no control characters, no U+FFFD). */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("Provide One S.L.", "Sample Consumer", "Widget") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "Café Ünïcödé GmbH", "東京商事株式会社", "شركة المثال", "שלום בע\"מ", "Ελληνική Εταιρεία", "Обычная компания",
      "😀 Emoji & Co. 🚀", "e\u0301te\u0301 (combining)", "zero\u200Bwidth\u200Djoin", "«quotes» “curly” 'single'",
      "  padded on both sides  ", "back\\slash / slash", "<b>not html</b> &amp;", "ℌ𝔢𝔩𝔩𝔬 𝕎𝕠𝕣𝕝𝕕",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 2_000 }).map((n) => "Long name ".repeat(Math.ceil(n / 10)).slice(0, n).trim()) },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 30 })
      .filter((s) => /\S/.test(s) && !/[\u0000-\u001f\u007f-\u009f\uFFFD]/.test(s)),
  },
);

const FOREIGN = ["USD", "EUR", "JPY", "GBP", "CHF", "KWD"];
const exchangeRate = fc.constantFrom("0.875", "1.1", "153.25", "0.006421", "3.2", "1", "0.32612");

// ---------------------------------------------------------------------------

export interface RegimeInfo {
  country: string;
  nonNegative: boolean;
  /** The regime's rounding rule, when an invoice does not set one. */
  rule: "precise" | "currency";
  currency: string;
  decimals: number;
  categories: CategoryDef[];
}

/**
 * Regimes whose rules refuse negative figures (PT: GOBL-PT-BILL-INVOICE-05, a
 * negative line quantity; -07, a negative amount due): their invoices get no
 * negative prices or quantities, discounts only as percentages, retained taxes
 * at most 33% each, and at most one advance, a percentage of the payable.
 */
const NON_NEGATIVE = new Set(["PT"]);

export const regimes: RegimeInfo[] = builtinRegimes.map((r) => {
  const d = r.definition as Obj;
  return {
    country: d.country,
    nonNegative: NON_NEGATIVE.has(d.country),
    rule: d.calculator_rounding_rule ?? "precise",
    currency: d.currency,
    decimals: currencyDef(d.currency)!.subunits,
    categories: (d.categories ?? []) as CategoryDef[],
  };
});

/** Spec of one combo as generated: what goes into the input, and what the oracle expects of it. */
interface ComboSpec {
  combo: Obj;
  /** The rate whose value the engine must pick, when a rate key was given. */
  rate?: RateDef;
}

function comboArb(cat: CategoryDef, date: string, info: RegimeInfo): fc.Arbitrary<ComboSpec> {
  const percentText = cat.retained && info.nonNegative ? retainedPercent : anyPercent;
  const inForce = (r: RateDef) => (r.values ?? []).length === 0 || (r.values ?? []).some((v) => !v.ext && (!v.since || v.since <= date));
  const choices: fc.Arbitrary<ComboSpec>[] = [];
  const keys = cat.keys ?? [];
  const ratesFor = (key: string | undefined) =>
    (cat.rates ?? []).filter((r) => inForce(r) && (key ? (r.keys ?? []).includes(key) : (r.keys ?? []).length === 0));
  const withRate = (key: string | undefined, keyInInput: boolean) => {
    const rates = ratesFor(key);
    if (rates.length === 0) return undefined;
    // Not 0%: a VAT combo without a key but with 0% becomes the zero key (GOBL's
    // normaliser), for which a rate of the standard key is not defined.
    const ownPercent = percentText.filter((p) => !fraction(p).isZero());
    return fc.tuple(fc.constantFrom(...rates), fc.integer({ min: 0, max: 3 }), ownPercent).map(([rate, pick, percent]): ComboSpec => {
      const combo: Obj = { cat: cat.code, ...(keyInInput && key ? { key } : {}), rate: rate.rate };
      // A rate without values of its own takes the invoice's percentage.
      if ((rate.values ?? []).length === 0) combo.percent = percent;
      const exts = valueExts(rate);
      if (exts.length > 0 && pick < exts.length) combo.ext = { ...exts[pick] };
      return { combo, rate: (rate.values ?? []).length > 0 ? rate : undefined };
    });
  };
  const withPercent = (key: string | undefined) => percentText.map((percent): ComboSpec => ({ combo: { cat: cat.code, ...(key ? { key } : {}), percent } }));
  if (keys.length === 0) {
    choices.push(withPercent(undefined));
    const r = withRate(undefined, false);
    if (r) choices.push(r);
  } else {
    for (const k of keys) {
      if (k.no_percent) choices.push(fc.constant({ combo: { cat: cat.code, key: k.key } }));
      // Only VAT's zero key gets its 0% by itself (GOBL's combo normaliser); other categories state it.
      else if (k.key === "zero") choices.push(fc.constant({ combo: { cat: cat.code, key: "zero", ...(cat.code === "VAT" ? {} : { percent: "0%" }) } }));
      else {
        choices.push(withPercent(k.key));
        const r = withRate(k.key, true);
        if (r) choices.push(r);
        // Without a key, a category with keys defaults to standard.
        if (k.key === "standard") {
          choices.push(withPercent(undefined));
          const d = withRate(k.key, false);
          if (d) choices.push(d);
        }
      }
    }
  }
  return fc.oneof(...choices);
}

/** One to three taxes of distinct categories: the first category always (the regime's main tax). */
function taxesArb(info: RegimeInfo, date: string): fc.Arbitrary<ComboSpec[]> {
  const [main, ...others] = info.categories;
  if (!main) return fc.constant([{ combo: { cat: "VAT", percent: "10%" } }]);
  return fc
    .tuple(comboArb(main, date, info), fc.subarray(others, { maxLength: Math.min(2, others.length) }))
    .chain(([first, extra]) => (extra.length === 0 ? fc.constant([first]) : fc.tuple(...extra.map((c) => comboArb(c, date, info))).map((rest) => [first, ...rest])));
}

interface LineSpec {
  price: string;
  quantity: string;
  foreign?: string;
  taxes: ComboSpec[];
  discounts: Obj[];
  charges: Obj[];
  name: string;
}

export interface InvoiceSpec {
  date: string;
  rule?: "precise" | "currency";
  includes?: string;
  foreign: string;
  rate: string;
  lines: LineSpec[];
  discounts: { adj: Obj; taxes: ComboSpec[] }[];
  charges: { adj: Obj; taxes: ComboSpec[] }[];
  advances: Obj[];
  preceding: { code: string; issue_date: string; reason?: string; tax?: { base: string; percent: string } }[];
  supplier: string;
  customer: string;
}

const adjustment = fc.oneof(
  smallPercent.map((percent) => ({ percent })),
  amountText.map((amount) => ({ amount })),
);
const percentAdjustment = smallPercent.map((percent) => ({ percent }));

export function invoiceArb(info: RegimeInfo): fc.Arbitrary<InvoiceSpec> {
  const includable = info.categories.filter((c) => !c.retained && !c.informative).map((c) => c.code);
  const foreigns = FOREIGN.filter((c) => c !== info.currency);
  return fc.constantFrom(...DATES).chain((date) => {
    const taxes = taxesArb(info, date);
    const nn = info.nonNegative;
    const discount = nn ? percentAdjustment : adjustment;
    const advance = nn ? percentAdjustment : fc.oneof(percentAdjustment, amountText.map((amount) => ({ amount })));
    const line = fc.record({
      price: priceArb(!nn),
      quantity: quantityArb(!nn),
      foreign: fc.option(fc.constant(true), { freq: 4, nil: undefined }),
      taxes,
      discounts: fc.array(discount.map((a) => ({ ...a, reason: "discount" })), { maxLength: nn ? 1 : 2 }),
      charges: fc.array(adjustment.map((a) => ({ ...a, reason: "charge" })), { maxLength: 1 }),
      name: text,
    });
    const docAdj = (reason: string, adj = adjustment) => fc.record({ adj: adj.map((a) => ({ ...a, reason })), taxes });
    return fc
      .record({
        rule: fc.option(fc.constantFrom<"precise" | "currency">("precise", "currency"), { nil: undefined }),
        includes: includable.length > 0 ? fc.option(fc.constantFrom(...includable), { freq: 3, nil: undefined }) : fc.constant(undefined),
        foreign: fc.constantFrom(...foreigns),
        rate: exchangeRate,
        lines: fc.array(line, { minLength: 1, maxLength: 5 }),
        discounts: fc.array(docAdj("loyalty", discount), { maxLength: 1 }),
        charges: fc.array(docAdj("shipping"), { maxLength: 1 }),
        advances: fc.array(
          advance.map((a) => ({ ...a, description: "Advance payment" })),
          { maxLength: nn ? 1 : 2 },
        ),
        preceding: fc.array(
          fc.record({
            code: fc.stringMatching(/^[A-Z0-9]{1,6}(-[0-9]{1,4})?$/),
            issue_date: fc.constantFrom("2018-01-02", "2019-06-30"),
            reason: fc.option(text, { nil: undefined }),
            // The preceding document's own taxes, recalculated from their base. The base has
            // exactly the currency's decimals: GOBL works the amount out at the base's
            // precision and then rounds the base to the currency, so "12.5" would give
            // 2.60 at 21% on the first build and 2.63 on the next.
            tax: fc.option(fc.record({ base: fc.integer({ min: -100_000, max: 10_000_000 }).map((c) => new Big(c).div(100).toFixed(2)), percent: anyPercent }), { nil: undefined }),
          }),
          { maxLength: 2 },
        ),
        supplier: text,
        customer: text,
      })
      .map((s) => ({ ...s, date, lines: s.lines.map((l) => ({ ...l, foreign: l.foreign ? s.foreign : undefined })) }) as InvoiceSpec);
  });
}

const mainCategory = (info: RegimeInfo) => info.categories[0]?.code ?? "VAT";

function party(name: string, info: RegimeInfo): Obj {
  const code = TAX_IDS[info.country];
  return { name, tax_id: { country: info.country, ...(code ? { code } : {}) } };
}

export function toInvoice(info: RegimeInfo, spec: InvoiceSpec): Obj {
  const usesForeign = spec.lines.some((l) => l.foreign);
  const clean = (o: Obj) => JSON.parse(JSON.stringify(o)) as Obj;
  return clean({
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: DOC_UUID,
    series: "PROP",
    code: "1",
    issue_date: spec.date,
    currency: info.currency,
    ...(usesForeign ? { exchange_rates: [{ from: spec.foreign, to: info.currency, amount: spec.rate }] } : {}),
    ...(spec.preceding.length > 0
      ? {
          preceding: spec.preceding.map(({ tax, ...ref }) => ({
            ...ref,
            ...(tax ? { tax: { categories: [{ code: mainCategory(info), rates: [{ base: tax.base, percent: tax.percent, amount: "0" }], amount: "0" }], sum: "0" } } : {}),
          })),
        }
      : {}),
    ...(spec.rule || spec.includes ? { tax: { ...(spec.rule ? { rounding: spec.rule } : {}), ...(spec.includes ? { prices_include: spec.includes } : {}) } } : {}),
    supplier: party(spec.supplier, info),
    customer: party(spec.customer, info),
    lines: spec.lines.map((l) => ({
      quantity: l.quantity,
      item: {
        name: l.name,
        price: l.price,
        ...(l.foreign ? { currency: l.foreign } : {}),
        // India: every item carries its HSN code.
        ...(info.country === "IN" ? { identities: [{ type: "HSN", code: "84713010" }] } : {}),
      },
      ...(l.discounts.length > 0 ? { discounts: l.discounts } : {}),
      ...(l.charges.length > 0 ? { charges: l.charges } : {}),
      taxes: l.taxes.map((t) => t.combo),
    })),
    ...(spec.discounts.length > 0 ? { discounts: spec.discounts.map((d) => ({ ...d.adj, taxes: d.taxes.map((t) => t.combo) })) } : {}),
    ...(spec.charges.length > 0 ? { charges: spec.charges.map((c) => ({ ...c.adj, taxes: c.taxes.map((t) => t.combo) })) } : {}),
    ...(spec.advances.length > 0 ? { payment: { advances: spec.advances } } : {}),
  });
}

// ---------------------------------------------------------------------------
// The oracle: every figure of the totals from the generated numbers, and the
// resolved combos the engine reports (their percentages are checked apart).

interface Expected {
  lines: { sum: string; total: string }[];
  totals: Obj;
  /** Each preceding document's taxes, recalculated. */
  preceding: (Obj | undefined)[];
}

export function oracle(info: RegimeInfo, spec: InvoiceSpec, built: Obj): Expected {
  const dec = info.decimals;
  const rule = spec.rule ?? info.rule;
  const W = dec + (rule === "precise" ? 2 : 0);
  const applyRounding = (a: Dec) => (rule === "currency" ? a.rescale(dec) : a.rescaleUp(dec));
  const match = (a: Dec, b: Dec) => (rule === "currency" ? a : a.rescaleUp(b.e));

  // Lines: the price in the document's currency, sum = price × quantity, total = sum − discounts + charges.
  const lineTotals: Dec[] = [];
  const lines = spec.lines.map((l) => {
    let p: Dec;
    if (l.foreign) {
      const fdec = currencyDef(l.foreign)!.subunits;
      p = Dec.parse(l.price).rescaleUp(fdec).times(spec.rate).rescale(dec);
    } else {
      p = Dec.parse(l.price).rescaleUp(dec);
    }
    const priceExp = p.e;
    const sum = applyRounding(p.rescaleUp(W).times(l.quantity));
    const adj = (a: Obj) => (a.percent !== undefined ? sum.times(fraction(a.percent)) : Dec.parse(a.amount)).rescaleUp(dec);
    let total = sum;
    for (const d of l.discounts) total = total.sub(adj(d));
    for (const c of l.charges) total = total.add(adj(c));
    lineTotals.push(total);
    return { sum: sum.rescaleDown(priceExp).toString(), total: total.rescaleDown(priceExp).toString() };
  });

  let sum = Dec.zero(dec);
  for (const t of lineTotals) sum = sum.rescaleUp(t.e).add(t);
  const docAdj = (a: Obj) => applyRounding(a.percent !== undefined ? sum.times(fraction(a.percent)) : Dec.parse(a.amount));
  const discounts = spec.discounts.map((d) => docAdj(d.adj));
  const charges = spec.charges.map((c) => docAdj(c.adj));
  const addAll = (list: Dec[]) => list.reduce((acc, a) => acc.rescaleUp(a.e).add(a), Dec.zero(dec));
  const discountSum = discounts.length > 0 ? addAll(discounts) : undefined;
  const chargeSum = charges.length > 0 ? addAll(charges) : undefined;
  let total = sum;
  if (discountSum) total = total.sub(discountSum);
  if (chargeSum) total = total.add(chargeSum);

  // Taxes: bases per rate row (category, country, ext, percent, surcharge), in order of appearance.
  const items: { amount: Dec; combos: Obj[] }[] = [
    ...lineTotals.map((amount, i) => ({ amount, combos: built.lines[i].taxes ?? [] })),
    ...discounts.map((amount, i) => ({ amount: amount.negate(), combos: built.discounts[i].taxes ?? [] })),
    ...charges.map((amount, i) => ({ amount, combos: built.charges[i].taxes ?? [] })),
  ];
  interface Row { key: string; combo: Obj; base: Dec; amount: Dec; surcharge?: Dec }
  interface Cat { code: string; retained: boolean; informative: boolean; rows: Row[]; amount: Dec; surcharge?: Dec }
  const cats: Cat[] = [];
  const defOf = (code: string) => info.categories.find((c) => c.code === code);
  const value = (p: string | undefined) => (p === undefined ? "none" : fraction(p).toString());
  for (const item of items) {
    let amount = item.amount;
    for (const _ of item.combos) amount = amount.rescaleUp(dec + 2);
    const included = spec.includes ? item.combos.find((c) => c.cat === spec.includes) : undefined;
    if (included?.percent !== undefined) amount = amount.div(fraction(included.percent).plus(1));
    for (const c of item.combos) {
      let cat = cats.find((x) => x.code === c.cat);
      if (!cat) {
        const def = defOf(c.cat);
        cats.push((cat = { code: c.cat, retained: !!def?.retained, informative: !!def?.informative, rows: [], amount: Dec.zero(dec) }));
      }
      const ext = JSON.stringify(Object.entries(c.ext ?? {}).sort());
      const key = `${c.country ?? ""}|${ext}|${value(c.percent)}|${c.percent === undefined ? "" : value(c.surcharge)}`;
      let row = cat.rows.find((r) => r.key === key);
      if (!row) cat.rows.push((row = { key, combo: c, base: Dec.zero(dec), amount: Dec.zero(dec) }));
      row.base = match(row.base, amount).add(amount);
    }
  }
  let taxSum = Dec.zero(dec);
  let retained: Dec | undefined;
  for (const cat of cats) {
    for (const row of cat.rows) {
      if (row.combo.percent === undefined) continue;
      row.amount = row.base.times(fraction(row.combo.percent));
      cat.amount = match(cat.amount, row.amount).add(row.amount);
      if (row.combo.surcharge !== undefined) {
        row.surcharge = row.base.times(fraction(row.combo.surcharge));
        const s = cat.surcharge ?? Dec.zero(dec);
        cat.surcharge = match(s, row.surcharge).add(row.surcharge);
      }
    }
    if (cat.informative) continue;
    if (cat.retained) {
      let r = match(retained ?? Dec.zero(dec), cat.amount).add(cat.amount);
      if (cat.surcharge) r = r.add(cat.surcharge);
      retained = r;
    } else {
      taxSum = match(taxSum, cat.amount).add(cat.amount);
      if (cat.surcharge) taxSum = taxSum.add(cat.surcharge);
    }
  }
  const includedCat = spec.includes ? cats.find((c) => c.code === spec.includes) : undefined;
  if (includedCat) total = total.sub(includedCat.amount);
  const totalWithTax = total.add(taxSum);
  const payable = (retained ? totalWithTax.sub(retained) : totalWithTax).rescale(dec);

  const r = (d: Dec) => d.rescale(dec).toString();
  const totals: Obj = { sum: r(sum) };
  if (discountSum) totals.discount = r(discountSum);
  if (chargeSum) totals.charge = r(chargeSum);
  if (includedCat) totals.tax_included = r(includedCat.amount);
  totals.total = r(total);
  totals.taxes = {
    categories: cats.map((c) => ({
      code: c.code,
      ...(c.retained ? { retained: true } : {}),
      ...(c.informative ? { informative: true } : {}),
      rates: c.rows.map((row) => ({
        ...(row.combo.country ? { country: row.combo.country } : {}),
        ...(row.combo.key ? { key: row.combo.key } : {}),
        ...(row.combo.ext && Object.keys(row.combo.ext).length > 0 ? { ext: row.combo.ext } : {}),
        base: r(row.base),
        ...(row.combo.percent !== undefined ? { percent: row.combo.percent } : {}),
        ...(row.surcharge ? { surcharge: { percent: row.combo.surcharge, amount: r(row.surcharge) } } : {}),
        amount: r(row.amount),
      })),
      amount: r(c.amount),
      ...(c.surcharge ? { surcharge: r(c.surcharge) } : {}),
    })),
    sum: r(taxSum),
    ...(retained ? { retained: r(retained) } : {}),
  };
  totals.tax = r(taxSum);
  totals.total_with_tax = r(totalWithTax);
  if (retained) totals.retained_tax = r(retained);
  totals.payable = payable.toString();
  if (spec.advances.length > 0) {
    const advances = spec.advances.map((a) => (a.percent !== undefined ? payable.times(fraction(a.percent)) : Dec.parse(a.amount)).rescale(dec));
    const advance = advances.reduce((acc, a) => acc.add(a), Dec.zero(dec));
    totals.advance = advance.toString();
    totals.due = payable.sub(advance).toString();
  }
  const preceding = spec.preceding.map(({ tax }) => {
    if (!tax) return undefined;
    const amount = r(Dec.parse(tax.base).times(fraction(tax.percent)));
    return { categories: [{ code: mainCategory(info), rates: [{ base: r(Dec.parse(tax.base)), percent: tax.percent, amount }], amount }], sum: amount };
  });
  return { lines, totals, preceding };
}

// ---------------------------------------------------------------------------

export async function build(input: unknown): Promise<Obj> {
  try {
    return JSON.parse(JSON.stringify(await engine.build(input))) as Obj;
  } catch (err) {
    const detail = isBizdocError(err) ? JSON.stringify(err.toJSON()) : String((err as Error)?.stack ?? err);
    throw new Error(`the engine refused a generated invoice: ${detail}\ninput: ${JSON.stringify(input)}`);
  }
}

/** Percentages the engine set from rate keys are the regime's values in force on the tax date. */
export function checkRates(spec: InvoiceSpec, doc: Obj): void {
  const holders: [ComboSpec[], Obj[]][] = [
    ...spec.lines.map((l, i): [ComboSpec[], Obj[]] => [l.taxes, doc.lines[i].taxes]),
    ...spec.discounts.map((d, i): [ComboSpec[], Obj[]] => [d.taxes, doc.discounts[i].taxes]),
    ...spec.charges.map((c, i): [ComboSpec[], Obj[]] => [c.taxes, doc.charges[i].taxes]),
  ];
  for (const [specs, combos] of holders) {
    specs.forEach((s, j) => {
      const out = combos[j];
      expect(out.cat).toBe(s.combo.cat);
      if (s.rate) {
        const v = valueOn(s.rate, spec.date, out.ext);
        expect(v, `a value of ${s.combo.cat} ${s.rate.rate} on ${spec.date}`).toBeDefined();
        expect(fraction(out.percent).eq(fraction(v!.percent)), `${s.combo.cat} ${s.rate.rate} on ${spec.date}: ${out.percent} vs ${v!.percent}`).toBe(true);
        expect(out.surcharge === undefined ? undefined : fraction(out.surcharge).toString()).toBe(v!.surcharge === undefined ? undefined : fraction(v!.surcharge).toString());
      } else if (s.combo.percent !== undefined && out.percent !== undefined) {
        expect(fraction(out.percent).eq(fraction(s.combo.percent))).toBe(true);
      }
    });
  }
}

