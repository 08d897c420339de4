/**
 * The Norwegian regime through the whole engine: tax ID normalisation (with
 * the MVA suffix) and check, organisation numbers, rates and corrections, and
 * every rule of GOBL's rules/no.json failing and passing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "NO",
  series: "2025",
  code: "0001",
  issue_date: "2025-06-15",
  currency: "NOK",
  supplier: { name: "Eksempel AS", tax_id: { country: "NO", code: "923456783" } },
  customer: { name: "Mottaker AS", tax_id: { country: "NO", code: "NO 987 654 325 MVA" } },
  lines: [{ quantity: "2", item: { name: "Konsulenttjenester", price: "1500.00" }, taxes: [{ cat: "VAT", rate: "standard" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const noOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-NO-"));

const party = (type: string, code: string | undefined, regime: string | null = "NO"): Obj => ({
  $schema: PARTY,
  ...(regime ? { $regime: regime } : {}),
  name: "Eksempel AS",
  identities: [{ type, ...(code === undefined ? {} : { code }) }],
});

describe("NO invoices", () => {
  it("builds an invoice at the general rate, with the VAT numbers in their MVA form", async () => {
    const inv = await build(valid());
    expect(inv.supplier.tax_id.code).toBe("923456783MVA");
    expect(inv.customer.tax_id.code).toBe("987654325MVA");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "25.0%" }]);
    expect(inv.totals.payable).toBe("3750.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "25.0%"],
    ["reduced", "15.0%"],
    ["super-reduced", "12.0%"],
    ["special", "11.11%"],
  ])("%s is %s whatever the date", async (rate, percent) => {
    for (const date of ["2000-01-01", "2025-06-15"]) {
      const inv = valid();
      inv.issue_date = date;
      inv.lines[0].taxes = [{ cat: "VAT", rate }];
      expect((await build(inv)).lines[0].taxes[0].percent).toBe(percent);
    }
  });

  it("has no scenarios: a reverse-charge invoice gets no legend", async () => {
    const inv = valid();
    inv.$tags = ["reverse-charge"];
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax?.notes).toBeUndefined();
  });

  it("is corrected with credit notes only", async () => {
    const inv = await build(valid());
    const credit = (await engine.correct(inv, { type: "credit-note" })) as Obj;
    expect(credit.type).toBe("credit-note");
    expect(credit.preceding[0].code).toBe("0001");
    await expect(engine.correct(inv, { type: "corrective" })).rejects.toBeInstanceOf(BizdocError);
    await expect(engine.correct(inv, { type: "debit-note" })).rejects.toBeInstanceOf(BizdocError);
  });
});

describe("GOBL-NO-TAX-IDENTITY-01", () => {
  it.each([
    ["923456783", "923456783MVA"],
    ["NO 923 456 783 MVA", "923456783MVA"],
    ["no923456783mva", "923456783MVA"],
    ["923-456-783", "923456783MVA"],
  ])("%j is normalised to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "NO", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, $regime: "SE", name: "Kunde AS", tax_id: { country: "NO", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "NO", code: "NO" })).code).toBeUndefined();
  });

  it.each(["923456783MVA", "889640782MVA", "123456785MVA", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "NO", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["923456783MVAMVA", "92345678MVA", "9234567830MVA", "92345678AMVA", "923456780MVA", "850000000MVA", "ABC123"])(
    "refuses %s at $.code",
    async (code) => {
      expect(await faultsOf(build({ $schema: IDENTITY, country: "NO", code }))).toEqual([{ code: "GOBL-NO-TAX-IDENTITY-01", properties: ["$.code"] }]);
    },
  );

  it("refuses a bare organisation number when validating as it stands", async () => {
    expect(await faultsOf(engine.validate({ $schema: IDENTITY, country: "NO", code: "923456783" }))).toEqual([
      { code: "GOBL-NO-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("checks a Norwegian tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "PL", name: "Kunde AS", tax_id: { country: "NO", code: "923456780" } }));
    expect(faults).toEqual([{ code: "GOBL-NO-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
  });
});

describe("GOBL-NO-ORG-IDENTITY-01", () => {
  it.each([
    ["923456783", "923456783"],
    ["923 456 783", "923456783"],
    ["923-456-783", "923456783"],
  ])("%j is normalised to %j in Norwegian documents", async (code, expected) => {
    expect((await build(party("ON", code))).identities[0].code).toBe(expected);
  });

  it("leaves identities of other documents and other types alone", async () => {
    expect((await build(party("ON", "923 456 783", null))).identities[0].code).toBe("923 456 783");
    expect((await build(party("ON", "923 456 783", "PL"))).identities[0].code).toBe("923 456 783");
    expect((await build(party("OTHER", "123 456"))).identities[0].code).toBe("123 456");
  });

  it.each([
    ["ON", "923456783"],
    ["OTHER", "923456780"],
  ])("%s %s is accepted", async (type, code) => {
    await expect(engine.validate(party(type, code))).resolves.toEqual({ ok: true });
  });

  it.each(["923456780", "92345678", "9234567830", "850000000", "923 456 783"])("ON %j is refused as it stands", async (code) => {
    expect(noOnly(await faultsOf(engine.validate(party("ON", code))))).toEqual([
      { code: "GOBL-NO-ORG-IDENTITY-01", properties: ["$.identities[0].code"] },
    ]);
  });

  it("refuses an organisation-number identity without a code", async () => {
    expect(noOnly(await faultsOf(engine.validate(party("ON", undefined))))).toEqual([
      { code: "GOBL-NO-ORG-IDENTITY-01", properties: ["$.identities[0].code"] },
    ]);
  });

  it("checks the identities of an invoice's parties, in Norwegian invoices only", async () => {
    const inv = valid();
    inv.supplier.identities = [{ type: "ON", code: "923 456 780" }];
    expect(noOnly(await faultsOf(build(inv)))).toEqual([{ code: "GOBL-NO-ORG-IDENTITY-01", properties: ["$.supplier.identities[0].code"] }]);
    await expect(engine.validate(party("ON", "923456780", "PL"))).resolves.toEqual({ ok: true });
  });
});
