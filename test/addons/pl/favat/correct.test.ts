/**
 * Correcting an FA(3) invoice. GOBL's addon has no correction normaliser and
 * no Go test of its own for this; what is expected comes from its
 * correction set (favat.go: credit notes only, carrying the preceding
 * invoice's `favat-ksef-number` stamp) and GOBL's correction flow
 * (bill/invoice_correct.go: the options' reason, ext and required stamps go
 * onto the preceding reference, a missing stamp refuses the correction).
 * The corrective document then gets its KSeF type from the scenarios.
 */
import { describe, expect, it } from "vitest";
import { corrected, correctFaults, EXT, standardInvoice, type Obj } from "./support.ts";

const KSEF_NUMBER = { prv: "favat-ksef-number", val: "1111111111-20221229-ABCDEF123456-01" };

/** A standard FA(3) invoice with a taxed line. */
function invoice(): Obj {
  const inv = standardInvoice();
  inv.lines = [{ quantity: "10", item: { name: "Services", price: "10.00" }, taxes: [{ cat: "VAT", key: "standard", rate: "general" }] }];
  return inv;
}

describe("FA(3) corrections", () => {
  it("a credit note refers to the preceding invoice's KSeF number", async () => {
    const out = await corrected(invoice(), {
      type: "credit-note",
      issue_date: "2023-01-10",
      reason: "Price correction",
      ext: { [EXT.effectiveDate]: "1" },
      stamps: [KSEF_NUMBER],
    });
    expect(out.type).toBe("credit-note");
    expect(out.preceding).toEqual([
      { type: "standard", code: "STD", issue_date: "2022-12-29", reason: "Price correction", stamps: [KSEF_NUMBER], ext: { [EXT.effectiveDate]: "1" } },
    ]);
    expect(out.tax.ext[EXT.invoiceType]).toBe("KOR");
    expect(out.lines[0].taxes[0].ext[EXT.taxCategory]).toBe("1");
  });

  it("a credit note of a prepayment invoice is KOR_ZAL", async () => {
    const out = await corrected({ ...invoice(), $tags: ["partial"] }, { type: "credit-note", stamps: [KSEF_NUMBER] });
    expect(out.tax.ext[EXT.invoiceType]).toBe("KOR_ZAL");
  });

  it("the KSeF number of the preceding invoice is required", async () => {
    expect(await correctFaults(invoice(), { type: "credit-note" })).toEqual([{ properties: ["$.options.stamps"] }]);
  });

  it("only credit notes correct a KSeF invoice", async () => {
    expect(await correctFaults(invoice(), { type: "corrective", stamps: [KSEF_NUMBER] })).toEqual([{ properties: ["$.options.type"] }]);
  });
});
