/**
 * VERI*FACTU on tax combos: the operation class, exemption and regime codes
 * the normaliser sets (GOBL's TestNormalizeTaxCombo) and the combo rules
 * (GOBL's TestValidateTaxCombo). GOBL's tests call the normaliser and the
 * rule set directly, and so do these; the last block checks each rule's
 * fault and path through the engine, on an invoice.
 */
import { describe, expect, it } from "vitest";
import { addonFaults, built, comboFaults, faultsAfter, normalizeCombo, testInvoiceStandard, type Obj } from "./support.ts";

const OP_CLASS = "es-verifactu-op-class";
const EXEMPT = "es-verifactu-exempt";
const REGIME = "es-verifactu-regime";

const codeOf = (c: Obj, key: string): string => c.ext?.[key] ?? "";

describe("VERI*FACTU combo normalisation (TestNormalizeTaxCombo)", () => {
  it("valid", () => {
    const c = normalizeCombo({ cat: "VAT", key: "standard", rate: "general" });
    expect(codeOf(c, OP_CLASS)).toBe("S1");
    expect(codeOf(c, REGIME)).toBe("01");
  });

  it("valid - no key", () => {
    const c = normalizeCombo({ cat: "VAT", rate: "general" });
    expect(codeOf(c, OP_CLASS)).toBe("S1");
    expect(codeOf(c, REGIME)).toBe("01");
  });

  it("valid with country", () => {
    const c = normalizeCombo({ country: "ES", cat: "VAT", rate: "super-reduced" });
    expect(codeOf(c, OP_CLASS)).toBe("S1");
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, EXEMPT)).toBe("");
  });

  it("exempt", () => {
    const c = normalizeCombo({ cat: "VAT", key: "exempt" });
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, EXEMPT)).toBe("E1");
    expect(codeOf(c, OP_CLASS)).toBe("");
  });

  it("export", () => {
    const c = normalizeCombo({ cat: "VAT", key: "export" });
    expect(codeOf(c, REGIME)).toBe("02");
    expect(codeOf(c, EXEMPT)).toBe("E2");
    expect(codeOf(c, OP_CLASS)).toBe("");
  });

  it("surcharge", () => {
    const c = normalizeCombo({ cat: "VAT", rate: "general+eqs", percent: "21.0%", surcharge: "5.0%" });
    expect(codeOf(c, REGIME)).toBe("18");
    expect(codeOf(c, OP_CLASS)).toBe("S1");
    expect(codeOf(c, EXEMPT)).toBe("");
  });

  it("intra-community", () => {
    const c = normalizeCombo({ cat: "VAT", key: "intra-community" });
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, EXEMPT)).toBe("E5");
    expect(codeOf(c, OP_CLASS)).toBe("");
  });

  it("outside scope", () => {
    const c = normalizeCombo({ cat: "VAT", key: "outside-scope" });
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, OP_CLASS)).toBe("N2");
    expect(codeOf(c, EXEMPT)).toBe("");
  });

  it("outside scope N1", () => {
    const c = normalizeCombo({ cat: "VAT", key: "outside-scope", ext: { [OP_CLASS]: "N1" } });
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, OP_CLASS)).toBe("N1");
    expect(codeOf(c, EXEMPT)).toBe("");
  });

  it("reverse charge", () => {
    const c = normalizeCombo({ cat: "VAT", key: "reverse-charge" });
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, OP_CLASS)).toBe("S2");
    expect(codeOf(c, EXEMPT)).toBe("");
  });

  it("foreign country", () => {
    const c = normalizeCombo({ country: "FR", cat: "VAT", rate: "general" });
    expect(codeOf(c, OP_CLASS)).toBe("N2");
    expect(codeOf(c, EXEMPT)).toBe("");
  });

  it("with tax regime", () => {
    const c = normalizeCombo({ cat: "VAT", rate: "general", ext: { [REGIME]: "03" } });
    expect(codeOf(c, REGIME)).toBe("03");
  });

  it("with exempt code set", () => {
    const c = normalizeCombo({ cat: "VAT", ext: { [EXEMPT]: "E6" } });
    expect(codeOf(c, EXEMPT)).toBe("E6");
    expect(codeOf(c, REGIME)).toBe("01");
    expect(codeOf(c, OP_CLASS)).toBe("");
    expect(c.key).toBe("exempt");
  });

  it("with export code set", () => {
    const c = normalizeCombo({ cat: "VAT", ext: { [EXEMPT]: "E2", [REGIME]: "02" } });
    expect(codeOf(c, EXEMPT)).toBe("E2");
    expect(codeOf(c, REGIME)).toBe("02");
    expect(c.key).toBe("export");
  });

  it("with reverse-charge", () => {
    const c = normalizeCombo({ cat: "VAT", ext: { [OP_CLASS]: "S2", [REGIME]: "01" } });
    expect(codeOf(c, OP_CLASS)).toBe("S2");
    expect(codeOf(c, REGIME)).toBe("01");
    expect(c.key).toBe("reverse-charge");
  });

  it("with outside-scope", () => {
    const c = normalizeCombo({ cat: "VAT", ext: { [OP_CLASS]: "N1", [REGIME]: "01" } });
    expect(codeOf(c, OP_CLASS)).toBe("N1");
    expect(codeOf(c, REGIME)).toBe("01");
    expect(c.key).toBe("outside-scope");
  });

  it("with intra-community", () => {
    const c = normalizeCombo({ cat: "VAT", ext: { [EXEMPT]: "E5", [REGIME]: "01" } });
    expect(codeOf(c, EXEMPT)).toBe("E5");
    expect(codeOf(c, REGIME)).toBe("01");
    expect(c.key).toBe("intra-community");
  });
});

