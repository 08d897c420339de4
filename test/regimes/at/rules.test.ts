/**
 * The Austrian regime through the whole engine: tax ID normalisation and
 * GOBL's one AT rule (GOBL-AT-TAX-IDENTITY-01), its rates, the default
 * reverse-charge legend and corrections.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj } from "../support.ts";

const engine = createEngine();

const valid = (): Obj => ({
  $schema: INVOICE,
  code: "RE-1",
  issue_date: "2025-01-15",
  currency: "EUR",
  supplier: { name: "Beispiel GmbH", tax_id: { country: "AT", code: "ATU38516405" } },
  customer: { name: "Kunde KG", tax_id: { country: "AT", code: "U64727905" } },
  lines: [{ quantity: "2", item: { name: "Beratung", price: "50.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("AT invoices", () => {
  it("builds an invoice at the general rate, with the tax IDs normalised", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("AT");
    expect(inv.supplier.tax_id.code).toBe("U38516405");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "20.0%" }]);
    expect(inv.totals.payable).toBe("120.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "20.0%", "120.00"],
    ["intermediate", "13.0%", "113.00"],
    ["reduced", "10.0%", "110.00"],
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
    const err = (await engine.correct(valid(), { type: "corrective" }).catch((e) => e)) as BizdocError;
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.options.type"] })]);
  });

  it("needs no supplier tax ID (GOBL's AT regime has no invoice rules)", async () => {
    const inv: Obj = { ...valid(), $regime: "AT" };
    delete inv.supplier.tax_id;
    await expect(build(inv)).resolves.toBeTruthy();
  });
});

describe("GOBL-AT-TAX-IDENTITY-01", () => {
  it.each([
    ["ATU38516405", "U38516405"],
    ["at u 385.164.05", "U38516405"],
    ["U-385.16.405", "U38516405"],
  ])("%j is normalised to %j", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "AT", code })).code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "AT", code: "AT" })).code).toBeUndefined();
  });

  it.each(["U00000033", "U38516405", "U64727905", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "AT", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["U00000000", "U12345678910", "U1234567890123", "U123456", "U10223001", "38516405"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "AT", code }))).toEqual([
      { code: "GOBL-AT-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "AT", code: "U-385.16.405" }));
    expect(faults).toContainEqual({ code: "GOBL-AT-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks an Austrian tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Kunde", tax_id: { country: "AT", code: "U10223001" } }));
    expect(faults).toEqual([{ code: "GOBL-AT-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});
