/**
 * myDATA on tax combos: GOBL's tax_combo_test.go cases (TestValidateTaxCombo,
 * TestNormalizeTaxCombo), which call the normaliser and the rule set on a
 * lone combo, and so do these; then each combo rule's fault and path
 * through the engine, on an invoice.
 */
import { describe, expect, it } from "vitest";
import { definition } from "../../../../addons/gr/mydata/definition.ts";
import {
  EXEMPTION,
  INCOME_CAT,
  INCOME_TYPE,
  VAT_RATE,
  addonFaults,
  built,
  comboFaults,
  faultsAfter,
  normalizeCombo,
  validInvoice,
  type Obj,
} from "./support.ts";

const codeOf = (c: Obj, key: string): string => c.ext?.[key] ?? "";

describe("myDATA combo validation (TestValidateTaxCombo)", () => {
  it("vat category presence", () => {
    const tc: Obj = { cat: "VAT", key: "standard", rate: "general", percent: "4%" };
    expect(comboFaults(tc)).toEqual([{ code: "GOBL-GR-MYDATA-TAX-COMBO-01", properties: ["$.ext"] }]);
    normalizeCombo(tc);
    expect(comboFaults(tc)).toEqual([]);
  });

  it("exemption presence", () => {
    const tc = normalizeCombo({ cat: "VAT", key: "exempt" });
    expect(comboFaults(tc)).toEqual([]);
  });

  it("nil", async () => {
    // No combo, nothing to check: a line without taxes gives no combo fault.
    const inv = validInvoice();
    delete inv.lines[0].taxes;
    const faults = await faultsAfter(inv, () => {});
    expect(faults.filter((f) => f.code?.startsWith("GOBL-GR-MYDATA-TAX-COMBO"))).toEqual([]);
  });

  it("non-vat category", () => {
    expect(comboFaults({ cat: "FOO", percent: "4%" })).toEqual([]);
  });
});

describe("myDATA combo normalisation (TestNormalizeTaxCombo)", () => {
  it("nil", () => {
    // GOBL normalises a nil combo without effect; the nearest here is a non-VAT combo, left as it is.
    const tc = normalizeCombo({ cat: "IRPF", percent: "15%" });
    expect(tc).toEqual({ cat: "IRPF", percent: "15%" });
  });

  it("standard - general", () => {
    const tc = normalizeCombo({ cat: "VAT", key: "standard", rate: "general", percent: "4%" });
    expect(tc.percent).toBe("4%");
    expect(tc.key).toBe("standard");
    expect(tc.rate).toBe("general");
    expect(codeOf(tc, VAT_RATE)).toBe("1");
  });

  it("standard - reduced", () => {
    const tc = normalizeCombo({ cat: "VAT", key: "standard", rate: "reduced", percent: "4%" });
    expect(tc.percent).toBe("4%");
    expect(tc.key).toBe("standard");
    expect(tc.rate).toBe("reduced");
    expect(codeOf(tc, VAT_RATE)).toBe("2");
  });

  it("standard - with exempt", () => {
    const tc = normalizeCombo({ cat: "VAT", key: "standard", rate: "reduced", percent: "4%", ext: { [EXEMPTION]: "3" } });
    expect(tc.percent).toBe("4%");
    expect(tc.key).toBe("standard");
    expect(tc.rate).toBe("reduced");
    expect(codeOf(tc, VAT_RATE)).toBe("2");
    expect(codeOf(tc, EXEMPTION)).toBe("");
  });

  it("exempt", () => {
    const tc = normalizeCombo({ cat: "VAT", key: "exempt" });
    expect(codeOf(tc, EXEMPTION)).toBe("7");
    expect(tc.key).toBe("exempt");
  });

  it("all exemption codes", () => {
    const def = definition.extensions!.find((e) => e.key === EXEMPTION)!;
    const codes = def.values!.map((v) => v.code ?? "");
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const tc = normalizeCombo({ cat: "VAT", ext: { [EXEMPTION]: code } });
      expect(codeOf(tc, EXEMPTION), code).toBe(code);
      expect(codeOf(tc, VAT_RATE), code).toBe("7");
      let key = "standard";
      if (["1", "2", "3", "4", "24", "29", "30", "31"].includes(code)) key = "outside-scope";
      else if (["5", "6", "7", "9", "10", "11", "12", "13", "15", "17", "18", "19", "20", "21", "22", "23", "25", "26", "27"].includes(code)) key = "exempt";
      else if (["8", "28"].includes(code)) key = "export";
      else if (code === "14") key = "intra-community";
      else if (code === "16") key = "reverse-charge";
      expect(tc.key, code).toBe(key);
    }
  });

  it("sale with destination EU country tax rates", () => {
    const tc = normalizeCombo({ country: "ES", cat: "VAT", rate: "general" });
    expect(codeOf(tc, EXEMPTION)).toBe("30");
    expect(codeOf(tc, VAT_RATE)).toBe("7");
    expect(tc.key).toBe("outside-scope");
  });

  it("sale with destination outside-EU country tax rates", () => {
    const tc = normalizeCombo({ country: "GB", cat: "VAT", rate: "general" });
    expect(codeOf(tc, EXEMPTION)).toBe("29");
    expect(codeOf(tc, VAT_RATE)).toBe("7");
    expect(tc.key).toBe("outside-scope");
  });
});

