/**
 * Numbers in documents, end to end (issue 12, the number causes): every
 * amount and percentage is read once, as GOBL's JSON decoding reads it, when
 * the document comes in; malformed ones are refused with their path by
 * build, validate, replicate and correct alike; computed values keep every
 * digit. Expected outputs are GOBL v0.502's (the parity cases' answers).
 */
import { describe, expect, it } from "vitest";
import { parse as parseLossless } from "lossless-json";
import { BizdocError, createEngine, type RegimePlugin } from "../../../index.ts";

const engine = createEngine();
type Obj = Record<string, any>;

const invoice = (line: Obj = {}, extra: Obj = {}): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  uuid: "0190aaaa-bbbb-7ccc-8ddd-eeeeeeeeeeee",
  issue_date: "2024-03-01",
  code: "1",
  supplier: { name: "S", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "C", tax_id: { country: "ES", code: "54387763P" } },
  lines: [{ quantity: "1", item: { name: "x", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }], ...line }],
  ...extra,
});

const build = async (data: Obj): Promise<Obj> => (await engine.build(data)) as Obj;

async function refusal(promise: Promise<unknown>): Promise<BizdocError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, "the input should have been refused").toBeInstanceOf(BizdocError);
  return err as BizdocError;
}

/** The refusal every malformed number gets: 422 validation, one fault naming its path. */
async function expectMalformed(promise: Promise<unknown>, path: string): Promise<void> {
  const err = await refusal(promise);
  expect(err.key).toBe("validation");
  expect(err.status).toBe(422);
  expect(err.faults).toEqual([expect.objectContaining({ code: "BIZDOC-SCHEMA-FORMAT", properties: [path] })]);
}

describe("percentages are printed as GOBL prints them (cause 2, percent-not-canonical)", () => {
  it("in taxes, discounts, charges and advances", async () => {
    const inv = await build(
      invoice(
        { discounts: [{ percent: "021%" }], charges: [{ percent: "0.05" }], taxes: [{ cat: "VAT", percent: "0.21" }] },
        { payment: { advances: [{ description: "Deposit", percent: "0.5" }] } },
      ),
    );
    const line = inv.lines[0];
    expect(line.discounts[0]).toEqual({ percent: "21%", amount: "2.10" });
    expect(line.charges[0]).toEqual({ percent: "5%", amount: "0.50" });
    expect(line.taxes[0].percent).toBe("21%");
    expect(inv.payment.advances[0].percent).toBe("50%");
    expect(inv.totals.taxes.categories[0].rates[0].percent).toBe("21%");
  });

  it("in due dates", async () => {
    const inv = await build(
      invoice({}, { payment: { terms: { key: "due-date", due_dates: [{ date: "2024-04-01", percent: "0.40" }, { date: "2024-05-01", percent: "060%" }] } } }),
    );
    expect(inv.payment.terms.due_dates.map((d: Obj) => [d.percent, d.amount])).toEqual([
      ["40%", "4.84"],
      ["60%", "7.26"],
    ]);
  });

  it("matches GOBL's answer for the parity case", async () => {
    const inv = await build(
      invoice(
        { discounts: [{ percent: "021%" }], taxes: [{ cat: "VAT", percent: "0.21" }] },
        { customer: undefined, payment: { advances: [{ description: "Deposit", percent: "0.5" }] } },
      ),
    );
    expect(inv.lines[0].total).toBe("7.90");
    expect(inv.payment.advances[0]).toEqual({ description: "Deposit", percent: "50%", amount: "4.78" });
    expect(inv.totals.due).toBe("4.78");
  });
});

