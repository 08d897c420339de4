import { CalDate, CalDateTime, isZeroDateText } from "../cal/index.ts";
import { currencyDef, matchExchangeRate } from "../currency/index.ts";
import { calculationError } from "../errors/index.ts";
import { Amount, Percentage } from "../num/index.ts";
import type { Context } from "../plugin/context.ts";
import type { ComboData } from "../tax/combo.ts";
import { applyRounding, type RoundingRule } from "../tax/rounding.ts";
import { TaxTotals, calculateTaxTotals, type TaxableItem } from "../tax/totals.ts";

// Bill documents are plain JSON; the calculation reads and writes their
// fields directly and keeps working values as exact Amounts.
type Obj = Record<string, any>;

/** Working precision of line prices under the precise rule: currency decimals plus this. */
const PRECISE_EXTRA = 2;

interface Setting {
  currency: string;
  decimals: number;
  rule: RoundingRule;
  rates: Obj[];
}

/**
 * The calculation shared by invoices, orders and deliveries (GOBL's bill
 * calculator): dates and currency, lines, discounts and charges, tax totals,
 * rounding, then advances and due dates.
 */
export function calculateBill(doc: Obj, ctx: Context): void {
  const regime = ctx.regime?.definition;
  const taxDate = issueDates(doc, regime?.time_zone);

  if (!doc.currency || !currencyDef(doc.currency)) {
    if (!regime?.currency) {
      const given = typeof doc.currency === "string" && doc.currency !== "";
      throw calculationError(`${ctx.root}.currency`, given ? `'${doc.currency}' is not a known currency` : "a currency is required when there is no regime", given ? "GOBL-CURRENCY-CODE-01" : undefined);
    }
    doc.currency = regime.currency;
  }
  if ((doc.$tags ?? []).includes("bypass")) return;

  const decimals = currencyDef(doc.currency)!.subunits;
  const zero = Amount.zero(decimals);
  const rule = ((doc.tax?.rounding as RoundingRule | undefined) ?? (regime?.calculator_rounding_rule as RoundingRule | undefined) ?? "precise") as RoundingRule;
  const s: Setting = { currency: doc.currency, decimals, rule, rates: doc.exchange_rates ?? [] };
  const includes: string | undefined = doc.tax?.prices_include || undefined;

  if ((doc.$tags ?? []).includes("customer-rates")) applyCustomerRates(doc);
  // Set only when there are some: adding a member to delete it again slows every later read of the document.
  if (doc.complements !== undefined) {
    const complements = (doc.complements as Obj[]).map((c, i) => ctx.calculateEmbedded(c, `${ctx.root}.complements[${i}]`));
    if (complements.length > 0) doc.complements = complements;
    else delete doc.complements;
  }
  for (const ref of doc.preceding ?? []) calculateDocumentRef(ref, s);

  const lines: Obj[] = doc.lines ?? [];
  for (let i = 0; i < lines.length; i++) {
    lines[i].i = i + 1;
    calculateLine(lines[i], s, `${ctx.root}.lines[${i}]`);
  }
  let sum = zero;
  for (const line of lines) {
    if (line.total === undefined) continue;
    const total = Amount.parse(line.total);
    sum = sum.matchPrecision(total).add(total);
  }
  let total = sum;

  const discounts: Obj[] = doc.discounts ?? [];
  const charges: Obj[] = doc.charges ?? [];
  calculateDocumentAdjustments(discounts, sum, s);
  calculateDocumentAdjustments(charges, sum, s);
  const discountSum = sumAmounts(discounts, zero);
  const chargeSum = sumAmounts(charges, zero);
  if (discountSum) total = total.subtract(discountSum);
  if (chargeSum) total = total.add(chargeSum);

  const items: TaxableItem[] = [
    ...lineItems(lines, ctx.root),
    ...discounts.map((d, i) => ({ amount: Amount.parse(d.amount).invert(), taxes: (d.taxes ?? []) as ComboData[], path: `${ctx.root}.discounts[${i}]` })),
    ...charges.map((c, i) => ({ amount: Amount.parse(c.amount), taxes: (c.taxes ?? []) as ComboData[], path: `${ctx.root}.charges[${i}]` })),
  ];
  const rounding = doc.totals?.rounding !== undefined ? Amount.parse(doc.totals.rounding) : undefined;
  if (items.length === 0) {
    delete doc.totals;
    return;
  }

  const taxes = calculateTaxTotals(
    { items, country: regime?.country, date: taxDate, decimals, rule, includes },
    ctx,
  );
  let taxIncluded: Amount | undefined;
  // As GOBL looks it up: with no prices_include, a category whose code is empty ("") counts as the included one.
  const includedCategory = taxes.category(includes ?? "");
  if (includedCategory) {
    taxIncluded = includedCategory.amount;
    total = total.subtract(taxIncluded);
  }
  const tax = taxes.sum;
  const totalWithTax = total.add(tax);
  const retained = taxes.retained;
  let payable = retained ? totalWithTax.subtract(retained) : totalWithTax;

  // Final rounding: lines to their price precision, everything else to the currency.
  for (const line of lines) roundLine(line);
  for (const d of discounts) roundAdjustment(d, decimals);
  for (const c of charges) roundAdjustment(c, decimals);
  taxes.round(decimals);
  payable = payable.rescale(decimals);
  if (rounding) payable = payable.add(rounding);

  const totals: Obj = { sum: sum.rescale(decimals).toString() };
  if (discountSum) totals.discount = discountSum.rescale(decimals).toString();
  if (chargeSum) totals.charge = chargeSum.rescale(decimals).toString();
  if (taxIncluded) totals.tax_included = taxIncluded.rescale(decimals).toString();
  totals.total = total.rescale(decimals).toString();
  if (taxes.categories.length > 0) totals.taxes = taxes.toData();
  totals.tax = tax.rescale(decimals).toString();
  totals.total_with_tax = totalWithTax.rescale(decimals).toString();
  if (retained) totals.retained_tax = retained.rescale(decimals).toString();
  if (rounding) totals.rounding = rounding.toString();
  totals.payable = payable.toString();

  const payment: Obj | undefined = doc.payment;
  if (payment) {
    const advances: Obj[] = payment.advances ?? [];
    for (const a of advances) {
      if (a.percent !== undefined) a.amount = Percentage.parse(a.percent).of(payable).toString();
      a.amount = Amount.parse(a.amount ?? "0").rescale(decimals).toString();
    }
    if (advances.length > 0) {
      const advance = advances.reduce((acc: Amount, a) => acc.add(Amount.parse(a.amount)), zero);
      totals.advance = advance.rescale(decimals).toString();
      totals.due = payable.subtract(advance).rescale(decimals).toString();
    }
    for (const due of payment.terms?.due_dates ?? []) {
      if (due.percent !== undefined && !Percentage.parse(due.percent).isZero()) {
        due.amount = Percentage.parse(due.percent).of(payable).toString();
      }
      due.amount = Amount.parse(due.amount ?? "0").rescale(decimals).toString();
    }
  }
  doc.totals = totals;
}

