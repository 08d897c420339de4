/**
 * The Mexican regime through the whole engine: its tax ID normaliser and rule
 * (GOBL's rules/mx.json), its rates, and the post-code migrations of MX
 * invoices (GOBL's org_invoice tests).
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { dropPostCodeExt, invoiceMigration } from "../../../regimes/mx/migrations.ts";
import { faultsOf, type Found } from "../support.ts";

const engine = createEngine();

type Obj = Record<string, any>;
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const PARTY = "https://gobl.org/draft-0/org/party";

/** GOBL's base MX test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  $regime: "MX",
  code: "123",
  currency: "MXN",
  issue_date: "2023-01-01",
  tax: { ext: { "mx-cfdi-issue-place": "21000" } },
  supplier: {
    name: "Test Supplier",
    ext: { "mx-cfdi-post-code": "22000", "mx-cfdi-fiscal-regime": "601" },
    tax_id: { country: "MX", code: "AAA010101AAA" },
  },
  customer: {
    name: "Test Customer",
    ext: { "mx-cfdi-post-code": "65000", "mx-cfdi-fiscal-regime": "608", "mx-cfdi-use": "G01" },
    tax_id: { country: "MX", code: "ZZZ010101ZZZ" },
  },
  lines: [
    {
      quantity: "1",
      item: { name: "bogus", price: "100.00", unit: "pkg", ext: { "mx-cfdi-prod-serv": "01010101" } },
      taxes: [{ cat: "VAT", rate: "general" }],
    },
  ],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("MX invoices", () => {
  it("builds GOBL's base invoice at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("MX");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "16.0%" }]);
    expect(inv.totals.payable).toBe("116.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("takes the regime from the supplier's tax ID", async () => {
    const { $regime: _r, currency: _c, ...doc } = valid();
    const inv = await build(doc);
    expect(inv.$regime).toBe("MX");
    expect(inv.currency).toBe("MXN");
  });

  it("applies the border rate and the old 'standard' rate name", async () => {
    const doc = valid();
    doc.lines[0].taxes = [{ cat: "VAT", rate: "reduced" }];
    doc.lines.push({ quantity: "1", item: { name: "other", price: "100.00" }, taxes: [{ cat: "VAT", rate: "standard" }] });
    const inv = await build(doc);
    expect(inv.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate: "reduced", percent: "8.0%" });
    expect(inv.lines[1].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate: "general", percent: "16.0%" });
  });

  it("adds IEPS and withholds RVAT, RIEPS and ISR", async () => {
    const doc = valid();
    doc.lines[0].taxes = [
      { cat: "VAT", rate: "general" },
      { cat: "IEPS", percent: "8%" },
      { cat: "RVAT", percent: "10.6667%" },
      { cat: "RIEPS", percent: "1%" },
      { cat: "ISR", percent: "10%" },
    ];
    const inv = await build(doc);
    // 100 + 16 + 8 - 10.6667 - 1 - 10
    expect(inv.totals.payable).toBe("102.33");
    expect(inv.totals.taxes.categories.map((c: Obj) => [c.code, c.retained ?? false])).toEqual([
      ["VAT", false],
      ["IEPS", false],
      ["RVAT", true],
      ["RIEPS", true],
      ["ISR", true],
    ]);
  });

  it("is corrected with credit notes only", async () => {
    const inv = await build(valid());
    const schema = (await engine.correctionSchema(inv)) as Obj;
    expect(JSON.stringify(schema)).toContain("credit-note");
    expect(JSON.stringify(schema)).not.toContain("debit-note");
  });
});

describe("post-code migrations (GOBL's normalizeInvoice)", () => {
  it("keeps the place of issue already given, and drops the supplier's old post code", async () => {
    const inv = await build(valid());
    expect(inv.tax).toEqual({ ext: { "mx-cfdi-issue-place": "21000" } });
    expect(inv.supplier.ext).toEqual({ "mx-cfdi-fiscal-regime": "601" });
  });

  it("takes the place of issue from the supplier's old post code when the tax has no extensions", async () => {
    const doc = valid();
    doc.tax = {};
    const inv = await build(doc);
    expect(inv.tax).toEqual({ ext: { "mx-cfdi-issue-place": "22000" } });
    expect(inv.supplier.ext).toEqual({ "mx-cfdi-fiscal-regime": "601" });
  });

  it("keeps the place of issue already given over the supplier's address", async () => {
    const doc = valid();
    delete doc.supplier.ext["mx-cfdi-post-code"];
    doc.supplier.addresses = [{ locality: "Mexico", code: "22000" }];
    const inv = await build(doc);
    expect(inv.tax.ext["mx-cfdi-issue-place"]).toBe("21000");
  });

  it("takes the place of issue from the supplier's first address code", async () => {
    const doc = valid();
    delete doc.tax;
    doc.supplier.ext = {};
    doc.supplier.addresses = [{ locality: "Mexico", code: "12345" }, { locality: "Tijuana", code: "22000" }];
    const inv = await build(doc);
    expect(inv.tax).toEqual({ ext: { "mx-cfdi-issue-place": "12345" } });
  });

  it("adds nothing when neither the supplier's extensions nor its first address have a post code", async () => {
    const doc = valid();
    delete doc.tax;
    delete doc.supplier.ext;
    doc.supplier.addresses = [{ locality: "Mexico" }, { locality: "Tijuana", code: "22000" }];
    const inv = await build(doc);
    expect(inv.tax).toBeUndefined();
  });

  it("keeps the other tax extensions when it adds the place of issue", async () => {
    const doc = valid();
    doc.tax = { ext: { "mx-cfdi-doc-type": "I" } };
    const inv = await build(doc);
    expect(inv.tax.ext).toEqual({ "mx-cfdi-doc-type": "I", "mx-cfdi-issue-place": "22000" });
  });

  it("moves the customer's old post code to its first address", async () => {
    const inv = await build(valid());
    expect(inv.customer.addresses).toEqual([{ code: "65000" }]);
    expect(inv.customer.ext).toEqual({ "mx-cfdi-fiscal-regime": "608", "mx-cfdi-use": "G01" });
  });

  it("overwrites the code of the customer's existing first address", async () => {
    const doc = valid();
    doc.customer.addresses = [{ locality: "Mazatlán", code: "82000" }, { locality: "Monterrey", code: "64000" }];
    const inv = await build(doc);
    expect(inv.customer.addresses).toEqual([
      { locality: "Mazatlán", code: "65000" },
      { locality: "Monterrey", code: "64000" },
    ]);
  });

  it("drops a party's extensions when the old post code was all they had", () => {
    const party: Obj = { name: "X", ext: { "mx-cfdi-post-code": "65000" } };
    dropPostCodeExt(party);
    expect(party).toEqual({ name: "X" });
  });

  it("does nothing without a customer", async () => {
    const { customer: _c, ...doc } = valid();
    const inv = await build(doc);
    expect(inv.customer).toBeUndefined();
  });

  it("does nothing without a supplier", () => {
    const inv: Obj = { customer: { name: "C" } };
    invoiceMigration.normalize(inv, undefined as never);
    expect(inv).toEqual({ customer: { name: "C" } });
  });

  it("touches only invoices of the MX regime", async () => {
    const inv = await build({
      $schema: INVOICE,
      currency: "EUR",
      issue_date: "2023-01-01",
      code: "ES-1",
      supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" }, ext: { "mx-cfdi-post-code": "22000" } },
      customer: { name: "Cliente", ext: { "mx-cfdi-post-code": "65000" } },
      lines: [{ quantity: "1", item: { name: "Item", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
    });
    expect(inv.tax).toBeUndefined();
    expect(inv.supplier.ext).toEqual({ "mx-cfdi-post-code": "22000" });
    expect(inv.customer).toEqual({ name: "Cliente", ext: { "mx-cfdi-post-code": "65000" } });
  });
});

describe("GOBL-MX-TAX-IDENTITY-01", () => {
  it.each([
    ["MXGHI70123123Z", "GHI70123123Z"],
    ["mx mxi-701231-23z", "MXI70123123Z"],
    [" GHI 701231 23Z ", "GHI70123123Z"],
  ])("normalises %j to %j wherever it appears", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "MX", code })).code).toBe(expected);
    const party = await build({ $schema: PARTY, name: "Cliente", tax_id: { country: "MX", code } });
    expect(party.tax_id.code).toBe(expected);
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "MX", code: " - " })).code).toBeUndefined();
  });

  it.each(["XEXX010101000", "XAXX010101000", "MNOP8201019HJ", "UVWX610715JKL", "STU760612MN1", "K&A010301I16", ""])(
    "accepts %j",
    async (code) => {
      await expect(engine.validate({ $schema: IDENTITY, country: "MX", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
    },
  );

  it.each(["STU760612MN", "XXXX", "MX1234"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "MX", code }))).toEqual([
      { code: "GOBL-MX-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("checks a Mexican tax ID in a document of any regime", async () => {
    const faults = await faultsOf(
      build({
        $schema: INVOICE,
        currency: "EUR",
        issue_date: "2023-01-01",
        code: "ES-1",
        supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
        customer: { name: "Cliente", tax_id: { country: "MX", code: "STU760612MN" } },
        lines: [{ quantity: "1", item: { name: "Item", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
      }),
    );
    expect(faults).toEqual([{ code: "GOBL-MX-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });

  it("leaves other countries' tax IDs alone", async () => {
    await expect(engine.validate({ $schema: IDENTITY, country: "ES", code: "B98602642" })).resolves.toEqual({ ok: true });
  });
});
