/**
 * FA(3) on payments (GOBL's pay_test.go): the KSeF payment form of
 * instructions and advances and the advance date rule, each GOBL case
 * carried over; GOBL's nil instructions and records are documents without
 * them. Then the same on whole invoices.
 */
import { describe, expect, it } from "vitest";
import {
  addonFaults,
  buildFaults,
  built,
  EXT,
  instructionsFaults,
  normalizeInstructions,
  normalizeRecord,
  recordFaults,
  standardInvoice,
} from "./support.ts";

const OTHER_CREDIT = "other+credit";

describe("FA(3) payment instructions (TestNormalizePayInstructions)", () => {
  it("nil", async () => {
    const inv = standardInvoice();
    inv.payment = { terms: { key: "instant" } };
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("with match", () => {
    expect(normalizeInstructions({ key: OTHER_CREDIT }).ext?.[EXT.paymentMeans]).toBe("5");
  });
});

describe("FA(3) advances (TestNormalizePayAdvance)", () => {
  it("nil", async () => {
    const inv = standardInvoice();
    inv.payment = { instructions: { key: "cash" } };
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("with match", () => {
    expect(normalizeRecord({ key: OTHER_CREDIT, amount: "0" }).ext?.[EXT.paymentMeans]).toBe("5");
  });
});

describe("FA(3) payment rules (TestValidatePay)", () => {
  it("advance nil", async () => {
    expect(await buildFaults(standardInvoice())).toEqual([]);
  });

  it("advance valid with date", () => {
    const adv = normalizeRecord({ key: OTHER_CREDIT, date: "2022-12-27", description: "Advance payment", amount: "0" });
    expect(recordFaults(adv)).toEqual([]);
  });

  it("advance missing date", () => {
    const adv = normalizeRecord({ key: OTHER_CREDIT, description: "Advance payment", amount: "0" });
    expect(recordFaults(adv)).toEqual([{ code: "GOBL-PL-FAVAT-PAY-RECORD-01", properties: ["$.date"] }]);
  });

  it("instructions nil", async () => {
    expect(await buildFaults(standardInvoice())).toEqual([]);
  });

  it("instructions valid", () => {
    const instr = normalizeInstructions({ key: OTHER_CREDIT });
    expect(instructionsFaults(instr)).toEqual([]);
  });
});

describe("FA(3) payment means codes (TestPaymentMeansMapping)", () => {
  const cases = [
    ["cash", "cash", "1"],
    ["card", "card", "2"],
    ["voucher", "other+voucher", "3"],
    ["cheque", "cheque", "4"],
    ["credit", "other+credit", "5"],
    ["credit transfer", "credit-transfer", "6"],
    ["online", "online", "7"],
  ];

  it.each(cases)("%s instructions", (_name, key, expected) => {
    expect(normalizeInstructions({ key }).ext?.[EXT.paymentMeans]).toBe(expected);
  });

  it.each(cases)("%s advance", (_name, key, expected) => {
    expect(normalizeRecord({ key, amount: "0" }).ext?.[EXT.paymentMeans]).toBe(expected);
  });
});

describe("FA(3) payment means without a code (TestPaymentMeansNoMatch)", () => {
  it("instructions with unknown key", () => {
    expect(normalizeInstructions({ key: "unknown-payment-means" }).ext?.[EXT.paymentMeans]).toBeUndefined();
  });

  it("advance with unknown key", () => {
    expect(normalizeRecord({ key: "unknown-payment-means", amount: "0" }).ext?.[EXT.paymentMeans]).toBeUndefined();
  });
});

// Beyond GOBL's tests: the same through whole invoices.
describe("FA(3) payments on invoices", () => {
  const withPayment = (payment: object) => ({ ...standardInvoice(), payment });

  it("instructions and advances get their payment forms, a composite key its parent's", async () => {
    const out = await built(
      withPayment({
        instructions: { key: "credit-transfer+sepa", ext: { [EXT.paymentMeans]: "1" } },
        advances: [{ key: "card", date: "2022-12-20", description: "Deposit", amount: "0.00" }],
      }),
    );
    expect(out.payment.instructions.ext).toEqual({ [EXT.paymentMeans]: "6" });
    expect(out.payment.advances[0].ext).toEqual({ [EXT.paymentMeans]: "2" });
  });

  it("a code the key cannot give is kept", async () => {
    const out = await built(withPayment({ instructions: { key: "other", ext: { [EXT.paymentMeans]: "3" } } }));
    expect(out.payment.instructions.ext).toEqual({ [EXT.paymentMeans]: "3" });
  });

  it("an advance without its date", async () => {
    const inv = withPayment({ advances: [{ key: "cash", description: "Deposit", amount: "0.00" }] });
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-PAY-RECORD-01", properties: ["$.payment.advances[0].date"] }]);
  });
});
