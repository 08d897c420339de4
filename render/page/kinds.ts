/**
 * The tables only some kinds have: the documents a payment pays, the
 * states a status reports; and a message's text.
 */
import type { Table, TextSection } from "./model.ts";
import type { PageContext } from "./context.ts";
import { documentNumber, join, obj, objs, str, type Obj } from "./doc.ts";

/** A payment's lines: each document paid, what it asked for, what this payment pays and what is left. */
export function paidTable(doc: Obj, ctx: PageContext): Table | undefined {
  const lines = objs(doc.lines);
  if (lines.length === 0) return undefined;
  const p = ctx.labels.paid;
  const rows = lines.map((line, n) => {
    const ref = obj(line.document);
    return [
      str(line.i) ?? String(n + 1),
      join([documentNumber(ref), str(line.description) ?? str(ref?.description)], "\n"),
      ctx.format.date(str(ref?.issue_date)),
      ctx.money(line.payable),
      ctx.money(line.advances),
      (line.refund === true ? "−" : "") + ctx.money(line.amount),
      ctx.money(line.due),
    ];
  });
  return {
    caption: p.caption,
    columns: [
      { heading: ctx.labels.lines.index, numeric: true },
      { heading: p.document },
      { heading: p.date },
      { heading: p.payable, numeric: true },
      { heading: p.advances, numeric: true },
      { heading: p.amount, numeric: true },
      { heading: p.due, numeric: true },
    ],
    rows,
  };
}

/** A status's lines: the document, its state, when, and why. */
export function statusTable(doc: Obj, ctx: PageContext): Table | undefined {
  const lines = objs(doc.lines);
  if (lines.length === 0) return undefined;
  const s = ctx.labels.status;
  const rows = lines.map((line, n) => {
    const key = str(line.key);
    const details = [
      str(line.description),
      ...objs(line.reasons).map((r) => join([str(r.key), str(r.description)], ": ")),
      ...objs(line.actions).map((a) => join([str(a.key), str(a.description)], ": ")),
    ];
    return [
      str(line.index) ?? String(n + 1),
      documentNumber(obj(line.doc)) ?? "",
      key ? (ctx.labels.statusKeys[key] ?? key) : "",
      ctx.format.date(str(line.date)),
      details.filter((d): d is string => !!d).join("\n"),
    ];
  });
  return {
    caption: s.caption,
    columns: [{ heading: ctx.labels.lines.index, numeric: true }, { heading: s.document }, { heading: s.state }, { heading: s.date }, { heading: s.details }],
    rows,
  };
}

/** A message's content, a paragraph per paragraph of its text. */
export function messageSection(doc: Obj, ctx: PageContext): TextSection | undefined {
  const content = str(doc.content);
  if (!content) return undefined;
  const paragraphs = content.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return { heading: ctx.labels.sections.content, paragraphs };
}

/** The total a payment document pays. */
export function paymentTotal(doc: Obj, ctx: PageContext): { label: string; value: string; emphasis: true }[] {
  const total = str(doc.total);
  return total ? [{ label: ctx.labels.paid.total, value: ctx.money(total), emphasis: true }] : [];
}