describe("myDATA combos in an invoice", () => {
  const withTax = (tax: Obj): Obj => {
    const inv = validInvoice();
    inv.lines[0].taxes = [tax];
    return inv;
  };

  it.each([
    ["general+island", "4"],
    ["reduced+island", "5"],
    ["super-reduced+island", "6"],
    ["super-reduced", "3"],
  ])("rate %s gets VAT category %s", async (rate, code) => {
    const out = await built(withTax({ cat: "VAT", rate }));
    expect(out.lines[0].taxes[0].ext).toEqual({ [VAT_RATE]: code });
  });

  it("an export keeps the exemption cause 28 it gives", async () => {
    const out = await built(withTax({ cat: "VAT", key: "export", ext: { [EXEMPTION]: "28" } }));
    expect(out.lines[0].taxes[0].ext).toEqual({ [EXEMPTION]: "28", [VAT_RATE]: "7" });
  });

  it("reverse charge always gets cause 16", async () => {
    const out = await built(withTax({ cat: "VAT", key: "reverse-charge", ext: { [EXEMPTION]: "7" } }));
    expect(out.lines[0].taxes[0].ext).toEqual({ [EXEMPTION]: "16", [VAT_RATE]: "7" });
  });

  it("GOBL-GR-MYDATA-TAX-COMBO-01: a VAT combo needs its VAT category", async () => {
    const faults = await faultsAfter(validInvoice(), (out) => delete out.lines[0].taxes[0].ext);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("GOBL-GR-MYDATA-TAX-COMBO-02: a VAT combo without a percent needs an exemption cause", async () => {
    const faults = await faultsAfter(withTax({ cat: "VAT", key: "exempt" }), (out) => delete out.lines[0].taxes[0].ext[EXEMPTION]);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-TAX-COMBO-02", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("GOBL-GR-MYDATA-TAX-COMBO-03: income classification on a combo needs both codes", async () => {
    const faults = await faultsAfter(validInvoice(), (out) => (out.lines[0].taxes[0].ext[INCOME_CAT] = "category1_1"));
    expect(addonFaults(faults)).toContainEqual({ code: "GOBL-GR-MYDATA-TAX-COMBO-03", properties: ["$.lines[0].taxes[0].ext"] });
    expect(comboFaults({ cat: "VAT", percent: "24%", ext: { [VAT_RATE]: "1", [INCOME_TYPE]: "E3_106" } })).toEqual([
      { code: "GOBL-GR-MYDATA-TAX-COMBO-03", properties: ["$.ext"] },
    ]);
    expect(comboFaults({ cat: "VAT", percent: "24%", ext: { [VAT_RATE]: "1", [INCOME_TYPE]: "E3_106", [INCOME_CAT]: "category1_1" } })).toEqual([]);
  });
});
