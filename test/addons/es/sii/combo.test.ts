/**
 * SII on VAT and IGIC tax combos (GOBL's tax_combo_test.go: every case of
 * TestNormalizeTaxCombo, which calls the normaliser directly as we do here,
 * and of TestValidateTaxCombo, checked here on an invoice line so that the
 * fault paths are the document's).
 */
import { describe, expect, it } from "vitest";
import { comboNormalizer } from "../../../../addons/es/sii/combo.ts";
import type { Context } from "../../../../index.ts";
import { built, faultsAfter, siiFaults, testInvoice, type Obj } from "./support.ts";

const REGIME = "es-sii-regime";
const EXEMPT = "es-sii-exempt";
const OUTSIDE = "es-sii-outside-scope";
const PRODUCT = "es-sii-product";

/** The combo after SII's normaliser (GOBL's normalizeTaxCombo). */
function normalized(combo: Obj): Obj {
  const copy = structuredClone(combo);
  if (!comboNormalizer.when || comboNormalizer.when(copy as never, {} as Context)) comboNormalizer.normalize(copy as never, {} as Context);
  return copy;
}

describe("SII combo normalisation (TestNormalizeTaxCombo)", () => {
  it("valid: standard key, regime 01, no exemption or outside-scope code", () => {
    const tc = normalized({ cat: "VAT", key: "standard", rate: "general" });
    expect(tc.ext).toEqual({ [REGIME]: "01" });
  });

  it("valid, no key: regime 01, nothing else", () => {
    const tc = normalized({ cat: "VAT", rate: "general" });
    expect(tc.ext).toEqual({ [REGIME]: "01" });
  });

  it("valid with the Spanish country: handled as a domestic combo", () => {
    const tc = normalized({ country: "ES", cat: "VAT", rate: "super-reduced" });
    expect(tc.ext).toEqual({ [REGIME]: "01" });
  });

  it("exempt: regime 01, E1", () => {
    const tc = normalized({ cat: "VAT", key: "exempt" });
    expect(tc.ext).toEqual({ [REGIME]: "01", [EXEMPT]: "E1" });
  });

  it("export: regime 02, E2", () => {
    const tc = normalized({ cat: "VAT", key: "export" });
    expect(tc.ext).toEqual({ [REGIME]: "02", [EXEMPT]: "E2" });
  });

  it("intra-community: regime 01, E5", () => {
    const tc = normalized({ cat: "VAT", key: "intra-community" });
    expect(tc.ext).toEqual({ [REGIME]: "01", [EXEMPT]: "E5" });
  });

  it("outside scope: regime 01, location", () => {
    const tc = normalized({ cat: "VAT", key: "outside-scope" });
    expect(tc.ext).toEqual({ [REGIME]: "01", [OUTSIDE]: "location" });
  });

  it("outside scope with `other` given: kept", () => {
    const tc = normalized({ cat: "VAT", key: "outside-scope", ext: { [OUTSIDE]: "other" } });
    expect(tc.ext).toEqual({ [REGIME]: "01", [OUTSIDE]: "other" });
  });

  it("reverse charge: regime 01, no exemption or outside-scope code", () => {
    const tc = normalized({ cat: "VAT", key: "reverse-charge" });
    expect(tc.ext).toEqual({ [REGIME]: "01" });
  });

  it("a foreign country: outside the scope by location, no exemption cause", () => {
    const tc = normalized({ country: "FR", cat: "VAT", rate: "general" });
    expect(tc.ext[OUTSIDE]).toBe("location");
    expect(tc.ext[EXEMPT]).toBeUndefined();
  });

  it("a given regime is kept", () => {
    const tc = normalized({ cat: "VAT", rate: "general", ext: { [REGIME]: "03" } });
    expect(tc.ext[REGIME]).toBe("03");
  });

  it("an E6 exemption cause without key: key exempt, E6 kept, regime 01", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E6" } });
    expect(tc.ext).toEqual({ [EXEMPT]: "E6", [REGIME]: "01" });
    expect(tc.key).toBe("exempt");
  });

  it("an E2 cause and regime 02 without key: key export, both kept", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E2", [REGIME]: "02" } });
    expect(tc.ext).toEqual({ [EXEMPT]: "E2", [REGIME]: "02" });
    expect(tc.key).toBe("export");
  });

  it("nothing at all: key standard, regime 01", () => {
    const tc = normalized({ cat: "VAT" });
    expect(tc.ext).toEqual({ [REGIME]: "01" });
    expect(tc.key).toBe("standard");
  });

  it("an outside-scope reason without key: key outside-scope, codes kept", () => {
    const tc = normalized({ cat: "VAT", ext: { [OUTSIDE]: "location", [REGIME]: "01" } });
    expect(tc.ext).toEqual({ [OUTSIDE]: "location", [REGIME]: "01" });
    expect(tc.key).toBe("outside-scope");
  });

  it("an E5 cause without key: key intra-community, codes kept", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E5", [REGIME]: "01" } });
    expect(tc.ext).toEqual({ [EXEMPT]: "E5", [REGIME]: "01" });
    expect(tc.key).toBe("intra-community");
  });
});

