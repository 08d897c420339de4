/**
 * Correcting a DIAN invoice. GOBL's DIAN addon has no correction normaliser:
 * its correction definition (addons/co/dian/bill_invoices.go
 * `invoiceCorrectionDefinitions`) asks for credit or debit notes, a reason,
 * the CUDE stamp of the original (`dian-cude`) and offers the credit and
 * debit cause codes as the options' extensions, which GOBL's correction
 * (bill/invoice_correct.go) copies onto the preceding reference. The
 * invoice rules then check the cause code that fits the note.
 */
import { describe, expect, it } from "vitest";
import { EXT_CREDIT_CODE, EXT_DEBIT_CODE, addonFaults, baseInvoice, built, correctFaults, corrected } from "./support.ts";

const CUDE = { prv: "dian-cude", val: "57601dd1ab69213ccf8cfd5894f2e9fb" };

describe("correcting a DIAN invoice", () => {
  it("a credit note with reason, cause and CUDE", async () => {
    const original = await built(baseInvoice());
    const out = await corrected(original, { type: "credit-note", reason: "Revoked", ext: { [EXT_CREDIT_CODE]: "2" }, stamps: [CUDE] });
    expect(out.type).toBe("credit-note");
    expect(out.code).toBeUndefined();
    expect(out.preceding).toEqual([
      { type: "standard", code: "TEST", issue_date: "2022-12-27", reason: "Revoked", stamps: [CUDE], ext: { [EXT_CREDIT_CODE]: "2" } },
    ]);
  });

  it("a debit note with reason, cause and CUDE", async () => {
    const original = await built(baseInvoice());
    const out = await corrected(original, { type: "debit-note", reason: "Interest", ext: { [EXT_DEBIT_CODE]: "1" }, stamps: [CUDE] });
    expect(out.type).toBe("debit-note");
    expect(out.preceding[0].ext).toEqual({ [EXT_DEBIT_CODE]: "1" });
  });

  it("the reason is required", async () => {
    const original = await built(baseInvoice());
    const faults = await correctFaults(original, { type: "credit-note", ext: { [EXT_CREDIT_CODE]: "2" }, stamps: [CUDE] });
    expect(faults).toEqual([{ properties: ["$.options.reason"] }]);
  });

  it("the CUDE stamp is required", async () => {
    const original = await built(baseInvoice());
    const faults = await correctFaults(original, { type: "credit-note", reason: "Revoked", ext: { [EXT_CREDIT_CODE]: "2" } });
    expect(faults).toEqual([{ properties: ["$.options.stamps"] }]);
  });

  it("only credit and debit notes", async () => {
    const original = await built(baseInvoice());
    const faults = await correctFaults(original, { type: "corrective", reason: "Revoked", stamps: [CUDE] });
    expect(faults).toEqual([{ properties: ["$.options.type"] }]);
  });

  it("a credit note whose options give a debit cause (BILL-INVOICE-10)", async () => {
    const original = await built(baseInvoice());
    const faults = await correctFaults(original, { type: "credit-note", reason: "Revoked", ext: { [EXT_DEBIT_CODE]: "1" }, stamps: [CUDE] });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-10", properties: ["$.preceding[0].ext"] }]);
  });

  it("a debit note without cause (BILL-INVOICE-11)", async () => {
    const original = await built(baseInvoice());
    const faults = await correctFaults(original, { type: "debit-note", reason: "Interest", stamps: [CUDE] });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-11", properties: ["$.preceding[0].ext"] }]);
  });
});
