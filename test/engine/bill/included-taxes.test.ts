/**
 * Prices including tax restated as net before an XML format writes them
 * (GOBL's RemoveIncludedTaxes), seen through engine.toXML with a format that
 * writes the envelope's document as JSON. Net prices are GOBL's own tests'
 * (bill/invoice_test.go, TestRemoveIncludedTax and ...Tax2). A format keeps the
 * invoice's rounding rule by default, as GOBL does (its test's line totals and
 * sums); one that asks for `netPriceRounding: "currency"` (UBL, CII) has each
 * line and rate rounded to the currency, so that what it writes meets EN 16931
 * (line net amounts at two decimals, BR-DEC-23; totals the sums of what is
 * written, BR-CO-10, BR-CO-14).
 */
import { describe, expect, it } from "vitest";
import { createEngine, type FormatPlugin } from "../../../index.ts";

/** Writes the document it is given, so the test sees what a format would. */
const documentAsText: FormatPlugin = {
  key: "doc",
  name: "The document as JSON text",
  profiles: [{ key: "plain", name: "Plain", addons: [] }],
  recognizes: () => false,
  toXML: (envelope) => JSON.stringify(envelope.doc),
  fromXML: () => {
    throw new Error("not read");
  },
};

/** The same, for a format whose rules check totals as sums of line amounts at the currency's decimals. */
const currencyLines: FormatPlugin = { ...documentAsText, key: "doc-currency", netPriceRounding: "currency" };

/** The same, for a format that states prices including a tax as they are (FA(3)'s gross prices). */
const grossAsIs: FormatPlugin = { ...documentAsText, key: "doc-gross", statesIncludedTaxes: true };

const engine = createEngine({ formats: [documentAsText, currencyLines, grossAsIs] });
type Obj = Record<string, any>;

/** The sum of amounts of two decimals, in cents (integers), so no float rounding enters it. */
function sum(amounts: string[]): string {
  const cents = amounts.reduce((total, amount) => total + BigInt(amount.replace(".", "")), 0n);
  const text = cents.toString().padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

const base = (lines: Obj[]): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  series: "TEST",
  code: "00123",
  issue_date: "2022-06-13",
  tax: { prices_include: "VAT" },
  supplier: { name: "Test Supplier", tax_id: { country: "ES", code: "B98602642" } },
  customer: { name: "Test Customer", tax_id: { country: "ES", code: "54387763P" } },
  lines,
});

/** GOBL's TestRemoveIncludedTax invoice: 1000.00 including 21% VAT, 10% off. */
const goblsTestInvoice = () =>
  base([{ quantity: "1", item: { name: "Test Item", price: "1000.00" }, taxes: [{ cat: "VAT", percent: "21%" }], discounts: [{ reason: "Testing", percent: "10%" }] }]);

async function restated(doc: Obj, format = "doc-currency"): Promise<{ original: Obj; net: Obj }> {
  const original = ((await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: structuredClone(doc) })) as Obj).doc;
  const net = JSON.parse((await engine.toXML(structuredClone(doc), { format })).xml);
  return { original, net };
}

describe("prices including tax, restated as net under the invoice's rounding rule (the default, GOBL's)", () => {
  it("gives GOBL's TestRemoveIncludedTax figures: four-decimal line amounts, the sum rounded, the totals with tax unchanged", async () => {
    const { original, net } = await restated(goblsTestInvoice(), "doc");
    expect(net.tax?.prices_include).toBeUndefined();
    expect(net.tax?.rounding).toBeUndefined();
    expect([net.lines[0].item.price, net.lines[0].sum, net.lines[0].discounts[0].amount, net.lines[0].total]).toEqual(["826.4463", "826.4463", "82.6446", "743.8017"]);
    expect(net.totals.sum).toBe("743.80");
    expect([net.totals.total, net.totals.tax, net.totals.payable]).toEqual([original.totals.total, original.totals.tax, original.totals.payable]);
    expect(net.totals.rounding).toBeUndefined();
  });
});

