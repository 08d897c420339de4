import type { TSchema } from "@sinclair/typebox";
import { describe, expect, it } from "vitest";
import { billRules } from "../../../engine/bill/rules.ts";
import { DeliverySchema, InvoiceSchema, OrderSchema, PaymentSchema, StatusSchema } from "../../../engine/bill/schema.ts";
import { check, clone, pathsOf } from "./support.ts";

type Obj = Record<string, any>;

const supplier = { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } };

const line = () => ({
  i: 1,
  quantity: "10",
  item: { name: "Development services", price: "90.00" },
  sum: "900.00",
  taxes: [{ cat: "VAT", key: "standard", rate: "general", percent: "21.0%" }],
  total: "900.00",
});

const invoice = (): Obj => ({
  $regime: "ES",
  type: "standard",
  code: "SAMPLE-001",
  issue_date: "2024-01-10",
  currency: "EUR",
  supplier: clone(supplier),
  customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
  lines: [line(), { ...line(), i: 2 }],
  totals: { sum: "1800.00", total: "1800.00", tax: "378.00", total_with_tax: "2178.00", payable: "2178.00" },
});

const delivery = (): Obj => ({ type: "advice", issue_date: "2024-01-10", supplier: clone(supplier), lines: [line()] });

const order = (): Obj => ({ type: "purchase", issue_date: "2024-01-10", currency: "EUR", supplier: clone(supplier), lines: [line()] });

const payment = (): Obj => ({
  type: "receipt",
  issue_date: "2024-01-10",
  currency: "EUR",
  supplier: clone(supplier),
  lines: [{ i: 1, document: { code: "SAMPLE-001" }, payable: "200.00", amount: "100.00" }],
  methods: [{ key: "credit-transfer", amount: "60.00" }, { key: "cash", amount: "40.00" }],
  total: "100.00",
});

const status = (): Obj => ({
  type: "response",
  issue_date: "2024-01-10",
  code: "ST-1",
  supplier: clone(supplier),
  lines: [{ index: 1, key: "rejected", reasons: [{ key: "references", faults: [{ code: "E1" }] }], actions: [{ key: "reissue" }] }],
});

interface Case {
  code: string;
  schema: TSchema;
  base: () => Obj;
  /** Makes the base fail the rule. */
  fail: (d: Obj) => void;
  paths: string[];
  /** A change that keeps (or makes) the base passing, when the base alone is not telling. */
  pass?: (d: Obj) => void;
}