describe("VERI*FACTU combo normalisation, further cases from GOBL's code", () => {
  it("a foreign combo keeps regime 17 and loses its exemption code", () => {
    const c = normalizeCombo({ country: "FR", cat: "VAT", rate: "general", ext: { [REGIME]: "17", [EXEMPT]: "E1" } });
    expect(c.ext).toEqual({ [OP_CLASS]: "N2", [REGIME]: "17" });
  });

  it("a foreign combo's other regime becomes 01", () => {
    const c = normalizeCombo({ country: "FR", cat: "VAT", rate: "general", ext: { [REGIME]: "03" } });
    expect(c.ext).toEqual({ [OP_CLASS]: "N2", [REGIME]: "01" });
  });

  it("an operation class wins over an exemption code when the key is read back", () => {
    const c = normalizeCombo({ cat: "VAT", ext: { [EXEMPT]: "E1", [OP_CLASS]: "S2" } });
    expect(c.key).toBe("reverse-charge");
    expect(c.ext).toEqual({ [OP_CLASS]: "S2", [REGIME]: "01" });
  });

  it("a key given wins over the codes, which follow it", () => {
    const c = normalizeCombo({ cat: "VAT", key: "standard", ext: { [EXEMPT]: "E1" } });
    expect(c.ext).toEqual({ [OP_CLASS]: "S1", [REGIME]: "01" });
  });

  it("export keeps E3 and E4, exempt keeps E6", () => {
    expect(codeOf(normalizeCombo({ cat: "VAT", key: "export", ext: { [EXEMPT]: "E3" } }), EXEMPT)).toBe("E3");
    expect(codeOf(normalizeCombo({ cat: "VAT", key: "export", ext: { [EXEMPT]: "E4" } }), EXEMPT)).toBe("E4");
    expect(codeOf(normalizeCombo({ cat: "VAT", key: "exempt", ext: { [EXEMPT]: "E6" } }), EXEMPT)).toBe("E6");
  });

  it("the zero key is S1", () => {
    const c = normalizeCombo({ cat: "VAT", key: "zero", percent: "0%" });
    expect(c.ext).toEqual({ [OP_CLASS]: "S1", [REGIME]: "01" });
  });

  it("IGIC combos are classified like VAT", () => {
    const c = normalizeCombo({ cat: "IGIC", rate: "general" });
    expect(c.key).toBe("standard");
    expect(c.ext).toEqual({ [OP_CLASS]: "S1", [REGIME]: "01" });
  });

  it("other categories are left alone", () => {
    const c = normalizeCombo({ cat: "IRPF", rate: "pro" });
    expect(c.ext).toBeUndefined();
    expect(c.key).toBeUndefined();
  });
});