describe("SII combo normalisation, cases GOBL's tests leave out", () => {
  it("a foreign country keeps regime 17, turns any other into 01 and drops the exemption cause", () => {
    expect(normalized({ country: "FR", cat: "VAT", ext: { [REGIME]: "17", [EXEMPT]: "E1" } }).ext).toEqual({ [REGIME]: "17", [OUTSIDE]: "location" });
    expect(normalized({ country: "FR", cat: "VAT", ext: { [REGIME]: "03" } }).ext).toEqual({ [REGIME]: "01", [OUTSIDE]: "location" });
  });

  it("export keeps E3 or E4, replaces an unrelated cause with E2, drops an outside-scope reason", () => {
    expect(normalized({ cat: "VAT", key: "export", ext: { [EXEMPT]: "E4" } }).ext).toEqual({ [REGIME]: "02", [EXEMPT]: "E4" });
    expect(normalized({ cat: "VAT", key: "export", ext: { [EXEMPT]: "E1", [OUTSIDE]: "other" } }).ext).toEqual({ [REGIME]: "02", [EXEMPT]: "E2" });
  });

  it("an outside-scope reason overrides the key an exemption cause would give", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E1", [OUTSIDE]: "other" } });
    expect(tc.key).toBe("outside-scope");
    expect(tc.ext).toEqual({ [OUTSIDE]: "other", [REGIME]: "01" });
  });

  it("IGIC is handled like VAT; other categories are left alone", () => {
    expect(normalized({ cat: "IGIC", key: "exempt" }).ext).toEqual({ [REGIME]: "01", [EXEMPT]: "E1" });
    expect(normalized({ cat: "IRPF", rate: "pro" })).toEqual({ cat: "IRPF", rate: "pro" });
  });

  it("on an invoice: an exempt line gets E1 and regime 01", async () => {
    const inv = testInvoice();
    inv.lines[0].taxes = [{ cat: "VAT", key: "exempt" }];
    expect((await built(inv)).lines[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { [EXEMPT]: "E1", [REGIME]: "01" } });
  });
});

/** SII's faults once the first line's only combo is replaced by `combo` on a valid built invoice. */
async function comboFaults(combo: Obj): Promise<Obj[]> {
  const faults = await faultsAfter(testInvoice(), (out) => {
    out.lines[0].taxes = [combo];
  });
  return siiFaults(faults);
}

const AT_EXT = ["$.lines[0].taxes[0].ext"];

