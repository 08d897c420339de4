/**
 * The Swiss regime through the whole engine: tax ID normalisation and the
 * GOBL-CH-TAX-IDENTITY-01 check wherever a Swiss ID appears, GOBL's invoice
 * test, the VAT rates and the reverse-charge scenario.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { identityNormalizer } from "../../../regimes/ch/identity.ts";
import { faultsOf, type Found } from "../support.ts";

const engine = createEngine();

type Obj = Record<string, any>;
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const PARTY = "https://gobl.org/draft-0/org/party";

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

/** GOBL's valid CH test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  series: "TEST",
  code: "0002",
  issue_date: "2024-06-01",
  currency: "CHF",
  supplier: { name: "Test Supplier", tax_id: { country: "CH", code: "E100416306" } },
  customer: { name: "Test Customer", tax_id: { country: "CH", code: "E432825998" } },
  lines: [{ quantity: "1", item: { name: "bogus", price: "100.00", unit: "pkg" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

describe("CH tax identities", () => {
  it.each([
    ["CHE-901.458.652", "E901458652"],
    ["E-800.134.536", "E800134536"],
    ["CHE-284.156.502-MWST", "E284156502"],
    ["CHE-284.156.502-TVA", "E284156502"],
    ["CHE-284.156.502 IVA", "E284156502"],
  ])("%j is normalised to %j", (code, expected) => {
    // GOBL's normalisation cases; not all have a right check digit, so the normaliser is run alone.
    const id = { country: "CH", code };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe(expected);
  });

  it("normalises a valid UID written the usual way", async () => {
    expect((await build({ $schema: IDENTITY, country: "CH", code: "CHE-284.156.502 MWST" })).code).toBe("E284156502");
    const party = await build({ $schema: PARTY, name: "Muster AG", tax_id: { country: "CH", code: "che-100.416.306 tva" } });
    expect(party.tax_id.code).toBe("E100416306");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "CH", code: "CH-MWST" })).code).toBeUndefined();
  });

  it.each(["E100416306", "E284156502", "E432825998", "E115400550", "E424414541", "E123456788", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "CH", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["E000000001", "E12345678910", "E1234567890123", "E123456", "E116276851", "E100426306"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "CH", code }))).toEqual([
      { code: "GOBL-CH-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "CH", code: "E-385.16.405" }));
    expect(faults).toContainEqual({ code: "GOBL-CH-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a Swiss tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "DE", name: "Kunde", tax_id: { country: "CH", code: "E116276851" } }));
    expect(faults).toEqual([{ code: "GOBL-CH-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("CH invoices", () => {
  it("GOBL's test invoice builds and validates", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("CH");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("GOBL's test invoice with an empty supplier tax code builds too", async () => {
    const inv = valid();
    inv.supplier.tax_id.code = "";
    const built = await build(inv);
    expect(built.supplier.tax_id.code).toBeUndefined();
  });

  it("refuses an invoice with a bad Swiss UID, at its path", async () => {
    const inv = valid();
    inv.customer.tax_id.code = "CHE-116.276.851";
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-CH-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });

  it.each([
    ["general", "8.1%", "8.10"],
    ["intermediate", "3.8%", "3.80"],
    ["reduced", "2.6%", "2.60"],
  ])("charges the %s rate at %s since 2024", async (rate, percent, amount) => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0].percent).toBe(percent);
    expect(built.totals.tax).toBe(amount);
  });

  it("has no rate value before 2024", async () => {
    const inv = { ...valid(), issue_date: "2023-12-31" };
    await expect(build(inv)).rejects.toBeInstanceOf(BizdocError);
  });

  it("adds the reverse-charge legend", async () => {
    const inv: Obj = { ...valid(), $tags: ["reverse-charge"] };
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax.notes).toEqual([
      { key: "reverse-charge", cat: "VAT", text: "Reverse charge: Customer to account for VAT to the relevant tax authority." },
    ]);
  });

  it("allows credit notes only as corrections", async () => {
    const inv = await build(valid());
    expect(((await engine.correct(inv, { type: "credit-note" })) as Obj).type).toBe("credit-note");
    await expect(engine.correct(inv, { type: "debit-note" })).rejects.toBeInstanceOf(BizdocError);
  });
});
