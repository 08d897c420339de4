/**
 * Correcting ARCA documents: GOBL's TestCorrectionDefinitions and
 * TestCorrectionNormalize, every case.
 *
 * What GOBL does, and these tests expect: the correction options'
 * `ar-arca-doc-type` is the new document's (credit note 3, 8, 13...), not
 * the reference's; the preceding reference gets the original invoice's tax
 * extensions (its document type and concept) instead.
 *
 * GOBL's cases correct and never validate; `engine.correct` validates, so
 * where GOBL's corrected document would break an ARCA rule the corrector is
 * also run by itself on the state the engine hands it, to read what it did,
 * and the engine's fault is expected.
 */
import { describe, expect, it } from "vitest";
import { arca } from "../../../../addons/ar/arca/index.ts";
import { invoiceCorrector } from "../../../../addons/ar/arca/corrector.ts";
import type { Context, Invoice } from "../../../../engine/index.ts";
import {
  ADDON,
  CONCEPT,
  DOC_TYPE,
  IDENTITY_TYPE,
  built,
  correctFaults,
  corrected,
  engine,
  testInvoiceWithGoods,
  type Obj,
} from "./support.ts";

const noContext = {} as Context;

/**
 * The corrector by itself, on a calculated original turned into its
 * corrective document the way the engine does before calling it: the
 * original as preceding reference carrying the options' extensions, the new
 * type, no code.
 */
function correctedByHand(original: Obj, options: { type: string; ext?: Record<string, string> }): Obj {
  const inv = structuredClone(original);
  inv.preceding = [
    { type: inv.type, series: inv.series, code: inv.code, issue_date: inv.issue_date, ...(options.ext ? { ext: { ...options.ext } } : {}) },
  ];
  inv.type = options.type;
  delete inv.code;
  invoiceCorrector.correct(inv as Invoice, options, noContext);
  return inv;
}

describe("ARCA correction definition (TestCorrectionDefinitions)", () => {
  it("correction definitions", () => {
    const def = engine.addon(ADDON)?.corrections?.find((c) => c.schema === "bill/invoice");
    expect(def?.extensions).toContain(DOC_TYPE);
    expect(arca.correctors).toContain(invoiceCorrector);
  });
});

describe("ARCA correction normaliser (TestCorrectionNormalize)", () => {
  it("ignores non-invoice document", () => {
    expect(() => invoiceCorrector.correct("not an invoice" as unknown as Invoice, { type: "credit-note" }, noContext)).not.toThrow();
  });

  it("ignores invoice without preceding", () => {
    const inv = {} as Invoice;
    expect(() => invoiceCorrector.correct(inv, { type: "credit-note" }, noContext)).not.toThrow();
    expect(inv).toEqual({});
  });

  it("handles nil tax on invoice", async () => {
    const original = await built(testInvoiceWithGoods());
    delete original.tax;
    const options = { type: "credit-note", ext: { [DOC_TYPE]: "3" } };
    const out = correctedByHand(original, options);
    expect(out.tax.ext[DOC_TYPE]).toBe("3");
    // Nothing is left to describe the original on the reference, which ARCA's rules then refuse.
    expect(out.preceding[0].ext).toBeUndefined();
    expect(await correctFaults(original, options)).toEqual([{ code: "GOBL-AR-ARCA-BILL-INVOICE-22", properties: ["$.preceding[0].ext"] }]);
  });

  it("copies tax extensions to preceding and routes doc-type to invoice", async () => {
    const original = await built(testInvoiceWithGoods());
    expect(original.tax.ext[DOC_TYPE]).toBe("1");
    expect(original.tax.ext[CONCEPT]).toBe("1");
    const out = await corrected(original, { type: "credit-note", ext: { [DOC_TYPE]: "3" } });
    expect(out.preceding[0].ext[DOC_TYPE]).toBe("1");
    expect(out.preceding[0].ext[CONCEPT]).toBe("1");
    expect(out.tax.ext[DOC_TYPE]).toBe("3");
  });

  it("credit note B", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext[DOC_TYPE];
    delete inv.customer.tax_id;
    delete inv.customer.ext;
    inv.customer.identities = [{ code: "12345678", ext: { [IDENTITY_TYPE]: "96" } }];
    const original = await built(inv);
    expect(original.tax.ext[DOC_TYPE]).toBe("6");
    const out = await corrected(original, { type: "credit-note", ext: { [DOC_TYPE]: "8" } });
    expect(out.tax.ext[DOC_TYPE]).toBe("8");
    expect(out.preceding[0].ext[DOC_TYPE]).toBe("6");
    expect(out.preceding[0].ext[CONCEPT]).toBe("1");
  });

  it("without doc-type extension copies originals to preceding", async () => {
    const original = await built(testInvoiceWithGoods());
    const out = correctedByHand(original, { type: "credit-note" });
    expect(out.preceding[0].ext[DOC_TYPE]).toBe("1");
    expect(out.preceding[0].ext[CONCEPT]).toBe("1");
    // The credit note keeps the original's invoice A type, which a credit note cannot have.
    expect(out.tax.ext[DOC_TYPE]).toBe("1");
    expect(await correctFaults(original, { type: "credit-note" })).toEqual([{ code: "GOBL-AR-ARCA-BILL-INVOICE-05", properties: ["$"] }]);
  });

  it("debit note A", async () => {
    const original = await built(testInvoiceWithGoods());
    const out = await corrected(original, { type: "debit-note", ext: { [DOC_TYPE]: "2" } });
    expect(out.type).toBe("debit-note");
    expect(out.tax.ext[DOC_TYPE]).toBe("2");
    expect(out.preceding[0].ext[DOC_TYPE]).toBe("1");
  });
});

describe("ARCA corrections through the engine", () => {
  it("a debit note without a document type in the options keeps the invoice's and is refused", async () => {
    const original = await built(testInvoiceWithGoods());
    expect(await correctFaults(original, { type: "debit-note" })).toEqual([{ code: "GOBL-AR-ARCA-BILL-INVOICE-06", properties: ["$"] }]);
  });

  it("other option extensions stay on the reference, over the original's", async () => {
    const original = await built(testInvoiceWithGoods());
    const out = correctedByHand(original, { type: "credit-note", ext: { [DOC_TYPE]: "3", [CONCEPT]: "2" } });
    expect(out.preceding[0].ext).toEqual({ [DOC_TYPE]: "1", [CONCEPT]: "2" });
    expect(out.tax.ext[DOC_TYPE]).toBe("3");
  });

  it("a credit note C from a Monotributo invoice", async () => {
    const inv = testInvoiceWithGoods();
    inv.$tags = ["monotax"];
    delete inv.tax.ext;
    delete inv.lines[0].taxes;
    const original = await built(inv);
    expect(original.tax.ext[DOC_TYPE]).toBe("11");
    const out = await corrected(original, { type: "credit-note", ext: { [DOC_TYPE]: "13" } });
    expect(out.tax.ext[DOC_TYPE]).toBe("13");
    expect(out.preceding[0].ext[DOC_TYPE]).toBe("11");
  });
});
