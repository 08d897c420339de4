/**
 * The Argentine regime through the whole engine: its tax ID normaliser and
 * rule, its invoice rule (GOBL's rules/ar.json), and its VAT rates.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { identityNormalizer } from "../../../regimes/ar/identity.ts";
import { faultsOf, type Found } from "../support.ts";

const engine = createEngine();

type Obj = Record<string, any>;
const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const PARTY = "https://gobl.org/draft-0/org/party";

/** GOBL's standard AR test invoice. */
const valid = (): Obj => ({
  $schema: INVOICE,
  currency: "ARS",
  issue_date: "2025-01-15",
  series: "1",
  code: "00000123",
  supplier: { name: "Proveedor Ejemplo S.A.", tax_id: { country: "AR", code: "30712345671" } },
  customer: { name: "Cliente Comercial S.R.L.", tax_id: { country: "AR", code: "30987654321" } },
  lines: [{ quantity: "10", item: { name: "Notebooks Dell Latitude", price: "450000" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const arOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-AR-"));

describe("AR invoices", () => {
  it("builds GOBL's standard invoice at the general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("AR");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "21.0%" }]);
    expect(inv.totals.payable).toBe("5445000.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["increased", "27.0%"],
    ["general", "21.0%"],
    ["reduced", "10.5%"],
  ])("%s is %s", async (rate, percent) => {
    const doc = valid();
    doc.lines[0].taxes = [{ cat: "VAT", rate }];
    expect((await build(doc)).lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate, percent });
  });

  it("has no named rate before April 1995", async () => {
    const doc = valid();
    doc.issue_date = "1995-03-31";
    const err = await build(doc).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizdocError);
    expect((err as BizdocError).faults[0].properties).toEqual(["$.lines[0].taxes[0].rate"]);
  });

  it("is corrected with credit and debit notes", async () => {
    const schema = JSON.stringify(await engine.correctionSchema(await build(valid())));
    expect(schema).toContain("credit-note");
    expect(schema).toContain("debit-note");
  });
});

describe("GOBL-AR-BILL-INVOICE-01", () => {
  it("refuses an invoice whose supplier has no tax ID", async () => {
    const doc: Obj = { ...valid(), $regime: "AR" };
    delete doc.supplier.tax_id;
    expect(arOnly(await faultsOf(build(doc)))).toEqual([{ code: "GOBL-AR-BILL-INVOICE-01", properties: ["$.supplier.tax_id"] }]);
  });

  it("accepts a supplier tax ID without a code", async () => {
    const doc = valid();
    doc.supplier.tax_id = { country: "AR" };
    await expect(build(doc)).resolves.toBeTruthy();
  });

  it("says nothing when there is no supplier (the core rule does)", async () => {
    const { supplier: _s, ...doc } = valid();
    const faults = await faultsOf(build({ ...doc, $regime: "AR" }));
    expect(arOnly(faults)).toEqual([]);
    expect(faults).toContainEqual({ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] });
  });

  it("reports the rule where the document is, inside an envelope", async () => {
    const env = (await engine.build(valid(), { envelop: true })) as Obj;
    delete env.doc.supplier.tax_id;
    const faults = await faultsOf(engine.validate(env));
    expect(arOnly(faults)).toEqual([{ code: "GOBL-AR-BILL-INVOICE-01", properties: ["$.doc.supplier.tax_id"] }]);
  });

  it("applies to AR invoices only", async () => {
    const doc: Obj = { ...valid(), $regime: "US", currency: "USD" };
    delete doc.supplier.tax_id;
    doc.lines[0].taxes = [{ cat: "ST", percent: "5%" }];
    await expect(build(doc)).resolves.toBeTruthy();
  });
});

describe("GOBL-AR-TAX-IDENTITY-01", () => {
  it.each([
    // GOBL's cases (30714589840 has a wrong check digit: normalising does not check)
    ["30-71458984-0", "30714589840"],
    ["30-71458984-0 ", "30714589840"],
    ["AR 20-17254359-7", "20172543597"],
    ["30 50001091 2 ", "30500010912"],
  ])("normalises %j to %j", (code, expected) => {
    const id = { country: "AR", code };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe(expected);
  });

  it("normalises an Argentine tax ID wherever it appears", async () => {
    expect((await build({ $schema: IDENTITY, country: "AR", code: "ar 30-50001091-2" })).code).toBe("30500010912");
    const party = await build({ $schema: PARTY, name: "Cliente", tax_id: { country: "AR", code: "20-17254359-7" } });
    expect(party.tax_id.code).toBe("20172543597");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "AR", code: "AR" })).code).toBeUndefined();
  });

  it.each(["30500010912", "20172543597", "27123456780", "23000000019", "33000000049", "20000000060", "20000000019", ""])(
    "accepts %j",
    async (code) => {
      await expect(engine.validate({ $schema: IDENTITY, country: "AR", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
    },
  );

  it.each(["2017254359", "201725435978", "2017254A597", "20172543598", "30500010911", "10123456789", "40123456789", "99123456789"])(
    "refuses %s at $.code",
    async (code) => {
      expect(await faultsOf(build({ $schema: IDENTITY, country: "AR", code }))).toEqual([
        { code: "GOBL-AR-TAX-IDENTITY-01", properties: ["$.code"] },
      ]);
    },
  );

  it("checks an Argentine tax ID in a document of any regime", async () => {
    const faults = await faultsOf(
      build({
        $schema: INVOICE,
        currency: "EUR",
        issue_date: "2023-01-01",
        code: "ES-1",
        supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
        customer: { name: "Cliente", tax_id: { country: "AR", code: "30500010911" } },
        lines: [{ quantity: "1", item: { name: "Item", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
      }),
    );
    expect(faults).toEqual([{ code: "GOBL-AR-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });
});