/** The lines that have a total, as taxable items. */
function lineItems(lines: Obj[], root: string): TaxableItem[] {
  const items: TaxableItem[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.total !== undefined) items.push({ amount: Amount.parse(line.total), taxes: (line.taxes ?? []) as ComboData[], path: `${root}.lines[${i}]` });
  }
  return items;
}

/** Sets a missing issue date (or a zero issue time) from the clock in the regime's zone; returns the tax date. */
export function issueDates(doc: Obj, timeZone: string | undefined): string {
  const zone = validZone(timeZone);
  if (doc.issue_time !== undefined && (doc.issue_time === "" || doc.issue_time === "00:00:00")) {
    const now = CalDateTime.now(zone);
    doc.issue_date = now.date.toString();
    doc.issue_time = now.time.toString();
  } else if (!doc.issue_date || isZeroDateText(doc.issue_date)) {
    doc.issue_date = CalDate.today(zone).toString();
  }
  return doc.value_date || doc.issue_date;
}

const zoneValidity = new Map<string, boolean>();

/** The regime's time zone if the platform knows it, else UTC (as GOBL falls back). Checked once per zone. */
function validZone(zone: string | undefined): string {
  if (!zone) return "UTC";
  let valid = zoneValidity.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    zoneValidity.set(zone, valid);
  }
  return valid ? zone : "UTC";
}

