/**
 * The fields under the title: dates, currency and exchange rates, the
 * documents this one follows, and the ordering and delivery references,
 * each only when the document has it.
 */
import type { Field } from "./model.ts";
import type { PageContext } from "./context.ts";
import { documentNumber, join, obj, objs, str, type Obj } from "./doc.ts";

export function headerFields(doc: Obj, ctx: PageContext): Field[] {
  const h = ctx.labels.header;
  const f = ctx.format;
  const fields: Field[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) fields.push({ label, value });
  };

  add(h.issueDate, join([f.date(str(doc.issue_date)), str(doc.issue_time)?.slice(0, 5)]));
  add(h.operationDate, f.date(str(doc.op_date)));
  add(h.valueDate, f.date(str(doc.value_date)));
  add(h.despatchDate, f.date(str(doc.despatch_date)));
  add(h.receiveDate, f.date(str(doc.receive_date)));
  add(h.currency, str(doc.currency));
  for (const rate of objs(doc.exchange_rates)) add(h.exchangeRate, exchangeRate(rate, ctx));
  for (const ref of objs(doc.preceding)) {
    add(h.preceding, documentRef(ref, ctx));
    add(h.reason, str(ref.reason));
  }
  // An order carries its contracts, identities and period itself; an invoice in `ordering`.
  for (const ref of objs(doc.contracts)) add(h.contract, documentRef(ref, ctx));
  for (const identity of objs(doc.identities)) add(str(identity.label) ?? str(identity.type) ?? str(identity.key) ?? h.reference, str(identity.code));
  const period = obj(doc.period);
  if (period) add(h.period, f.period(str(period.start), str(period.end)));
  fields.push(...orderingFields(obj(doc.ordering), ctx));
  fields.push(...deliveryFields(obj(doc.delivery), ctx));
  const tracking = obj(doc.tracking);
  if (tracking) add(h.tracking, join([str(tracking.code), str(obj(tracking.website)?.url)], " · "));
  return fields;
}

function orderingFields(ordering: Obj | undefined, ctx: PageContext): Field[] {
  if (!ordering) return [];
  const h = ctx.labels.header;
  const fields: Field[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) fields.push({ label, value });
  };
  add(h.orderReference, str(ordering.code));
  const period = obj(ordering.period);
  if (period) add(h.period, ctx.format.period(str(period.start), str(period.end)));
  add(h.accountingCost, str(ordering.cost));
  const refs: [string, unknown][] = [
    [h.purchaseOrder, ordering.purchases],
    [h.salesOrder, ordering.sales],
    [h.contract, ordering.contracts],
    [h.project, ordering.projects],
    [h.receivingAdvice, ordering.receiving],
    [h.despatchAdvice, ordering.despatch],
    [h.tender, ordering.tender],
  ];
  for (const [label, list] of refs) for (const ref of objs(list)) add(label, documentRef(ref, ctx));
  for (const identity of objs(ordering.identities)) add(str(identity.label) ?? str(identity.type) ?? str(identity.key) ?? h.reference, str(identity.code));
  return fields;
}

function deliveryFields(delivery: Obj | undefined, ctx: PageContext): Field[] {
  if (!delivery) return [];
  const h = ctx.labels.header;
  const fields: Field[] = [];
  const date = ctx.format.date(str(delivery.date));
  if (date) fields.push({ label: h.deliveryDate, value: date });
  const period = obj(delivery.period);
  if (period) fields.push({ label: h.deliveryDate, value: ctx.format.period(str(period.start), str(period.end)) });
  for (const identity of objs(delivery.identities)) {
    const code = str(identity.code);
    if (code) fields.push({ label: str(identity.label) ?? str(identity.type) ?? str(identity.key) ?? h.reference, value: code });
  }
  return fields;
}

/** `1 USD = 0.875 EUR`, digits as the document has them. */
function exchangeRate(rate: Obj, ctx: PageContext): string | undefined {
  const from = str(rate.from);
  const to = str(rate.to);
  const amount = str(rate.amount);
  if (!from || !to || !amount) return undefined;
  return `1 ${from} = ${ctx.format.decimal(amount)} ${to}`;
}

/** A referenced document: its number and date (`FE-2024-001, 15 January 2025`). */
export function documentRef(ref: Obj, ctx: PageContext): string | undefined {
  return join([documentNumber(ref), ctx.format.date(str(ref.issue_date)), str(ref.description)], ", ") || undefined;
}
