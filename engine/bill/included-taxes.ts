/**
 * GOBL's RemoveIncludedTaxes, on a built invoice's JSON: formats such as UBL
 * and CII carry net prices only, so an invoice whose prices include a tax
 * (`tax.prices_include`) is first restated without it. Each price, line
 * discount and charge, and document discount and charge taxed in that
 * category has the tax taken out at two more decimals than it had; the
 * document is then calculated again, under the invoice's rounding rule as
 * GOBL does or, for formats whose rules want it, rounding each line to the
 * currency (see withoutIncludedTaxes), and any cent the restatement loses
 * against the original total with tax is kept as `totals.rounding`.
 */
import { Amount } from "../num/amount.ts";
import { Percentage } from "../num/percentage.ts";

type Obj = Record<string, any>;

/** Decimals added before the tax is taken out (GOBL's defaultTaxRemovalAccuracy). */
const REMOVAL_ACCURACY = 2;

/** Whether the invoice states prices that include a tax. */
function hasIncludedTaxes(doc: Obj): boolean {
  return typeof doc.tax?.prices_include === "string" && doc.tax.prices_include !== "";
}

/**
 * The invoice restated with net prices, ready to be calculated again (no
 * totals), under its own rounding rule (`invoice`) or with each line rounded
 * to the currency (`currency`). `undefined` when its prices include no tax.
 */
export function withoutIncludedTaxes(doc: Obj, rounding: "invoice" | "currency" = "invoice"): Obj | undefined {
  if (!hasIncludedTaxes(doc)) return undefined;
  const category: string = doc.tax.prices_include;
  const copy = structuredClone(doc) as Obj;
  delete copy.totals;
  copy.lines = (copy.lines ?? []).map((line: Obj) => netLine(line, category));
  for (const key of ["discounts", "charges"]) {
    if (Array.isArray(copy[key])) copy[key] = copy[key].map((row: Obj) => netAmountOf(row, percentOf(row.taxes, category)));
  }
  delete copy.tax.prices_include;
  if (rounding === "invoice") return copy;
  // Net prices carry two more decimals than the currency, so under the precise rule the line totals would too,
  // and totals summed from unrounded lines would differ by a cent from the sums of what is written. EN 16931
  // wants each line's net amount (BT-131) at the currency's decimals and checks every total as the sum of the
  // amounts stated (BR-CO-10, BR-CO-14): rounding each line and rate first (the currency rule) makes them so.
  copy.tax.rounding = "currency";
  return copy;
}

/** The rounding that keeps the restated invoice's total with tax at the original's (undefined when they agree). */
export function roundingToKeep(original: Obj, restated: Obj): string | undefined {
  const before = Amount.parse(original.totals.total_with_tax);
  const after = Amount.parse(restated.totals.total_with_tax);
  return before.equals(after) ? undefined : before.subtract(after).toString();
}

function netLine(line: Obj, category: string): Obj {
  const percent = percentOf(line.taxes, category);
  if (!percent) return line;
  const net: Obj = { ...line, item: netItem(line.item, percent) };
  for (const key of ["breakdown", "substituted"]) {
    if (Array.isArray(line[key])) net[key] = line[key].map((sub: Obj) => ({ ...sub, item: netItem(sub.item, percent), ...netAdjustments(sub, percent) }));
  }
  return { ...net, ...netAdjustments(line, percent) };
}

function netItem(item: Obj, percent: Percentage): Obj {
  const { alt_prices: _dropped, ...rest } = item;
  return item.price === undefined ? rest : { ...rest, price: net(item.price, percent) };
}

function netAdjustments(row: Obj, percent: Percentage): Obj {
  const out: Obj = {};
  for (const key of ["discounts", "charges"]) {
    if (Array.isArray(row[key])) out[key] = row[key].map((adjustment: Obj) => netAmountOf(adjustment, percent));
  }
  return out;
}

function netAmountOf(row: Obj, percent: Percentage | undefined): Obj {
  return percent && row.amount !== undefined ? { ...row, amount: net(row.amount, percent) } : row;
}

function net(amount: string, percent: Percentage): string {
  return Amount.parse(amount).upscale(REMOVAL_ACCURACY).remove(percent).toString();
}

function percentOf(taxes: unknown, category: string): Percentage | undefined {
  if (!Array.isArray(taxes)) return undefined;
  const combo = taxes.find((t: Obj) => t?.cat === category);
  return combo?.percent === undefined ? undefined : Percentage.parse(combo.percent);
}