function applyCustomerRates(doc: Obj): void {
  const country = doc.customer?.tax_id?.country;
  if (!country) return;
  for (const holder of [...(doc.lines ?? []), ...(doc.discounts ?? []), ...(doc.charges ?? [])]) {
    for (const combo of holder.taxes ?? []) combo.country = country;
  }
}

/** A preceding document's tax total is recalculated and rounded in its own currency. */
function calculateDocumentRef(ref: Obj, s: Setting): void {
  if (!ref?.tax) return;
  const decimals = currencyDef(ref.currency || s.currency)?.subunits ?? s.decimals;
  const totals = TaxTotals.fromData(ref.tax, Amount.zero(decimals));
  totals.calculate(s.rule);
  totals.round(decimals);
  ref.tax = totals.toData();
}

/** Prices, sums and totals of one line (and its sub-lines). */
function calculateLine(line: Obj, s: Setting, path: string): void {
  const item: Obj | undefined = line.item;
  if (!item) return;
  for (const [i, sub] of (line.substituted ?? []).entries()) {
    sub.i = i + 1;
    calculateSubLine(sub, s, `${path}.substituted[${i}]`);
  }
  const breakdown: Obj[] = line.breakdown ?? [];
  if (breakdown.length > 0) {
    let price = Amount.zero(s.decimals);
    let priced = false;
    breakdown.forEach((sub, i) => {
      sub.i = i + 1;
      calculateSubLine(sub, s, `${path}.breakdown[${i}]`);
      if (sub.total !== undefined) {
        priced = true;
        const t = Amount.parse(sub.total);
        price = price.matchPrecision(t).add(t);
      }
    });
    if (priced) {
      const exp = Math.max(0, ...breakdown.filter((b) => b.item?.price !== undefined).map((b) => Amount.parse(b.item.price).exp));
      item.currency = s.currency;
      item.price = price.rescale(exp).toString();
      delete item.alt_prices;
    }
  }
  if (item.price === undefined) {
    delete item.alt_prices;
    delete line.sum;
    delete line.total;
    return;
  }
  calculateItemPrice(item, s, `${path}.item`);
  const workExp = s.decimals + (s.rule === "precise" ? PRECISE_EXTRA : 0);
  const price = Amount.parse(item.price).rescaleUp(workExp);
  priceLine(line, price, s);
}

function calculateSubLine(sub: Obj, s: Setting, path: string): void {
  const item: Obj | undefined = sub.item;
  if (!item) return;
  if (item.price === undefined) {
    delete sub.sum;
    delete sub.total;
    return;
  }
  calculateItemPrice(item, s, `${path}.item`);
  let price = Amount.parse(item.price);
  if (s.rule === "precise") price = price.rescaleUp(s.decimals + PRECISE_EXTRA);
  priceLine(sub, price, s);
}

/** sum = price × quantity; total = sum − discounts + charges. */
function priceLine(line: Obj, price: Amount, s: Setting): void {
  const quantity = Amount.parse(line.quantity ?? "0");
  const sum = applyRounding(s.rule, s.decimals, price.multiply(quantity));
  let total = sum;
  for (const d of line.discounts ?? []) {
    total = total.subtract(lineAdjustment(d, sum, s));
  }
  for (const c of line.charges ?? []) {
    let amount = lineAdjustment(c, sum, s);
    if (c.rate !== undefined) {
      amount = Amount.parse(c.rate).multiply(Amount.parse(c.quantity ?? line.quantity ?? "0")).rescaleUp(s.decimals);
      c.amount = amount.toString();
    }
    total = total.add(amount);
  }
  line.sum = sum.toString();
  line.total = total.toString();
}

