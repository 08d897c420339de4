/**
 * The Irish regime through the whole engine: its tax ID normaliser and rule
 * (GOBL's rules/ie.json), its rates and the general reverse-charge legend.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj } from "../support.ts";

const engine = createEngine();

const valid = (): Obj => ({
  $schema: INVOICE,
  series: "SAMPLE",
  code: "001",
  issue_date: "2025-10-29",
  supplier: { name: "Test Company Ltd.", tax_id: { country: "IE", code: "5343381W" } },
  customer: { name: "Random Company Ltd.", tax_id: { country: "IE", code: "3628739L" } },
  lines: [{ quantity: "20", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("IE tax identities (GOBL-IE-TAX-IDENTITY-01)", () => {
  it.each([
    ["36.28-739L", "3628739L"],
    ["IE 6433435 OA", "6433435OA"],
    ["ie5343381w", "5343381W"],
  ])("%j is normalised to %j", async (code, expected) => {
    const built = await build({ $schema: IDENTITY, country: "IE", code });
    expect(built).toMatchObject({ country: "IE", code: expected });
  });

  it("drops a code that normalises to nothing", async () => {
    const built = await build({ $schema: IDENTITY, country: "IE", code: "IE" });
    expect(built.code).toBeUndefined();
  });

  it.each(["3628739L", "5343381W", "6433435OA", "3336483DH", "8Z49289F"])("IE %s is accepted", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "IE", code })).resolves.toEqual({ ok: true });
    await expect(build({ $schema: IDENTITY, country: "IE", code })).resolves.toMatchObject({ code });
  });

  it("accepts an identity without a code", async () => {
    await expect(build({ $schema: IDENTITY, country: "IE" })).resolves.toEqual({ $schema: IDENTITY, country: "IE" });
  });

  it.each(["3628739A", "8Z49289A", "123456", "12345678", "IE-1234567X"])("IE %s is refused at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "IE", code }))).toEqual([
      { code: "GOBL-IE-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("checks an old number with '+' as it stands: only the generic character rule objects", async () => {
    expect(await faultsOf(engine.validate({ $schema: IDENTITY, country: "IE", code: "8+49289F" }))).toEqual([
      { code: "GOBL-TAX-IDENTITY-02", properties: ["$.code"] },
    ]);
  });

  it("checks an Irish tax ID wherever it appears, whatever the document's regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "DE", name: "X", tax_id: { country: "IE", code: "3628739A" } }));
    expect(faults).toEqual([{ code: "GOBL-IE-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
    const inv = valid();
    inv.supplier.tax_id.code = "5343381A";
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-IE-TAX-IDENTITY-01", properties: ["$.supplier.tax_id.code"] }]);
  });
});

describe("IE invoices", () => {
  it("builds GOBL's example invoice under the IE regime", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("IE");
    expect(inv.currency).toBe("EUR");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "23.0%" }]);
    expect(inv.totals).toMatchObject({ sum: "1800.00", tax: "414.00", payable: "2214.00" });
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "23.0%"],
    ["reduced", "13.5%"],
    ["super-reduced", "9.0%"],
    ["special", "4.8%"],
  ])("rate %s is %s", async (rate, percent) => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate, percent });
  });

  it("has no value for a rate before it came in", async () => {
    const inv = valid();
    inv.issue_date = "2011-12-31";
    const faults = await build(inv).then(
      () => [],
      (e: BizdocError) => e.faults.map((f) => f.properties),
    );
    expect(faults).toEqual([["$.lines[0].taxes[0].rate"]]);
  });

  it("adds the general reverse-charge note", async () => {
    const inv = valid();
    inv.$tags = ["reverse-charge"];
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax.notes).toEqual([
      { cat: "VAT", key: "reverse-charge", text: "Reverse charge: Customer to account for VAT to the relevant tax authority." },
    ]);
  });
});
