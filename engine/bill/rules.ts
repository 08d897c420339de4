/**
 * GOBL's bill rules (GOBL-BILL-*): invoices, deliveries, orders, payments,
 * statuses and their parts, with GOBL's codes, fault paths and guards.
 *
 * GOBL's "present" depends on the Go type behind a field: a string, a list or
 * a pointer (an optional object or amount) is present when set and not empty,
 * but a value-typed struct such as a line's `quantity` (num.Amount) or a
 * delivery's `issue_date` (cal.Date) is always present, so those assertions
 * never fail in GOBL either (a missing value is GOBL's zero value).
 *
 * Two checks GOBL declares on a parent point into a list (`lines[i].item.price`,
 * `methods[i].key`); they are checked on the list members, which the parent's
 * set marks as it is visited (documents are walked parents first).
 */
import { CalDate } from "../cal/index.ts";
import { currencyDef, matchExchangeRate } from "../currency/index.ts";
import { Amount } from "../num/index.ts";
import { given, present } from "../rules/checks.ts";
import type { RuleSet, SingleAssertion } from "../rules/rule.ts";

type Obj = Record<string, any>;

export const INVOICE_TYPES = ["standard", "proforma", "corrective", "credit-note", "debit-note", "other"] as const;
export const DELIVERY_TYPES = ["advice", "note", "waybill", "receipt", "other"] as const;
export const ORDER_TYPES = ["purchase", "sale", "quote"] as const;
export const PAYMENT_TYPES = ["request", "advice", "receipt"] as const;
export const STATUS_TYPES = ["response", "update", "system"] as const;
export const STATUS_LINE_KEYS = ["issued", "acknowledged", "processing", "querying", "rejected", "accepted", "paid", "error", "other"] as const;
export const REASON_KEYS = [
  "none",
  "references",
  "legal",
  "unknown-receiver",
  "quality",
  "delivery",
  "prices",
  "quantity",
  "items",
  "payment-terms",
  "not-recognized",
  "finance-terms",
  "partial",
  "other",
] as const;
export const ACTION_KEYS = ["none", "provide", "reissue", "credit-full", "credit-partial", "credit-amount", "other"] as const;
export const ROUNDING_RULES = ["precise", "currency"] as const;
export const TAX_POINTS = ["issue", "delivery", "payment"] as const;

/** A pointer field in GOBL: set (even to an empty object or a zero amount). */
const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const has = (field: string) => (o: Obj) => present(o[field]);
/** GOBL's `is.In`: the empty value is not in the list either. */
const oneOf = (list: readonly string[], field: string) => (o: Obj) => list.includes(o[field] ?? "");
/** `AssertIfPresent` + `is.In`. */
const oneOfIfSet = (list: readonly string[], field: string): Pick<SingleAssertion<Obj>, "when" | "test"> => ({
  when: has(field),
  test: (o) => list.includes(o[field]),
});
/** `is.Present` on a value-typed struct (num.Amount, cal.Date): always true in GOBL. */
const structPresent = (): boolean => true;

/** An amount, missing ones being GOBL's zero; undefined when the text is not a number. */
function amount(v: unknown): Amount | undefined {
  try {
    return Amount.parse(v === undefined || v === null ? "0" : (v as string));
  } catch {
    return undefined;
  }
}

/** Compares a set amount with zero; unreadable amounts pass (decoding reports them). */
function amountIs(v: unknown, ok: (sign: number) => boolean): boolean {
  const a = amount(v);
  return !a || ok(a.compare(Amount.zero()));
}

/** cal.DateNotZero: a missing or "0000-00-00" date fails; unreadable dates are left to GOBL-CAL-DATE-01. */
function dateNotZero(v: unknown): boolean {
  const d = CalDate.tryParse(typeof v === "string" ? v : "");
  return !d || !d.isZero;
}

/* ---------------------------------------------------------------- payment totals */

/** currency.Convert: the same currency as is, otherwise a matching rate rounded to the target's decimals. */
function convert(rates: Obj[] | undefined, from: string, to: string, value: Amount): Amount | undefined {
  if (from === to) return value;
  const rate = matchExchangeRate<Obj>(rates, from, to);
  if (!rate) return undefined;
  const factor = amount(rate.amount);
  if (!factor) return undefined;
  const converted = value.multiply(factor);
  const def = currencyDef(to);
  return def ? converted.rescale(def.subunits) : converted;
}

