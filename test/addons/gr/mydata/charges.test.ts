/**
 * myDATA on document charges: GOBL's bill_charges_test.go cases
 * (TestNormalizeCharge, TestValidateCharge), which run the normaliser and
 * the rule set on a lone charge, and so do these; then the charge rules'
 * faults and paths through the engine, on an invoice.
 */
import { describe, expect, it } from "vitest";
import { FEE, OTHER_TAX, STAMP_DUTY, TAX_TYPE, addonFaults, built, buildFaults, chargeFaults, normalizeCharge, validInvoice, type Obj } from "./support.ts";

const TAX_TYPE_FEE = "2";
const TAX_TYPE_OTHER_TAX = "3";
const TAX_TYPE_STAMP_DUTY = "4";

const codeOf = (c: Obj, key: string): string => c.ext?.[key] ?? "";

describe("myDATA charge normalisation (TestNormalizeCharge)", () => {
  it("nil charge", async () => {
    // GOBL normalises a nil charge without effect; here, an invoice without charges keeps none.
    const out = await built(validInvoice());
    expect(out.charges).toBeUndefined();
  });

  it("with fee extension", () => {
    const c = normalizeCharge({ amount: "10.00", ext: { [FEE]: "13" } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_FEE);
    expect(codeOf(c, FEE)).toBe("13");
  });

  it("with other tax extension", () => {
    const c = normalizeCharge({ amount: "3.00", ext: { [OTHER_TAX]: "8" } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_OTHER_TAX);
    expect(codeOf(c, OTHER_TAX)).toBe("8");
  });

  it("with stamp duty extension", () => {
    const c = normalizeCharge({ amount: "12.00", ext: { [STAMP_DUTY]: "1" } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_STAMP_DUTY);
    expect(codeOf(c, STAMP_DUTY)).toBe("1");
  });

  it("without any tax extension", () => {
    const c = normalizeCharge({ amount: "10.00", reason: "Some charge" });
    expect(c.ext).toBeUndefined();
  });

  it("with type extension set", () => {
    const c = normalizeCharge({ amount: "10.00", ext: { [TAX_TYPE]: TAX_TYPE_OTHER_TAX, [FEE]: "13" } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_OTHER_TAX);
  });

  it("with stamp duty charge key and existing extension", () => {
    const c = normalizeCharge({ key: "stamp-duty", amount: "12.00", ext: { [FEE]: "13" } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_STAMP_DUTY);
    expect(codeOf(c, FEE)).toBe("13");
  });

  it("with tax charge key and existing extension", () => {
    const c = normalizeCharge({ key: "tax", amount: "5.00", ext: { [OTHER_TAX]: "8" } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_OTHER_TAX);
    expect(codeOf(c, OTHER_TAX)).toBe("8");
  });

  it("charge key overrides existing tax type", () => {
    const c = normalizeCharge({ key: "stamp-duty", amount: "12.00", ext: { [TAX_TYPE]: TAX_TYPE_FEE } });
    expect(codeOf(c, TAX_TYPE)).toBe(TAX_TYPE_STAMP_DUTY);
  });
});

describe("myDATA charge validation (TestValidateCharge)", () => {
  it("nil charge", () => {
    expect(chargeFaults({ amount: "10.00" })).toEqual([]);
  });

  it("valid fee", () => {
    expect(chargeFaults({ amount: "10.00", ext: { [TAX_TYPE]: "2", [FEE]: "13" } })).toEqual([]);
  });

  it("valid other tax", () => {
    expect(chargeFaults({ amount: "3.00", ext: { [TAX_TYPE]: "3", [OTHER_TAX]: "8" } })).toEqual([]);
  });

  it("valid stamp duty", () => {
    expect(chargeFaults({ amount: "12.00", ext: { [TAX_TYPE]: "4", [STAMP_DUTY]: "1" } })).toEqual([]);
  });

  it("missing fee extension for fee type", () => {
    expect(chargeFaults({ amount: "10.00", ext: { [TAX_TYPE]: TAX_TYPE_FEE } })).toEqual([{ code: "GOBL-GR-MYDATA-BILL-CHARGE-02", properties: ["$.ext"] }]);
  });

  it("missing other tax extension for other tax type", () => {
    expect(chargeFaults({ amount: "3.00", ext: { [TAX_TYPE]: TAX_TYPE_OTHER_TAX } })).toEqual([
      { code: "GOBL-GR-MYDATA-BILL-CHARGE-03", properties: ["$.ext"] },
    ]);
  });

  it("missing stamp duty extension for stamp duty type", () => {
    expect(chargeFaults({ amount: "12.00", ext: { [TAX_TYPE]: TAX_TYPE_STAMP_DUTY } })).toEqual([
      { code: "GOBL-GR-MYDATA-BILL-CHARGE-04", properties: ["$.ext"] },
    ]);
  });

  it("multiple specific extensions", () => {
    const faults = chargeFaults({ amount: "15.00", ext: { [TAX_TYPE]: TAX_TYPE_FEE, [FEE]: "13", [OTHER_TAX]: "8" } });
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-CHARGE-01", properties: ["$.ext"] }]);
  });
});

describe("myDATA charges in an invoice", () => {
  const withCharge = (charge: Obj): Obj => {
    const inv = validInvoice();
    inv.charges = [charge];
    return inv;
  };

  it("a fee charge gets its tax type", async () => {
    const out = await built(withCharge({ reason: "Stay fee", amount: "12.00", ext: { [FEE]: "18" } }));
    expect(out.charges[0].ext).toEqual({ [FEE]: "18", [TAX_TYPE]: TAX_TYPE_FEE });
  });

  it("line charges are left alone", async () => {
    const inv = validInvoice();
    inv.lines[0].charges = [{ reason: "Stay fee", amount: "12.00", ext: { [FEE]: "18" } }];
    const out = await built(inv);
    expect(out.lines[0].charges[0].ext).toEqual({ [FEE]: "18" });
  });

  it("GOBL-GR-MYDATA-BILL-CHARGE-01: one kind of code per charge", async () => {
    const faults = await buildFaults(withCharge({ amount: "12.00", ext: { [FEE]: "18", [STAMP_DUTY]: "1" } }));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-CHARGE-01", properties: ["$.charges[0].ext"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-CHARGE-02: a fee charge needs its fee code", async () => {
    const faults = await buildFaults(withCharge({ amount: "12.00", ext: { [TAX_TYPE]: TAX_TYPE_FEE } }));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-CHARGE-02", properties: ["$.charges[0].ext"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-CHARGE-03: a `tax` charge is other tax and needs its other-tax code", async () => {
    const faults = await buildFaults(withCharge({ key: "tax", amount: "3.00", ext: { [FEE]: "18" } }));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-CHARGE-03", properties: ["$.charges[0].ext"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-CHARGE-04: a `stamp-duty` charge needs its stamp-duty code", async () => {
    const faults = await buildFaults(withCharge({ key: "stamp-duty", amount: "1.20" }));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-CHARGE-04", properties: ["$.charges[0].ext"] }]);
  });
});
