/**
 * FA(3) on tax combos (GOBL's tax_test.go): the tax category each key and
 * rate give, the foreign-country override and the category rule, each GOBL
 * case carried over; then the same on whole invoices.
 */
import { describe, expect, it } from "vitest";
import { addonFaults, buildFaults, built, comboFaults, EXT, normalizeCombo, standardInvoice } from "./support.ts";

describe("FA(3) combo tax category (TestNormalizeTaxCombo)", () => {
  it.each([
    ["standard rate general", "standard", "general", "1"],
    ["standard rate reduced", "standard", "reduced", "2"],
    ["standard rate super reduced", "standard", "super-reduced", "3"],
    ["zero rate", "zero", undefined, "6.1"],
    ["intra community", "intra-community", undefined, "6.2"],
    ["export", "export", undefined, "6.3"],
    ["exempt", "exempt", undefined, "7"],
    ["outside scope", "outside-scope", undefined, "8"],
    ["reverse charge", "reverse-charge", undefined, "9"],
  ])("%s", (_name, key, rate, expected) => {
    const combo = normalizeCombo({ cat: "VAT", key, ...(rate ? { rate } : {}), percent: "23%" });
    expect(combo.ext?.[EXT.taxCategory]).toBe(expected);
  });
});

describe("FA(3) combo taxed abroad (TestNormalizeTaxComboForeignCountry)", () => {
  it("foreign country sets outside scope", () => {
    const combo = normalizeCombo({ cat: "VAT", country: "DE", key: "standard", rate: "general", percent: "19%" });
    expect(combo.ext?.[EXT.taxCategory]).toBe("8");
  });

  it("polish country normalizes normally", () => {
    const combo = normalizeCombo({ cat: "VAT", country: "PL", key: "standard", rate: "general", percent: "23%" });
    expect(combo.ext?.[EXT.taxCategory]).toBe("1");
  });

  it("no country normalizes normally", () => {
    const combo = normalizeCombo({ cat: "VAT", key: "exempt", percent: "0%" });
    expect(combo.ext?.[EXT.taxCategory]).toBe("7");
  });
});

describe("FA(3) combo rule (TestValidateTaxCombo)", () => {
  it("valid tax combo with category", () => {
    const combo = normalizeCombo({ cat: "VAT", key: "standard", rate: "general", percent: "23%" });
    expect(comboFaults(combo)).toEqual([]);
  });

  it("invalid tax combo without category", () => {
    expect(comboFaults({ cat: "VAT", key: "unknown-key", rate: "general", percent: "23%" })).toEqual([
      { code: "GOBL-PL-FAVAT-TAX-COMBO-01", properties: ["$.ext"] },
    ]);
  });
});

// Beyond GOBL's tests: the same through whole invoices.
describe("FA(3) combos on invoice lines", () => {
  const withTaxes = (...taxes: object[]) => {
    const inv = standardInvoice();
    inv.lines[0].taxes = taxes;
    return inv;
  };

  it("a category the user gives is replaced by the key's", async () => {
    const out = await built(withTaxes({ cat: "VAT", key: "standard", rate: "reduced", ext: { [EXT.taxCategory]: "5" } }));
    expect(out.lines[0].taxes[0].ext).toEqual({ [EXT.taxCategory]: "2" });
    expect(out.totals.taxes.categories[0].rates[0].ext).toEqual({ [EXT.taxCategory]: "2" });
  });

  it("a reverse charge given the domestic category 10 keeps it (FA(3) P_12 \"oo\"); GOBL replaces it with 9", async () => {
    const out = await built(withTaxes({ cat: "VAT", key: "reverse-charge", ext: { [EXT.taxCategory]: "10" } }));
    expect(out.lines[0].taxes[0].ext).toEqual({ [EXT.taxCategory]: "10" });
    // Any other category on a reverse charge is still the key's 9, as in GOBL.
    const eu = await built(withTaxes({ cat: "VAT", key: "reverse-charge", ext: { [EXT.taxCategory]: "4" } }));
    expect(eu.lines[0].taxes[0].ext).toEqual({ [EXT.taxCategory]: "9" });
  });

  it("a category the key does not decide is kept", async () => {
    const out = await built(withTaxes({ cat: "VAT", key: "standard", percent: "4%", ext: { [EXT.taxCategory]: "4" } }));
    expect(out.lines[0].taxes[0].ext).toEqual({ [EXT.taxCategory]: "4" });
  });

  it("a combo whose key is only filled by calculation gets no category", async () => {
    // The category is read at normalisation, before calculation gives the combo its `standard` key.
    expect(addonFaults(await buildFaults(withTaxes({ cat: "VAT", rate: "general" })))).toEqual([
      { code: "GOBL-PL-FAVAT-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] },
    ]);
  });
});
