/** The document-level discounts and charges, one table: what, why, at what percent, how much. */
import type { Table } from "./model.ts";
import type { PageContext } from "./context.ts";
import { join, objs, str, type Obj } from "./doc.ts";

export function adjustmentsTable(doc: Obj, ctx: PageContext): Table | undefined {
  const a = ctx.labels.adjustments;
  const row = (kind: string, adj: Obj, sign: string) => [
    kind,
    join([str(adj.reason), str(adj.code) ? `(${str(adj.code)})` : undefined]),
    adj.percent ? ctx.format.percent(str(adj.percent)) : "",
    sign + ctx.money(adj.amount),
  ];
  const rows = [...objs(doc.discounts).map((d) => row(a.discount, d, "−")), ...objs(doc.charges).map((c) => row(a.charge, c, ""))];
  if (rows.length === 0) return undefined;
  return {
    caption: a.caption,
    columns: [{ heading: a.kind }, { heading: a.reason }, { heading: a.percent, numeric: true }, { heading: a.amount, numeric: true }],
    rows,
  };
}
