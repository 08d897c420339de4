/**
 * The Danish regime through the whole engine: its VAT number normaliser and
 * rate, and every rule of GOBL's rules/dk.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's valid DK test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "DK",
  series: "TEST",
  code: "0002",
  issue_date: "2025-05-20",
  currency: "DKK",
  supplier: { name: "Test Supplier", tax_id: { country: "DK", code: "12345674" } },
  customer: { name: "Test Customer", tax_id: { country: "DK", code: "12345674" } },
  lines: [{ quantity: "1", item: { name: "bogus", price: "100.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const dkOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-DK-"));

async function expectDK(doc: Obj, expected: Found[]): Promise<void> {
  expect(dkOnly(await faultsOf(build(doc)))).toEqual(expected);
}

describe("DK invoices", () => {
  it("builds GOBL's valid invoice at 25%", async () => {
    const inv = await build(valid());
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "25.0%" }]);
    expect(inv.totals.payable).toBe("125.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("allows credit notes, and no other correction", async () => {
    const inv = await build(valid());
    expect(((await engine.correct(inv, { type: "credit-note" })) as Obj).type).toBe("credit-note");
    await expect(engine.correct(inv, { type: "debit-note" })).rejects.toBeInstanceOf(BizdocError);
  });
});

describe("GOBL-DK-TAX-IDENTITY-01", () => {
  it.each([
    ["DK13585628", "13585628"],
    ["13 58 56 28", "13585628"],
    ["13585628", "13585628"],
    ["dk-88.14.63.28", "88146328"],
  ])("%j is normalised to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "DK", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, name: "Kunde", tax_id: { country: "DK", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "DK", code: "DK" })).code).toBeUndefined();
  });

  it.each(["13585628", "88146328", "25063864", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "DK", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["1234567", "123456789", "1234567A", "13585627"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "DK", code }))).toEqual([
      { code: "GOBL-DK-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("checks a Danish tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Kunde", tax_id: { country: "DK", code: "13585627" } }));
    expect(faults).toEqual([{ code: "GOBL-DK-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-DK-BILL-INVOICE-01", () => {
  it("refuses a supplier whose tax ID has no code (GOBL's test)", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "DK" };
    await expectDK(inv, [{ code: "GOBL-DK-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("refuses a supplier without a tax ID or CVR identity", async () => {
    const inv = valid();
    delete inv.supplier.tax_id;
    inv.supplier.identities = [{ type: "XYZ", code: "1" }];
    await expectDK(inv, [{ code: "GOBL-DK-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("accepts a CVR identity instead of a tax ID code (GOBL's tests)", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "DK" };
    inv.supplier.identities = [{ type: "CVR", code: "12345674" }];
    await expect(build(inv)).resolves.toBeTruthy();
    delete inv.supplier.tax_id;
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("applies to DK invoices only", async () => {
    const inv: Obj = {
      $schema: INVOICE,
      $regime: "ES",
      code: "1",
      issue_date: "2024-01-01",
      currency: "EUR",
      supplier: { name: "Supplier", identities: [{ type: "XYZ", code: "1" }] },
      lines: [{ quantity: "1", item: { name: "Service", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    };
    expect(dkOnly(await faultsOf(build(inv)))).toEqual([]);
  });
});

describe("GOBL-DK-ORG-IDENTITY-01", () => {
  it.each(["13585628", "88146328", "25063864"])("accepts CVR %s", async (code) => {
    await expect(build({ $schema: PARTY, name: "Firma", identities: [{ type: "CVR", code }] })).resolves.toBeTruthy();
  });

  it.each(["1234567", "123456789", "1234567A", "13585627"])("refuses CVR %s, in a document of any regime", async (code) => {
    expect(dkOnly(await faultsOf(build({ $schema: PARTY, name: "Firma", identities: [{ type: "CVR", code }] })))).toEqual([
      { code: "GOBL-DK-ORG-IDENTITY-01", properties: ["$.identities[0].code"] },
    ]);
  });

  it("refuses a bad CVR in a DK invoice", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "CVR", code: "13585627" }];
    await expectDK(inv, [{ code: "GOBL-DK-ORG-IDENTITY-01", properties: ["$.supplier.identities[0].code"] }]);
  });

  it("leaves an empty code to the core rule", async () => {
    const faults = await faultsOf(engine.validate({ $schema: PARTY, name: "Firma", identities: [{ type: "CVR", code: "" }] }));
    expect(dkOnly(faults)).toEqual([]);
    expect(faults.map((f) => f.code)).toContain("GOBL-ORG-IDENTITY-01");
  });

  it("ignores other identity types", async () => {
    await expect(build({ $schema: PARTY, name: "Firma", identities: [{ type: "other", code: "invalid" }] })).resolves.toBeTruthy();
  });
});
