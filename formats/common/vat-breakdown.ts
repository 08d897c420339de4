/**
 * The VAT breakdown (BG-23) of an invoice as EN 16931 wants it: one entry per
 * tax scheme, VAT category code (BT-118) and rate (BT-119). GOBL's totals
 * keep one rate total per rate key and extensions, so an invoice of goods and
 * services at the same Spanish rate (es-sii-product "goods" and "services")
 * has two totals at 21%; written as two breakdowns, neither taxable amount is
 * the sum of that category's lines (BR-S-08 and its siblings for the other
 * categories). Both UBL and CII write their breakdowns from these groups.
 */
import { Amount, Percentage, extCode } from "../../engine/index.ts";

/** A rate total of GOBL's tax totals, as the built document's JSON holds it. */
export interface RateTotalJSON {
  key?: string;
  ext?: Record<string, string>;
  base?: string;
  percent?: string;
  amount?: string;
  [member: string]: unknown;
}

/** A category total of GOBL's tax totals (VAT, GST, ...) with its rate totals. */
export interface CategoryTotalJSON {
  code?: string;
  rates?: RateTotalJSON[];
  [member: string]: unknown;
}

export interface VATBreakdown {
  /** The tax category of GOBL's totals (the scheme: VAT, GST, ...). */
  scheme: string;
  /** The UNTDID 5305 category code (untdid-tax-category), "" when the rate totals carry none. */
  category: string;
  /** The rate as the first rate total of the group states it ("21.0%"); none when it has no percent. */
  percent?: string;
  /** The taxable amount: the group's bases summed, the rate total's own text when the group has one. */
  base?: string;
  /** The tax amount: the group's amounts summed, the rate total's own text when the group has one. */
  amount?: string;
  /** The rate totals merged into this entry, in the totals' order (for their extensions: exemption reasons, ...). */
  rates: RateTotalJSON[];
}

const UNTDID_TAX_CATEGORY = "untdid-tax-category";

function sameRate(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return Percentage.parse(a).equals(Percentage.parse(b));
}

/** Two amounts added exactly; an absent one adds nothing (a group none of whose totals states a base states none). */
function sum(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const x = Amount.parse(a);
  const y = Amount.parse(b);
  // At the finer of the two precisions, so that nothing is rounded away.
  return x.matchPrecision(y).add(y).toString();
}

/** One breakdown per scheme, UNTDID category and rate, in the order each first appears in the totals. */
export function vatBreakdowns(categories: readonly CategoryTotalJSON[] | undefined): VATBreakdown[] {
  const out: VATBreakdown[] = [];
  for (const categoryTotal of categories ?? []) {
    const scheme = categoryTotal.code ?? "";
    for (const rate of categoryTotal.rates ?? []) {
      const category = extCode(rate.ext, UNTDID_TAX_CATEGORY);
      const group = out.find((b) => b.scheme === scheme && b.category === category && sameRate(b.percent, rate.percent));
      if (!group) {
        out.push({ scheme, category, percent: rate.percent, base: rate.base, amount: rate.amount, rates: [rate] });
        continue;
      }
      group.base = sum(group.base, rate.base);
      group.amount = sum(group.amount, rate.amount);
      group.rates.push(rate);
    }
  }
  return out;
}
