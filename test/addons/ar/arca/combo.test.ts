/**
 * ARCA on tax combos: the VAT rate codes the normaliser sets (GOBL's
 * TestNormalizeTaxCombo) and the combo rule (TestValidateTaxCombo). GOBL's
 * tests call the normaliser and the rule set directly, and so do these; the
 * last block goes through the engine, on invoices.
 */
import { describe, expect, it } from "vitest";
import { VAT_RATE, buildArcaFaults, built, comboFaults, normalizeCombo, testInvoiceWithGoods, type Obj } from "./support.ts";

const rateOf = (c: Obj): string => c.ext?.[VAT_RATE] ?? "";

describe("ARCA combo normalisation (TestNormalizeTaxCombo)", () => {
  it("nil tax combo does not panic", () => {
    expect(() => normalizeCombo(undefined)).not.toThrow();
  });

  it("zero rate key sets VAT rate 3", () => {
    expect(rateOf(normalizeCombo({ cat: "VAT", key: "zero" }))).toBe("3");
  });

  it.each([
    ["reduced rate sets VAT rate 4", "reduced", "4"],
    ["general rate sets VAT rate 5", "general", "5"],
    ["increased rate sets VAT rate 6", "increased", "6"],
    ["other rate does not set VAT rate", "special", ""],
  ])("%s", (_name, rate, code) => {
    expect(rateOf(normalizeCombo({ cat: "VAT", rate }))).toBe(code);
  });

  it("existing extensions are preserved", () => {
    const c = normalizeCombo({ cat: "VAT", rate: "general", ext: { "custom-key": "custom-value" } });
    expect(rateOf(c)).toBe("5");
    expect(c.ext["custom-key"]).toBe("custom-value");
  });
});

describe("ARCA combo rule (TestValidateTaxCombo)", () => {
  it("valid VAT combo with rate extension", () => {
    expect(comboFaults({ cat: "VAT", ext: { [VAT_RATE]: "5" } })).toEqual([]);
  });

  it("VAT combo missing rate extension", () => {
    expect(comboFaults({ cat: "VAT" })).toEqual([{ code: "GOBL-AR-ARCA-TAX-COMBO-01", properties: ["$.ext"] }]);
  });

  it("non-VAT combo does not require rate extension", () => {
    expect(comboFaults({ cat: "OTHER" })).toEqual([]);
  });
});

describe("ARCA combos on invoices", () => {
  it.each([
    ["standard", "5"],
    ["reduced", "4"],
    ["increased", "6"],
  ])("a line at the %s rate gets code %s", async (rate, code) => {
    const inv = testInvoiceWithGoods();
    inv.lines[0].taxes = [{ cat: "VAT", rate }];
    const out = await built(inv);
    expect(rateOf(out.lines[0].taxes[0])).toBe(code);
  });

  it("a zero-rated line gets code 3", async () => {
    const inv = testInvoiceWithGoods();
    inv.lines[0].taxes = [{ cat: "VAT", key: "zero" }];
    const out = await built(inv);
    expect(rateOf(out.lines[0].taxes[0])).toBe("3");
  });

  it("an exempt VAT line has no rate code and must state one", async () => {
    const inv = testInvoiceWithGoods();
    inv.lines[0].taxes = [{ cat: "VAT", key: "exempt" }];
    expect(await buildArcaFaults(inv)).toEqual([{ code: "GOBL-AR-ARCA-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });
});
