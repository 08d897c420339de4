import { Amount } from "../num/index.ts";
import type { Normalizer } from "../plugin/contracts.ts";

type Obj = Record<string, any>;

/** A negative price becomes a positive price on a negative quantity, as GOBL stores it. */
function flipNegativePrice(line: Obj): void {
  const price = line.item?.price;
  if (price === undefined || !Amount.parse(price).isNegative()) return;
  line.item.price = Amount.parse(price).negate().toString();
  line.quantity = Amount.parse(line.quantity ?? "0").negate().toString();
}

/** A discount or charge that says nothing (no key, code, reason, percent, amount or ext) is dropped. */
function isEmptyAdjustment(adj: Obj): boolean {
  const nonZero = (v: unknown) => v !== undefined && !Amount.parse(String(v).replace(/%$/, "")).isZero();
  return !adj.key && !adj.code && !adj.reason && !nonZero(adj.percent) && !nonZero(adj.amount) && Object.keys(adj.ext ?? {}).length === 0;
}

/** A sub-line with nothing in it is dropped. */
function isEmptySubLine(sub: Obj): boolean {
  return !sub.item && sub.quantity === undefined && (sub.discounts ?? []).length === 0 && (sub.charges ?? []).length === 0;
}

function cleanList(owner: Obj, field: string, isEmpty: (x: Obj) => boolean): void {
  if (!Array.isArray(owner[field])) return;
  owner[field] = owner[field].filter((x: Obj) => !isEmpty(x));
  if (owner[field].length === 0) delete owner[field];
}

export const billNormalizers: Normalizer[] = [
  {
    type: "bill.Line",
    normalize(line: Obj) {
      flipNegativePrice(line);
      cleanList(line, "discounts", isEmptyAdjustment);
      cleanList(line, "charges", isEmptyAdjustment);
      cleanList(line, "breakdown", isEmptySubLine);
    },
  },
  {
    type: "bill.SubLine",
    normalize(sub: Obj) {
      flipNegativePrice(sub);
      cleanList(sub, "discounts", isEmptyAdjustment);
      cleanList(sub, "charges", isEmptyAdjustment);
    },
  },
  {
    type: "tax.Extensions",
    normalize(ext: Obj) {
      for (const key of Object.keys(ext)) if (ext[key] === "") delete ext[key];
    },
  },
  { type: "bill.Invoice", normalize: (doc: Obj) => void (doc.type ||= "standard") },
  { type: "bill.Order", normalize: (doc: Obj) => void (doc.type ||= "purchase") },
  { type: "bill.Delivery", normalize: (doc: Obj) => void (doc.type ||= "advice") },
  // GOBL's bill.normalizePayment: a payment is a receipt unless it says otherwise.
  { type: "bill.Payment", normalize: (doc: Obj) => void (doc.type ||= "receipt") },
];