const cases: Case[] = [
  // invoices
  { code: "GOBL-BILL-INVOICE-01", schema: InvoiceSchema, base: invoice, fail: (d) => delete d.type, paths: ["$.type"] },
  { code: "GOBL-BILL-INVOICE-02", schema: InvoiceSchema, base: invoice, fail: (d) => (d.type = "bill"), paths: ["$.type"], pass: (d) => (d.type = "credit-note") },
  { code: "GOBL-BILL-INVOICE-03", schema: InvoiceSchema, base: invoice, fail: (d) => (d.issue_date = "0000-00-00"), paths: ["$.issue_date"] },
  { code: "GOBL-BILL-INVOICE-04", schema: InvoiceSchema, base: invoice, fail: (d) => delete d.currency, paths: ["$.currency"] },
  { code: "GOBL-BILL-INVOICE-05", schema: InvoiceSchema, base: invoice, fail: (d) => delete d.supplier, paths: ["$.supplier"] },
  { code: "GOBL-BILL-INVOICE-06", schema: InvoiceSchema, base: invoice, fail: (d) => delete d.supplier.name, paths: ["$.supplier.name"] },
  {
    code: "GOBL-BILL-INVOICE-07",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => delete d.customer.name,
    paths: ["$.customer.name"],
    pass: (d) => {
      delete d.customer.name;
      delete d.customer.tax_id.code;
    },
  },
  { code: "GOBL-BILL-INVOICE-08", schema: InvoiceSchema, base: invoice, fail: (d) => delete d.lines[1].item.price, paths: ["$.lines[1].item.price"] },
  { code: "GOBL-BILL-INVOICE-09", schema: InvoiceSchema, base: invoice, fail: (d) => delete d.totals, paths: ["$.totals"] },
  {
    code: "GOBL-BILL-INVOICE-10",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => delete d.lines,
    paths: ["$.lines"],
    pass: (d) => {
      delete d.lines;
      d.charges = [{ i: 1, percent: "10%", base: "100.00", amount: "10.00" }];
    },
  },
  {
    code: "GOBL-BILL-INVOICE-11",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => {
      d.tax = { point: "delivery" };
      d.value_date = "2024-01-05";
    },
    paths: ["$.value_date"],
    pass: (d) => (d.value_date = "2024-01-05"),
  },
  // lines and sub-lines
  { code: "GOBL-BILL-LINE-01", schema: InvoiceSchema, base: invoice, fail: (d) => (d.lines[1].i = 0), paths: ["$.lines[1].i"] },
  { code: "GOBL-BILL-LINE-03", schema: OrderSchema, base: order, fail: (d) => delete d.lines[0].item, paths: ["$.lines[0].item"] },
  { code: "GOBL-BILL-LINE-04", schema: OrderSchema, base: order, fail: (d) => delete d.lines[0].sum, paths: ["$.lines[0].sum"], pass: (d) => {
    delete d.lines[0].sum;
    delete d.lines[0].item.price;
  } },
  { code: "GOBL-BILL-LINE-05", schema: OrderSchema, base: order, fail: (d) => delete d.lines[0].total, paths: ["$.lines[0].total"], pass: (d) => {
    delete d.lines[0].total;
    delete d.lines[0].item.price;
  } },
  ...[1, 3, 4, 5].map((n): Case => {
    const field = ({ 1: "i", 3: "item", 4: "sum", 5: "total" } as Record<number, string>)[n];
    return {
      code: `GOBL-BILL-SUBLINE-0${n}`,
      schema: InvoiceSchema,
      base: () => {
        const d = invoice();
        d.lines[0].breakdown = [{ i: 1, quantity: "2", item: { name: "Part", price: "45.00" }, sum: "90.00", total: "90.00" }];
        return d;
      },
      fail: (d) => (n === 1 ? (d.lines[0].breakdown[0].i = 0) : delete d.lines[0].breakdown[0][field]),
      paths: [`$.lines[0].breakdown[0].${field}`],
    };
  }),
  // discounts and charges
  {
    code: "GOBL-BILL-LINEDISCOUNT-01",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.lines[0].discounts = [{ base: "100.00", amount: "10.00" }]),
    paths: ["$.lines[0].discounts[0].percent"],
    pass: (d) => (d.lines[0].discounts = [{ base: "100.00", percent: "10%", amount: "10.00" }]),
  },
  {
    code: "GOBL-BILL-LINECHARGE-01",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.lines[0].charges = [{ base: "100.00", amount: "10.00" }]),
    paths: ["$.lines[0].charges[0].percent"],
    pass: (d) => (d.lines[0].charges = [{ base: "100.00", percent: "10%", amount: "10.00" }]),
  },
  {
    code: "GOBL-BILL-LINECHARGE-02",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.lines[0].charges = [{ percent: "10%", quantity: "2", rate: "1.00", amount: "10.00" }]),
    paths: ["$.lines[0].charges[0].quantity"],
    pass: (d) => (d.lines[0].charges = [{ quantity: "2", rate: "1.00", amount: "2.00" }]),
  },
  {
    code: "GOBL-BILL-LINECHARGE-03",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.lines[0].charges = [{ base: "100.00", percent: "10%", rate: "1.00", amount: "10.00" }]),
    paths: ["$.lines[0].charges[0].rate"],
  },
  {
    code: "GOBL-BILL-LINECHARGE-04",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.lines[0].charges = [{ percent: "10%", unit: "kg", amount: "10.00" }]),
    paths: ["$.lines[0].charges[0].unit"],
    pass: (d) => (d.lines[0].charges = [{ quantity: "2", unit: "kg", rate: "1.00", amount: "2.00" }]),
  },
  {
    code: "GOBL-BILL-LINECHARGE-05",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.lines[0].charges = [{ quantity: "2", amount: "2.00" }]),
    paths: ["$.lines[0].charges[0].rate"],
  },
  {
    code: "GOBL-BILL-DISCOUNT-01",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.discounts = [{ i: 1, base: "100.00", amount: "10.00" }]),
    paths: ["$.discounts[0].percent"],
    pass: (d) => (d.discounts = [{ i: 1, amount: "10.00" }]),
  },
  {
    code: "GOBL-BILL-CHARGE-01",
    schema: InvoiceSchema,
    base: invoice,
    fail: (d) => (d.charges = [{ i: 1, amount: "5.00" }, { i: 2, base: "100.00", amount: "10.00" }]),
    paths: ["$.charges[1].percent"],
  },
  // document tax
  { code: "GOBL-BILL-TAX-01", schema: InvoiceSchema, base: invoice, fail: (d) => (d.tax = { rounding: "sideways" }), paths: ["$.tax.rounding"], pass: (d) => (d.tax = { rounding: "currency" }) },
  { code: "GOBL-BILL-TAX-02", schema: InvoiceSchema, base: invoice, fail: (d) => (d.tax = { point: "order" }), paths: ["$.tax.point"], pass: (d) => (d.tax = { point: "payment" }) },
  // deliveries
  { code: "GOBL-BILL-DELIVERY-01", schema: DeliverySchema, base: delivery, fail: (d) => delete d.type, paths: ["$.type"] },
  { code: "GOBL-BILL-DELIVERY-02", schema: DeliverySchema, base: delivery, fail: (d) => (d.type = "purchase"), paths: ["$.type"], pass: (d) => (d.type = "waybill") },
  { code: "GOBL-BILL-DELIVERY-04", schema: DeliverySchema, base: delivery, fail: (d) => delete d.supplier, paths: ["$.supplier"] },
  { code: "GOBL-BILL-DELIVERY-05", schema: DeliverySchema, base: delivery, fail: (d) => (d.lines = []), paths: ["$.lines"] },
  // orders
  { code: "GOBL-BILL-ORDER-01", schema: OrderSchema, base: order, fail: (d) => delete d.type, paths: ["$.type"] },
  { code: "GOBL-BILL-ORDER-02", schema: OrderSchema, base: order, fail: (d) => (d.type = "advice"), paths: ["$.type"], pass: (d) => (d.type = "quote") },
  { code: "GOBL-BILL-ORDER-04", schema: OrderSchema, base: order, fail: (d) => delete d.currency, paths: ["$.currency"] },
  { code: "GOBL-BILL-ORDER-05", schema: OrderSchema, base: order, fail: (d) => delete d.supplier, paths: ["$.supplier"] },
  { code: "GOBL-BILL-ORDER-06", schema: OrderSchema, base: order, fail: (d) => delete d.lines, paths: ["$.lines"] },
  // payments
  { code: "GOBL-BILL-PAYMENT-01", schema: PaymentSchema, base: payment, fail: (d) => delete d.type, paths: ["$.type"] },
  { code: "GOBL-BILL-PAYMENT-02", schema: PaymentSchema, base: payment, fail: (d) => (d.type = "receipts"), paths: ["$.type"], pass: (d) => (d.type = "advice") },
  {
    code: "GOBL-BILL-PAYMENT-03",
    schema: PaymentSchema,
    base: payment,
    fail: (d) => (d.methods = []),
    paths: ["$.methods"],
  },
  { code: "GOBL-BILL-PAYMENT-05", schema: PaymentSchema, base: payment, fail: (d) => delete d.currency, paths: ["$.currency"] },
  { code: "GOBL-BILL-PAYMENT-06", schema: PaymentSchema, base: payment, fail: (d) => delete d.supplier, paths: ["$.supplier"] },
  { code: "GOBL-BILL-PAYMENT-07", schema: PaymentSchema, base: payment, fail: (d) => (d.lines = []), paths: ["$.lines"] },
  { code: "GOBL-BILL-PAYMENT-08", schema: PaymentSchema, base: payment, fail: (d) => (d.methods[1].amount = "39.99"), paths: ["$"] },
  { code: "GOBL-BILL-PAYMENT-09", schema: PaymentSchema, base: payment, fail: (d) => delete d.methods[1].key, paths: ["$.methods[1].key"] },
  // payment lines
  {
    code: "GOBL-BILL-PAYMENTLINE-01",
    schema: PaymentSchema,
    base: payment,
    fail: (d) => (d.lines[0].installment = 1000),
    paths: ["$.lines[0].installment"],
    pass: (d) => (d.lines[0].installment = 999),
  },
  { code: "GOBL-BILL-PAYMENTLINE-02", schema: PaymentSchema, base: payment, fail: (d) => (d.lines[0].payable = "0.00"), paths: ["$.lines[0].payable"] },
  {
    code: "GOBL-BILL-PAYMENTLINE-03",
    schema: PaymentSchema,
    base: payment,
    fail: (d) => (d.lines[0].advances = "-1.00"),
    paths: ["$.lines[0].advances"],
    pass: (d) => (d.lines[0].advances = "0.00"),
  },
  { code: "GOBL-BILL-PAYMENTLINE-04", schema: PaymentSchema, base: payment, fail: (d) => (d.lines[0].amount = "0.00"), paths: ["$.lines[0].amount"] },
  {
    code: "GOBL-BILL-PAYMENTLINE-05",
    schema: PaymentSchema,
    base: payment,
    fail: (d) => (d.lines[0].due = "-0.01"),
    paths: ["$.lines[0].due"],
    pass: (d) => (d.lines[0].due = "0.00"),
  },
  {
    code: "GOBL-BILL-PAYMENTLINE-11",
    schema: PaymentSchema,
    base: payment,
    fail: (d) => (d.lines[0].advances = "200.01"),
    paths: ["$.lines[0]"],
    pass: (d) => (d.lines[0].advances = "100.00"),
  },
  {
    code: "GOBL-BILL-PAYMENTLINE-12",
    schema: PaymentSchema,
    base: payment,
    fail: (d) => (d.lines[0].advances = "100.01"),
    paths: ["$.lines[0]"],
    pass: (d) => (d.lines[0].advances = "100.00"),
  },
  // statuses
  { code: "GOBL-BILL-STATUS-01", schema: StatusSchema, base: status, fail: (d) => delete d.type, paths: ["$.type"] },
  { code: "GOBL-BILL-STATUS-02", schema: StatusSchema, base: status, fail: (d) => (d.type = "reply"), paths: ["$.type"], pass: (d) => (d.type = "system") },
  { code: "GOBL-BILL-STATUS-03", schema: StatusSchema, base: status, fail: (d) => delete d.supplier, paths: ["$.supplier"] },
  { code: "GOBL-BILL-STATUS-04", schema: StatusSchema, base: status, fail: (d) => (d.lines = []), paths: ["$.lines"] },
  { code: "GOBL-BILL-STATUSLINE-01", schema: StatusSchema, base: status, fail: (d) => delete d.lines[0].key, paths: ["$.lines[0].key"] },
  { code: "GOBL-BILL-STATUSLINE-02", schema: StatusSchema, base: status, fail: (d) => (d.lines[0].key = "done"), paths: ["$.lines[0].key"], pass: (d) => (d.lines[0].key = "paid") },
  { code: "GOBL-BILL-REASON-01", schema: StatusSchema, base: status, fail: (d) => delete d.lines[0].reasons[0].key, paths: ["$.lines[0].reasons[0].key"] },
  { code: "GOBL-BILL-REASON-02", schema: StatusSchema, base: status, fail: (d) => (d.lines[0].reasons[0].key = "bad"), paths: ["$.lines[0].reasons[0].key"] },
  { code: "GOBL-BILL-ACTION-01", schema: StatusSchema, base: status, fail: (d) => delete d.lines[0].actions[0].key, paths: ["$.lines[0].actions[0].key"] },
  { code: "GOBL-BILL-ACTION-02", schema: StatusSchema, base: status, fail: (d) => (d.lines[0].actions[0].key = "pay"), paths: ["$.lines[0].actions[0].key"] },
  { code: "GOBL-BILL-FAULT-01", schema: StatusSchema, base: status, fail: (d) => delete d.lines[0].reasons[0].faults[0].code, paths: ["$.lines[0].reasons[0].faults[0].code"] },
];

