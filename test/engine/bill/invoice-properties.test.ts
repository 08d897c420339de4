import BigNumber from "bignumber.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENVELOPE_ID, createEngine } from "../../../index.ts";

const engine = createEngine();

// An independent oracle: plain decimal arithmetic with bignumber.js, rounding
// half away from zero as GOBL does.
const Big = BigNumber.clone({ ROUNDING_MODE: BigNumber.ROUND_HALF_UP });
const cents = (v: BigNumber.Value) => new Big(v).decimalPlaces(2, BigNumber.ROUND_HALF_UP);

const price = fc.integer({ min: 1, max: 500_000 }).map((c) => new Big(c).dividedBy(100).toFixed(2));
const quantity = fc.oneof(fc.integer({ min: 1, max: 40 }).map(String), fc.integer({ min: 1, max: 9999 }).map((q) => new Big(q).dividedBy(1000).toFixed(3)));
const percent = fc.constantFrom("5%", "10%", "12.5%", "33%");
const vatRate = fc.constantFrom("general", "reduced", "super-reduced", "zero", "exempt");

const line = fc.record({
  quantity,
  price,
  rate: vatRate,
  discount: fc.option(percent, { nil: undefined }),
  retained: fc.boolean(),
});

const invoiceArb = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 6 }),
  discount: fc.option(percent, { nil: undefined }),
  charge: fc.option(price, { nil: undefined }),
  rounding: fc.constantFrom("precise", "currency"),
});

type Arb = typeof invoiceArb extends fc.Arbitrary<infer T> ? T : never;

function toInvoice(spec: Arb): Record<string, unknown> {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    uuid: "0190a63b-7f85-7429-a635-b269f6eb5295",
    code: "P-1",
    ...(spec.rounding === "currency" ? { tax: { rounding: "currency" } } : {}),
    issue_date: "2024-06-01",
    supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Sample Consumer", tax_id: { country: "ES", code: "54387763P" } },
    lines: spec.lines.map((l) => ({
      quantity: l.quantity,
      item: { name: "Item", price: l.price },
      ...(l.discount ? { discounts: [{ percent: l.discount, reason: "promo" }] } : {}),
      taxes: [{ cat: "VAT", rate: l.rate }, ...(l.retained ? [{ cat: "IRPF", percent: "15.0%" }] : [])],
    })),
    ...(spec.discount ? { discounts: [{ percent: spec.discount, reason: "loyalty", taxes: [{ cat: "VAT", rate: "general" }] }] } : {}),
    ...(spec.charge ? { charges: [{ amount: spec.charge, reason: "shipping", taxes: [{ cat: "VAT", rate: "general" }] }] } : {}),
  };
}

describe("invoice calculation properties", () => {
  it("sum is the sum of the line totals after discounts; total = sum − discount + charge", async () => {
    await fc.assert(
      fc.asyncProperty(invoiceArb, async (spec) => {
        const inv = (await engine.build(toInvoice(spec))) as any;
        // Line figures are worked at the currency's decimals + 2 under the precise
        // rule (and rounded once at the end), at the currency's decimals under the currency rule.
        const step = (v: BigNumber) => new Big(v).decimalPlaces(spec.rounding === "currency" ? 2 : 4, BigNumber.ROUND_HALF_UP);
        const rate = (p: string) => new Big(p.replace("%", "")).dividedBy(100);
        let sum = new Big(0);
        for (const l of spec.lines) {
          const lineSum = step(new Big(l.price).times(l.quantity));
          const discount = l.discount ? step(lineSum.times(rate(l.discount))) : new Big(0);
          sum = sum.plus(lineSum.minus(discount));
        }
        expect(inv.totals.sum).toBe(cents(sum).toFixed(2));
        const discount = spec.discount ? cents(step(sum.times(rate(spec.discount)))) : new Big(0);
        if (spec.discount) expect(inv.totals.discount).toBe(discount.toFixed(2));
        const charge = new Big(inv.totals.charge ?? 0);
        const tolerance = spec.rounding === "currency" ? "0" : "0.01";
        expect(new Big(inv.totals.total).minus(new Big(inv.totals.sum).minus(discount).plus(charge)).abs().lte(tolerance)).toBe(true);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
    );
  });

  // Under the currency rule every figure is rounded before it is added, so the
  // identities hold to the cent; the precise rule rounds each total on its
  // own from unrounded values, so they may differ by one cent (as in GOBL).
  it("total_with_tax = total + tax and payable = total_with_tax − retained_tax", async () => {
    await fc.assert(
      fc.asyncProperty(invoiceArb, async (spec) => {
        const t = ((await engine.build(toInvoice(spec))) as any).totals;
        const tolerance = spec.rounding === "currency" ? "0" : "0.01";
        expect(new Big(t.total_with_tax).minus(new Big(t.total).plus(t.tax)).abs().lte(tolerance)).toBe(true);
        expect(new Big(t.payable).minus(new Big(t.total_with_tax).minus(t.retained_tax ?? 0)).abs().lte(tolerance)).toBe(true);
        const withRetention = spec.lines.some((l) => l.retained);
        expect(t.retained_tax !== undefined).toBe(withRetention);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 150) },
    );
  });

  it("building the output again changes nothing, digest included", async () => {
    await fc.assert(
      fc.asyncProperty(invoiceArb, async (spec) => {
        const first = (await engine.build({ $schema: ENVELOPE_ID, head: { uuid: "8a51fd30-2a27-11ee-be56-0242ac120002" }, doc: toInvoice(spec) })) as any;
        const again = (await engine.build(JSON.parse(JSON.stringify(first)))) as any;
        expect(again).toEqual(first);
        expect(again.head.dig).toEqual(first.head.dig);
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 100) },
    );
  });
});
