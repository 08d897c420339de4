/**
 * The Canadian regime through the whole engine. GOBL defines no rules for it
 * (not even a tax ID check): tax IDs are only cleaned, and invoices use its
 * GST rates, HST and PST with explicit percentages, and credit or debit notes.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, createEngine } from "../../../index.ts";

const engine = createEngine();

type Obj = Record<string, any>;

const INVOICE = "https://gobl.org/draft-0/bill/invoice";
const IDENTITY = "https://gobl.org/draft-0/tax/identity";
const PARTY = "https://gobl.org/draft-0/org/party";

const build = (doc: Obj) => engine.build(doc) as Promise<Obj>;

const invoice = (taxes: Obj[], issue_date = "2024-03-01"): Obj => ({
  $schema: INVOICE,
  code: "INV-1",
  issue_date,
  currency: "CAD",
  supplier: { name: "Provide One Inc.", tax_id: { country: "CA", code: "123456789" } },
  customer: { name: "Sample Consumer" },
  lines: [{ quantity: "1", item: { name: "Development services", price: "100.00" }, taxes }],
});

describe("CA tax identities", () => {
  it.each([
    ["123.456.789", "123456789"],
    ["CA 123 456 789 RT0001", "123456789RT0001"],
  ])("%j is normalised to %j", async (code, expected) => {
    expect((await build({ $schema: IDENTITY, country: "CA", code })).code).toBe(expected);
  });

  it("normalises a Canadian tax ID in a document of any regime", async () => {
    const party = await build({ $schema: PARTY, $regime: "US", name: "Client", tax_id: { country: "CA", code: "ca-987.654.321" } });
    expect(party.tax_id.code).toBe("987654321");
  });

  it("drops a code that normalises to nothing", async () => {
    expect((await build({ $schema: IDENTITY, country: "CA", code: "C.A." })).code).toBeUndefined();
  });

  it("checks nothing beyond the generic rules, as GOBL", async () => {
    for (const code of ["1", "000000000", "ABC"]) {
      await expect(engine.validate({ $schema: IDENTITY, country: "CA", code })).resolves.toEqual({ ok: true });
    }
  });
});

describe("CA invoices", () => {
  it("charge GST at 5% since 2022", async () => {
    const built = await build(invoice([{ cat: "GST", rate: "general" }]));
    expect(built.$regime).toBe("CA");
    expect(built.lines[0].taxes[0]).toEqual({ cat: "GST", rate: "general", percent: "5%" });
    expect(built.totals.tax).toBe("5.00");
  });

  it("have no general GST value before 2022", async () => {
    await expect(build(invoice([{ cat: "GST", rate: "general" }], "2021-12-31"))).rejects.toBeInstanceOf(BizdocError);
  });

  it("zero-rate whatever the date", async () => {
    const built = await build(invoice([{ cat: "GST", rate: "zero" }], "2010-01-01"));
    expect(built.lines[0].taxes[0].percent).toBe("0.0%");
    expect(built.totals.tax).toBe("0.00");
  });

  it("take HST and PST as explicit percentages", async () => {
    const built = await build(invoice([{ cat: "HST", percent: "13%" }]));
    expect(built.totals.tax).toBe("13.00");
    const both = await build(invoice([{ cat: "GST", rate: "general" }, { cat: "PST", percent: "7%" }]));
    expect(both.totals.taxes.categories.map((c: Obj) => [c.code, c.amount])).toEqual([
      ["GST", "5.00"],
      ["PST", "7.00"],
    ]);
  });

  it("refuse a category the regime does not define", async () => {
    await expect(build(invoice([{ cat: "VAT", percent: "10%" }]))).rejects.toBeInstanceOf(BizdocError);
  });

  it("are corrected with credit or debit notes", async () => {
    const inv = await build(invoice([{ cat: "GST", rate: "general" }]));
    expect(((await engine.correct(inv, { type: "credit-note" })) as Obj).type).toBe("credit-note");
    expect(((await engine.correct(inv, { type: "debit-note" })) as Obj).type).toBe("debit-note");
    await expect(engine.correct(inv, { type: "corrective" })).rejects.toBeInstanceOf(BizdocError);
  });
});
