/**
 * SII's invoice types by scenario and the corrections SII allows (GOBL's
 * scenarios_test.go: TestInvoiceDocumentScenarios and
 * TestCorrectionNormalize, every case), then `engine.correct` for each
 * correction type the Spanish regime allows (credit-note, corrective,
 * debit-note), with and without an invoice type in the options, on standard
 * and simplified invoices.
 *
 * What GOBL does, and these tests expect: the options' extensions land on the
 * preceding reference; SII's correction normaliser moves `es-sii-doc-type`
 * from there onto the corrective invoice's tax extensions; on calculation the
 * invoice normaliser sets the correction type (I for credit and debit notes, S
 * for corrective invoices) and keeps R2–R5 or else sets R1; the
 * simplified-corrective scenario then makes it R5 whatever was asked.
 *
 * GOBL's own cases correct an invoice that was never calculated and never
 * validate the result; `engine.correct` validates, so the originals here are
 * built first (giving the preceding reference its issue date), and a
 * corrective invoice copies the original's tax totals (`copy_tax`) unless the
 * test is about the fault of not doing so (GOBL-ES-SII-BILL-INVOICE-03).
 */
import { describe, expect, it } from "vitest";
import { corrector } from "../../../../addons/es/sii/corrector.ts";
import type { Context } from "../../../../index.ts";
import { built, correctFaults, corrected, engine, testInvoice, type Obj } from "./support.ts";

const DOC_TYPE = "es-sii-doc-type";
const CORRECTION_TYPE = "es-sii-correction-type";

const standardOriginal = (): Promise<Obj> => built(testInvoice());

function simplifiedOriginal(): Promise<Obj> {
  const inv = testInvoice();
  inv.$tags = ["simplified"];
  return built(inv);
}

describe("SII invoice types by scenario (TestInvoiceDocumentScenarios)", () => {
  it("with the addon: F1", async () => {
    expect((await built(testInvoice())).tax.ext[DOC_TYPE]).toBe("F1");
  });

  it("simplified invoice: F2, no notes added", async () => {
    const inv = testInvoice();
    inv.$tags = ["simplified"];
    const out = await built(inv);
    expect(out.notes).toBeUndefined();
    expect(out.tax.ext[DOC_TYPE]).toBe("F2");
  });

  it("credit note with R1 in the options: R1, by differences", async () => {
    const out = await corrected(await standardOriginal(), { type: "credit-note", ext: { [DOC_TYPE]: "R1" } });
    expect(out.notes).toBeUndefined();
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
    expect(out.tax.ext[CORRECTION_TYPE]).toBe("I");
  });

  it("corrective with R2 in the options: R2, by substitution", async () => {
    const out = await corrected(await standardOriginal(), { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "R2" } });
    expect(out.notes).toBeUndefined();
    expect(out.tax.ext[DOC_TYPE]).toBe("R2");
    expect(out.tax.ext[CORRECTION_TYPE]).toBe("S");
  });

  it("corrective special: a calculated invoice corrected with R2 keeps R2", async () => {
    const out = await corrected(await standardOriginal(), { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "R2" } });
    expect(out.tax.ext[DOC_TYPE]).toBe("R2");
  });

  it("simplified corrective invoice: R5", async () => {
    const out = await corrected(await simplifiedOriginal(), { type: "corrective", copy_tax: true });
    expect(out.tax.ext[DOC_TYPE]).toBe("R5");
  });

  it("replacement: F3", async () => {
    const inv = testInvoice();
    inv.$tags = ["replacement"];
    expect((await built(inv)).tax.ext[DOC_TYPE]).toBe("F3");
  });
});

describe("SII correction normaliser (TestCorrectionNormalize)", () => {
  it("applies to invoices only", () => {
    expect(corrector.type).toBe("bill.Invoice");
  });

  it("leaves an invoice without preceding reference alone", () => {
    const inv: Obj = {};
    corrector.correct(inv as never, { type: "credit-note", ext: { [DOC_TYPE]: "R1" } }, {} as Context);
    expect(inv).toEqual({});
  });

  it("credit note: the invoice type moves from the options to the invoice, none is left on the preceding reference", async () => {
    const original = await standardOriginal();
    expect(original.tax.ext[DOC_TYPE]).toBe("F1");
    const out = await corrected(original, { type: "credit-note", ext: { [DOC_TYPE]: "R1" } });
    expect(out.tax.ext[DOC_TYPE]).toBe("R1");
    expect(out.preceding[0].ext?.[DOC_TYPE]).toBeUndefined();
  });

  it("on its own: removes the type from the reference even without one in the options, and merges the options' type over the invoice's", () => {
    const inv: Obj = { type: "credit-note", tax: { ext: { [DOC_TYPE]: "F1", other: "x" } }, preceding: [{ code: "1", ext: { [DOC_TYPE]: "R3" } }] };
    corrector.correct(inv as never, { type: "credit-note" }, {} as Context);
    expect(inv.preceding[0].ext).toBeUndefined();
    expect(inv.tax.ext).toEqual({ [DOC_TYPE]: "F1", other: "x" });

    const options = { type: "credit-note", ext: { [DOC_TYPE]: "R3" } };
    inv.preceding[0].ext = options.ext;
    corrector.correct(inv as never, options, {} as Context);
    expect(inv.preceding[0].ext).toBeUndefined();
    expect(inv.tax.ext).toEqual({ [DOC_TYPE]: "R3", other: "x" });
    expect(options.ext).toEqual({ [DOC_TYPE]: "R3" });
  });

  it("creates the invoice's tax details when it has none", () => {
    const inv: Obj = { preceding: [{ code: "1" }] };
    corrector.correct(inv as never, { type: "corrective", ext: { [DOC_TYPE]: "R2" } }, {} as Context);
    expect(inv.tax).toEqual({ ext: { [DOC_TYPE]: "R2" } });
  });
});