describe("prices including tax, for a format that states them as they are", () => {
  it("gets the invoice as built: prices still including VAT, nothing restated", async () => {
    const { original, net: asWritten } = await restated(goblsTestInvoice(), "doc-gross");
    expect(asWritten.tax.prices_include).toBe("VAT");
    expect(asWritten.lines[0].item.price).toBe("1000.00");
    expect(asWritten.totals).toEqual(original.totals);
  });
});

describe("prices including tax, restated as net for a format that rounds lines to the currency", () => {
  it("takes the tax out of prices at two more decimals; line amounts at the currency's; the totals stay", async () => {
    const { original, net } = await restated(goblsTestInvoice());
    expect(original.lines[0].item.price).toBe("1000.00");
    expect(net.tax?.prices_include).toBeUndefined();
    expect(net.tax.rounding).toBe("currency");
    expect(net.lines[0].item.price).toBe("826.4463");
    // GOBL keeps 826.4463, 82.6446 and 743.8017 here: a line net amount of four decimals, which BR-DEC-23 refuses.
    expect(net.lines[0].sum).toBe("826.45");
    expect(net.lines[0].discounts[0].amount).toBe("82.65");
    expect(net.lines[0].total).toBe("743.80");
    expect(net.totals.sum).toBe("743.80");
    for (const field of ["total", "tax", "payable"]) expect(net.totals[field], field).toBe(original.totals[field]);
  });

  it("states totals that are the sums of the amounts written, keeping the total with tax (BR-CO-10, BR-CO-14)", async () => {
    // GOBL's Belgian Peppol example: under the precise rule the rates' rounded amounts (281.16 + 0.57) exceed the
    // tax total rounded once (281.72), and the lines (1338.8436 + 9.4340) carry four decimals.
    const { original, net } = await restated(
      base([
        { quantity: "20", item: { name: "Development services", price: "90.00" }, taxes: [{ cat: "VAT", percent: "21%" }], discounts: [{ reason: "Special", percent: "10%" }] },
        { quantity: "1", item: { name: "Promotional cookies", price: "10.00" }, taxes: [{ cat: "VAT", percent: "6%" }] },
      ]),
    );
    expect(original.totals.tax).toBe("281.72");
    expect(net.lines.map((l: Obj) => [l.item.price, l.total])).toEqual([
      ["74.3802", "1338.84"],
      ["9.4340", "9.43"],
    ]);
    const rates = net.totals.taxes.categories[0].rates as Obj[];
    expect(rates.map((r) => [r.base, r.amount])).toEqual([
      ["1338.84", "281.16"],
      ["9.43", "0.57"],
    ]);
    expect(net.totals.sum).toBe(sum(net.lines.map((l: Obj) => l.total)));
    expect(net.totals.tax).toBe(sum(rates.map((r) => r.amount)));
    expect(net.totals.tax).toBe("281.73");
    expect(net.totals.rounding).toBeUndefined();
    for (const field of ["total_with_tax", "payable"]) expect(net.totals[field], field).toBe(original.totals[field]);
  });

  it("leaves lines without that tax as they are, and keeps a lost cent as rounding so the total with tax stays", async () => {
    const { original, net } = await restated(
      base([
        { quantity: "1", item: { name: "Item", price: "43.20" }, taxes: [{ cat: "VAT", percent: "6%" }] },
        { quantity: "1", item: { name: "Item 2", price: "2.59" } },
        { quantity: "1", item: { name: "Item 3", price: "3.00" } },
      ]),
    );
    expect(net.lines[0].item.price).toBe("40.7547");
    expect(net.lines[0].total).toBe("40.75");
    expect(net.lines[1].item.price).toBe("2.59");
    expect(net.totals.sum).toBe("46.34");
    for (const field of ["total", "tax", "payable", "total_with_tax"]) expect(net.totals[field], field).toBe(original.totals[field]);
  });

  it("hands an invoice without included taxes to the format as built", async () => {
    const doc = { ...base([{ quantity: "2", item: { name: "Item", price: "10.00" }, taxes: [{ cat: "VAT", rate: "general" }] }]), tax: undefined };
    const { original, net } = await restated({ ...JSON.parse(JSON.stringify(doc)), uuid: "0190b3c4-8a27-7c11-9f2e-4b5d6e7f8a91" });
    expect(net).toEqual(original);
  });
});
