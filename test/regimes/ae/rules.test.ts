/**
 * The UAE regime through the whole engine: its TRN normaliser and rule
 * (GOBL's rules/ae.json), its VAT rate, its scenarios and its corrections.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";
import { identityNormalizer } from "../../../regimes/ae/identity.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj } from "../support.ts";

const engine = createEngine();

/** GOBL's reverse-charge test invoice, without the tag. */
const valid = (): Obj => ({
  $schema: INVOICE,
  code: "123TEST",
  currency: "AED",
  issue_date: "2023-01-15",
  supplier: { name: "Test Supplier", tax_id: { country: "AE", code: "123456789012345" } },
  customer: { name: "Test Customer", tax_id: { country: "AE", code: "123456789012346" } },
  lines: [{ quantity: "5", item: { name: "Service Item", price: "50.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("AE invoices", () => {
  it("builds an invoice at the 5% general rate", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("AE");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "5%" }]);
    expect(inv.totals.tax).toBe("12.50");
    expect(inv.totals.payable).toBe("262.50");
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("accepts the old `standard` rate name, as GOBL's example does", async () => {
    const doc = valid();
    doc.lines[0].taxes = [{ cat: "VAT", rate: "standard" }];
    const inv = await build(doc);
    expect(inv.lines[0].taxes[0]).toMatchObject({ key: "standard", rate: "general", percent: "5%" });
  });

  it("adds the reverse-charge note", async () => {
    const inv = await build({ ...valid(), $tags: ["reverse-charge"] });
    expect(inv.tax.notes).toEqual([{ cat: "VAT", key: "reverse-charge", text: "Reverse Charge" }]);
  });

  it("adds the simplified tax invoice note to an invoice without customer", async () => {
    const { customer: _customer, ...doc } = valid();
    const inv = await build({ ...doc, $tags: ["simplified"] });
    expect(inv.tax.notes).toEqual([{ cat: "VAT", key: "simplified", text: "Simplified Tax Invoice" }]);
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it("is corrected with credit notes only", async () => {
    const note = (await engine.correct(valid(), { type: "credit-note", issue_date: "2023-02-01" })) as Obj;
    expect(note.type).toBe("credit-note");
    expect(note.preceding[0].code).toBe("123TEST");
    const err = (await engine.correct(valid(), { type: "debit-note" }).catch((e) => e)) as BizdocError;
    expect(err).toBeInstanceOf(BizdocError);
    expect(err.key).toBe("validation");
  });
});

describe("GOBL-AE-TAX-IDENTITY-01", () => {
  it.each([
    ["1234-5678-9012-345", "123456789012345"],
    ["AE 100 111 222 333 444", "100111222333444"],
  ])("%j is normalised to %j", (code, expected) => {
    const id = { country: "AE", code };
    identityNormalizer.normalize(id, undefined as never);
    expect(id.code).toBe(expected);
  });

  it("normalises a UAE tax ID wherever it appears", async () => {
    expect((await build({ $schema: IDENTITY, country: "AE", code: "ae 1234-5678-9012-345" })).code).toBe("123456789012345");
    const party = await build({ $schema: PARTY, name: "Customer", tax_id: { country: "AE", code: "AE-187654321098765" } });
    expect(party.tax_id.code).toBe("187654321098765");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "AE", code: "AE" })).code).toBeUndefined();
  });

  it.each(["123456789012345", "187654321098765", "100111222333444", ""])("accepts %j", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "AE", ...(code ? { code } : {}) })).resolves.toEqual({ ok: true });
  });

  it.each(["12345678901234", "1234567890123456", "12345678ABCD345"])("refuses %s at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "AE", code }))).toEqual([
      { code: "GOBL-AE-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("refuses a code that is not normalised when validating", async () => {
    const faults = await faultsOf(engine.validate({ $schema: IDENTITY, country: "AE", code: "1234-5678-9012-345" }));
    expect(faults).toContainEqual({ code: "GOBL-AE-TAX-IDENTITY-01", properties: ["$.code"] });
  });

  it("checks a UAE tax ID in a document of any regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, name: "Customer", tax_id: { country: "AE", code: "12345" } }));
    expect(faults).toEqual([{ code: "GOBL-AE-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
    const inv = valid();
    inv.supplier.tax_id.code = "12345";
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-AE-TAX-IDENTITY-01", properties: ["$.supplier.tax_id.code"] }]);
  });
});
