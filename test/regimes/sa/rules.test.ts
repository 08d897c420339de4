/**
 * The Saudi regime through the whole engine: its VAT number normaliser and
 * every rule of GOBL's rules/sa.json failing and passing, and its dated rate.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { identityNormalizer } from "../../../regimes/sa/identity.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj, type Found } from "../support.ts";

const engine = createEngine();

const valid = (): Obj => ({
  $schema: INVOICE,
  code: "INV-1",
  currency: "SAR",
  issue_date: "2024-03-01",
  supplier: {
    name: "Test Supplier",
    tax_id: { country: "SA", code: "312345678912343" },
    identities: [{ type: "CRN", code: "1010010000" }],
  },
  customer: { name: "Test Customer", tax_id: { country: "SA", code: "399999999900003" } },
  lines: [{ quantity: "2", item: { name: "Item", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const saOnly = (faults: Found[]) => faults.filter((f) => f.code?.startsWith("GOBL-SA-"));

describe("SA invoices", () => {
  it("builds an invoice at the 15% rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("SA");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "15.0%" }]);
    expect(inv.totals.payable).toBe("230.00");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["2018-01-01", "5.0%"],
    ["2020-06-30", "5.0%"],
    ["2020-07-01", "15.0%"],
  ])("the general rate on %s is %s", async (date, percent) => {
    const inv = await build({ ...valid(), issue_date: date });
    expect(inv.lines[0].taxes[0].percent).toBe(percent);
  });
});

describe("GOBL-SA-TAX-IDENTITY-01", () => {
  it("normalises as GOBL does", () => {
    const id = { country: "SA", code: " SA 3123-4567 8912343 " };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe("312345678912343");
  });

  it("normalises a Saudi tax ID wherever it appears", async () => {
    expect((await build({ $schema: IDENTITY, country: "SA", code: "sa-300000000000003" })).code).toBe("300000000000003");
    const party = await build({ $schema: PARTY, name: "Customer", tax_id: { country: "SA", code: "SA 3123 4567 8912 343" } });
    expect(party.tax_id.code).toBe("312345678912343");
  });

  it.each(["312345678912343", "399999999900003", "300000000000003", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "SA", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["212345678912343", "312345678912341", "31234567893", "3123456789123430", "31234567891234A", "112345678912341"])(
    "refuses %s at $.code",
    async (code) => {
      expect(await faultsOf(build({ $schema: IDENTITY, country: "SA", code }))).toEqual([
        { code: "GOBL-SA-TAX-IDENTITY-01", properties: ["$.code"] },
      ]);
    },
  );

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "SA", code: "3-1234567891234-3" }));
    expect(faults).toContainEqual({ code: "GOBL-SA-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a Saudi tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Customer", tax_id: { country: "SA", code: "123" } }));
    expect(faults).toEqual([{ code: "GOBL-SA-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
    const inv = valid();
    inv.customer.tax_id.code = "399999999900001";
    expect(saOnly(await faultsOf(build(inv)))).toEqual([{ code: "GOBL-SA-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });
});

describe("GOBL-SA-ORG-IDENTITY-01", () => {
  it.each(["ABC123", "1234567890", "ABCDEF"])("accepts identity code %j", async (code) => {
    const inv = valid();
    inv.supplier.identities = [{ type: "CRN", code }];
    await expect(build(inv)).resolves.toBeTruthy();
  });

  it.each(["ABC-123", "ABC@123", "ABC 123"])("refuses identity code %j", async (code) => {
    const inv = valid();
    inv.customer.identities = [{ type: "MOM", code: "OK1" }, { type: "CRN", code }];
    expect(saOnly(await faultsOf(build(inv)))).toEqual([
      { code: "GOBL-SA-ORG-IDENTITY-01", properties: ["$.customer.identities[1].code"] },
    ]);
  });

  it("applies to parties of the SA regime", async () => {
    const party = { $schema: PARTY, $regime: "SA", name: "Customer", identities: [{ type: "CRN", code: "ABC-123" }] };
    expect(await faultsOf(build(party))).toEqual([{ code: "GOBL-SA-ORG-IDENTITY-01", properties: ["$.identities[0].code"] }]);
  });

  it("leaves identities of documents of other regimes alone", async () => {
    const party = { $schema: PARTY, name: "Customer", identities: [{ type: "CRN", code: "ABC-123" }] };
    await expect(build(party)).resolves.toBeTruthy();
    const inv = valid();
    inv.$regime = "AE";
    inv.currency = "AED";
    inv.supplier.tax_id = { country: "AE", code: "123456789012345" };
    inv.supplier.identities = [{ type: "CRN", code: "ABC-123" }];
    await expect(build(inv)).resolves.toBeTruthy();
  });
});
