/**
 * The Belgian regime through the whole engine: tax ID normalisation, its
 * rates, the default reverse-charge legend and corrections, and every rule of
 * GOBL's rules/be.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's valid BE test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "BE",
  series: "TEST",
  code: "0002",
  issue_date: "2025-01-15",
  currency: "EUR",
  supplier: { name: "Test Supplier", tax_id: { country: "BE", code: "0413172884" } },
  customer: { name: "Test Customer", tax_id: { country: "BE", code: "0897222383" } },
  lines: [{ quantity: "1", item: { name: "bogus", price: "100.00", unit: "pkg" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const BCE = { type: "BCE", code: "0413172884" };

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const beOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-BE-"));

async function expectBE(doc: Obj, expected: Found[]): Promise<void> {
  expect(beOnly(await faultsOf(build(doc)))).toEqual(expected);
}

describe("BE invoices", () => {
  it("builds GOBL's valid invoice at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("BE");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "21.0%" }]);
    expect(inv.totals.payable).toBe("121.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("takes the regime from the supplier's tax ID", async () => {
    const { $regime: _r, ...inv } = valid();
    expect((await build(inv)).$regime).toBe("BE");
  });

  it.each([
    ["general", "21.0%", "121.00"],
    ["intermediate", "12.0%", "112.00"],
    ["reduced", "6.0%", "106.00"],
  ])("%s is %s", async (rate, percent, payable) => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0].percent).toBe(percent);
    expect(built.totals.payable).toBe(payable);
  });

  it("adds the general reverse-charge legend", async () => {
    const inv = valid();
    inv.$tags = ["reverse-charge"];
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax.notes).toEqual([
      { cat: "VAT", key: "reverse-charge", text: "Reverse charge: Customer to account for VAT to the relevant tax authority." },
    ]);
  });

  it("is corrected with credit notes only", async () => {
    const note = (await engine.correct(valid(), { type: "credit-note", issue_date: "2025-02-01" })) as Obj;
    expect(note.type).toBe("credit-note");
    for (const type of ["corrective", "debit-note"]) {
      const err = (await engine.correct(valid(), { type }).catch((e) => e)) as BizdocError;
      expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.options.type"] })]);
    }
  });
});

describe("GOBL-BE-TAX-IDENTITY-01", () => {
  it.each([
    ["BE 0413.172.884", "0413172884"],
    ["be-0897.223.571", "0897223571"],
  ])("%j is normalised to %j", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "BE", code })).code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "BE", code: "BE" })).code).toBeUndefined();
  });

  it.each(["0413172884", "0414445663", "897222383", "1602602623", "1012609724", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "BE", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["82238333", "01234567890123", "0123456", "0413172885", "1013172885"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "BE", code }))).toEqual([
      { code: "GOBL-BE-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "BE", code: "0.413.172-884" }));
    expect(faults).toContainEqual({ code: "GOBL-BE-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a Belgian tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Klant", tax_id: { country: "BE", code: "0413172885" } }));
    expect(faults).toEqual([{ code: "GOBL-BE-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-BE-BILL-INVOICE rules", () => {
  it("02 and 03: a tax ID without a code and no BCE identity", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "BE" };
    await expectBE(inv, [
      { code: "GOBL-BE-BILL-INVOICE-02", properties: ["$.supplier.tax_id.code"] },
      { code: "GOBL-BE-BILL-INVOICE-03", properties: ["$.supplier.identities"] },
    ]);
  });

  it("01 and 03: no tax ID and no BCE identity", async () => {
    const inv = valid();
    delete inv.supplier.tax_id;
    await expectBE(inv, [
      { code: "GOBL-BE-BILL-INVOICE-01", properties: ["$.supplier.tax_id"] },
      { code: "GOBL-BE-BILL-INVOICE-03", properties: ["$.supplier.identities"] },
    ]);
  });

  it("03: identities of other types do not count", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "BE" };
    inv.supplier.identities = [{ type: "KBO", code: "0413172884" }];
    await expectBE(inv, [
      { code: "GOBL-BE-BILL-INVOICE-02", properties: ["$.supplier.tax_id.code"] },
      { code: "GOBL-BE-BILL-INVOICE-03", properties: ["$.supplier.identities"] },
    ]);
  });

  it("accepts a BCE identity instead of a tax ID code", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "BE" };
    inv.supplier.identities = [BCE];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("accepts a BCE identity instead of a tax ID", async () => {
    const inv = valid();
    delete inv.supplier.tax_id;
    inv.supplier.identities = [BCE];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("accepts a tax ID code without a BCE identity", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "OTHER", code: "X1" }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("says nothing when there is no supplier (the core rule does)", async () => {
    const { supplier: _s, ...inv } = valid();
    const faults = await faultsOf(build(inv));
    expect(beOnly(faults)).toEqual([]);
    expect(faults).toContainEqual({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] });
  });

  it("applies to BE invoices only", async () => {
    const inv: Obj = { ...valid(), $regime: "AT" };
    delete inv.supplier.tax_id;
    const built = await build(inv);
    expect(built.$regime).toBe("AT");
  });
});