describe("engine.correct under SII, for each correction type of the Spanish regime", () => {
  describe("credit-note (by differences)", () => {
    it("no invoice type in the options: R1", async () => {
      const original = await standardOriginal();
      const out = await corrected(original, { type: "credit-note" });
      expect(out.type).toBe("credit-note");
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "I" });
      expect(out.preceding).toEqual([{ type: "standard", code: "123", issue_date: original.issue_date }]);
    });

    it("R3 in the options is kept", async () => {
      const out = await corrected(await standardOriginal(), { type: "credit-note", ext: { [DOC_TYPE]: "R3" } });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R3", [CORRECTION_TYPE]: "I" });
      expect(out.preceding[0].ext).toBeUndefined();
    });

    it("a standard type in the options becomes R1", async () => {
      const out = await corrected(await standardOriginal(), { type: "credit-note", ext: { [DOC_TYPE]: "F3" } });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "I" });
    });

    it("copy_tax: the original's tax totals go to the preceding reference", async () => {
      const original = await standardOriginal();
      const out = await corrected(original, { type: "credit-note", copy_tax: true, reason: "returned goods" });
      expect(out.preceding[0]).toEqual({ type: "standard", code: "123", issue_date: original.issue_date, reason: "returned goods", tax: original.totals.taxes });
    });

    it("of a simplified invoice: R5 whatever the options say", async () => {
      const out = await corrected(await simplifiedOriginal(), { type: "credit-note", ext: { [DOC_TYPE]: "R2" } });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R5", [CORRECTION_TYPE]: "I" });
    });
  });

  describe("debit-note (by differences)", () => {
    it("no invoice type in the options: R1", async () => {
      const out = await corrected(await standardOriginal(), { type: "debit-note" });
      expect(out.type).toBe("debit-note");
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "I" });
    });

    it("R4 in the options is kept", async () => {
      const out = await corrected(await standardOriginal(), { type: "debit-note", ext: { [DOC_TYPE]: "R4" } });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R4", [CORRECTION_TYPE]: "I" });
      expect(out.preceding[0].ext).toBeUndefined();
    });

    it("of a simplified invoice: R5", async () => {
      const out = await corrected(await simplifiedOriginal(), { type: "debit-note" });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R5", [CORRECTION_TYPE]: "I" });
    });
  });

  describe("corrective (by substitution)", () => {
    it("copy_tax, no invoice type in the options: R1, the original's tax totals on the reference", async () => {
      const original = await standardOriginal();
      const out = await corrected(original, { type: "corrective", copy_tax: true });
      expect(out.type).toBe("corrective");
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "S" });
      expect(out.preceding[0].tax).toEqual(original.totals.taxes);
      expect(out.preceding[0].tax.sum).toBe("21.00");
    });

    it("R5 in the options is kept, even on a standard original", async () => {
      const out = await corrected(await standardOriginal(), { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "R5" } });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R5", [CORRECTION_TYPE]: "S" });
    });

    it("without copy_tax the reference lacks the tax totals SII needs (GOBL-ES-SII-BILL-INVOICE-03)", async () => {
      const faults = await correctFaults(await standardOriginal(), { type: "corrective", ext: { [DOC_TYPE]: "R2" } });
      expect(faults).toEqual([{ code: "GOBL-ES-SII-BILL-INVOICE-03", properties: ["$.preceding[0].tax"] }]);
    });

    it("of a simplified invoice, with F3 asked: R5", async () => {
      const out = await corrected(await simplifiedOriginal(), { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "F3" } });
      expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R5", [CORRECTION_TYPE]: "S" });
    });

    it("inside an envelope", async () => {
      const env = (await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: testInvoice() })) as Obj;
      const out = (await engine.correct(env, { type: "corrective", copy_tax: true, ext: { [DOC_TYPE]: "R2" } })) as Obj;
      expect(out.doc.tax.ext).toEqual({ [DOC_TYPE]: "R2", [CORRECTION_TYPE]: "S" });
      expect(out.doc.preceding[0].ext).toBeUndefined();
    });
  });

  it("a self-billed original keeps its third-party issuer on the correction", async () => {
    const inv = testInvoice();
    inv.$tags = ["self-billed"];
    const out = await corrected(await built(inv), { type: "credit-note" });
    expect(out.tax.ext).toEqual({ [DOC_TYPE]: "R1", [CORRECTION_TYPE]: "I", "es-sii-third-party-issuer": "S" });
  });

  it("the correction options schema offers the invoice type and recommends copying the tax totals", async () => {
    const schema = (await engine.correctionSchema(await standardOriginal())) as Obj;
    const options = schema.$defs["bill.CorrectionOptions"];
    expect(options.recommended).toEqual(["series", "ext", "copy_tax"]);
    expect(Object.keys(options.properties.ext.properties)).toEqual([DOC_TYPE]);
    expect(options.properties.type.oneOf.map((t: Obj) => t.const)).toEqual(["credit-note", "corrective", "debit-note"]);
  });
});