describe("amounts are printed as GOBL prints them (cause 3, amount-not-canonical)", () => {
  it("quantities and exchange-rate amounts lose leading zeros and keep their decimals", async () => {
    const inv = await build(
      invoice(
        { quantity: "01.50", item: { name: "x", price: "10.00", currency: "USD" } },
        { customer: undefined, exchange_rates: [{ from: "USD", to: "EUR", amount: "00.875" }] },
      ),
    );
    expect(inv.exchange_rates[0].amount).toBe("0.875");
    expect(inv.lines[0].quantity).toBe("1.50");
    expect(inv.lines[0].item.price).toBe("8.75");
    expect(inv.lines[0].sum).toBe("13.13");
    expect(inv.totals.payable).toBe("15.88");
  });

  it("a dangling point, a negative zero and input beyond 18 digits", async () => {
    expect((await build(invoice({ quantity: "1." }))).lines[0].quantity).toBe("1");
    expect((await build(invoice({ quantity: "-0" }))).lines[0].quantity).toBe("0");
    // Decimals beyond 18 significant digits are cut, not rounded.
    expect((await build(invoice({ quantity: "1.99999999999999999999" }))).lines[0].quantity).toBe("1.99999999999999999");
  });

  it("JSON numbers are read through their exact text", async () => {
    const data = parseLossless(JSON.stringify(invoice()).replace('"quantity":"1"', '"quantity":2.50')) as Obj;
    expect((await build(data)).lines[0].quantity).toBe("2.50");
  });
});

describe('a leading "+" is read as GOBL reads it (cause 4, plus-sign-amount)', () => {
  it("in a price and a quantity", async () => {
    const inv = await build(invoice({ quantity: "+2", item: { name: "x", price: "+10.00" } }));
    expect(inv.lines[0].quantity).toBe("2");
    expect(inv.lines[0].item.price).toBe("10.00");
    expect(inv.totals.payable).toBe("24.20");
  });

  it("counted as a digit of the 18-digit budget, as GOBL counts it", async () => {
    await expectMalformed(engine.build(invoice({ quantity: "+123456789012345678" })), "$.lines[0].quantity");
  });
});

describe("computed amounts keep every digit (cause 7, bignum-18-digit-budget)", () => {
  it("rounds what it computed rather than cutting it to 18 digits", async () => {
    const inv = await build(invoice({ quantity: "12345.678", item: { name: "x", price: "123456789012.34" } }, { customer: undefined }));
    expect(inv.lines[0].sum).toBe("1524157764060287.67");
    expect(inv.totals.taxes.categories[0].rates[0]).toMatchObject({ base: "1524157764060287.67", amount: "320073130452660.41" });
    expect(inv.totals.total_with_tax).toBe("1844230894512948.08");
  });

  it("computes 19 integer digits where GOBL does, keeping the decimals GOBL drops", async () => {
    const inv = await build(invoice({ quantity: "1000000000", item: { name: "x", price: "1757198749.61" } }));
    // GOBL gives "1757198749610000000" and "369011737418100000.0": its int64 has no room for the cents.
    expect(inv.lines[0].sum).toBe("1757198749610000000.00");
    expect(inv.totals.tax).toBe("369011737418100000.00");
    expect(inv.totals.payable).toBe("2126210487028100000.00");
  });

  it("refuses, naming each field, amounts GOBL's int64 cannot hold (where GOBL gives garbage)", async () => {
    const err = await refusal(engine.build(invoice({ quantity: "10000000000", item: { name: "x", price: "1000000000.00" } })));
    expect(err.key).toBe("calculation");
    expect(err.status).toBe(422);
    expect(err.faults).toHaveLength(1);
    expect(err.faults[0].code).toBe("BIZDOC-NUM-RANGE");
    expect(err.faults[0].properties).toEqual(expect.arrayContaining(["$.lines[0].sum", "$.lines[0].total", "$.totals.sum", "$.totals.payable"]));
  });

  it("the limit is GOBL's int64: up to 9223372036854775807 builds, beyond it is refused", async () => {
    const zeroRated = (quantity: string) => invoice({ quantity, item: { name: "x", price: "10" }, taxes: [{ cat: "VAT", key: "zero" }] });
    expect((await build(zeroRated("922337203685477580"))).totals.payable).toBe("9223372036854775800.00");
    const err = await refusal(engine.build(zeroRated("922337203685477581")));
    expect(err.faults[0].properties).toContain("$.lines[0].sum");
  });
});

