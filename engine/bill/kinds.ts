import { CalDate } from "../cal/index.ts";
import { calculationError } from "../errors/index.ts";
import type { Context } from "../plugin/context.ts";
import type { DocumentKind } from "../schema/kinds.ts";
import type { TagSet } from "../tax/regime-def.ts";
import { calculateBill } from "./calculate.ts";
import { replicateBill } from "./correct.ts";
import { calculatePayment } from "./payment.ts";
import { DeliverySchema, OrderSchema, PaymentSchema, StatusSchema } from "./schema.ts";

type Obj = Record<string, any>;

/** Bill documents name their regime, or take it from the supplier's tax ID. */
export const billRegime = (doc: Obj): string | undefined => doc.$regime || doc.supplier?.tax_id?.country;

/** Records the regime a document was calculated under when it did not name one. */
export function settleRegime(doc: Obj, ctx: Context): void {
  if (!doc.$regime && ctx.regime) doc.$regime = ctx.regime.definition.country;
}

/** The tags regime and addons define for a schema, on top of `defaults`. */
export function tagsFor(schema: string, ctx: Context, defaults: readonly string[] = []): Set<string> {
  const sources = [ctx.regime?.definition.tags, ...ctx.addons.map((a) => a.definition.tags)] as (TagSet[] | undefined)[];
  const keys = new Set(defaults);
  for (const sets of sources) for (const set of sets ?? []) if (set.schema === schema) for (const d of set.list) if (d.key) keys.add(d.key);
  return keys;
}

export function checkTags(doc: Obj, allowed: Set<string>, root: string): void {
  (doc.$tags ?? []).forEach((tag: string, i: number) => {
    if (!allowed.has(tag)) throw calculationError(`${root}.$tags[${i}]`, `tag '${tag}' is not defined for this document, its regime or addons`);
  });
}

const hasCode = (doc: Obj): boolean => !!doc.code;

/** The URI of a party's first endpoint, if it has one. */
export function endpointOf(party: Obj | undefined): string | undefined {
  return (party?.endpoints ?? []).find((e: Obj) => e?.uri)?.uri;
}

/** A document that flows from `a` to `b` (or back, when `reversed`). */
export function flow(a: string | undefined, b: string | undefined, reversed: boolean): { from?: string; to?: string } {
  return reversed ? { from: b, to: a } : { from: a, to: b };
}

const billKind = (schema: { $id?: string }, type: string) => ({
  id: schema.$id!,
  type,
  identifiable: true,
  regimeOf: billRegime,
  addonsOf: (doc: Obj) => doc.$addons ?? [],
  readyToSign: hasCode,
  replicate: replicateBill,
});

export const orderKind: DocumentKind<Obj> = {
  ...billKind(OrderSchema, "bill.Order"),
  schema: OrderSchema,
  // An empty or unknown currency becomes the regime's (calculateBill), as in GOBL.
  replacedWhenUnknown: ["currency"],
  // A purchase order goes from the customer to the supplier.
  route: (o) => flow(endpointOf(o.supplier), endpointOf(o.customer), o.type === "purchase"),
  calculate(order, ctx) {
    settleRegime(order, ctx);
    calculateBill(order, ctx);
  },
};

export const deliveryKind: DocumentKind<Obj> = {
  ...billKind(DeliverySchema, "bill.Delivery"),
  schema: DeliverySchema,
  // An empty or unknown currency becomes the regime's (calculateBill), as in GOBL.
  replacedWhenUnknown: ["currency"],
  // Despatcher (else supplier) to receiver (else customer); a receipt goes back.
  route: (d) =>
    flow(endpointOf(d.despatcher) ?? endpointOf(d.supplier), endpointOf(d.receiver) ?? endpointOf(d.customer), d.type === "receipt"),
  calculate(delivery, ctx) {
    settleRegime(delivery, ctx);
    // Deliveries have no default tags: only those of their regime and addons.
    checkTags(delivery, tagsFor("bill/delivery", ctx), ctx.root);
    calculateBill(delivery, ctx);
  },
};

export const paymentKind: DocumentKind<Obj> = {
  ...billKind(PaymentSchema, "bill.Payment"),
  schema: PaymentSchema,
  // A payment advice goes from the customer to the supplier.
  route: (p) => flow(endpointOf(p.supplier), endpointOf(p.customer), p.type === "advice"),
  calculate(payment, ctx) {
    settleRegime(payment, ctx);
    calculatePayment(payment, ctx);
  },
};

export const statusKind: DocumentKind<Obj> = {
  ...billKind(StatusSchema, "bill.Status"),
  schema: StatusSchema,
  readyToSign: (status) => !!status.code && !!status.issue_date,
  // A response goes from the customer to the supplier, an update the other way; other statuses are not routed.
  route: (st) =>
    st.type === "response" || st.type === "update" ? flow(endpointOf(st.supplier), endpointOf(st.customer), st.type === "response") : {},
  replicate: undefined,
  calculate(status, ctx) {
    settleRegime(status, ctx);
    // Unlike the other bill documents, a status takes today's date in UTC.
    if (!status.issue_date) status.issue_date = CalDate.today("UTC").toString();
    // Status lines are numbered in `index` (not `i` as other lines).
    (status.lines ?? []).forEach((line: Obj, i: number) => {
      line.index = i + 1;
    });
  },
};
