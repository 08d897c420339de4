/**
 * Taxes as people read them: a line's `IVA 21 %`, and the breakdown table
 * by category and rate (base and amount), with surcharges and withheld
 * taxes marked.
 */
import type { Table } from "./model.ts";
import { categoryName, categoryRetained, taxKeyName, type PageContext } from "./context.ts";
import { join, obj, objs, str, type Obj } from "./doc.ts";

/** One tax combo of a line: `IVA 21 %`, `IVA exento`, `IVA 21 % + Recargo 5,2 %`. */
export function comboText(combo: Obj, ctx: PageContext): string {
  const cat = str(combo.cat);
  const percent = str(combo.percent);
  const rate = percent ? ctx.format.percent(percent) : taxKeyName(ctx, cat, str(combo.rate) ?? str(combo.key));
  const surcharge = str(combo.surcharge);
  return join([categoryName(ctx, cat), rate, surcharge ? `+ ${ctx.labels.taxes.surcharge} ${ctx.format.percent(surcharge)}` : undefined]);
}

/** The tax breakdown table of `totals.taxes`, or undefined when the document has none. */
export function taxTable(totals: Obj | undefined, ctx: PageContext): Table | undefined {
  const categories = objs(obj(totals?.taxes)?.categories);
  if (categories.length === 0) return undefined;
  const t = ctx.labels.taxes;
  const rows: string[][] = [];
  let surcharges = false;
  for (const category of categories) for (const rate of objs(category.rates)) if (obj(rate.surcharge)) surcharges = true;
  for (const category of categories) {
    const code = str(category.code);
    const retained = category.retained === true || categoryRetained(ctx, code);
    const name = join([categoryName(ctx, code), retained ? `(${t.retained})` : undefined]);
    for (const rate of objs(category.rates)) {
      const percent = str(rate.percent);
      const surcharge = obj(rate.surcharge);
      const row = [
        name,
        percent ? ctx.format.percent(percent) : (taxKeyName(ctx, code, str(rate.key)) ?? ""),
        ctx.money(rate.base),
        ctx.money(rate.amount),
      ];
      if (surcharges) row.push(surcharge ? join([ctx.format.percent(str(surcharge.percent)), ctx.money(surcharge.amount)], ": ") : "");
      rows.push(row);
    }
  }
  const columns = [
    { heading: t.category },
    { heading: t.rate, numeric: true },
    { heading: t.base, numeric: true },
    { heading: t.amount, numeric: true },
  ];
  if (surcharges) columns.push({ heading: t.surcharge, numeric: true });
  return { caption: t.caption, columns, rows };
}