describe("malformed numbers are refused with their path (causes 8, 9 and 14)", () => {
  it("a malformed percent next to a rate key (malformed-percent-accepted)", async () => {
    await expectMalformed(engine.build(invoice({ taxes: [{ cat: "IGIC", rate: "reduced", percent: "abc" }] })), "$.lines[0].taxes[0].percent");
  });

  it("a malformed percent without a rate (malformed-percent-500)", async () => {
    await expectMalformed(engine.build(invoice({ taxes: [{ cat: "VAT", percent: "abc" }] })), "$.lines[0].taxes[0].percent");
  });

  it.each([
    ["1x", "quantity"],
    ["1,5", "quantity"],
    ["1e-7", "quantity"],
    ["x", "quantity"],
    ["", "quantity"],
    ["1234567890123456789", "quantity"],
    ["1x", "price"],
    ["", "price"],
    ["1.2.3", "price"],
  ])("%j as a line's %s", async (value, field) => {
    const line = field === "price" ? { item: { name: "x", price: value } } : { quantity: value };
    await expectMalformed(engine.build(invoice(line)), field === "price" ? "$.lines[0].item.price" : "$.lines[0].quantity");
  });

  it("JSON numbers with no plain decimal form", async () => {
    const big = parseLossless(JSON.stringify(invoice()).replace('"quantity":"1"', '"quantity":1e400')) as Obj;
    await expectMalformed(engine.build(big), "$.lines[0].quantity");
    await expectMalformed(engine.build(invoice({ quantity: 1e-7 })), "$.lines[0].quantity");
    await expectMalformed(engine.build(invoice({ quantity: 1e21 })), "$.lines[0].quantity");
  });

  it("percentages in discounts, charges, advances and due dates", async () => {
    await expectMalformed(engine.build(invoice({ discounts: [{ percent: "x" }] })), "$.lines[0].discounts[0].percent");
    await expectMalformed(engine.build(invoice({ charges: [{ percent: "1,5%" }] })), "$.lines[0].charges[0].percent");
    await expectMalformed(engine.build(invoice({}, { discounts: [{ percent: "%" }] })), "$.discounts[0].percent");
    await expectMalformed(engine.build(invoice({}, { payment: { advances: [{ description: "D", percent: "1e2%" }] } })), "$.payment.advances[0].percent");
    await expectMalformed(
      engine.build(invoice({}, { payment: { terms: { due_dates: [{ date: "2024-04-01", percent: "fifty" }] } } })),
      "$.payment.terms.due_dates[0].percent",
    );
  });

  it("in an envelope, under $.doc", async () => {
    await expectMalformed(engine.build({ doc: invoice({ quantity: "1x" }) }), "$.doc.lines[0].quantity");
  });

  it("by validate, replicate and correct as by build", async () => {
    const good = await build(invoice());
    const bad = { ...good, lines: [{ ...good.lines[0], quantity: "1x" }] };
    const badPercent = { ...good, lines: [{ ...good.lines[0], taxes: [{ cat: "VAT", percent: "x" }] }] };
    await expectMalformed(engine.validate(bad), "$.lines[0].quantity");
    await expectMalformed(engine.replicate(bad), "$.lines[0].quantity");
    await expectMalformed(engine.correct(bad, { type: "credit-note" }), "$.lines[0].quantity");
    await expectMalformed(engine.replicate(badPercent), "$.lines[0].taxes[0].percent");
    await expectMalformed(engine.correct(badPercent, { type: "credit-note" }), "$.lines[0].taxes[0].percent");
  });

  it('reads the string "null" as zero, as GOBL does', async () => {
    expect((await build(invoice({ quantity: "null" }))).lines[0].quantity).toBe("0");
  });
});

describe("a calculation that fails on something unforeseen still names a path (cause 14)", () => {
  it("the document's root, as a 422 calculation fault", async () => {
    const faulty: RegimePlugin = {
      definition: { country: "AQ", name: { en: "Antarctica" }, currency: "EUR", time_zone: "UTC", tax_scheme: "VAT" },
      calculators: [
        {
          type: "org.Party",
          calculate() {
            throw new Error("the ice cracked");
          },
        },
      ],
    };
    const err = await refusal(createEngine({ regimes: [faulty] }).build({ $schema: "https://gobl.org/draft-0/org/party", $regime: "AQ", name: "P" }, { envelop: true }));
    expect(err.key).toBe("calculation");
    expect(err.faults).toEqual([{ properties: ["$.doc"], description: "the ice cracked" }]);
  });
});
