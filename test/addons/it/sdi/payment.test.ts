/**
 * FatturaPA payment means (GOBL's pay_test.go: TestPaymentMeansExtensions,
 * TestPayInstructionsNormalize, TestPayInstructionsValidation; and
 * bill_test.go's TestPaymentValidation, every case).
 */
import { describe, expect, it } from "vitest";
import { PAYMENT_MEANS_CODES, paymentMeansCode } from "../../../../addons/it/sdi/payment.ts";
import { keyForCode } from "../../../../index.ts";
import { buildFaults, built, expectFault, testInvoice } from "./support.ts";

const MEANS = "it-sdi-payment-means";

describe("SDI payment means table (TestPaymentMeansExtensions)", () => {
  it("has 24 keys, MP01 for cash", () => {
    expect(PAYMENT_MEANS_CODES.size).toBe(24);
    expect(keyForCode(PAYMENT_MEANS_CODES, "MP01")).toBe("cash");
  });

  it("looks composite keys up whole, then by their parents", () => {
    expect(paymentMeansCode("direct-debit+riba")).toBe("MP12");
    expect(paymentMeansCode("online+pagopa")).toBe("MP23");
    expect(paymentMeansCode("card+debit")).toBe("MP08");
    expect(paymentMeansCode("direct-debit+sepa+other")).toBe("MP19");
    expect(paymentMeansCode("fooo")).toBe("");
    expect(paymentMeansCode(undefined)).toBe("");
  });
});

describe("SDI payment normalisation (TestPayInstructionsNormalize)", () => {
  it("sets the means code, and empty extension codes go", async () => {
    const inv = testInvoice();
    inv.payment = {
      instructions: { key: "online", ext: { random: "" } },
      advances: [{ key: "direct-debit+rid", description: "Test advance", amount: "100" }],
    };
    inv.payment.advances[0].ext = { random: "" };
    const out = await built(inv);
    expect(out.payment.instructions.ext).toEqual({ [MEANS]: "MP08" });
    expect(out.payment.advances[0].ext).toEqual({ [MEANS]: "MP09" });
  });

  it("replaces a code given for another means", async () => {
    const inv = testInvoice();
    inv.payment = { instructions: { key: "credit-transfer", ext: { [MEANS]: "MP01" } } };
    expect((await built(inv)).payment.instructions.ext).toEqual({ [MEANS]: "MP05" });
  });
});

describe("SDI payment rules (TestPayInstructionsValidation)", () => {
  it("known means pass", async () => {
    const inv = testInvoice();
    inv.payment = {
      instructions: { key: "cash" },
      advances: [{ key: "direct-debit+rid", description: "Test advance", amount: "100" }],
    };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("an advance with a means FatturaPA has no code for", async () => {
    const inv = testInvoice();
    inv.payment = { advances: [{ key: "fooo", description: "Test advance", amount: "100" }] };
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-PAY-RECORD-01", "$.payment.advances[0].ext");
  });

  it("instructions with a means FatturaPA has no code for", async () => {
    const inv = testInvoice();
    inv.payment = { instructions: { key: "fooo" } };
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-PAY-INSTRUCTIONS-01", "$.payment.instructions.ext");
  });
});

describe("SDI payment details (TestPaymentValidation)", () => {
  it("payment advances", async () => {
    const inv = testInvoice();
    inv.payment = { advances: [{ description: "Paid up front", percent: "10.0%", key: "card" }] };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("payment terms missing instructions", async () => {
    const inv = testInvoice();
    inv.payment = { terms: { due_dates: [{ date: "2022-06-13", percent: "10.0%" }] } };
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-BILL-INVOICE-21", "$");
  });

  it("payment terms with no due dates", async () => {
    const inv = testInvoice();
    inv.payment = { terms: { key: "instant" } };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("payment terms with instructions", async () => {
    const inv = testInvoice();
    inv.payment = {
      terms: { due_dates: [{ date: "2022-06-13", percent: "10.0%" }] },
      instructions: { key: "card" },
    };
    expect(await buildFaults(inv)).toEqual([]);
    expect((await built(inv)).payment.instructions.ext[MEANS]).toBe("MP08");
  });
});