describe("bill rules", () => {
  it.each([
    ["invoice", InvoiceSchema, invoice],
    ["delivery", DeliverySchema, delivery],
    ["order", OrderSchema, order],
    ["payment", PaymentSchema, payment],
    ["status", StatusSchema, status],
  ] as const)("a complete %s passes", (_, schema, base) => {
    expect(check(billRules, schema, base())).toEqual([]);
  });

  it.each(cases.map((c) => [c.code, c] as const))("%s fails where GOBL's does", (code, c) => {
    const doc = c.base();
    c.fail(doc);
    expect(pathsOf(check(billRules, c.schema, doc), code)).toEqual(c.paths);
  });

  it.each(cases.filter((c) => c.pass).map((c) => [c.code, c] as const))("%s passes a valid variant", (code, c) => {
    const doc = c.base();
    c.pass!(doc);
    expect(pathsOf(check(billRules, c.schema, doc), code)).toEqual([]);
  });

  it("reports a missing type as both required and unknown", () => {
    const doc = invoice();
    delete doc.type;
    const faults = check(billRules, InvoiceSchema, doc);
    expect(pathsOf(faults, "GOBL-BILL-INVOICE-01")).toEqual(["$.type"]);
    expect(pathsOf(faults, "GOBL-BILL-INVOICE-02")).toEqual(["$.type"]);
  });

  it("checks the supplier's name only when there is a supplier", () => {
    const doc = invoice();
    delete doc.supplier;
    expect(pathsOf(check(billRules, InvoiceSchema, doc), "GOBL-BILL-INVOICE-06")).toEqual([]);
    const empty = invoice();
    empty.supplier = {};
    const faults = check(billRules, InvoiceSchema, empty);
    expect(pathsOf(faults, "GOBL-BILL-INVOICE-05")).toEqual([]);
    expect(pathsOf(faults, "GOBL-BILL-INVOICE-06")).toEqual(["$.supplier.name"]);
  });

  it("treats a missing invoice issue date as zero", () => {
    const doc = invoice();
    delete doc.issue_date;
    expect(pathsOf(check(billRules, InvoiceSchema, doc), "GOBL-BILL-INVOICE-03")).toEqual(["$.issue_date"]);
  });

  it("merges the paths of every unpriced invoice line, and leaves order lines alone", () => {
    const doc = invoice();
    delete doc.lines[0].item.price;
    delete doc.lines[1].item.price;
    expect(pathsOf(check(billRules, InvoiceSchema, doc), "GOBL-BILL-INVOICE-08")).toEqual(["$.lines[0].item.price", "$.lines[1].item.price"]);
    const ord = order();
    delete ord.lines[0].item.price;
    expect(pathsOf(check(billRules, OrderSchema, ord), "GOBL-BILL-INVOICE-08")).toEqual([]);
  });

  it("like GOBL, never faults value-typed fields (quantity, delivery/order/payment issue dates)", () => {
    const inv = invoice();
    delete inv.lines[0].quantity;
    expect(pathsOf(check(billRules, InvoiceSchema, inv), "GOBL-BILL-LINE-02")).toEqual([]);
    const dlv = delivery();
    delete dlv.issue_date;
    expect(pathsOf(check(billRules, DeliverySchema, dlv), "GOBL-BILL-DELIVERY-03")).toEqual([]);
    const ord = order();
    delete ord.issue_date;
    expect(pathsOf(check(billRules, OrderSchema, ord), "GOBL-BILL-ORDER-03")).toEqual([]);
    const pmt = payment();
    delete pmt.issue_date;
    expect(pathsOf(check(billRules, PaymentSchema, pmt), "GOBL-BILL-PAYMENT-04")).toEqual([]);
    const sub = invoice();
    sub.lines[0].breakdown = [{ i: 1, item: { name: "Part" } }];
    expect(pathsOf(check(billRules, InvoiceSchema, sub), "GOBL-BILL-SUBLINE-02")).toEqual([]);
  });

  it("converts payment methods in other currencies before adding them up", () => {
    const doc = payment();
    doc.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.9" }];
    doc.methods = [{ key: "card", amount: "50.00" }, { key: "cash", currency: "USD", amount: "55.56" }];
    expect(pathsOf(check(billRules, PaymentSchema, doc), "GOBL-BILL-PAYMENT-08")).toEqual([]);
    doc.exchange_rates = [];
    expect(pathsOf(check(billRules, PaymentSchema, doc), "GOBL-BILL-PAYMENT-08")).toEqual(["$"]);
  });

  it("a missing payment line amount counts as zero", () => {
    const doc = payment();
    delete doc.lines[0].amount;
    expect(pathsOf(check(billRules, PaymentSchema, doc), "GOBL-BILL-PAYMENTLINE-04")).toEqual(["$.lines[0].amount"]);
  });

  it("skips the amount limit when advances exceed what is payable", () => {
    const doc = payment();
    doc.lines[0].payable = "50.00";
    doc.lines[0].advances = "60.00";
    const faults = check(billRules, PaymentSchema, doc);
    expect(pathsOf(faults, "GOBL-BILL-PAYMENTLINE-11")).toEqual(["$.lines[0]"]);
    expect(pathsOf(faults, "GOBL-BILL-PAYMENTLINE-12")).toEqual([]);
  });
});
