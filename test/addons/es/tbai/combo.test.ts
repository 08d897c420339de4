/**
 * TicketBAI tax combos: GOBL's TestNormalizeTaxCombo and
 * TestValidateTaxCombo (tax_combo_test.go), each case on the combo alone as
 * GOBL's tests do, then the rule and a few defaults through a whole build.
 */
import { describe, expect, it } from "vitest";
import type { Combo } from "../../../../engine/index.ts";
import { comboNormalizer, comboRules } from "../../../../addons/es/tbai/combo.ts";
import { NO_CONTEXT, addonFaults, built, faultsAfter, ruleCodes, standardInvoice, type Obj } from "./support.ts";

const EXEMPT = "es-tbai-exemption";
const REGIME = "es-tbai-regime";

/** The combo after the addon's normaliser, as GOBL's `normalizeTaxCombo(tc)`. */
function normalized(combo: Combo): Combo {
  comboNormalizer.normalize(combo, NO_CONTEXT);
  return combo;
}

describe("TestNormalizeTaxCombo", () => {
  it("valid", () => {
    const tc = normalized({ cat: "VAT", key: "standard", rate: "general" });
    expect(tc.ext?.[EXEMPT]).toBeUndefined();
  });

  it("valid - no key", () => {
    const tc = normalized({ cat: "VAT", rate: "general" });
    expect(tc.ext?.[EXEMPT]).toBeUndefined();
  });

  it("valid with country", () => {
    const tc = normalized({ cat: "VAT", country: "ES", rate: "super-reduced" });
    expect(tc.ext?.[EXEMPT]).toBeUndefined();
  });

  it("exempt", () => {
    expect(normalized({ cat: "VAT", key: "exempt" }).ext?.[EXEMPT]).toBe("E1");
  });

  it("export", () => {
    expect(normalized({ cat: "VAT", key: "export" }).ext?.[EXEMPT]).toBe("E2");
  });

  it("surcharge", () => {
    const tc = normalized({ cat: "VAT", rate: "general+eqs", percent: "21.0%", surcharge: "5.0%" });
    expect(tc.ext?.[EXEMPT]).toBeUndefined();
  });

  it("intra-community", () => {
    expect(normalized({ cat: "VAT", key: "intra-community" }).ext?.[EXEMPT]).toBe("E5");
  });

  it("outside scope defaults to RL", () => {
    expect(normalized({ cat: "VAT", key: "outside-scope" }).ext?.[EXEMPT]).toBe("RL");
  });

  it("outside scope preserves manually set OT", () => {
    expect(normalized({ cat: "VAT", key: "outside-scope", ext: { [EXEMPT]: "OT" } }).ext?.[EXEMPT]).toBe("OT");
  });

  it("outside scope IGIC combo yields IE and regime 08", () => {
    const tc = normalized({ cat: "IGIC", key: "outside-scope" });
    expect(tc.ext?.[EXEMPT]).toBe("IE");
    expect(tc.ext?.[REGIME]).toBe("08");
  });

  it("IGIC combo preserves explicit regime", () => {
    const tc = normalized({ cat: "IGIC", ext: { [REGIME]: "01" } });
    expect(tc.ext?.[EXEMPT]).toBe("IE");
    expect(tc.ext?.[REGIME]).toBe("01");
  });

  it("reverse charge", () => {
    expect(normalized({ cat: "VAT", key: "reverse-charge" }).ext?.[EXEMPT]).toBe("S2");
  });

  it("foreign EU country yields IE", () => {
    expect(normalized({ cat: "VAT", country: "FR", rate: "general" }).ext?.[EXEMPT]).toBe("IE");
  });

  it("foreign non-EU country yields RL", () => {
    expect(normalized({ cat: "VAT", country: "JP", rate: "general" }).ext?.[EXEMPT]).toBe("RL");
  });

  it("foreign EU country overrides pre-set OT with IE", () => {
    expect(normalized({ cat: "VAT", country: "FR", ext: { [EXEMPT]: "OT" } }).ext?.[EXEMPT]).toBe("IE");
  });

  it("with exempt code set", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E6" } });
    expect(tc.ext?.[EXEMPT]).toBe("E6");
    expect(tc.key).toBe("exempt");
  });

  it("with export code set", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E2" } });
    expect(tc.ext?.[EXEMPT]).toBe("E2");
    expect(tc.key).toBe("export");
  });

  it("with reverse-charge", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "S2" } });
    expect(tc.ext?.[EXEMPT]).toBe("S2");
    expect(tc.key).toBe("reverse-charge");
  });

  it("with outside-scope", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "OT" } });
    expect(tc.ext?.[EXEMPT]).toBe("OT");
    expect(tc.key).toBe("outside-scope");
  });

  it("with intra-community", () => {
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "E5" } });
    expect(tc.ext?.[EXEMPT]).toBe("E5");
    expect(tc.key).toBe("intra-community");
  });

  it("with standard", () => {
    // S1 is no exemption code: the combo falls back to the standard key, which drops it.
    const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: "S1" } });
    expect(tc.ext?.[EXEMPT]).toBeUndefined();
    expect(tc.key).toBe("standard");
  });

  it("regime - export sets 02", () => {
    expect(normalized({ cat: "VAT", key: "export" }).ext?.[REGIME]).toBe("02");
  });

  it("regime - surcharge sets 51", () => {
    expect(normalized({ cat: "VAT", rate: "general+eqs", percent: "21.0%", surcharge: "5.2%" }).ext?.[REGIME]).toBe("51");
  });

  it("regime - default 01 when unset", () => {
    expect(normalized({ cat: "VAT", key: "standard" }).ext?.[REGIME]).toBe("01");
  });

  it("regime - explicit user value is preserved", () => {
    expect(normalized({ cat: "VAT", key: "export", ext: { [REGIME]: "05" } }).ext?.[REGIME]).toBe("05");
  });
});

