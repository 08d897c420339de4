/**
 * The Indian regime through the whole engine: its normalisers (GSTINs, PAN
 * and HSN identities), its scenarios, and every rule of GOBL's rules/in.json
 * failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { india } from "../../../regimes/in/index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's standard IN test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  series: "TEST",
  code: "0002",
  issue_date: "2024-01-01",
  currency: "INR",
  supplier: { name: "Test Supplier", tax_id: { country: "IN", code: "27AAPFU0939F1ZV" } },
  customer: { name: "Test Customer", tax_id: { country: "IN", code: "27AAPFU0939F1ZV" } },
  lines: [
    {
      quantity: "1",
      item: { name: "Development services", price: "100.00", identities: [{ type: "HSN", code: "12345678" }] },
      taxes: [
        { cat: "CGST", percent: "9%" },
        { cat: "SGST", percent: "9%" },
      ],
    },
  ],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

/** Faults of the IN regime only (other rules may object too). */
const inOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-IN-"));

async function expectIN(doc: Obj, expected: Found[]): Promise<void> {
  expect(inOnly(await faultsOf(build(doc)))).toEqual(expected);
}

describe("IN invoices", () => {
  it("is exported under its reserved-word name too", async () => {
    const mod = await import("../../../regimes/in/index.ts");
    expect(mod.in).toBe(india);
    expect(india.definition.country).toBe("IN");
  });

  it("builds GOBL's standard invoice with CGST and SGST at the stated percentages", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("IN");
    expect(inv.lines[0].taxes).toEqual([
      { cat: "CGST", percent: "9%" },
      { cat: "SGST", percent: "9%" },
    ]);
    expect(inv.totals.tax).toBe("18.00");
    expect(inv.totals.payable).toBe("118.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("takes IGST and UTGST too", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "IGST", percent: "18%" }];
    expect((await build(inv)).totals.payable).toBe("118.00");
    inv.lines[0].taxes = [{ cat: "CGST", percent: "6%" }, { cat: "UTGST", percent: "6%" }];
    expect((await build(inv)).totals.payable).toBe("112.00");
  });

  it("adds the simplified invoice note (GOBL's scenario test)", async () => {
    const { customer: _c, ...inv } = valid();
    const built = await build({ ...inv, $tags: ["simplified"] });
    expect(built.tax.notes).toEqual([{ key: "simplified", text: "Simplified Tax Invoice" }]);
  });

  it("adds the reverse charge note", async () => {
    const built = await build({ ...valid(), $tags: ["reverse-charge"] });
    expect(built.tax.notes).toEqual([{ key: "reverse-charge", text: "Reverse Charge" }]);
  });

  it("allows credit and debit notes as corrections", async () => {
    const inv = await build(valid());
    for (const type of ["credit-note", "debit-note"]) {
      const corrected = (await engine.correct(inv, { type })) as Obj;
      expect(corrected.type).toBe(type);
    }
    await expect(engine.correct(inv, { type: "corrective" })).rejects.toBeInstanceOf(BizdocError);
  });
});

