/**
 * The French regime through the whole engine: tax ID normalisation (a bare
 * SIREN becomes the VAT number), its rates, scenario and corrections, and
 * every rule of GOBL's rules/fr.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's standard FR test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  currency: "EUR",
  issue_date: "2024-02-13",
  code: "INV-001",
  supplier: { name: "Fournisseur Exemple SARL", tax_id: { country: "FR", code: "44732829320" } },
  customer: { name: "Client Exemple SAS", tax_id: { country: "FR", code: "44391838042" } },
  lines: [{ quantity: "10", item: { name: "Consultation informatique", price: "150" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const frOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-FR-"));

async function expectFR(doc: Obj, expected: Found[]): Promise<void> {
  expect(frOnly(await faultsOf(build(doc)))).toEqual(expected);
}

describe("FR invoices", () => {
  it("builds GOBL's standard invoice at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("FR");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "20%" }]);
    expect(inv.totals.payable).toBe("1800.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "20%", "1800.00"],
    ["intermediate", "10%", "1650.00"],
    ["reduced", "5.5%", "1582.50"],
    ["super-reduced", "2.1%", "1531.50"],
  ])("%s is %s", async (rate, percent, payable) => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0].percent).toBe(percent);
    expect(built.totals.payable).toBe(payable);
  });

  it("has no rate values before they were set", async () => {
    const inv = valid();
    inv.issue_date = "2013-12-31";
    inv.lines[0].taxes = [{ cat: "VAT", rate: "reduced" }];
    const err = (await build(inv).catch((e) => e)) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.key).toBe("calculation");
  });

  it("adds the French reverse-charge legend", async () => {
    const inv = valid();
    inv.$tags = ["reverse-charge"];
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax.notes).toEqual([
      {
        cat: "VAT",
        key: "reverse-charge",
        text: "Reverse Charge / Autoliquidation de la TVA - Article 283-1 du CGI. Le client est redevable de la TVA.",
      },
    ]);
  });

  it("is corrected with credit notes or corrective invoices, not debit notes", async () => {
    for (const type of ["credit-note", "corrective"]) {
      const note = (await engine.correct(valid(), { type, issue_date: "2024-03-01" })) as Obj;
      expect(note.type).toBe(type);
    }
    const err = (await engine.correct(valid(), { type: "debit-note" }).catch((e) => e)) as BizdocError;
    expect(err.faults).toEqual([expect.objectContaining({ properties: ["$.options.type"] })]);
  });
});

describe("GOBL-FR-TAX-IDENTITY-01", () => {
  it.each([
    ["356000000", "39356000000"],
    ["44 73282 9320 ", "44732829320"],
    ["391-838-042", "44391838042"],
    ["FR391838042", "44391838042"],
    ["FR44391838042", "44391838042"],
  ])("%j is normalised to %j", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "FR", code })).code).toBe(expected);
  });

  it("turns a SIREN into the VAT number wherever it appears", async () => {
    const party = await build({ $schema: PARTY, name: "Client", tax_id: { country: "FR", code: "732 829 320" } });
    expect(party.tax_id.code).toBe("44732829320");
    // A Spanish invoice to a French customer (GOBL's es/invoice-es-fr examples).
    const inv = await build({
      $schema: INVOICE,
      currency: "EUR",
      issue_date: "2022-02-01",
      code: "X-1",
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
      customer: { name: "Sample Consumer", tax_id: { country: "FR", code: "356000000" } },
      lines: [{ quantity: "1", item: { name: "Work", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    });
    expect(inv.customer.tax_id.code).toBe("39356000000");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "FR", code: "FR" })).code).toBeUndefined();
  });

  it.each(["39356000000", "44732829320", "44391838042", "0L433754066", "11356000000", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "FR", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["44123456789100", "123456", "44999999991", "391838043", " INV-ALID "])("refuses %j at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "FR", code }))).toEqual([
      { code: "GOBL-FR-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "FR", code: "12.449.965-4" }));
    expect(faults).toContainEqual({ code: "GOBL-FR-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a French tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Client", tax_id: { country: "FR", code: "44999999991" } }));
    expect(faults).toEqual([{ code: "GOBL-FR-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-FR-BILL-INVOICE-01", () => {
  it("refuses a supplier without a tax ID", async () => {
    const inv: Obj = { ...valid(), $regime: "FR" };
    delete inv.supplier.tax_id;
    await expectFR(inv, [{ code: "GOBL-FR-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("refuses a supplier whose tax ID has no code", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "FR" };
    await expectFR(inv, [{ code: "GOBL-FR-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("is raised, with the core rule, when there is no supplier at all", async () => {
    const { supplier: _s, ...inv } = valid();
    const faults = await faultsOf(build({ ...inv, $regime: "FR" }));
    expect(faults).toContainEqual({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] });
    expect(frOnly(faults)).toEqual([{ code: "GOBL-FR-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it.each([
    ["SIREN", "732829320"],
    ["SIRET", "73282932000015"],
  ])("accepts a %s identity instead of a tax ID", async (type, code) => {
    const inv: Obj = { ...valid(), $regime: "FR" };
    inv.supplier = { name: "Fournisseur Exemple SARL", identities: [{ type, code }] };
    const built = await build(inv);
    expect(built.supplier.identities).toEqual([{ type, code }]);
  });

  it("does not count other identity types", async () => {
    const inv: Obj = { ...valid(), $regime: "FR" };
    inv.supplier = { name: "Fournisseur Exemple SARL", identities: [{ type: "RCS", code: "Paris B 732 829 320" }] };
    await expectFR(inv, [{ code: "GOBL-FR-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("applies to FR invoices only", async () => {
    const inv: Obj = { ...valid(), $regime: "GB" };
    delete inv.supplier.tax_id;
    inv.lines[0].taxes = [{ cat: "VAT", rate: "general" }];
    const built = await build(inv);
    expect(built.$regime).toBe("GB");
  });
});

describe("GOBL-FR-ORG-IDENTITY rules", () => {
  const party = (type: string, code: string): Obj => ({ $schema: PARTY, $regime: "FR", name: "Société", identities: [{ type, code }] });

  it.each([
    ["SIREN", "123456789"],
    ["SIRET", "12345678901234"],
    ["OTHER", "anything"],
    ["RCS", "Paris B 123"],
  ])("accepts %s %j", async (type, code) => {
    await expect(build(party(type, code))).resolves.toBeTruthy();
  });

  it.each([
    ["SIREN", "12345", "GOBL-FR-ORG-IDENTITY-01"],
    ["SIREN", "1234567890", "GOBL-FR-ORG-IDENTITY-01"],
    ["SIREN", "12345678A", "GOBL-FR-ORG-IDENTITY-01"],
    ["SIRET", "123456789", "GOBL-FR-ORG-IDENTITY-02"],
    ["SIRET", "123456789012345", "GOBL-FR-ORG-IDENTITY-02"],
    ["SIRET", "1234567890123A", "GOBL-FR-ORG-IDENTITY-02"],
  ])("refuses %s %j", async (type, code, rule) => {
    expect(await faultsOf(build(party(type, code)))).toEqual([{ code: rule, properties: ["$.identities[0].code"] }]);
  });

  it("checks the identities of an FR invoice's parties", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "SIRET", code: "7328293200001" }];
    inv.customer.identities = [{ type: "SIREN", code: "39183804" }];
    await expectFR(inv, [
      { code: "GOBL-FR-ORG-IDENTITY-02", properties: ["$.supplier.identities[0].code"] },
      { code: "GOBL-FR-ORG-IDENTITY-01", properties: ["$.customer.identities[0].code"] },
    ]);
  });

  it("applies to FR documents only", async () => {
    await expect(build({ $schema: PARTY, name: "Société", identities: [{ type: "SIREN", code: "12345" }] })).resolves.toBeTruthy();
    await expect(build({ ...party("SIREN", "12345"), $regime: "BE" })).resolves.toBeTruthy();
  });
});
