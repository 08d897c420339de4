/**
 * Discounts and charges: UNTDID allowance and charge codes from their keys,
 * and a reason or code on each (GOBL's TestNormalizeBill*Discount/Charge and
 * TestValidateBill*Discount/Charge, on an invoice).
 */
import { describe, expect, it } from "vitest";
import { buildFaults, built, germanInvoice, type Obj } from "./support.ts";

const VAT = [{ cat: "VAT", rate: "general" }];

/** The German invoice with document-level discounts and charges. */
function withDocument(fields: { discounts?: Obj[]; charges?: Obj[] }): Obj {
  return { ...germanInvoice(), ...fields };
}

/** The German invoice with discounts and charges on its line. */
function withLine(fields: { discounts?: Obj[]; charges?: Obj[] }): Obj {
  const inv = germanInvoice();
  Object.assign(inv.lines[0], fields);
  return inv;
}

describe("EN 16931 allowance codes", () => {
  it("a line discount's key gives its code", async () => {
    const out = await built(withLine({ discounts: [{ key: "sample", reason: "Product sample", amount: "1.00" }] }));
    expect(out.lines[0].discounts[0].ext).toEqual({ "untdid-allowance": "67" });
  });

  it("a line discount without key gets no code", async () => {
    const out = await built(withLine({ discounts: [{ reason: "Product sample", amount: "1.00" }] }));
    expect(out.lines[0].discounts[0].ext).toBeUndefined();
  });

  it("a document discount's key gives its code", async () => {
    const out = await built(withDocument({ discounts: [{ key: "sample", reason: "Product sample", amount: "1.00", taxes: VAT }] }));
    expect(out.discounts[0].ext).toEqual({ "untdid-allowance": "67" });
  });

  it("a document discount without key gets no code", async () => {
    const out = await built(withDocument({ discounts: [{ reason: "Product sample", amount: "1.00", taxes: VAT }] }));
    expect(out.discounts[0].ext).toBeUndefined();
  });

  it.each([
    ["early-completion", "41"],
    ["military", "62"],
    ["work-accident", "63"],
    ["special-agreement", "64"],
    ["production-error", "65"],
    ["new-outlet", "66"],
    ["end-of-range", "68"],
    ["incoterm", "70"],
    ["pos-threshold", "71"],
    ["special-rebate", "100"],
    ["temporary", "103"],
    ["standard", "104"],
    ["yearly-turnover", "105"],
  ])("discount key %s → %s, replacing a code given", async (key, code) => {
    const out = await built(withLine({ discounts: [{ key, percent: "10%", ext: { "untdid-allowance": "95" } }] }));
    expect(out.lines[0].discounts[0].ext).toEqual({ "untdid-allowance": code });
  });
});

describe("EN 16931 charge codes", () => {
  it("a line charge's key gives its code", async () => {
    const out = await built(withLine({ charges: [{ key: "outlay", reason: "Notary costs", amount: "10.00" }] }));
    expect(out.lines[0].charges[0].ext).toEqual({ "untdid-charge": "AAE" });
  });

  it("a line charge without key gets no code", async () => {
    const out = await built(withLine({ charges: [{ reason: "Additional costs", amount: "30.00" }] }));
    expect(out.lines[0].charges[0].ext).toBeUndefined();
  });

  it("a document charge's key gives its code", async () => {
    const out = await built(withDocument({ charges: [{ key: "outlay", reason: "Notary costs", amount: "10.00", taxes: VAT }] }));
    expect(out.charges[0].ext).toEqual({ "untdid-charge": "AAE" });
  });

  it("a document charge without key gets no code", async () => {
    const out = await built(withDocument({ charges: [{ reason: "Additional costs", amount: "30.00" }] }));
    expect(out.charges[0].ext).toBeUndefined();
  });

  it.each([
    ["stamp-duty", "ST"],
    ["tax", "TX"],
    ["customs", "ABW"],
    ["delivery", "DL"],
    ["packing", "PC"],
    ["handling", "HD"],
    ["insurance", "IN"],
    ["storage", "ABA"],
    ["admin", "AEM"],
    ["cleaning", "CG"],
  ])("charge key %s → %s", async (key, code) => {
    const out = await built(withDocument({ charges: [{ key, amount: "1.00", taxes: VAT }] }));
    expect(out.charges[0].ext).toEqual({ "untdid-charge": code });
  });
});

