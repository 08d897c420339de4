import { describe, expect, it } from "vitest";
import { InvoiceSchema } from "../../../engine/bill/schema.ts";
import { isValidMeansKey, payRules } from "../../../engine/pay/rules.ts";
import { check, pathsOf } from "./support.ts";

type Obj = Record<string, any>;

const invoice = (payment: Obj): Obj => ({
  type: "standard",
  issue_date: "2024-01-10",
  currency: "EUR",
  supplier: { name: "Provide One S.L." },
  payment,
});

const payment = (): Obj => ({
  terms: { key: "due-date", due_dates: [{ date: "2024-02-10", amount: "100.00", percent: "100%" }] },
  advances: [{ key: "card+visa", description: "Deposit", amount: "10.00" }],
  instructions: { key: "online", online: [{ label: "Pay here", url: "https://pay.example.com/INV-1" }] },
});

const faults = (change: (p: Obj) => void) => {
  const p = payment();
  change(p);
  return check(payRules, InvoiceSchema, invoice(p));
};

describe("pay rules", () => {
  it("accept complete payment details", () => {
    expect(faults(() => {})).toEqual([]);
  });

  it("GOBL-PAY-DUEDATE-01: a due date needs its date", () => {
    expect(pathsOf(faults((p) => delete p.terms.due_dates[0].date), "GOBL-PAY-DUEDATE-01")).toEqual(["$.payment.terms.due_dates[0].date"]);
  });

  it("GOBL-PAY-DUEDATE-02: a due date amount cannot be zero (nor missing)", () => {
    expect(pathsOf(faults((p) => (p.terms.due_dates[0].amount = "0.00")), "GOBL-PAY-DUEDATE-02")).toEqual(["$.payment.terms.due_dates[0].amount"]);
    expect(pathsOf(faults((p) => delete p.terms.due_dates[0].amount), "GOBL-PAY-DUEDATE-02")).toEqual(["$.payment.terms.due_dates[0].amount"]);
    expect(pathsOf(faults((p) => (p.terms.due_dates[0].amount = "-5.00")), "GOBL-PAY-DUEDATE-02")).toEqual([]);
  });

  it("GOBL-PAY-INSTRUCTIONS-01/02: instructions need a known means key", () => {
    const missing = faults((p) => delete p.instructions.key);
    expect(pathsOf(missing, "GOBL-PAY-INSTRUCTIONS-01")).toEqual(["$.payment.instructions.key"]);
    expect(pathsOf(missing, "GOBL-PAY-INSTRUCTIONS-02")).toEqual([]);
    expect(pathsOf(faults((p) => (p.instructions.key = "bitcoin")), "GOBL-PAY-INSTRUCTIONS-02")).toEqual(["$.payment.instructions.key"]);
    expect(pathsOf(faults((p) => (p.instructions.key = "credit-transfer+sepa")), "GOBL-PAY-INSTRUCTIONS-02")).toEqual([]);
  });

  it("GOBL-PAY-ONLINE-01: online options need a valid URL", () => {
    expect(pathsOf(faults((p) => (p.instructions.online[0].url = "not a url")), "GOBL-PAY-ONLINE-01")).toEqual(["$.payment.instructions.online[0].url"]);
    expect(pathsOf(faults((p) => (p.instructions.online[0].url = "")), "GOBL-PAY-ONLINE-01")).toEqual(["$.payment.instructions.online[0].url"]);
  });

  it("GOBL-PAY-RECORD-01: a record key, when given, must be a means key", () => {
    expect(pathsOf(faults((p) => (p.advances[0].key = "barter")), "GOBL-PAY-RECORD-01")).toEqual(["$.payment.advances[0].key"]);
    expect(pathsOf(faults((p) => delete p.advances[0].key), "GOBL-PAY-RECORD-01")).toEqual([]);
  });

  it("GOBL-PAY-TERMS-01: a terms key, when given, must be known", () => {
    expect(pathsOf(faults((p) => (p.terms.key = "net-30")), "GOBL-PAY-TERMS-01")).toEqual(["$.payment.terms.key"]);
    expect(pathsOf(faults((p) => delete p.terms.key), "GOBL-PAY-TERMS-01")).toEqual([]);
  });

  it("means keys may extend a base key", () => {
    expect(isValidMeansKey("card")).toBe(true);
    expect(isValidMeansKey("direct-debit+sepa+core")).toBe(true);
    expect(isValidMeansKey("cards")).toBe(false);
    expect(isValidMeansKey("")).toBe(false);
  });
});
