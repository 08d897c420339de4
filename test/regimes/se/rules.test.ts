/**
 * The Swedish regime through the whole engine: tax ID normalisation and
 * checks, organisation, personal and coordination numbers, and every rule of
 * GOBL's rules/se.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

/** GOBL's standard SE test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "SE",
  series: "TEST",
  code: "0002",
  issue_date: "2025-04-25",
  currency: "SEK",
  supplier: {
    name: "Test Supplier",
    tax_id: { country: "SE", code: "556036079301" },
    identities: [{ label: "Org Number", type: "ON", country: "SE", code: "5560360793" }],
    addresses: [{ num: "12", street: "Test Street", locality: "Stockholm", region: "Stockholm", code: "12345", country: "SE" }],
  },
  customer: {
    name: "Test Customer",
    tax_id: { country: "SE", code: "800101001901" },
    identities: [{ label: "Personal Number", type: "PN", country: "SE", code: "800101-0019" }],
  },
  lines: [{ quantity: "1", item: { name: "Software Engineering Services", price: "1101.10", unit: "h" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

/** Faults of the SE regime only (other rules may object too). */
const seOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-SE-"));

async function expectSE(doc: Obj, expected: Found[]): Promise<void> {
  expect(seOnly(await faultsOf(build(doc)))).toEqual(expected);
}

const party = (type: string, code: string, regime: string | null = "SE"): Obj => ({
  $schema: PARTY,
  ...(regime ? { $regime: regime } : {}),
  name: "Exempel AB",
  identities: [{ type, code }],
});

describe("SE invoices", () => {
  it("builds GOBL's standard invoice at 25%", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("SE");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "25.0%" }]);
    expect(inv.totals.payable).toBe("1376.38");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "1990-01-01", "25.0%"],
    ["reduced", "2025-04-25", "12.0%"],
    ["super-reduced", "2025-04-25", "6.0%"],
  ])("%s on %s is %s", async (rate, date, percent) => {
    const inv = valid();
    inv.issue_date = date;
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    expect((await build(inv)).lines[0].taxes[0].percent).toBe(percent);
  });

  it("has no value for a rate before it existed", async () => {
    const inv = valid();
    inv.issue_date = "1995-12-31";
    inv.lines[0].taxes = [{ cat: "VAT", rate: "reduced" }];
    await expect(build(inv)).rejects.toBeInstanceOf(BizdocError);
  });

  it("accepts GOBL's simplified invoice: a supplier with only a tax ID, no customer", async () => {
    const built = await build({
      $schema: INVOICE,
      series: "TEST",
      code: "0002",
      issue_date: "2025-04-25",
      currency: "SEK",
      $tags: ["simplified"],
      supplier: { name: "Simplified Supplier", tax_id: { country: "SE", code: "556036079301" } },
      lines: [{ quantity: "1", item: { name: "Software Engineering Services", price: "400.00", unit: "h" } }],
    });
    expect(built.$regime).toBe("SE");
  });

  it("adds the reverse-charge legend", async () => {
    const inv = valid();
    inv.$tags = ["reverse-charge"];
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax.notes).toEqual([
      { key: "reverse-charge", cat: "VAT", text: "Reverse charge: Customer to account for VAT to the relevant tax authority." },
    ]);
  });

  it("is corrected by any of the default types (no corrections are defined)", async () => {
    const built = await build(valid());
    expect(engine.correctionSchema(built)).toBeTruthy();
  });
});