describe("SII combo rules (TestValidateTaxCombo)", () => {
  it("valid", async () => {
    expect(await comboFaults({ cat: "VAT", rate: "general", percent: "21.0%", ext: { [REGIME]: "01" } })).toEqual([]);
  });

  it("a category other than VAT and IGIC is not checked", async () => {
    expect(await comboFaults({ cat: "GST", rate: "general" })).toEqual([]);
  });

  it("exempt with a valid cause", async () => {
    expect(await comboFaults({ cat: "VAT", key: "exempt", ext: { [REGIME]: "01", [EXEMPT]: "E1" } })).toEqual([]);
  });

  it("E2 under regime 01 (GOBL-ES-SII-TAX-COMBO-04)", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [EXEMPT]: "E2" } })).toEqual([{ code: "GOBL-ES-SII-TAX-COMBO-04", properties: AT_EXT }]);
  });

  it("E3 under regime 01 (GOBL-ES-SII-TAX-COMBO-04)", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [EXEMPT]: "E3" } })).toEqual([{ code: "GOBL-ES-SII-TAX-COMBO-04", properties: AT_EXT }]);
  });

  it("E2 under another regime", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [REGIME]: "02", [EXEMPT]: "E2" } })).toEqual([]);
  });

  it("E2 under regime 01 on IGIC (GOBL-ES-SII-TAX-COMBO-04)", async () => {
    expect(await comboFaults({ cat: "IGIC", ext: { [REGIME]: "01", [EXEMPT]: "E2" } })).toEqual([{ code: "GOBL-ES-SII-TAX-COMBO-04", properties: AT_EXT }]);
  });

  it("requires the regime (GOBL-ES-SII-TAX-COMBO-01)", async () => {
    expect(await comboFaults({ cat: "VAT", rate: "general", percent: "21.0%", ext: { [PRODUCT]: "goods" } })).toEqual([
      { code: "GOBL-ES-SII-TAX-COMBO-01", properties: AT_EXT },
    ]);
  });

  it("no exemption cause with a percentage (GOBL-ES-SII-TAX-COMBO-02)", async () => {
    expect(await comboFaults({ cat: "VAT", rate: "general", percent: "21.0%", ext: { [REGIME]: "01", [EXEMPT]: "E1" } })).toEqual([
      { code: "GOBL-ES-SII-TAX-COMBO-02", properties: AT_EXT },
    ]);
  });

  it("outside scope and exempt together (GOBL-ES-SII-TAX-COMBO-03)", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [OUTSIDE]: "location", [EXEMPT]: "E1" } })).toEqual([
      { code: "GOBL-ES-SII-TAX-COMBO-03", properties: AT_EXT },
    ]);
  });

  it("outside scope without a percentage", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [OUTSIDE]: "location" } })).toEqual([]);
  });

  it("outside scope with a percentage", async () => {
    expect(await comboFaults({ cat: "VAT", rate: "general", percent: "21.0%", ext: { [REGIME]: "01", [OUTSIDE]: "location" } })).toEqual([]);
  });

  it("not exempt, with a percentage", async () => {
    expect(await comboFaults({ cat: "VAT", rate: "general", percent: "21.0%", ext: { [REGIME]: "01" } })).toEqual([]);
  });

  it("exempt without a percentage", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [REGIME]: "01", [EXEMPT]: "E1" } })).toEqual([]);
  });
});

describe("SII combo rules, cases GOBL's tests leave out", () => {
  it("without a regime the E2/E3 check still applies (GOBL-ES-SII-TAX-COMBO-01, -04)", async () => {
    expect(await comboFaults({ cat: "VAT", ext: { [EXEMPT]: "E3" } })).toEqual([
      { code: "GOBL-ES-SII-TAX-COMBO-01", properties: AT_EXT },
      { code: "GOBL-ES-SII-TAX-COMBO-04", properties: AT_EXT },
    ]);
  });

  it("a combo in a charge is checked too (GOBL-ES-SII-TAX-COMBO-01)", async () => {
    const faults = await faultsAfter(
      { ...testInvoice(), charges: [{ amount: "10.00", taxes: [{ cat: "VAT", rate: "standard" }] }] },
      (out) => {
        delete out.charges[0].taxes[0].ext;
      },
    );
    expect(siiFaults(faults)).toEqual([{ code: "GOBL-ES-SII-TAX-COMBO-01", properties: ["$.charges[0].taxes[0].ext"] }]);
  });
});