/** GOBL-BILL-PAYMENT-08: methods, converted to the payment's currency, add up to the total. */
function methodsSumMatchesTotal(p: Obj): boolean {
  const methods: unknown[] = Array.isArray(p.methods) ? p.methods : [];
  if (methods.length === 0) return true;
  const total = amount(p.total);
  if (!total) return true;
  const currency: string = p.currency ?? "";
  const def = currencyDef(currency);
  let sum = Amount.zero(def ? def.subunits : total.exp);
  for (const m of methods) {
    if (!isObject(m)) continue;
    const value = amount(m.amount);
    if (!value) return true;
    const converted = convert(p.exchange_rates, m.currency || currency, currency, value);
    if (!converted) return false;
    sum = sum.add(converted);
  }
  return sum.compare(total) === 0;
}

/* ---------------------------------------------------------------- payment lines */

function advancesWithinPayable(pl: Obj): boolean {
  if (!given(pl.payable) || !given(pl.advances)) return true;
  const payable = amount(pl.payable);
  const advances = amount(pl.advances);
  return !payable || !advances || advances.compare(payable) <= 0;
}

function amountWithinLimit(pl: Obj): boolean {
  if (!given(pl.payable)) return true;
  let max = amount(pl.payable);
  if (!max) return true;
  if (given(pl.advances)) {
    const advances = amount(pl.advances);
    if (!advances) return true;
    // GOBL's Subtract keeps the payable's decimals, rounding the advances to them.
    max = max.subtract(advances);
  }
  if (max.isNegative()) return true;
  const value = amount(pl.amount);
  return !value || value.compare(max) <= 0;
}

/* ---------------------------------------------------------------- rule sets */

const lineRules = (type: "bill.Line" | "bill.SubLine", prefix: string): RuleSet<Obj> => ({
  type,
  assert: [
    { code: `${prefix}-01`, field: "i", message: "the line index is required", test: (l) => typeof l.i === "number" && l.i !== 0 },
    { code: `${prefix}-02`, field: "quantity", message: "the line quantity is required", test: structPresent },
    { code: `${prefix}-03`, field: "item", message: "the line needs an item", test: (l) => given(l.item) },
    {
      code: `${prefix}-04`,
      field: "sum",
      message: "a priced line needs its sum",
      when: (l) => isObject(l.item) && given(l.item.price),
      test: (l) => given(l.sum),
    },
    {
      code: `${prefix}-05`,
      field: "total",
      message: "a priced line needs its total",
      when: (l) => isObject(l.item) && given(l.item.price),
      test: (l) => given(l.total),
    },
  ],
});

const percentWithBase = (type: string, code: string): RuleSet<Obj> => ({
  type,
  assert: [{ code, field: "percent", message: "a base needs a percent", when: (d) => given(d.base), test: (d) => given(d.percent) }],
});