describe("TestValidateTaxCombo", () => {
  it("exempt with valid reason", () => {
    expect(ruleCodes(comboRules, { cat: "VAT", key: "exempt", ext: { [EXEMPT]: "E1" } })).toEqual([]);
  });

  it("exempt without reason", () => {
    expect(ruleCodes(comboRules, { cat: "VAT", key: "exempt" })).toEqual(["GOBL-ES-TBAI-TAX-COMBO-01"]);
  });

  it("standard without exempt ext is valid", () => {
    expect(ruleCodes(comboRules, { cat: "VAT", key: "standard", rate: "general", percent: "21.0%" })).toEqual([]);
  });

  it("not in category", () => {
    expect(ruleCodes(comboRules, { cat: "GST", key: "exempt" })).toEqual([]);
  });
});

describe("TicketBAI combos in a built invoice", () => {
  it("an exempt line combo stripped of its exemption code fails GOBL-ES-TBAI-TAX-COMBO-01 at its ext", async () => {
    const faults = await faultsAfter(standardInvoice(), (out) => {
      delete out.lines[0].taxes[0].ext[EXEMPT];
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-TBAI-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("an exempt IGIC combo without its code fails GOBL-ES-TBAI-TAX-COMBO-01 too", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes = [{ cat: "IGIC", key: "exempt" }];
    const faults = await faultsAfter(inv, (out) => {
      delete out.lines[0].taxes[0].ext[EXEMPT];
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-ES-TBAI-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("the exempt line of GOBL's test invoice keeps E1, gets regime 01 and product services", async () => {
    const out = await built(standardInvoice());
    expect(out.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { [EXEMPT]: "E1", [REGIME]: "01", "es-tbai-product": "services" } });
  });

  it("a rate given as standard+eqs: regime 51 and no exemption code", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "standard+eqs" } as Obj];
    const out = await built(inv);
    expect(out.lines[0].taxes[0]).toMatchObject({ key: "standard", rate: "general+eqs", ext: { [REGIME]: "51", "es-tbai-product": "services" } });
    expect(out.lines[0].taxes[0].ext[EXEMPT]).toBeUndefined();
  });
});
