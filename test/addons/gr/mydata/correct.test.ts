/**
 * Correcting a myDATA invoice. GOBL's addon adds no correction behaviour of
 * its own: the Greek regime allows credit notes only and asks for the
 * `iapr-mark` stamp (the MARK myDATA gave the original), which the
 * corrective document's preceding reference carries; the addon's scenario
 * then makes the credit note myDATA type 5.1, and its rules check the mark.
 */
import { describe, expect, it } from "vitest";
import { BizdocError } from "../../../../index.ts";
import { INVOICE_TYPE, built, corrected, engine, validInvoice } from "./support.ts";

const MARK = { prv: "iapr-mark", val: "400001932212332" };

describe("myDATA corrections", () => {
  it("a credit note quotes the original's MARK and becomes type 5.1", async () => {
    const original = await built(validInvoice());
    expect(original.tax.ext[INVOICE_TYPE]).toBe("2.1");
    const credit = await corrected(original, { type: "credit-note", stamps: [MARK] });
    expect(credit.type).toBe("credit-note");
    expect(credit.preceding).toHaveLength(1);
    expect(credit.preceding[0].stamps).toEqual([MARK]);
    expect(credit.tax.ext[INVOICE_TYPE]).toBe("5.1");
  });

  it("a simplified original gives a retail credit note (11.4)", async () => {
    const inv = validInvoice();
    inv.$tags = ["simplified"];
    const credit = await corrected(await built(inv), { type: "credit-note", stamps: [MARK] });
    expect(credit.tax.ext[INVOICE_TYPE]).toBe("11.4");
  });

  it("without the MARK the correction is refused", async () => {
    const original = await built(validInvoice());
    const err = await engine.correct(original, { type: "credit-note" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BizdocError);
    expect((err as BizdocError).key).toBe("validation");
    expect((err as BizdocError).faults.map((f) => f.properties)).toEqual([["$.options.stamps"]]);
  });

  it("only credit notes are allowed", async () => {
    const original = await built(validInvoice());
    await expect(engine.correct(original, { type: "corrective", stamps: [MARK] })).rejects.toBeInstanceOf(BizdocError);
  });
});
