/**
 * The Finnish regime through the whole engine: its tax ID normaliser and rule
 * (GOBL's rules/fi.json), its dated rates and the general reverse-charge legend.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj } from "../support.ts";

const engine = createEngine();

const valid = (): Obj => ({
  $schema: INVOICE,
  series: "SAMPLE",
  code: "001",
  issue_date: "2026-03-01",
  supplier: { name: "Esimerkki Oy", tax_id: { country: "FI", code: "01120389" } },
  customer: { name: "Asiakas Oy", tax_id: { country: "FI", code: "07375462" } },
  lines: [{ quantity: "10", item: { name: "Software development services", price: "120.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("FI tax identities (GOBL-FI-TAX-IDENTITY-01)", () => {
  it.each([
    ["FI01120389", "01120389"],
    ["0112 0389", "01120389"],
    ["0112038-9", "01120389"],
    ["fi-0737546-2", "07375462"],
  ])("%j is normalised to %j", async (code, expected) => {
    const built = await build({ $schema: IDENTITY, country: "FI", code });
    expect(built).toMatchObject({ country: "FI", code: expected });
  });

  it("drops a code that normalises to nothing", async () => {
    const built = await build({ $schema: IDENTITY, country: "FI", code: "FI-" });
    expect(built.code).toBeUndefined();
  });

  it.each(["23456780", "01120389", "07375462", "12345671"])("FI %s is accepted", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "FI", code })).resolves.toEqual({ ok: true });
    await expect(build({ $schema: IDENTITY, country: "FI", code })).resolves.toMatchObject({ code });
  });

  it("accepts an identity without a code", async () => {
    await expect(build({ $schema: IDENTITY, country: "FI" })).resolves.toEqual({ $schema: IDENTITY, country: "FI" });
  });

  it.each(["1234567", "123456789", "1234567A", "01120388", "80000000"])("FI %s is refused at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "FI", code }))).toEqual([
      { code: "GOBL-FI-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("checks a Finnish tax ID wherever it appears, whatever the document's regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "DE", name: "X", tax_id: { country: "FI", code: "0112038-8" } }));
    expect(faults).toEqual([{ code: "GOBL-FI-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
    const inv = valid();
    inv.customer.tax_id.code = "07375461";
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-FI-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });
});

describe("FI invoices", () => {
  it("builds an invoice under the FI regime", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("FI");
    expect(inv.currency).toBe("EUR");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "25.5%" }]);
    expect(inv.totals).toMatchObject({ sum: "1200.00", tax: "306.00", payable: "1506.00" });
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "2024-08-31", "24.0%"],
    ["general", "2024-09-01", "25.5%"],
    ["reduced", "2025-12-31", "14.0%"],
    ["reduced", "2026-01-01", "13.5%"],
    ["super-reduced", "2013-01-01", "10.0%"],
    ["super-reduced", "2026-03-01", "10.0%"],
  ])("rate %s on %s is %s", async (rate, date, percent) => {
    const inv = valid();
    inv.issue_date = date;
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate, percent });
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

  it("restricts no correction type, as GOBL (no correction definition)", async () => {
    const inv = await build(valid());
    for (const type of ["credit-note", "corrective", "debit-note"]) {
      const corrected = (await engine.correct(inv, { type, issue_date: "2026-03-02" })) as Obj;
      expect(corrected.type).toBe(type);
      expect(corrected.preceding).toEqual([{ type: "standard", issue_date: "2026-03-01", series: "SAMPLE", code: "001" }]);
    }
  });
});
