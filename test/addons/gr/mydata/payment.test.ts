/**
 * myDATA payment methods: GOBL's pay_test.go cases (TestPaymentMeans,
 * TestPayInstructions, TestPayAdvance), which run the normalisers and the
 * rule sets on lone instructions and records, and so do these; then the
 * payment rules' faults and paths through the engine, on an invoice.
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_MEANS_CODES, paymentMeansCode } from "../../../../addons/gr/mydata/payment.ts";
import {
  PAYMENT_MEANS,
  addonFaults,
  advanceFaults,
  buildFaults,
  built,
  instructionsFaults,
  normalizeAdvance,
  normalizeInstructions,
  validInvoice,
} from "./support.ts";

describe("myDATA payment means (TestPaymentMeans)", () => {
  it("has the seven myDATA payment methods", () => {
    expect(PAYMENT_MEANS_CODES.size).toBe(7);
  });

  it("composite keys fall back to their parent, except credit-transfer+foreign", () => {
    expect(paymentMeansCode("credit-transfer+foreign")).toBe("2");
    expect(paymentMeansCode("credit-transfer+sepa")).toBe("1");
    expect(paymentMeansCode("card+debit")).toBe("7");
    expect(paymentMeansCode("direct-debit")).toBe("");
    expect(paymentMeansCode("")).toBe("");
  });
});

describe("myDATA payment instructions (TestPayInstructions)", () => {
  it("valid cash", () => {
    const i = normalizeInstructions({ key: "cash" });
    expect(i.ext).toBeDefined();
    expect(instructionsFaults(i)).toEqual([]);
  });

  it("invalid key", () => {
    const i = normalizeInstructions({ key: "foo" });
    expect(i.ext).toBeUndefined();
    expect(instructionsFaults(i)).toEqual([{ code: "GOBL-GR-MYDATA-PAY-INSTRUCTIONS-02", properties: ["$.ext"] }]);
  });

  it("nil", async () => {
    // No instructions, nothing to normalise or check: an invoice paid by advances only.
    const inv = validInvoice();
    inv.payment = { advances: [{ key: "cash", percent: "100%", description: "Paid" }] };
    const out = await built(inv);
    expect(out.payment.instructions).toBeUndefined();
  });
});

describe("myDATA advances (TestPayAdvance)", () => {
  it("valid cash", () => {
    const r = normalizeAdvance({ key: "cash", description: "Cash advance" });
    expect(r.ext).toBeDefined();
    expect(advanceFaults(r)).toEqual([]);
  });

  it("invalid key", () => {
    const r = normalizeAdvance({ key: "foo", description: "Bad advance" });
    expect(r.ext).toBeUndefined();
    expect(advanceFaults(r)).toEqual([{ code: "GOBL-GR-MYDATA-PAY-RECORD-02", properties: ["$.ext"] }]);
  });

  it("nil", async () => {
    // No advances, nothing to check.
    const out = await built(validInvoice());
    expect(out.payment.advances).toBeUndefined();
  });
});

describe("myDATA payments in an invoice", () => {
  it("instructions and advances get their payment method, replacing one given", async () => {
    const inv = validInvoice();
    inv.payment = {
      instructions: { key: "credit-transfer+foreign", ext: { [PAYMENT_MEANS]: "3" } },
      advances: [{ key: "card", percent: "50%", description: "Deposit" }],
    };
    const out = await built(inv);
    expect(out.payment.instructions.ext).toEqual({ [PAYMENT_MEANS]: "2" });
    expect(out.payment.advances[0].ext).toEqual({ [PAYMENT_MEANS]: "7" });
  });

  it("GOBL-GR-MYDATA-PAY-INSTRUCTIONS-01: instructions need a means key", async () => {
    const inv = validInvoice();
    inv.payment.instructions = { detail: "Pay somehow", ext: { [PAYMENT_MEANS]: "3" } };
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toContainEqual({ code: "GOBL-GR-MYDATA-PAY-INSTRUCTIONS-01", properties: ["$.payment.instructions.key"] });
  });

  it("GOBL-GR-MYDATA-PAY-INSTRUCTIONS-02: instructions need a payment method", async () => {
    const inv = validInvoice();
    inv.payment.instructions = { key: "direct-debit" };
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-PAY-INSTRUCTIONS-02", properties: ["$.payment.instructions.ext"] }]);
  });

  it("GOBL-GR-MYDATA-PAY-RECORD-01: advances need a means key", async () => {
    const inv = validInvoice();
    inv.payment.advances = [{ percent: "10%", description: "Deposit", ext: { [PAYMENT_MEANS]: "3" } }];
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toContainEqual({ code: "GOBL-GR-MYDATA-PAY-RECORD-01", properties: ["$.payment.advances[0].key"] });
  });

  it("GOBL-GR-MYDATA-PAY-RECORD-02: advances need a payment method", async () => {
    const inv = validInvoice();
    inv.payment.advances = [{ key: "direct-debit", percent: "10%", description: "Deposit" }];
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-PAY-RECORD-02", properties: ["$.payment.advances[0].ext"] }]);
  });
});