describe("EN 16931 document discounts", () => {
  it("with a reason: valid", async () => {
    await expect(built(withDocument({ discounts: [{ reason: "Product sample", amount: "1.00", taxes: VAT }] }))).resolves.toBeDefined();
  });

  it("with an allowance code: valid", async () => {
    await expect(built(withDocument({ discounts: [{ ext: { "untdid-allowance": "67" }, amount: "1.00", taxes: VAT }] }))).resolves.toBeDefined();
  });

  it("with neither: refused (BILL-DISCOUNT-02)", async () => {
    const faults = await buildFaults(withDocument({ discounts: [{ amount: "1.00", taxes: VAT }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-DISCOUNT-02", properties: ["$.discounts[0]"] }]);
  });

  it("with both: valid", async () => {
    const discounts = [{ reason: "Product sample", ext: { "untdid-allowance": "67" }, amount: "1.00", taxes: VAT }];
    await expect(built(withDocument({ discounts }))).resolves.toBeDefined();
  });

  it("without taxes: refused (BILL-DISCOUNT-01)", async () => {
    const faults = await buildFaults(withDocument({ discounts: [{ reason: "Product sample", amount: "1.00" }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-DISCOUNT-01", properties: ["$.discounts[0].taxes"] }]);
  });
});

describe("EN 16931 document charges", () => {
  it("with a reason: valid", async () => {
    await expect(built(withDocument({ charges: [{ reason: "Product sample", amount: "1.00" }] }))).resolves.toBeDefined();
  });

  it("with a charge code: valid", async () => {
    await expect(built(withDocument({ charges: [{ ext: { "untdid-charge": "AAE" }, amount: "1.00" }] }))).resolves.toBeDefined();
  });

  it("with neither: refused (BILL-CHARGE-01)", async () => {
    const faults = await buildFaults(withDocument({ charges: [{ amount: "1.00" }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-CHARGE-01", properties: ["$.charges[0]"] }]);
  });

  it("with both: valid", async () => {
    const charges = [{ reason: "Product sample", ext: { "untdid-charge": "AAE" }, amount: "1.00" }];
    await expect(built(withDocument({ charges }))).resolves.toBeDefined();
  });
});

describe("EN 16931 line discounts", () => {
  it("with a reason: valid", async () => {
    await expect(built(withLine({ discounts: [{ reason: "Product sample", amount: "1.00" }] }))).resolves.toBeDefined();
  });

  it("with an allowance code: valid", async () => {
    await expect(built(withLine({ discounts: [{ ext: { "untdid-allowance": "67" }, amount: "1.00" }] }))).resolves.toBeDefined();
  });

  it("with neither: refused (BILL-LINEDISCOUNT-01)", async () => {
    const faults = await buildFaults(withLine({ discounts: [{ amount: "1.00" }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-LINEDISCOUNT-01", properties: ["$.lines[0].discounts[0]"] }]);
  });

  it("with both: valid", async () => {
    const discounts = [{ reason: "Product sample", ext: { "untdid-allowance": "67" }, amount: "1.00" }];
    await expect(built(withLine({ discounts }))).resolves.toBeDefined();
  });

  it("empty entries are dropped", async () => {
    const out = await built(withLine({ discounts: [null as never] }));
    expect(out.lines[0].discounts).toBeUndefined();
  });
});

describe("EN 16931 line charges", () => {
  it("with a reason: valid", async () => {
    await expect(built(withLine({ charges: [{ reason: "Product sample", amount: "1.00" }] }))).resolves.toBeDefined();
  });

  it("with a charge code: valid", async () => {
    await expect(built(withLine({ charges: [{ ext: { "untdid-charge": "AAE" }, amount: "1.00" }] }))).resolves.toBeDefined();
  });

  it("with neither: refused (BILL-LINECHARGE-01)", async () => {
    const faults = await buildFaults(withLine({ charges: [{ amount: "1.00" }] }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-LINECHARGE-01", properties: ["$.lines[0].charges[0]"] }]);
  });

  it("with both: valid", async () => {
    const charges = [{ reason: "Product sample", ext: { "untdid-charge": "AAE" }, amount: "1.00" }];
    await expect(built(withLine({ charges }))).resolves.toBeDefined();
  });

  it("empty entries are dropped", async () => {
    const out = await built(withLine({ charges: [null as never] }));
    expect(out.lines[0].charges).toBeUndefined();
  });
});
