/**
 * Corrections under SDI. GOBL's addon has no correction options or
 * normaliser of its own: the Italian regime allows credit and debit notes,
 * and the addon's scenarios give them their FatturaPA document types (TD04,
 * TD05; TD08, TD09 when simplified).
 */
import { describe, expect, it } from "vitest";
import { correctFaults, corrected, testInvoice } from "./support.ts";

const DOC_TYPE = "it-sdi-document-type";

describe("SDI corrections", () => {
  it("a credit note is TD04", async () => {
    const note = await corrected(testInvoice(), { type: "credit-note", reason: "Returned goods" });
    expect(note.type).toBe("credit-note");
    expect(note.preceding[0].code).toBe("123TEST");
    expect(note.tax.ext[DOC_TYPE]).toBe("TD04");
    expect(note.supplier.ext).toEqual({ "it-sdi-fiscal-regime": "RF01" });
  });

  it("a debit note is TD05", async () => {
    const note = await corrected(testInvoice(), { type: "debit-note" });
    expect(note.tax.ext[DOC_TYPE]).toBe("TD05");
  });

  it("a simplified credit note is TD08", async () => {
    const inv = testInvoice();
    inv.$tags = ["simplified"];
    const note = await corrected(inv, { type: "credit-note" });
    expect(note.tax.ext[DOC_TYPE]).toBe("TD08");
  });

  it("the regime allows no corrective invoices", async () => {
    const faults = await correctFaults(testInvoice(), { type: "corrective" });
    expect(faults.length).toBeGreaterThan(0);
  });
});