describe("VERI*FACTU combo rules (TestValidateTaxCombo)", () => {
  it("valid", () => {
    expect(comboFaults({ cat: "VAT", rate: "general", ext: { [OP_CLASS]: "S1", [REGIME]: "01" } })).toEqual([]);
  });

  it("not in category", () => {
    expect(comboFaults({ cat: "GST", rate: "general" })).toEqual([]);
  });

  it("exempt with valid reason", () => {
    expect(comboFaults({ cat: "VAT", key: "exempt", ext: { [REGIME]: "01", [EXEMPT]: "E1" } })).toEqual([]);
  });

  it("excludes E2 exemption code with regime 01 (TAX-COMBO-02)", () => {
    expect(comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [EXEMPT]: "E2" } })).toEqual([
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-02", properties: ["$.ext"] },
    ]);
  });

  it("excludes E3 exemption code with regime 01 (TAX-COMBO-02)", () => {
    expect(comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [EXEMPT]: "E3" } })).toEqual([
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-02", properties: ["$.ext"] },
    ]);
  });

  it("allows E2 exemption code with non-01 regime", () => {
    expect(comboFaults({ cat: "VAT", ext: { [REGIME]: "02", [EXEMPT]: "E2" } })).toEqual([]);
  });

  it("excludes E2 exemption code with regime 01 and IGIC category (TAX-COMBO-02)", () => {
    expect(comboFaults({ cat: "IGIC", ext: { [REGIME]: "01", [EXEMPT]: "E2" } })).toEqual([
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-02", properties: ["$.ext"] },
    ]);
  });

  it("without a regime, E2 and E3 are refused too, as GOBL's guard lets a missing regime through (TAX-COMBO-01, TAX-COMBO-02)", () => {
    expect(comboFaults({ cat: "VAT", ext: { [EXEMPT]: "E2" } })).toEqual([
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-01", properties: ["$.ext"] },
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-02", properties: ["$.ext"] },
    ]);
  });

  it("operation class and exemption together (TAX-COMBO-03)", () => {
    expect(comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [OP_CLASS]: "S1", [EXEMPT]: "E1" } })).toEqual([
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-03", properties: ["$.ext"] },
    ]);
  });

  it("a taxed combo without an operation class (TAX-COMBO-04)", () => {
    expect(comboFaults({ cat: "VAT", percent: "21%", ext: { [REGIME]: "01" } })).toEqual([
      { code: "GOBL-ES-VERIFACTU-TAX-COMBO-04", properties: ["$.ext"] },
    ]);
  });
});

describe("VERI*FACTU combo rules on an invoice", () => {
  const firstCombo = (out: Obj): Obj => out.lines[0].taxes[0];

  it("a combo without its regime (TAX-COMBO-01)", async () => {
    const faults = await faultsAfter(testInvoiceStandard(), (out) => void delete firstCombo(out).ext[REGIME]);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("an export exemption under the general regime (TAX-COMBO-02)", async () => {
    const inv = testInvoiceStandard();
    inv.lines[0].taxes = [{ cat: "VAT", key: "export" }];
    const faults = await faultsAfter(inv, (out) => void (firstCombo(out).ext[REGIME] = "01"));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-TAX-COMBO-02", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("an operation class with an exemption code (TAX-COMBO-03)", async () => {
    const faults = await faultsAfter(testInvoiceStandard(), (out) => void (firstCombo(out).ext[EXEMPT] = "E1"));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-TAX-COMBO-03", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("a taxed combo without its operation class (TAX-COMBO-04)", async () => {
    const faults = await faultsAfter(testInvoiceStandard(), (out) => void delete firstCombo(out).ext[OP_CLASS]);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-VERIFACTU-TAX-COMBO-04", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("an exempt line builds with E1 and no operation class", async () => {
    const inv = testInvoiceStandard();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "exempt" }];
    const out = await built(inv);
    expect(firstCombo(out)).toEqual({ cat: "VAT", key: "exempt", ext: { [EXEMPT]: "E1", [REGIME]: "01" } });
  });
});