export const billRules: RuleSet<Obj>[] = [
  {
    type: "bill.Invoice",
    assert: [
      { code: "GOBL-BILL-INVOICE-01", field: "type", message: "the invoice type is required", test: has("type") },
      { code: "GOBL-BILL-INVOICE-02", field: "type", message: "not a known invoice type", test: oneOf(INVOICE_TYPES, "type") },
      { code: "GOBL-BILL-INVOICE-03", field: "issue_date", message: "the invoice issue date is required", test: (inv) => dateNotZero(inv.issue_date) },
      { code: "GOBL-BILL-INVOICE-04", field: "currency", message: "the invoice currency is required", test: has("currency") },
      { code: "GOBL-BILL-INVOICE-05", field: "supplier", message: "the invoice needs a supplier", test: (inv) => given(inv.supplier) },
      {
        code: "GOBL-BILL-INVOICE-06",
        field: "supplier.name",
        message: "the invoice supplier needs a name",
        when: (inv) => isObject(inv.supplier),
        test: (inv) => present(inv.supplier.name),
      },
      {
        code: "GOBL-BILL-INVOICE-11",
        field: "value_date",
        message: "no value date when the tax point is given",
        when: (inv) => isObject(inv.tax) && present(inv.tax.point),
        test: (inv) => !present(inv.value_date),
      },
      {
        code: "GOBL-BILL-INVOICE-07",
        field: "customer.name",
        message: "a customer with a tax ID code needs a name",
        when: (inv) => isObject(inv.customer) && isObject(inv.customer.tax_id) && present(inv.customer.tax_id.code),
        test: (inv) => present(inv.customer.name),
      },
      {
        code: "GOBL-BILL-INVOICE-08",
        message: "every invoice line item needs a price",
        failing: (inv) =>
          (Array.isArray(inv.lines) ? inv.lines : []).flatMap((l: unknown, i: number) =>
            isObject(l) && isObject(l.item) && !given(l.item.price) ? [["lines", i, "item", "price"]] : [],
          ),
      },
      { code: "GOBL-BILL-INVOICE-09", field: "totals", message: "the invoice totals are required", test: (inv) => given(inv.totals) },
      {
        code: "GOBL-BILL-INVOICE-10",
        field: "lines",
        message: "an invoice without discounts or charges needs lines",
        when: (inv) => !present(inv.discounts) && !present(inv.charges),
        test: has("lines"),
      },
    ],
  },
  {
    type: "bill.Delivery",
    assert: [
      { code: "GOBL-BILL-DELIVERY-01", field: "type", message: "the delivery type is required", test: has("type") },
      { code: "GOBL-BILL-DELIVERY-02", field: "type", message: "not a known delivery type", test: oneOf(DELIVERY_TYPES, "type") },
      { code: "GOBL-BILL-DELIVERY-03", field: "issue_date", message: "the delivery issue date is required", test: structPresent },
      { code: "GOBL-BILL-DELIVERY-04", field: "supplier", message: "the delivery needs a supplier", test: (d) => given(d.supplier) },
      { code: "GOBL-BILL-DELIVERY-05", field: "lines", message: "the delivery needs lines", test: has("lines") },
    ],
  },
  {
    type: "bill.Order",
    assert: [
      { code: "GOBL-BILL-ORDER-01", field: "type", message: "the order type is required", test: has("type") },
      { code: "GOBL-BILL-ORDER-02", field: "type", message: "not a known order type", test: oneOf(ORDER_TYPES, "type") },
      { code: "GOBL-BILL-ORDER-03", field: "issue_date", message: "the order issue date is required", test: structPresent },
      { code: "GOBL-BILL-ORDER-04", field: "currency", message: "the order currency is required", test: has("currency") },
      { code: "GOBL-BILL-ORDER-05", field: "supplier", message: "the order needs a supplier", test: (o) => given(o.supplier) },
      { code: "GOBL-BILL-ORDER-06", field: "lines", message: "the order needs lines", test: has("lines") },
    ],
  },
  {
    type: "bill.Payment",
    assert: [
      { code: "GOBL-BILL-PAYMENT-08", message: "the payment methods must add up to the total", test: methodsSumMatchesTotal },
      { code: "GOBL-BILL-PAYMENT-01", field: "type", message: "the payment type is required", test: has("type") },
      { code: "GOBL-BILL-PAYMENT-02", field: "type", message: "not a known payment type", test: oneOf(PAYMENT_TYPES, "type") },
      { code: "GOBL-BILL-PAYMENT-03", field: "methods", message: "the payment needs a method", test: has("methods") },
      {
        code: "GOBL-BILL-PAYMENT-09",
        message: "every payment method needs a key",
        failing: (p) =>
          (Array.isArray(p.methods) ? p.methods : []).flatMap((m: unknown, i: number) => (isObject(m) && !present(m.key) ? [["methods", i, "key"]] : [])),
      },
      { code: "GOBL-BILL-PAYMENT-04", field: "issue_date", message: "the payment issue date is required", test: structPresent },
      { code: "GOBL-BILL-PAYMENT-05", field: "currency", message: "the payment currency is required", test: has("currency") },
      { code: "GOBL-BILL-PAYMENT-06", field: "supplier", message: "the payment needs a supplier", test: (p) => given(p.supplier) },
      { code: "GOBL-BILL-PAYMENT-07", field: "lines", message: "the payment needs lines", test: has("lines") },
    ],
  },
  lineRules("bill.Line", "GOBL-BILL-LINE"),
  lineRules("bill.SubLine", "GOBL-BILL-SUBLINE"),
  percentWithBase("bill.LineDiscount", "GOBL-BILL-LINEDISCOUNT-01"),
  {
    type: "bill.LineCharge",
    assert: [
      { code: "GOBL-BILL-LINECHARGE-01", field: "percent", message: "a base needs a percent", when: (c) => given(c.base), test: (c) => given(c.percent) },
      {
        code: "GOBL-BILL-LINECHARGE-02",
        field: "quantity",
        message: "no quantity with a base or percent",
        when: (c) => given(c.base) || given(c.percent),
        test: (c) => !given(c.quantity),
      },
      {
        code: "GOBL-BILL-LINECHARGE-03",
        field: "rate",
        message: "no rate with a base or percent",
        when: (c) => given(c.base) || given(c.percent),
        test: (c) => !given(c.rate),
      },
      { code: "GOBL-BILL-LINECHARGE-04", field: "unit", message: "no unit without a quantity", when: (c) => !given(c.quantity), test: (c) => !present(c.unit) },
      { code: "GOBL-BILL-LINECHARGE-05", field: "rate", message: "a quantity needs a rate", when: (c) => given(c.quantity), test: (c) => given(c.rate) },
    ],
  },
  percentWithBase("bill.Discount", "GOBL-BILL-DISCOUNT-01"),
  percentWithBase("bill.Charge", "GOBL-BILL-CHARGE-01"),
  {
    type: "bill.PaymentLine",
    assert: [
      { code: "GOBL-BILL-PAYMENTLINE-11", message: "advances cannot exceed the payable amount", test: advancesWithinPayable },
      { code: "GOBL-BILL-PAYMENTLINE-12", message: "the amount cannot exceed the payable amount less advances", test: amountWithinLimit },
      {
        code: "GOBL-BILL-PAYMENTLINE-01",
        field: "installment",
        message: "the installment must be from 1 to 999",
        test: (pl) => !pl.installment || (typeof pl.installment === "number" && pl.installment >= 1 && pl.installment <= 999),
      },
      {
        code: "GOBL-BILL-PAYMENTLINE-02",
        field: "payable",
        message: "the payable amount must be above zero",
        when: (pl) => given(pl.payable),
        test: (pl) => amountIs(pl.payable, (s) => s > 0),
      },
      {
        code: "GOBL-BILL-PAYMENTLINE-03",
        field: "advances",
        message: "advances cannot be negative",
        when: (pl) => given(pl.advances),
        test: (pl) => amountIs(pl.advances, (s) => s >= 0),
      },
      { code: "GOBL-BILL-PAYMENTLINE-04", field: "amount", message: "the amount must be above zero", test: (pl) => amountIs(pl.amount, (s) => s > 0) },
      {
        code: "GOBL-BILL-PAYMENTLINE-05",
        field: "due",
        message: "the amount due cannot be negative",
        when: (pl) => given(pl.due),
        test: (pl) => amountIs(pl.due, (s) => s >= 0),
      },
    ],
  },
  {
    type: "bill.Tax",
    assert: [
      { code: "GOBL-BILL-TAX-01", field: "rounding", message: "not a known rounding model", ...oneOfIfSet(ROUNDING_RULES, "rounding") },
      { code: "GOBL-BILL-TAX-02", field: "point", message: "not a known tax point", ...oneOfIfSet(TAX_POINTS, "point") },
    ],
  },
  {
    type: "bill.Status",
    assert: [
      { code: "GOBL-BILL-STATUS-01", field: "type", message: "the status type is required", test: has("type") },
      { code: "GOBL-BILL-STATUS-02", field: "type", message: "not a known status type", test: oneOf(STATUS_TYPES, "type") },
      { code: "GOBL-BILL-STATUS-03", field: "supplier", message: "the status needs a supplier", test: (s) => given(s.supplier) },
      { code: "GOBL-BILL-STATUS-04", field: "lines", message: "the status needs a line", test: has("lines") },
    ],
  },
  {
    type: "bill.StatusLine",
    assert: [
      { code: "GOBL-BILL-STATUSLINE-01", field: "key", message: "the status line key is required", test: has("key") },
      { code: "GOBL-BILL-STATUSLINE-02", field: "key", message: "not a known status line key", test: oneOf(STATUS_LINE_KEYS, "key") },
    ],
  },
  {
    type: "bill.Reason",
    assert: [
      { code: "GOBL-BILL-REASON-01", field: "key", message: "the reason key is required", test: has("key") },
      { code: "GOBL-BILL-REASON-02", field: "key", message: "not a known reason key", test: oneOf(REASON_KEYS, "key") },
    ],
  },
  {
    type: "bill.Action",
    assert: [
      { code: "GOBL-BILL-ACTION-01", field: "key", message: "the action key is required", test: has("key") },
      { code: "GOBL-BILL-ACTION-02", field: "key", message: "not a known action key", test: oneOf(ACTION_KEYS, "key") },
    ],
  },
  {
    type: "bill.Fault",
    assert: [{ code: "GOBL-BILL-FAULT-01", field: "code", message: "the fault code is required", test: has("code") }],
  },
];
