/**
 * The lines table: what was supplied, how many, at what price, with what
 * discounts, charges and taxes, for what total. Columns nobody uses (no
 * line has a discount, a delivery note has no prices) are left out.
 */
import type { Table } from "./model.ts";
import type { PageContext } from "./context.ts";
import { comboText } from "./taxes.ts";
import { join, obj, objs, str, type Obj } from "./doc.ts";

export function linesTable(lines: unknown, ctx: PageContext): Table | undefined {
  const rows = objs(lines);
  if (rows.length === 0) return undefined;
  const l = ctx.labels.lines;
  const has = (test: (line: Obj) => boolean) => rows.some(test);
  const show = {
    price: has((line) => str(obj(line.item)?.price) !== undefined),
    discounts: has((line) => objs(line.discounts).length > 0),
    charges: has((line) => objs(line.charges).length > 0),
    taxes: has((line) => objs(line.taxes).length > 0),
    total: has((line) => str(line.total) !== undefined || str(line.sum) !== undefined),
  };
  const columns: Table["columns"] = [{ heading: l.index, numeric: true }, { heading: l.item }, { heading: l.quantity, numeric: true }];
  if (show.price) columns.push({ heading: l.price, numeric: true });
  if (show.discounts) columns.push({ heading: l.discounts, numeric: true });
  if (show.charges) columns.push({ heading: l.charges, numeric: true });
  if (show.taxes) columns.push({ heading: l.taxes });
  if (show.total) columns.push({ heading: l.total, numeric: true });

  const body = rows.map((line, n) => {
    const item = obj(line.item) ?? {};
    const currency = str(item.currency) ?? ctx.currency;
    const cells = [str(line.i) ?? String(n + 1), itemText(line, item, ctx), quantityText(line, item, ctx)];
    if (show.price) cells.push(ctx.format.amount(str(item.price), currency));
    if (show.discounts) cells.push(adjustments(line.discounts, ctx));
    if (show.charges) cells.push(adjustments(line.charges, ctx));
    if (show.taxes) cells.push(objs(line.taxes).map((combo) => comboText(combo, ctx)).join("\n"));
    if (show.total) cells.push(ctx.money(line.total ?? line.sum));
    return cells;
  });
  return { caption: l.caption, columns, rows: body };
}

/** The item's name, then on lines of their own its reference, description, period and notes. */
function itemText(line: Obj, item: Obj, ctx: PageContext): string {
  const l = ctx.labels.lines;
  const period = obj(line.period);
  const parts = [
    str(item.name),
    str(item.ref) ? `${l.reference} ${str(item.ref)}` : undefined,
    ...objs(item.identities).map((id) => join([str(id.label) ?? str(id.type) ?? str(id.key), str(id.code)], ": ")),
    str(item.description),
    period ? `${l.period}: ${ctx.format.period(str(period.start), str(period.end))}` : undefined,
    ...objs(line.notes).map((note) => str(note.text)),
    ...objs(line.breakdown).map((sub) => join([ctx.format.decimal(str(sub.quantity)), "×", str(obj(sub.item)?.name)])),
  ];
  return parts.filter((p): p is string => !!p).join("\n");
}

function quantityText(line: Obj, item: Obj, ctx: PageContext): string {
  const unit = str(item.unit);
  return join([ctx.format.decimal(str(line.quantity)), unit ? (ctx.labels.units[unit] ?? unit) : undefined]);
}

/** A line's discounts or charges: `10 %: 12,00 €`, the reason under it. */
function adjustments(list: unknown, ctx: PageContext): string {
  return objs(list)
    .map((adj) => {
      const percent = str(adj.percent);
      const amount = ctx.money(adj.amount);
      return join([percent ? `${ctx.format.percent(percent)}: ${amount}` : amount, str(adj.reason)], "\n");
    })
    .join("\n");
}
