/**
 * A VAT number of any EU member state is written with schemeID "VA" (EN
 * 16931's code for VAT, which BR-S-02, BR-AE-02 and the like look for), not
 * only those of the countries a regime covers.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { EXAMPLES } from "../../../examples/index.ts";

const engine = createEngine();

describe("CII tax registration scheme", () => {
  it("is VA for a Luxembourg customer's VAT number (no regime of ours covers LU), and the invoice keeps BR-AE-02-style rules satisfied", async () => {
    const invoice = structuredClone(EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document as Record<string, any>);
    invoice.customer.tax_id = { country: "LU", code: "15027442" };
    const { xml } = await engine.toXML(invoice, { format: "cii", profile: "en16931" });
    expect(xml).toMatch(/<ram:ID schemeID="VA">LU15027442<\/ram:ID>/);
    const checked = await engine.validateXML(xml, { rules: "en16931" });
    expect(checked.faults.filter((f) => f.flag === "fatal")).toEqual([]);
  });

  it("stays without VA for a country outside the EU whose tax is no VAT", async () => {
    const invoice = structuredClone(EXAMPLES.find((e) => e.id === "de-xrechnung-v3")!.document as Record<string, any>);
    invoice.customer.tax_id = { country: "US", code: "123456789" };
    const { xml } = await engine.toXML(invoice, { format: "cii", profile: "en16931" });
    expect(xml).not.toMatch(/schemeID="VA">US/);
  });
});