describe("GOBL-SE-TAX-IDENTITY-01", () => {
  it.each([
    ["SE556036079301", "556036079301"],
    ["se 5560-3607 93 01", "556036079301"],
    ["  SE 5560360793 01  ", "556036079301"],
    ["SE-5560360793-01", "556036079301"],
  ])("%j is normalised to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "SE", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, $regime: "DE", name: "Kund AB", tax_id: { country: "SE", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "SE", code: "SE" })).code).toBeUndefined();
  });

  it.each(["202100548901", "556036079301", "556703748501", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "SE", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["20210054890", "2021005489001", "202100548900", "202100548801", "202100548A01"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "SE", code }))).toEqual([{ code: "GOBL-SE-TAX-IDENTITY-01", properties: ["$.code"] }]);
  });

  it("checks a Swedish tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "ES", name: "Kund AB", tax_id: { country: "SE", code: "202100548801" } }));
    expect(faults).toEqual([{ code: "GOBL-SE-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-SE-ORG-IDENTITY rules", () => {
  it.each([
    ["ON", "556036-0793", "5560360793"],
    ["ON", "  556036 0793  ", "5560360793"],
    ["ON", "5560360793-01", "5560360793"],
    ["PN", "8001010019", "800101-0019"],
    ["PN", "800101+0019", "800101+0019"],
    ["CN", "8001610016", "800161-0016"],
    ["CN", "800161 0016", "800161-0016"],
  ])("%s %j is normalised to %j in Swedish documents", async (type, code, expected) => {
    const built = await build(party(type, code));
    expect(built.identities[0].code).toBe(expected);
  });

  it("leaves identities of other documents and other types alone", async () => {
    expect((await build(party("ON", "556036-0793", null))).identities[0].code).toBe("556036-0793");
    expect((await build(party("ON", "556036-0793", "NL"))).identities[0].code).toBe("556036-0793");
    expect((await build(party("VAT", "556036-0793"))).identities[0].code).toBe("556036-0793");
  });

  it.each([
    ["ON", "5560360793"],
    ["PN", "800101-0019"],
    ["PN", "800101+0019"],
    ["CN", "800161-0016"],
    ["unknown", "1234567890"],
  ])("%s %s is accepted", async (type, code) => {
    await expect(engine.validate(party(type, code))).resolves.toEqual({ ok: true });
  });

  it.each([
    ["ON", "123456789", "GOBL-SE-ORG-IDENTITY-01"],
    ["ON", "12345678901", "GOBL-SE-ORG-IDENTITY-01"],
    ["ON", "123456789A", "GOBL-SE-ORG-IDENTITY-01"],
    ["ON", "5560360794", "GOBL-SE-ORG-IDENTITY-02"],
    ["PN", "8001010019", "GOBL-SE-ORG-IDENTITY-03"],
    ["PN", "800101-001", "GOBL-SE-ORG-IDENTITY-03"],
    ["PN", "800101-00177", "GOBL-SE-ORG-IDENTITY-03"],
    ["PN", "800101-001A", "GOBL-SE-ORG-IDENTITY-03"],
    ["PN", "800101-0018", "GOBL-SE-ORG-IDENTITY-04"],
    ["CN", "8001610017", "GOBL-SE-ORG-IDENTITY-03"],
    ["CN", "800161-001", "GOBL-SE-ORG-IDENTITY-03"],
    ["CN", "800161-00177", "GOBL-SE-ORG-IDENTITY-03"],
    ["CN", "800161-001A", "GOBL-SE-ORG-IDENTITY-03"],
    ["CN", "800161-0018", "GOBL-SE-ORG-IDENTITY-04"],
  ])("%s %s is refused with %s as it stands", async (type, code, rule) => {
    expect(seOnly(await faultsOf(engine.validate(party(type, code))))).toEqual([{ code: rule, properties: ["$.identities[0].code"] }]);
  });

  it("reports a wrong check digit after normalising too", async () => {
    expect(seOnly(await faultsOf(build(party("ON", "556036-0794"))))).toEqual([
      { code: "GOBL-SE-ORG-IDENTITY-02", properties: ["$.identities[0].code"] },
    ]);
    expect(seOnly(await faultsOf(build(party("PN", "8001010018"))))).toEqual([
      { code: "GOBL-SE-ORG-IDENTITY-04", properties: ["$.identities[0].code"] },
    ]);
  });

  it("refuses an identity of these types without a code", async () => {
    const faults = await faultsOf(engine.validate({ $schema: PARTY, $regime: "SE", name: "Exempel AB", identities: [{ type: "ON", country: "SE" }] }));
    expect(seOnly(faults)).toEqual([{ code: "GOBL-SE-ORG-IDENTITY-01", properties: ["$.identities[0].code"] }]);
  });

  it("applies only to Swedish documents", async () => {
    await expect(engine.validate(party("ON", "5560360794", "NL"))).resolves.toEqual({ ok: true });
    await expect(engine.validate(party("PN", "800101-0018", null))).resolves.toEqual({ ok: true });
  });

  it("checks the identities of an invoice's parties", async () => {
    const inv = valid();
    inv.customer.identities[0].code = "800101-0018";
    await expectSE(inv, [{ code: "GOBL-SE-ORG-IDENTITY-04", properties: ["$.customer.identities[0].code"] }]);
  });
});

describe("GOBL-SE-BILL-INVOICE-01", () => {
  it("accepts a supplier with a tax ID code but no identity", async () => {
    const inv = valid();
    delete inv.supplier.identities;
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it.each(["ON", "PN", "CN"])("accepts a supplier without a tax ID code but with a %s identity", async (type) => {
    const inv = valid();
    inv.supplier.tax_id = { country: "SE" };
    inv.supplier.identities = [{ type: "other", code: "X1" }, { type, code: type === "ON" ? "5560360793" : type === "PN" ? "800101-0019" : "800161-0016" }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it("refuses a supplier with neither a tax ID code nor one of those identities", async () => {
    const inv = valid();
    inv.supplier.tax_id = { country: "SE" };
    inv.supplier.identities[0].type = "A";
    await expectSE(inv, [{ code: "GOBL-SE-BILL-INVOICE-01", properties: ["$.supplier"] }]);
    delete inv.supplier.tax_id;
    delete inv.supplier.identities;
    await expectSE(inv, [{ code: "GOBL-SE-BILL-INVOICE-01", properties: ["$.supplier"] }]);
  });

  it("refuses an invoice without a supplier, as the core rule does", async () => {
    const { supplier: _s, ...inv } = valid();
    const faults = await faultsOf(build(inv));
    expect(seOnly(faults)).toEqual([{ code: "GOBL-SE-BILL-INVOICE-01", properties: ["$.supplier"] }]);
    expect(faults).toContainEqual({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] });
  });

  it("applies to SE invoices only", async () => {
    const inv = valid();
    inv.$regime = "NL";
    inv.supplier = { name: "Leverancier", tax_id: { country: "NL", code: "000099995B57" } };
    await expect(build(inv)).resolves.toBeTruthy();
  });
});
