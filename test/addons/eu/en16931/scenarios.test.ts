/**
 * The UNTDID 1001 document type the addon's scenarios set in `tax.ext`
 * after calculation (GOBL's TestScenarios, plus the other scenarios).
 */
import { describe, expect, it } from "vitest";
import { ADDON, built, engine, germanInvoice } from "./support.ts";

describe("EN 16931 document types", () => {
  it("the addon's definition lists its scenarios", () => {
    const scenarios = engine.addon(ADDON)?.scenarios ?? [];
    expect(scenarios.length).toBeGreaterThan(0);
    expect(scenarios[0].schema).toBe("bill/invoice");
  });

  it.each([
    ["standard", [], "380"],
    ["credit-note", [], "381"],
    ["debit-note", [], "383"],
    ["corrective", [], "384"],
    ["proforma", [], "325"],
    ["standard", ["partial"], "326"],
    ["standard", ["self-billed"], "389"],
    ["credit-note", ["self-billed"], "261"],
    ["standard", ["prepayment"], "386"],
    ["standard", ["factoring"], "393"],
    ["credit-note", ["factoring"], "396"],
  ])("%s %j → %s", async (type, tags, code) => {
    const inv = germanInvoice();
    inv.type = type;
    if (tags.length > 0) inv.$tags = tags;
    const out = await built(inv);
    expect(out.tax.ext).toEqual({ "untdid-document-type": code });
  });

  it("a document type given is replaced by the scenario's", async () => {
    const inv = germanInvoice();
    inv.tax = { ext: { "untdid-document-type": "999" } };
    const out = await built(inv);
    expect(out.tax.ext).toEqual({ "untdid-document-type": "380" });
  });

  it("other extensions in tax are kept", async () => {
    const inv = germanInvoice();
    inv.tax = { prices_include: "VAT", ext: { "untdid-document-type": "380" } };
    const out = await built(inv);
    expect(out.tax).toEqual({ prices_include: "VAT", ext: { "untdid-document-type": "380" } });
  });
});
