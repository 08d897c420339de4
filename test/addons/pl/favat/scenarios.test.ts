/**
 * FA(3) invoice types from the scenarios (GOBL's scenarios_test.go): the
 * KSeF invoice type (`RodzajFaktury`) each document type and tag gives, the
 * addon's `settlement` tag and the number of invoice scenarios, each GOBL
 * case carried over.
 */
import { describe, expect, it } from "vitest";
import { buildFaults, built, engine, EXT, scenarioInvoice, ADDON } from "./support.ts";

describe("FA(3) invoice types (TestInvoiceScenarios)", () => {
  it.each([
    ["regular invoice", "standard", [], "VAT"],
    ["prepayment invoice", "standard", ["partial"], "ZAL"],
    ["settlement invoice", "standard", ["settlement"], "ROZ"],
    ["simplified invoice", "standard", ["simplified"], "UPR"],
    ["credit note", "credit-note", [], "KOR"],
    ["prepayment credit note", "credit-note", ["partial"], "KOR_ZAL"],
    ["settlement credit note", "credit-note", ["settlement"], "KOR_ROZ"],
  ])("%s", async (_name, type, tags, expected) => {
    const inv = scenarioInvoice(type as string);
    if ((tags as string[]).length > 0) inv.$tags = tags;
    expect(await buildFaults(inv)).toEqual([]);
    const out = await built(inv);
    expect(out.tax.ext[EXT.invoiceType]).toBe(expected);
  });
});

describe("FA(3) settlement tag (TestSettlementTag)", () => {
  it("settlement tag is available", async () => {
    const inv = { ...scenarioInvoice("standard"), $tags: ["settlement"] };
    expect(await buildFaults(inv)).toEqual([]);
    const out = await built(inv);
    expect(out.$tags).toContain("settlement");
    expect(out.tax.ext[EXT.invoiceType]).toBe("ROZ");
  });
});

describe("FA(3) scenarios (TestScenariosSummary)", () => {
  it("addon has scenarios configured", () => {
    const def = engine.addon(ADDON);
    expect(def).toBeDefined();
    const sets = def!.scenarios ?? [];
    expect(sets.length).toBeGreaterThan(0);
    const invoiceSet = sets.find((s) => s.schema === "bill/invoice");
    expect(invoiceSet).toBeDefined();
    expect(invoiceSet!.list).toHaveLength(7);
  });
});
