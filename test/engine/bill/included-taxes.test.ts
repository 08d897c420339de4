/**
 * Prices including tax restated as net before an XML format writes them
 * (GOBL's RemoveIncludedTaxes), seen through engine.toXML with a format that
 * writes the envelope's document as JSON. Expected figures are GOBL's own
 * tests' (bill/invoice_test.go, TestRemoveIncludedTax and ...Tax2).
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

const engine = createEngine({ formats: [documentAsText] });
type Obj = Record<string, any>;

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

async function restated(doc: Obj): Promise<{ original: Obj; net: Obj }> {
  const original = ((await engine.build({ $schema: "https://gobl.org/draft-0/envelope", doc: structuredClone(doc) })) as Obj).doc;
  const net = JSON.parse((await engine.toXML(structuredClone(doc), { format: "doc" })).xml);
  return { original, net };
}

describe("prices including tax, restated as net for a format", () => {
  it("takes the tax out of prices at two more decimals; line discounts follow; the totals stay", async () => {
    const { original, net } = await restated(
      base([{ quantity: "1", item: { name: "Test Item", price: "1000.00" }, taxes: [{ cat: "VAT", percent: "21%" }], discounts: [{ reason: "Testing", percent: "10%" }] }]),
    );
    expect(original.lines[0].item.price).toBe("1000.00");
    expect(net.tax?.prices_include).toBeUndefined();
    expect(net.lines[0].item.price).toBe("826.4463");
    expect(net.lines[0].sum).toBe("826.4463");
    expect(net.lines[0].discounts[0].amount).toBe("82.6446");
    expect(net.lines[0].total).toBe("743.8017");
    expect(net.totals.sum).toBe("743.80");
    for (const field of ["total", "tax", "payable"]) expect(net.totals[field], field).toBe(original.totals[field]);
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
    expect(net.lines[0].total).toBe("40.7547");
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