/** A line discount or charge: percent of the sum (or of its own base), padded to the currency. */
function lineAdjustment(adj: Obj, sum: Amount, s: Setting): Amount {
  let amount = adj.amount !== undefined ? Amount.parse(adj.amount) : Amount.zero();
  if (adj.percent !== undefined) {
    let base = sum;
    if (adj.base !== undefined) {
      const stored = Amount.parse(adj.base).rescaleUp(s.decimals);
      adj.base = stored.toString();
      base = applyRounding(s.rule, s.decimals, stored.rescaleUp(s.decimals + PRECISE_EXTRA));
    }
    amount = Percentage.parse(adj.percent).of(base);
  }
  amount = amount.rescaleUp(s.decimals);
  adj.amount = amount.toString();
  return amount;
}

/** Brings an item price into the document currency (or its alternative price in it). */
function calculateItemPrice(item: Obj, s: Setting, path: string): void {
  const itemCurrency: string = item.currency || s.currency;
  const itemDecimals = currencyDef(itemCurrency)?.subunits ?? s.decimals;
  const price = Amount.parse(item.price).matchPrecision(Amount.zero(itemDecimals));
  if (!item.currency || item.currency === s.currency) {
    item.price = price.toString();
    return;
  }
  const original = { currency: item.currency, value: price.toString() };
  const alt = (item.alt_prices ?? []).find((p: Obj) => p.currency === s.currency);
  if (alt) {
    item.currency = alt.currency;
    item.price = Amount.parse(alt.value).matchPrecision(Amount.zero(s.decimals)).toString();
    item.alt_prices = [original];
    return;
  }
  const rate = matchExchangeRate<Obj>(s.rates, item.currency, s.currency);
  if (!rate) throw calculationError(`${path}.currency`, `no exchange rate from '${item.currency}' to '${s.currency}' in exchange_rates`);
  item.price = price.multiply(Amount.parse(rate.amount)).rescale(s.decimals).toString();
  item.currency = s.currency;
  item.alt_prices = [original];
}

/** Document discounts or charges: percent of the line sum (or their base), under the rounding rule. */
function calculateDocumentAdjustments(list: Obj[], sum: Amount, s: Setting): void {
  list.forEach((adj, i) => {
    adj.i = i + 1;
    let amount = adj.amount !== undefined ? Amount.parse(adj.amount) : Amount.zero();
    if (adj.percent !== undefined) {
      let base = sum;
      if (adj.base !== undefined) base = applyRounding(s.rule, s.decimals, Amount.parse(adj.base).rescaleUp(s.decimals + PRECISE_EXTRA));
      amount = Percentage.parse(adj.percent).of(base);
    }
    adj.amount = applyRounding(s.rule, s.decimals, amount).toString();
  });
}

function sumAmounts(list: Obj[], zero: Amount): Amount | undefined {
  if (list.length === 0) return undefined;
  return list.reduce((acc: Amount, x) => {
    const a = Amount.parse(x.amount);
    return acc.matchPrecision(a).add(a);
  }, zero);
}

/** Line figures are shown with the precision of the item's price (only ever reduced). */
function roundLine(line: Obj): void {
  if (line.item?.price === undefined) return;
  const exp = Amount.parse(line.item.price).exp;
  if (line.sum !== undefined) line.sum = roundedDown(line.sum, exp);
  if (line.total !== undefined) line.total = roundedDown(line.total, exp);
  for (const adj of [...(line.discounts ?? []), ...(line.charges ?? [])]) adj.amount = roundedDown(adj.amount, exp);
  for (const sub of [...(line.breakdown ?? []), ...(line.substituted ?? [])]) {
    if (sub.sum !== undefined) sub.sum = roundedDown(sub.sum, exp);
    if (sub.total !== undefined) sub.total = roundedDown(sub.total, exp);
  }
}

/** An amount's text with at most `exp` decimals. */
function roundedDown(text: string | undefined, exp: number): string | undefined {
  return text === undefined ? undefined : Amount.parse(text).rescaleDown(exp).toString();
}

/** Document discounts and charges: to the currency, or to their base's precision when they have one. */
function roundAdjustment(adj: Obj, decimals: number): void {
  const exp = adj.base !== undefined ? Amount.parse(adj.base).exp : decimals;
  adj.amount = Amount.parse(adj.amount).rescaleDown(exp).toString();
}