describe("GOBL-IN-TAX-IDENTITY-01", () => {
  it.each([
    ["27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
    ["27aapfu0939f1zv", "27AAPFU0939F1ZV"],
    ["27AaPfU0939F1zV", "27AAPFU0939F1ZV"],
    ["  27AAPFU0939F1ZV  ", "27AAPFU0939F1ZV"],
    ["27-AAPFU0939F1-ZV", "27AAPFU0939F1ZV"],
    ["IN 27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
  ])("%j is normalised to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "IN", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, name: "Grahak", tax_id: { country: "IN", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "IN", code: "IN" })).code).toBeUndefined();
  });

  it.each(["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "10AABCU9355J1Z9", "09AABCU9355J1ZS", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "IN", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["27AAPFU0939F", "AAAPFU0939F1ZV", "27AAPFU0939F1Z0", "27AAPFU0939F1ZV12"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "IN", code }))).toEqual([
      { code: "GOBL-IN-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "IN", code: "27aapfu0939f1zv" }));
    expect(faults).toContainEqual({ code: "GOBL-IN-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks an Indian tax ID in a document of any regime", async () => {
    const inv: Obj = {
      $schema: INVOICE,
      code: "1",
      issue_date: "2024-01-01",
      currency: "EUR",
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      customer: { name: "Customer", tax_id: { country: "IN", code: "27AAPFU0939F1Z0" } },
      lines: [{ quantity: "1", item: { name: "Service", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-IN-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });
});

describe("PAN and HSN identities (normaliser)", () => {
  it.each([
    ["PAN", "ABCDE1234F", "ABCDE1234F"],
    ["PAN", "abcde1234f", "ABCDE1234F"],
    ["PAN", "AbCdE1234f", "ABCDE1234F"],
    ["PAN", "  ABCDE1234F  ", "ABCDE1234F"],
    ["PAN", "AB-CDE1234F", "ABCDE1234F"],
    ["HSN", "12345678", "12345678"],
    ["HSN", "1234-5678", "12345678"],
    ["HSN", "1234.56", "123456"],
  ])("%s %j becomes %j in an Indian invoice", async (type, code, expected) => {
    const inv = valid();
    inv.supplier.identities = [{ type, code }];
    const built = await build(inv);
    expect(built.supplier.identities[0].code).toBe(expected);
  });

  it("leaves other identity types alone", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "XYZ", code: "ab-12" }];
    expect((await build(inv)).supplier.identities[0].code).toBe("ab-12");
  });

  it("leaves PAN identities of other regimes alone", async () => {
    const party = await build({ $schema: PARTY, name: "Party", identities: [{ type: "PAN", code: "ab-cde1234f" }] });
    expect(party.identities[0].code).toBe("ab-cde1234f");
  });
});

describe("GOBL-IN-ORG-IDENTITY rules", () => {
  it.each([
    ["XYZ", "1234"],
    ["PAN", "BAJPC4350M"],
    ["PAN", "DAJPC4150P"],
    ["PAN", "XGZFE7225A"],
    ["PAN", "CTUGE1616Y"],
    ["HSN", "1234"],
    ["HSN", "123456"],
    ["HSN", "12345678"],
  ])("accepts %s %s", async (type, code) => {
    const inv = valid();
    inv.supplier.identities = [{ type, code }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it.each([
    ["PAN", "ABC1234F", "01"],
    ["PAN", "ABCDE1234F12", "01"],
    ["PAN", "ABCD1234FF", "01"],
    ["HSN", "123", "02"],
    ["HSN", "12345", "02"],
    ["HSN", "1234567", "02"],
    ["HSN", "123456789", "02"],
  ])("refuses %s %s (%s)", async (type, code, rule) => {
    const inv = valid();
    inv.supplier.identities = [{ type, code }];
    await expectIN(inv, [{ code: `GOBL-IN-ORG-IDENTITY-${rule}`, properties: ["$.supplier.identities[0].code"] }]);
  });

  it("01 refuses a PAN with a space, which validation alone keeps", async () => {
    const inv = await build(valid());
    inv.supplier.identities = [{ type: "PAN", code: "ABCDE 1234F" }];
    expect(inOnly(await faultsOf(engine.validate(inv)))).toEqual([
      { code: "GOBL-IN-ORG-IDENTITY-01", properties: ["$.supplier.identities[0].code"] },
    ]);
  });

  it("02 refuses an HSN code with letters, which validation alone keeps (GOBL's item test)", async () => {
    const inv = await build(valid());
    inv.lines[0].item.identities = [{ type: "HSN", code: "1234A6" }];
    expect(inOnly(await faultsOf(engine.validate(inv)))).toEqual([
      { code: "GOBL-IN-ORG-IDENTITY-02", properties: ["$.lines[0].item.identities[0].code"] },
    ]);
  });

  it("apply to Indian documents only", async () => {
    const party = await build({ $schema: PARTY, name: "Party", identities: [{ type: "HSN", code: "123" }] });
    expect(party.identities[0].code).toBe("123");
  });
});

describe("GOBL-IN-ORG-ITEM-01", () => {
  it("refuses an item without identities", async () => {
    const inv = valid();
    delete inv.lines[0].item.identities;
    await expectIN(inv, [{ code: "GOBL-IN-ORG-ITEM-01", properties: ["$.lines[0].item.identities"] }]);
  });

  it("refuses an item whose identities include no HSN code (GOBL's item test)", async () => {
    const inv = valid();
    inv.lines[0].item.identities = [{ type: "PAN", code: "CTUGE1616Y" }];
    await expectIN(inv, [{ code: "GOBL-IN-ORG-ITEM-01", properties: ["$.lines[0].item.identities"] }]);
  });

  it("accepts an HSN code among other identities", async () => {
    const inv = valid();
    inv.lines[0].item.identities = [{ type: "PAN", code: "CTUGE1616Y" }, { type: "HSN", code: "1234" }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("reports each item without an HSN code", async () => {
    const inv = valid();
    inv.lines.push({ quantity: "2", item: { name: "Other", price: "5.00" }, taxes: [{ cat: "IGST", percent: "18%" }] });
    await expectIN(inv, [{ code: "GOBL-IN-ORG-ITEM-01", properties: ["$.lines[1].item.identities"] }]);
  });

  it("applies to Indian documents only", async () => {
    const inv: Obj = {
      $schema: INVOICE,
      code: "1",
      issue_date: "2024-01-01",
      currency: "EUR",
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      lines: [{ quantity: "1", item: { name: "Service", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    await expect(build(inv)).resolves.toBeTruthy();
  });
});
