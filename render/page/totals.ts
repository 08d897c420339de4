/**
 * The totals column: from the lines' sum down to what is to be paid, each
 * tax by rate in between, every row only when the document has it. The
 * amount the customer is to pay is emphasised: what is still due after
 * advances when there were any, else the payable amount.
 */
import type { TotalRow } from "./model.ts";
import { categoryName, categoryRetained, type PageContext } from "./context.ts";
import { join, obj, objs, str, type Obj } from "./doc.ts";

export function totalRows(totals: Obj | undefined, ctx: PageContext): TotalRow[] {
  if (!totals) return [];
  const t = ctx.labels.totals;
  const rows: TotalRow[] = [];
  const add = (label: string, value: unknown, options: { negative?: boolean; emphasis?: boolean } = {}) => {
    const amount = str(value);
    if (amount === undefined) return;
    rows.push({ label, value: (options.negative ? "−" : "") + ctx.money(amount), ...(options.emphasis ? { emphasis: true } : {}) });
  };
  add(t.sum, totals.sum);
  add(t.discount, totals.discount, { negative: true });
  add(t.charge, totals.charge);
  add(t.taxIncluded, totals.tax_included, { negative: true });
  add(t.total, totals.total);
  // Taxes added to the total come before the total with tax; those the customer withholds after it, taken off.
  const categories = objs(obj(totals.taxes)?.categories);
  const withheld = (category: Obj) => category.retained === true || categoryRetained(ctx, str(category.code));
  for (const category of categories.filter((c) => !withheld(c))) taxRows(category, ctx, add, false);
  add(t.totalWithTax, totals.total_with_tax);
  const retained = categories.filter(withheld);
  for (const category of retained) taxRows(category, ctx, add, true);
  if (retained.length === 0) add(t.retainedTax, totals.retained_tax, { negative: true });
  add(t.rounding, totals.rounding);
  const due = str(totals.due);
  add(t.payable, totals.payable, { emphasis: due === undefined });
  add(t.advance, totals.advance, { negative: true });
  add(t.due, due, { emphasis: true });
  return rows;
}

type Add = (label: string, value: unknown, options?: { negative?: boolean }) => void;

/** A category's rows, one per rate (`IVA 21 %`), with any surcharge under it. */
function taxRows(category: Obj, ctx: PageContext, add: Add, negative: boolean): void {
  const name = categoryName(ctx, str(category.code));
  for (const rate of objs(category.rates)) {
    add(join([name, str(rate.percent) ? ctx.format.percent(str(rate.percent)) : undefined]), rate.amount, { negative });
    const surcharge = obj(rate.surcharge);
    if (surcharge) add(join([ctx.labels.taxes.surcharge, ctx.format.percent(str(surcharge.percent))]), surcharge.amount, { negative });
  }
}
