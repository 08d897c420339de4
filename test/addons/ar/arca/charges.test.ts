/**
 * ARCA's rules on document charges (GOBL's bill_charges_test.go):
 * TestChargeValidation validates single charges with the addon's rules, as
 * these do; TestChargeIntegration puts them on invoices.
 */
import { describe, expect, it } from "vitest";
import { TAX_TYPE, arcaFaults, buildArcaFaults, built, chargeFaults, faultsAfter, testInvoiceWithGoods, type Obj } from "./support.ts";

const fault = (code: string, ...properties: string[]) => ({ code, properties });

describe("ARCA charge rules (TestChargeValidation)", () => {
  it("valid tax charge", () => {
    expect(chargeFaults({ key: "tax", percent: "10%", ext: { [TAX_TYPE]: "1" } })).toEqual([]);
  });

  it("tax charge missing ext", () => {
    expect(chargeFaults({ key: "tax", percent: "10%" })).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-01", "$.ext")]);
  });

  it("tax charge with ext missing tax type", () => {
    expect(chargeFaults({ key: "tax", percent: "10%", ext: { "other-ext": "value" } })).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-01", "$.ext")]);
  });

  it("tax type present but missing percent", () => {
    expect(chargeFaults({ key: "tax", ext: { [TAX_TYPE]: "1" } })).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-02", "$.percent")]);
  });

  it("non-tax charge does not require ext or percent", () => {
    expect(chargeFaults({ key: "custom-charge", reason: "Some custom charge" })).toEqual([]);
  });

  it("tax type other requires reason", () => {
    expect(chargeFaults({ key: "tax", percent: "10%", ext: { [TAX_TYPE]: "99" } })).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-03", "$.reason")]);
  });

  it("tax type other with reason", () => {
    expect(chargeFaults({ key: "tax", percent: "10%", reason: "Custom tax description", ext: { [TAX_TYPE]: "99" } })).toEqual([]);
  });

  it("non-other tax types do not require reason", () => {
    expect(chargeFaults({ key: "tax", percent: "10%", ext: { [TAX_TYPE]: "1" } })).toEqual([]);
  });

  it("a combined key with tax counts as a tax charge", () => {
    expect(chargeFaults({ key: "tax+other", percent: "10%" })).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-01", "$.ext")]);
  });
});

/** GOBL's testInvoiceWithCharge: goods, with a 3% gross income tax charge (tax type 5). */
function testInvoiceWithCharge(): Obj {
  const inv = testInvoiceWithGoods();
  inv.charges = [{ key: "tax", percent: "3%", ext: { [TAX_TYPE]: "5" } }];
  return inv;
}

describe("ARCA charges on invoices (TestChargeIntegration)", () => {
  it("charge on invoice is validated", async () => {
    const out = await built(testInvoiceWithCharge());
    expect(out.charges).toHaveLength(1);
    expect(out.charges[0].ext[TAX_TYPE]).toBe("5");
  });

  it("invoice with tax charge missing ext fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.charges = [{ key: "tax", percent: "3%" }];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-01", "$.charges[0].ext")]);
  });

  it("invoice with charge missing percent fails", async () => {
    const faults = await faultsAfter(testInvoiceWithCharge(), (out) => delete out.charges[0].percent);
    expect(arcaFaults(faults)).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-02", "$.charges[0].percent")]);
  });

  it("invoice with non-tax charge passes", async () => {
    const inv = testInvoiceWithGoods();
    inv.charges = [{ key: "custom-charge", reason: "Some custom charge without tax type" }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("invoice with an other-type tax charge and no reason fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.charges = [{ key: "tax", percent: "1%", ext: { [TAX_TYPE]: "99" } }];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-CHARGE-03", "$.charges[0].reason")]);
  });
});
