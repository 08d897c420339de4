/**
 * The Singaporean regime through the whole engine: its normalisers, its GST
 * rates by date, and every rule of GOBL's rules/sg.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's valid SG test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "SG",
  code: "0001",
  issue_date: "2024-01-15",
  currency: "SGD",
  supplier: {
    name: "Test Supplier",
    tax_id: { country: "SG", code: "M91234567X" },
    addresses: [{ street: "Test Street", code: "123456", country: "SG" }],
  },
  customer: { name: "Test Customer", addresses: [{ street: "Test Street", code: "123456", country: "SG" }] },
  lines: [{ quantity: "1", item: { name: "Test Item", price: "100" }, taxes: [{ cat: "GST", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const sgOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-SG-"));

async function expectSG(doc: Obj, expected: Found[]): Promise<void> {
  expect(sgOnly(await faultsOf(build(doc)))).toEqual(expected);
}

describe("SG invoices", () => {
  it("builds GOBL's valid invoice at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.lines[0].taxes).toEqual([{ cat: "GST", key: "standard", rate: "general", percent: "9%" }]);
    expect(inv.totals.payable).toBe("109.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["2024-01-01", "9%"],
    ["2023-12-31", "8%"],
    ["2023-01-01", "8%"],
    ["2022-12-31", "7%"],
    ["2007-07-01", "7%"],
    ["2007-06-30", "5%"],
    ["2004-01-01", "5%"],
    ["2003-06-01", "4%"],
    ["1994-04-01", "3%"],
  ])("the general rate on %s is %s", async (date, percent) => {
    const built = await build({ ...valid(), issue_date: date });
    expect(built.lines[0].taxes[0].percent).toBe(percent);
  });

  it("has no GST rate before April 1994", async () => {
    const err = await build({ ...valid(), issue_date: "1994-03-31" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BizdocError);
  });

  it("allows credit notes, and no other correction", async () => {
    const inv = await build(valid());
    expect(((await engine.correct(inv, { type: "credit-note" })) as Obj).type).toBe("credit-note");
    await expect(engine.correct(inv, { type: "debit-note" })).rejects.toBeInstanceOf(BizdocError);
  });
});

describe("GOBL-SG-TAX-IDENTITY-01", () => {
  it.each([
    ["sg 201312345a", "201312345A"],
    ["SG.M91234 56 .7X", "M91234567X"],
    ["MR-2345678-A", "MR2345678A"],
  ])("%j is normalised to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "SG", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, name: "Customer", tax_id: { country: "SG", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "SG", code: "SG" })).code).toBeUndefined();
  });

  it.each(["M91234567X", "MR2345678A", "MB2345678A", "MX2345678A", "199912345A", "12345678A", "T12AB1234A", ""])(
    "accepts %j",
    async (code) => {
      await expect(engine.validate({ $schema: IDENTITY, country: "SG", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
    },
  );

  it.each(["M91234567", "M91234567XA", "912345678X", "M912345678", "S1234567A", "1234567A", "2199123456", "T12A1234A"])(
    "refuses %s at $.code",
    async (code) => {
      expect(await faultsOf(build({ $schema: IDENTITY, country: "SG", code }))).toEqual([
        { code: "GOBL-SG-TAX-IDENTITY-01", properties: ["$.code"] },
      ]);
    },
  );

  it("checks a Singaporean tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Customer", tax_id: { country: "SG", code: "S1234567A" } }));
    expect(faults).toEqual([{ code: "GOBL-SG-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-SG-BILL-INVOICE-01", () => {
  it("refuses a supplier without a tax ID or UEN (GOBL's test)", async () => {
    const inv = valid();
    delete inv.supplier.tax_id;
    await expectSG(inv, [{ code: "GOBL-SG-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("refuses a supplier whose tax ID has no code", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "SG" };
    await expectSG(inv, [{ code: "GOBL-SG-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("refuses a supplier with only other identities", async () => {
    const inv = valid();
    delete inv.supplier.tax_id;
    inv.supplier.identities = [{ key: "sg-gst-number", code: "M91234567X" }];
    await expectSG(inv, [{ code: "GOBL-SG-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("accepts a UEN identity instead of a tax ID (GOBL's test)", async () => {
    const inv = valid();
    delete inv.supplier.tax_id;
    inv.supplier.identities = [{ type: "UEN", code: "199912345A" }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("reports a missing supplier besides the core rule", async () => {
    const { supplier: _s, ...inv } = valid();
    const faults = await faultsOf(build(inv));
    expect(faults).toContainEqual({ code: "GOBL-SG-BILL-INVOICE-01", properties: ["$.supplier"] });
    expect(faults).toContainEqual({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] });
  });

  it("applies to SG invoices only", async () => {
    const inv: Obj = {
      $schema: INVOICE,
      $regime: "ES",
      code: "1",
      issue_date: "2024-01-01",
      currency: "EUR",
      supplier: { name: "Supplier", identities: [{ type: "UEN", code: "199912345A" }] },
      lines: [{ quantity: "1", item: { name: "Service", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    const faults = await faultsOf(build(inv));
    expect(sgOnly(faults)).toEqual([]);
  });
});

describe("UEN identities", () => {
  it("are normalised in SG documents (GOBL's test)", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "UEN", code: "SG.1999 123-45a" }];
    expect((await build(inv)).supplier.identities[0].code).toBe("199912345A");
  });

  it("are left alone elsewhere", async () => {
    const party = await build({ $schema: PARTY, name: "Party", identities: [{ type: "UEN", code: "sg-199912345a" }] });
    expect(party.identities[0].code).toBe("sg-199912345a");
  });

  it.each(["199912345A", "12345678A", "T12AB1234A"])("GOBL-SG-ORG-IDENTITY-01 accepts %s", async (code) => {
    const inv = valid();
    inv.supplier.identities = [{ type: "UEN", code }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it.each(["S1234567A", "1234567A", "2199123456", "T12A1234A", "M91234567X"])("GOBL-SG-ORG-IDENTITY-01 refuses %s", async (code) => {
    const inv = valid();
    inv.supplier.identities = [{ type: "UEN", code }];
    await expectSG(inv, [{ code: "GOBL-SG-ORG-IDENTITY-01", properties: ["$.supplier.identities[0].code"] }]);
  });

  it("GOBL-SG-ORG-IDENTITY-01 refuses an empty code too, next to the core rule", async () => {
    const inv = await build(valid());
    inv.supplier.identities = [{ type: "UEN", code: "" }];
    const faults = await faultsOf(engine.validate(inv));
    expect(sgOnly(faults)).toEqual([{ code: "GOBL-SG-ORG-IDENTITY-01", properties: ["$.supplier.identities[0].code"] }]);
  });

  it("GOBL-SG-ORG-IDENTITY-01 ignores other identity types and other regimes", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "XYZ", code: "1" }];
    await expect(build(inv)).resolves.toBeTruthy();
    await expect(build({ $schema: PARTY, name: "Party", identities: [{ type: "UEN", code: "X" }] })).resolves.toBeTruthy();
  });
});
