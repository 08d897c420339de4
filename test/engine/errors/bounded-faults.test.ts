/**
 * Faults are gathered in time linear in the number of bad items, and an
 * error lists at most MAX_LISTED_FAULTS places with a last fault counting
 * the rest. Linearity is checked by counting work (test/support/work-meter.ts),
 * never by timing.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, MAX_LISTED_FAULTS, MORE_FAULTS_CODE, createEngine, isBizdocError, type Fault } from "../../../index.ts";
import { growth } from "../../support/work-meter.ts";

const engine = createEngine();

const invoice = (lines: unknown[]) => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $regime: "ES",
  code: "1",
  issue_date: "2025-01-01",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Cliente S.A.", tax_id: { country: "ES", code: "A28017895" } },
  lines,
});
const line = { quantity: "1", item: { name: "Servicio", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] };

/** Documents of n bad items, each bad in one way: every stage that reports faults gets its turn. */
const badItems: Record<string, (n: number) => unknown> = {
  "addresses in no country (input checks: a closed list)": (n) => ({
    $schema: "https://gobl.org/draft-0/org/party",
    name: "Provide One S.L.",
    addresses: Array.from({ length: n }, () => ({ locality: "Madrid", country: "ZZ" })),
  }),
  "quantities of the wrong type (shaping)": (n) => invoice(Array.from({ length: n }, () => ({ ...line, quantity: true }))),
  "quantities that are not numbers (reading numbers)": (n) => invoice(Array.from({ length: n }, () => ({ ...line, quantity: "many" }))),
  "periods with dates that are not dates (formats)": (n) => invoice(Array.from({ length: n }, () => ({ ...line, period: { start: "soon", end: "later" } }))),
  "items without a price (rules)": (n) => invoice(Array.from({ length: n }, () => ({ ...line, item: { name: "Servicio" } }))),
};

async function faultsOf(operation: Promise<unknown>): Promise<Fault[]> {
  try {
    await operation;
  } catch (error) {
    if (!isBizdocError(error)) throw error;
    return error.faults;
  }
  throw new Error("not refused");
}

describe("gathering faults is linear in the number of bad items", () => {
  for (const [name, make] of Object.entries(badItems)) {
    it(`${name}: four times the items, about four times the work`, async () => {
      for (const operation of ["build", "validate"] as const) {
        // 250 → 1,000 items: quadratic gathering shows as a ratio near 16.
        const ratio = await growth(async (n) => void (await faultsOf(engine[operation](make(n)))), 250);
        expect(ratio, operation).toBeGreaterThan(3);
        expect(ratio, operation).toBeLessThan(4.6);
      }
    });
  }
});

describe("an error lists at most MAX_LISTED_FAULTS places, then says how many more there were", () => {
  it("cuts thousands of faults of one kind, each with its own path, and counts the rest", async () => {
    const faults = await faultsOf(engine.validate(badItems["addresses in no country (input checks: a closed list)"]!(3_500)));
    expect(faults).toHaveLength(MAX_LISTED_FAULTS + 1);
    expect(faults[0]).toMatchObject({ code: "BIZDOC-SCHEMA-VALUE", properties: ["$.addresses[0].country"] });
    expect(faults[MAX_LISTED_FAULTS - 1]!.properties).toEqual([`$.addresses[${MAX_LISTED_FAULTS - 1}].country`]);
    expect(faults[MAX_LISTED_FAULTS]).toEqual({
      code: MORE_FAULTS_CODE,
      properties: ["$"],
      description: "2,500 more places have faults, not listed: an answer lists the first 1,000; correct these and check again",
    });
  });

  it("cuts the paths of one merged fault too, keeping the other faults within the bound", async () => {
    const faults = await faultsOf(engine.validate(badItems["items without a price (rules)"]!(1_200)));
    const listedPlaces = faults.filter((f) => f.code !== MORE_FAULTS_CODE).reduce((sum, f) => sum + f.properties.length, 0);
    expect(listedPlaces).toBe(MAX_LISTED_FAULTS);
    const priceFault = faults.find((f) => f.properties[0] === "$.lines[0].item.price")!;
    expect(priceFault.properties.length).toBeLessThanOrEqual(MAX_LISTED_FAULTS);
    const more = faults.at(-1)!;
    expect(more.code).toBe(MORE_FAULTS_CODE);
    const counted = Number(/^([\d,]+) more/.exec(more.description)![1]!.replace(/,/g, ""));
    expect(counted).toBeGreaterThanOrEqual(200);
  });

  it("keeps a list at the bound whole, and counts one place over it", () => {
    const fault = (i: number): Fault => ({ code: "X-01", properties: [`$.a[${i}]`], description: "bad" });
    const atBound = Array.from({ length: MAX_LISTED_FAULTS }, (_, i) => fault(i));
    expect(new BizdocError("validation", "m", atBound).faults).toEqual(atBound);
    const over = new BizdocError("validation", "m", [...atBound, fault(MAX_LISTED_FAULTS)]).faults;
    expect(over.slice(0, MAX_LISTED_FAULTS)).toEqual(atBound);
    expect(over[MAX_LISTED_FAULTS]).toMatchObject({ code: MORE_FAULTS_CODE, description: expect.stringMatching(/^1 more place has a fault, not listed/) });
    // One fault with many paths counts each path.
    const merged = new BizdocError("validation", "m", [{ code: "X-02", properties: Array.from({ length: 1_500 }, (_, i) => `$.b[${i}]`), description: "bad" }]).faults;
    expect(merged[0]!.properties).toHaveLength(MAX_LISTED_FAULTS);
    expect(merged[1]!.description).toMatch(/^500 more places/);
  });
});
