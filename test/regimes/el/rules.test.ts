/**
 * The Greek regime through the whole engine: its tax ID normaliser and rule
 * (GOBL's rules/gr.json), its rates, currency rounding, reverse-charge legend
 * and credit notes that need the original's IAPR mark.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine, type TaxIdentity } from "../../../index.ts";
import { identityNormalizer } from "../../../regimes/el/identity.ts";
import { faultsOf, INVOICE, IDENTITY, PARTY, type Obj } from "../support.ts";

const engine = createEngine();

const valid = (): Obj => ({
  $schema: INVOICE,
  series: "SAMPLE",
  code: "001",
  issue_date: "2024-06-01",
  supplier: { name: "Ελληνικά Τρόφιμα Α.Ε.", tax_id: { country: "EL", code: "177472438" } },
  customer: { name: "Αιγαίο Λιανική Α.Ε.", tax_id: { country: "EL", code: "841442160" } },
  lines: [{ quantity: "20", item: { name: "Υπηρεσίες Ανάπτυξης", price: "90.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

describe("EL tax identities (GOBL-GR-TAX-IDENTITY-01)", () => {
  it.each([
    ["EL 177.472.438", "177472438"],
    ["el-177472438", "177472438"],
    ["GR177472438", "177472438"],
    ["ELGR 177 472 438", "177472438"],
  ])("%j is normalised to %j", async (code, expected) => {
    const built = await build({ $schema: IDENTITY, country: "EL", code });
    expect(built).toMatchObject({ country: "EL", code: expected });
  });

  it("drops a code that normalises to nothing", async () => {
    const built = await build({ $schema: IDENTITY, country: "EL", code: "EL" });
    expect(built.code).toBeUndefined();
  });

  it.each(["064677095", "925667500", "320806520", "691063615", "177472438", "841442160"])("EL %s is accepted", async (code) => {
    await expect(engine.validate({ $schema: IDENTITY, country: "EL", code })).resolves.toEqual({ ok: true });
    await expect(build({ $schema: IDENTITY, country: "EL", code })).resolves.toMatchObject({ code });
  });

  it("accepts an identity without a code", async () => {
    await expect(build({ $schema: IDENTITY, country: "EL" })).resolves.toEqual({ $schema: IDENTITY, country: "EL" });
  });

  it.each(["1234567890123", "123456", "12345678A", "925667503"])("EL %s is refused at $.code", async (code) => {
    expect(await faultsOf(build({ $schema: IDENTITY, country: "EL", code }))).toEqual([
      { code: "GOBL-GR-TAX-IDENTITY-01", properties: ["$.code"] },
    ]);
  });

  it("checks a Greek tax ID wherever it appears, whatever the document's regime", async () => {
    const faults = await faultsOf(build({ $schema: PARTY, $regime: "ES", name: "X", tax_id: { country: "EL", code: "EL925667503" } }));
    expect(faults).toEqual([{ code: "GOBL-GR-TAX-IDENTITY-01", properties: ["$.tax_id.code"] }]);
    const inv = valid();
    inv.customer.tax_id.code = "841442161";
    expect(await faultsOf(build(inv))).toEqual([{ code: "GOBL-GR-TAX-IDENTITY-01", properties: ["$.customer.tax_id.code"] }]);
  });

  it("moves an identity given under the ISO code GR to EL (the normaliser itself)", () => {
    // The input schema only admits tax country codes, so GR reaches the
    // normaliser only in values built in code; there GOBL's rewrite applies.
    const id = { country: "GR", code: "gr 177.472.438" } as TaxIdentity;
    identityNormalizer.normalize(id, undefined as never);
    expect(id).toEqual({ country: "EL", code: "177472438" });
    const bare = { country: "GR" } as TaxIdentity;
    identityNormalizer.normalize(bare, undefined as never);
    expect(bare).toEqual({ country: "EL" });
    expect(identityNormalizer.when?.({ country: "GR" } as TaxIdentity, undefined as never)).toBe(true);
    expect(identityNormalizer.when?.({ country: "ES" } as TaxIdentity, undefined as never)).toBe(false);
  });
});

describe("EL invoices", () => {
  it("builds an invoice at the general rate under the EL regime", async () => {
    const inv = await build(valid());
    expect(inv.$regime).toBe("EL");
    expect(inv.lines[0].taxes).toEqual([{ cat: "VAT", key: "standard", rate: "general", percent: "24%" }]);
    expect(inv.totals).toMatchObject({ sum: "1800.00", tax: "432.00", payable: "2232.00" });
    await expect(engine.validate(inv)).resolves.toEqual({ ok: true });
  });

  it.each([
    ["general", "24%"],
    ["reduced", "13%"],
    ["super-reduced", "6%"],
    ["general+island", "17%"],
    ["reduced+island", "9%"],
    ["super-reduced+island", "4%"],
  ])("rate %s is %s", async (rate, percent) => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", rate, percent });
  });

  it("reads GOBL's old `standard+island` rate as the general island rate", async () => {
    const inv = valid();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "standard+island" }];
    const built = await build(inv);
    expect(built.lines[0].taxes[0]).toMatchObject({ key: "standard", rate: "general+island", percent: "17%" });
  });

  it("rounds each amount to the currency before adding (the regime's `currency` rule)", async () => {
    const lines = [1, 2, 3].map(() => ({ quantity: "1", item: { name: "x", price: "10.005" }, taxes: [{ cat: "VAT", rate: "general" }] }));
    const built = await build({ ...valid(), lines });
    // 3 × 10.01 rather than 30.015 → 30.02 as with precise rounding.
    expect(built.totals.sum).toBe("30.03");
    expect(built.totals.payable).toBe("37.24");
    // A document may still ask for precise rounding itself.
    const precise = await build({ ...valid(), lines, tax: { rounding: "precise" } });
    expect(precise.totals.sum).toBe("30.02");
  });

  it("adds the bilingual reverse-charge note", async () => {
    const inv = valid();
    inv.$tags = ["reverse-charge"];
    inv.lines[0].taxes = [{ cat: "VAT", key: "reverse-charge" }];
    const built = await build(inv);
    expect(built.tax.notes).toEqual([{ cat: "VAT", key: "reverse-charge", text: "Reverse Charge / Αντίστροφη φόρτιση" }]);
  });
});

describe("EL corrections", () => {
  const MARK = { prv: "iapr-mark", val: "400001932212332" };

  it("makes a credit note quoting the original's IAPR mark", async () => {
    const original = await build(valid());
    const note = (await engine.correct(original, { type: "credit-note", stamps: [MARK] })) as Obj;
    expect(note.type).toBe("credit-note");
    expect(note.preceding).toEqual([{ type: "standard", issue_date: "2024-06-01", series: "SAMPLE", code: "001", stamps: [MARK] }]);
  });

  it("takes the mark from the envelope header, unless the options give stamps of their own (as GOBL)", async () => {
    const envelope = (await engine.build({ $schema: ENVELOPE_ID, doc: valid() })) as Obj;
    envelope.head.stamps = [MARK];
    const fromHeader = (await engine.correct(envelope, { type: "credit-note" })) as Obj;
    expect(fromHeader.doc.preceding[0].stamps).toEqual([MARK]);

    const other = { prv: "iapr-mark", val: "400001932212999" };
    const fromOptions = (await engine.correct(envelope, { type: "credit-note", stamps: [other] })) as Obj;
    expect(fromOptions.doc.preceding[0].stamps).toEqual([other]);
  });

  it("refuses a credit note without the IAPR mark", async () => {
    const original = await build(valid());
    expect(await faultsOf(engine.correct(original, { type: "credit-note" }))).toEqual([{ code: undefined, properties: ["$.options.stamps"] }]);
  });

  it("knows no other correction type", async () => {
    const original = await build(valid());
    const faults = await faultsOf(engine.correct(original, { type: "debit-note", stamps: [MARK] }));
    expect(faults).toEqual([{ code: undefined, properties: ["$.options.type"] }]);
  });
});
