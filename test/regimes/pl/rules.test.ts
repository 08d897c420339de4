/**
 * The Polish regime through the whole engine: tax ID normalisation and the
 * only rule of GOBL's rules/pl.json failing and passing, and the rates by
 * date. (Invoice requirements of KSeF belong to the pl-favat addon.)
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj } from "../support.ts";

const engine = createEngine();

/** GOBL's valid PL test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "PL",
  series: "TEST",
  code: "0001",
  issue_date: "2024-06-01",
  currency: "PLN",
  supplier: { name: "Test Supplier", tax_id: { country: "PL", code: "9551893317" } },
  customer: { name: "Test Customer" },
  lines: [{ quantity: "1", item: { name: "Development services", price: "100.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("PL invoices", () => {
  it("builds GOBL's valid invoice at 23%", async () => {
    const inv = await build(valid());
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "23.0%" }]);
    expect(inv.totals.payable).toBe("123.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "2011-01-01", "23.0%"],
    ["general", "2010-12-31", "22.0%"],
    ["general", "1993-07-08", "22.0%"],
    ["reduced", "2011-01-01", "8.0%"],
    ["reduced", "2010-12-31", "7.0%"],
    ["super-reduced", "2011-01-01", "5.0%"],
    ["super-reduced", "2000-09-04", "3.0%"],
  ])("%s on %s is %s", async (rate, date, percent) => {
    const inv = valid();
    inv.issue_date = date;
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    expect((await build(inv)).lines[0].taxes[0].percent).toBe(percent);
  });

  it("has no value for a rate before it existed", async () => {
    const inv = valid();
    inv.issue_date = "2000-09-03";
    inv.lines[0].taxes = [{ cat: "VAT", rate: "reduced" }];
    await expect(build(inv)).rejects.toBeInstanceOf(BizdocError);
  });

  it("refuses an invalid supplier tax ID code (GOBL's invoice test)", async () => {
    const inv = valid();
    inv.supplier.tax_id.code = "1234567890";
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-PL-TAX-IDENTITY-01", properties: ["$.supplier.tax_id.code"] }]);
  });
});

describe("GOBL-PL-TAX-IDENTITY-01", () => {
  it.each([
    ["9551893317", "9551893317"],
    ["PL9551893317", "9551893317"],
    ["955-189-33.17", "9551893317"],
    ["pl 113 219 12 33", "1132191233"],
  ])("%j is normalised to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "PL", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, $regime: "NO", name: "Klient Sp. z o.o.", tax_id: { country: "PL", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "PL", code: "PL" })).code).toBeUndefined();
  });

  it.each(["9551893317", "1132191233", "5841896486", "7010009325", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "PL", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["12345678910", "1234567890123", "123456", "1002191233", "9551893318"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "PL", code }))).toEqual([{ code: "GOBL-PL-TAX-IDENTITY-01", properties: ["$.code"] }]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "PL", code: "12.449.965-4" }));
    expect(faults).toContainEqual({ code: "GOBL-PL-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a Polish tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "SE", name: "Klient", tax_id: { country: "PL", code: "9551893318" } }));
    expect(faults).toEqual([{ code: "GOBL-PL-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});
