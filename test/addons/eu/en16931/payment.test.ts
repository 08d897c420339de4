/**
 * Payment instructions and terms under EN 16931 (GOBL's TestPayInstructions
 * and TestPayTerms, on an invoice).
 */
import { describe, expect, it } from "vitest";
import { buildFaults, built, germanInvoice, type Obj } from "./support.ts";

const DUE_DATES = [{ date: "2025-01-01", amount: "10.00" }];

/** The German invoice with these payment details. */
function withPayment(payment: Obj): Obj {
  return { ...germanInvoice(), payment };
}

describe("EN 16931 payment instructions", () => {
  it("credit transfer gets payment means 30 and the invoice is valid", async () => {
    const out = await built(withPayment({ instructions: { key: "credit-transfer" }, terms: { due_dates: DUE_DATES } }));
    expect(out.payment.instructions.ext).toEqual({ "untdid-payment-means": "30" });
  });

  it.each([
    ["any", "1"],
    ["card", "48"],
    ["card+debit", "55"],
    ["debit-transfer", "31"],
    ["cash", "10"],
    ["cheque", "20"],
    ["bank-draft", "21"],
    ["direct-debit", "49"],
    ["online", "68"],
    ["promissory-note", "60"],
    ["netting", "97"],
    ["credit-transfer+sepa", "58"],
    ["direct-debit+sepa", "59"],
  ])("%s → %s", async (key, code) => {
    const out = await built(withPayment({ instructions: { key }, terms: { due_dates: DUE_DATES } }));
    expect(out.payment.instructions.ext).toEqual({ "untdid-payment-means": code });
  });

  it("a more specific key without a code of its own takes its parent's", async () => {
    const out = await built(withPayment({ instructions: { key: "card+credit" }, terms: { due_dates: DUE_DATES } }));
    expect(out.payment.instructions.ext).toEqual({ "untdid-payment-means": "48" });
  });

  it("the key's code replaces one given", async () => {
    const instructions = { key: "cash", ext: { "untdid-payment-means": "30" } };
    const out = await built(withPayment({ instructions, terms: { due_dates: DUE_DATES } }));
    expect(out.payment.instructions.ext).toEqual({ "untdid-payment-means": "10" });
  });

  it("a key without a code and no code given is refused (PAY-INSTRUCTIONS-01)", async () => {
    const faults = await buildFaults(withPayment({ instructions: { key: "other" }, terms: { due_dates: DUE_DATES } }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-PAY-INSTRUCTIONS-01", properties: ["$.payment.instructions.ext"] }]);
  });

  it("a code given directly is accepted", async () => {
    const instructions = { key: "other", ext: { "untdid-payment-means": "57" } };
    const out = await built(withPayment({ instructions, terms: { due_dates: DUE_DATES } }));
    expect(out.payment.instructions.ext).toEqual({ "untdid-payment-means": "57" });
  });
});

describe("EN 16931 payment terms", () => {
  it("terms with due dates are valid", async () => {
    await expect(built(withPayment({ terms: { due_dates: DUE_DATES } }))).resolves.toBeDefined();
  });

  it("terms with notes are valid", async () => {
    await expect(built(withPayment({ terms: { notes: "Within 30 days" } }))).resolves.toBeDefined();
  });

  it("terms with an empty list of due dates are refused (PAY-TERMS-01)", async () => {
    const faults = await buildFaults(withPayment({ terms: { key: "due-date", due_dates: [] } }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-PAY-TERMS-01", properties: ["$.payment.terms"] }]);
  });

  it("terms with empty notes are refused (PAY-TERMS-01)", async () => {
    const faults = await buildFaults(withPayment({ terms: { key: "end-of-month", notes: "" } }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-PAY-TERMS-01", properties: ["$.payment.terms"] }]);
  });

  it("terms are checked on a credit note too", async () => {
    const inv = withPayment({ terms: { key: "instant" } });
    inv.type = "credit-note";
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-PAY-TERMS-01", properties: ["$.payment.terms"] }]);
  });
});
