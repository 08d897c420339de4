/**
 * VERI*FACTU's invoice type (`es-verifactu-doc-type`) from the scenarios and
 * the correction normaliser (GOBL's TestInvoiceDocumentScenarios and
 * TestCorrectionNormalize, in scenarios_test.go).
 *
 * GOBL's `Correct` only calculates; ours builds, so validation runs too: a
 * corrective invoice must give the preceding document's taxes (rule 03),
 * hence `copy_tax` where GOBL's test makes a corrective invoice.
 */
import { describe, expect, it } from "vitest";
import type { CorrectionRequest, Invoice } from "../../../../engine/index.ts";
import { invoiceCorrector } from "../../../../addons/es/verifactu/corrector.ts";
import { ADDON, built, corrected, engine, testInvoiceStandard, type Obj } from "./support.ts";

const DOC_TYPE = "es-verifactu-doc-type";
const CORRECTION_TYPE = "es-verifactu-correction-type";

/** GOBL's test invoice with the issue date a correction copies into the preceding reference. */
function datedInvoice(): Obj {
  return { ...testInvoiceStandard(), issue_date: "2024-06-13" };
}

describe("VERI*FACTU invoice types (TestInvoiceDocumentScenarios)", () => {
  it("with addon", async () => {
    const out = await built(testInvoiceStandard());
    expect(out.tax.ext[DOC_TYPE]).toBe("F1");
  });

  it("simplified invoice", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    const out = await built(inv);
    expect(out.notes ?? []).toHaveLength(0);
    expect(out.tax.ext[DOC_TYPE]).toBe("F2");
  });

  it("credit note", async () => {
    const out = await corrected(datedInvoice(), { type: "credit-note", ext: { [DOC_TYPE]: "R1" } });
    expect(out.notes ?? []).toHaveLength(0);
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
    expect(out.tax.ext[CORRECTION_TYPE]).toBe("I");
  });

  it("corrective", async () => {
    const original = await built(datedInvoice());
    const out = await corrected(original, { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "R2" } });
    expect(out.notes ?? []).toHaveLength(0);
    expect(out.tax.ext[DOC_TYPE]).toBe("R2");
    expect(out.tax.ext[CORRECTION_TYPE]).toBe("S");
  });

  it("corrective special", async () => {
    const original = await built(datedInvoice());
    const out = await corrected(original, { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "R2" } });
    expect(out.tax.ext[DOC_TYPE]).toBe("R2");
  });

  it("simplified corrective invoice", async () => {
    const inv = datedInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    const original = await built(inv);
    const out = await corrected(original, { type: "corrective", copy_tax: true });
    expect(out.tax.ext[DOC_TYPE]).toBe("R5");
  });

  it("replacement", async () => {
    const inv = testInvoiceStandard();
    inv.$tags = ["replacement"];
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("F3");
  });

  it("the addon's definition lists the four scenarios", () => {
    const list = engine.addon(ADDON)?.scenarios?.[0]?.list ?? [];
    expect(list.map((s) => s.ext?.[DOC_TYPE])).toEqual(["F1", "F2", "F3", "R5"]);
  });
});

describe("VERI*FACTU correction normaliser (TestCorrectionNormalize)", () => {
  const options: CorrectionRequest = { type: "credit-note", ext: { [DOC_TYPE]: "R1" } };

  it("ignores non-invoice document", () => {
    // The engine hands it invoices only; anything else without a preceding list is left alone.
    expect(invoiceCorrector.type).toBe("bill.Invoice");
    const other = { content: "not an invoice" } as unknown as Invoice;
    expect(() => invoiceCorrector.correct(other, options, {} as never)).not.toThrow();
    expect(other).toEqual({ content: "not an invoice" });
  });

  it("ignores invoice without preceding", () => {
    const inv = {} as Invoice;
    invoiceCorrector.correct(inv, options, {} as never);
    expect(inv).toEqual({});
  });

  it("credit note routes doc-type to invoice", async () => {
    const original = await built(datedInvoice());
    expect(original.tax.ext[DOC_TYPE]).toBe("F1");

    const out = await corrected(original, options);
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
    // The invoice type does not stay on the preceding reference.
    expect(out.preceding[0].ext?.[DOC_TYPE]).toBeUndefined();
  });

  it("other extensions of the options stay on the preceding reference", async () => {
    const original = await built(datedInvoice());
    const out = await corrected(original, { type: "credit-note", ext: { [DOC_TYPE]: "R3", "es-verifactu-issuer-type": "T" } });
    expect(out.preceding[0].ext).toEqual({ "es-verifactu-issuer-type": "T" });
    expect(out.tax.ext).toEqual({ [CORRECTION_TYPE]: "I", [DOC_TYPE]: "R3" });
  });
});
