/**
 * The Colombian regime through the whole engine: its tax ID normaliser and
 * rule (GOBL's rules/co.json, the only one it has), its VAT rates by date,
 * and its other categories.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { identityNormalizer } from "../../../regimes/co/identity.ts";
import { faultsOf, type Found } from "../support.ts";

const engine = createEngine();

type Obj = Record<string, any>;
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const PARTY = "https://gobl.org/draft-0/org/party";

const valid = (): Obj => ({
  $schema: INVOICE,
  series: "SETT",
  code: "1234",
  issue_date: "2021-01-01",
  supplier: { name: "EXAMPLE SUPPLIER S.A.S.", tax_id: { country: "CO", code: "9014514812" } },
  customer: { name: "EXAMPLE CUSTOMER S.A.S.", tax_id: { country: "CO", code: "9014514805" } },
  lines: [{ quantity: "1", item: { name: "Servicios", price: "200000.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("CO invoices", () => {
  it("takes the regime and currency from the supplier, at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("CO");
    expect(inv.currency).toBe("COP");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "19.0%" }]);
    expect(inv.totals.payable).toBe("238000.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "2016-12-31", "16.0%"],
    ["general", "2017-01-01", "19.0%"],
    ["general", "2006-01-01", "16.0%"],
    ["reduced", "2006-01-01", "5.0%"],
    ["reduced", "2024-06-30", "5.0%"],
  ])("%s on %s is %s", async (rate, date, percent) => {
    const doc = valid();
    doc.issue_date = date;
    doc.lines[0].taxes = [{ cat: "VAT", rate }];
    expect((await build(doc)).lines[0].taxes[0]).toMatchObject({ rate, percent });
  });

  it("has no VAT rate before 2006", async () => {
    const doc = valid();
    doc.issue_date = "2005-12-31";
    const err = await build(doc).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizdocError);
    expect((err as BizdocError).faults[0].properties).toEqual(["$.lines[0].taxes[0].rate"]);
  });

  it("adds consumption taxes and withholds ReteIVA, ReteICA and ReteRenta", async () => {
    const doc = valid();
    doc.lines[0].taxes = [
      { cat: "VAT", rate: "general" },
      { cat: "INC", percent: "8%" },
      { cat: "IC", percent: "1%" },
      { cat: "ICA", percent: "0.5%" },
      { cat: "RVAT", percent: "15%" },
      { cat: "RICA", percent: "0.966%" },
      { cat: "RR", percent: "4%" },
    ];
    const inv = await build(doc);
    // 200000 × (1 + .19 + .08 + .01 + .005 − .15 − .00966 − .04)
    expect(inv.totals.payable).toBe("217068.00");
    expect(inv.totals.taxes.retained).toBe("39932.00");
  });

  it("is corrected with credit and debit notes", async () => {
    const schema = JSON.stringify(await engine.correctionSchema(await build(valid())));
    expect(schema).toContain("credit-note");
    expect(schema).toContain("debit-note");
  });
});

describe("GOBL-CO-TAX-IDENTITY-01", () => {
  it.each([
    ["901.458.652-7", "9014586527"],
    ["CO 800.134.536-3", "8001345363"],
    ["100 100 100", "100100100"],
    // GOBL's case: normalising does not check (its check digit is wrong)
    ["36029785", "36029785"],
  ])("normalises %j to %j", (code, expected) => {
    const id = { country: "CO", code };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe(expected);
  });

  it("normalises a party's tax ID before checking it", async () => {
    const party = await build({ $schema: PARTY, name: "Cliente", tax_id: { country: "CO", code: "co-901.458.652-7" } });
    expect(party.tax_id).toEqual({ country: "CO", code: "9014586527" });
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "CO", code: "CO" })).code).toBeUndefined();
  });

  it.each(["412615332", "8110079918", "124499654", "8300801501", "700602703", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "CO", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["123456789100", "123456", "412615331", "222222222222"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "CO", code }))).toEqual([
      { code: "GOBL-CO-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "CO", code: "12.449.965-4" }));
    expect(faults).toContainEqual({ code: "GOBL-CO-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a Colombian tax ID in a document of any regime", async () => {
    const faults = await faultsOf(
      build({
        $schema: INVOICE,
        currency: "EUR",
        issue_date: "2023-01-01",
        code: "ES-1",
        supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
        customer: { name: "Cliente", tax_id: { country: "CO", code: "412615331" } },
        lines: [{ quantity: "1", item: { name: "Item", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
      }),
    );
    expect(faults).toEqual([{ code: "GOBL-CO-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });

  it("reports the supplier's bad NIT on a CO invoice", async () => {
    const doc = valid();
    doc.supplier.tax_id.code = "9014514813";
    expect(await faultsOf(build(doc))).toEqual([{ code: "GOBL-CO-TAX-IDENTITY-01", properties: ["$.supplier.tax_id.code"] }]);
  });
});
