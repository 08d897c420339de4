/**
 * VAT and retained tax combos under SDI (GOBL's tax_combo_test.go:
 * TestNormalizeTaxCombo, every case, and bill_test.go's
 * TestRetainedTaxesValidation), with the nature-code rule GOBL's tests leave
 * out.
 */
import { describe, expect, it } from "vitest";
import { comboNormalizer } from "../../../../addons/it/sdi/combo.ts";
import { definition } from "../../../../addons/it/sdi/definition.ts";
import type { Context } from "../../../../index.ts";
import { buildFaults, built, expectFault, faultsAfter, testInvoice, type Obj } from "./support.ts";

const EXEMPT = "it-sdi-exempt";
const RETAINED = "it-sdi-retained";

/** The combo after the addon's normaliser (GOBL's norm.Normalize with the addon's context). */
function normalized(combo: Obj): Obj {
  const copy = structuredClone(combo);
  if (!comboNormalizer.when || comboNormalizer.when(copy as never, {} as Context)) comboNormalizer.normalize(copy as never, {} as Context);
  return copy;
}

/** The first line's combos after building GOBL's test invoice with these. */
async function builtTaxes(taxes: Obj[]): Promise<Obj[]> {
  const inv = testInvoice();
  inv.lines[0].taxes = taxes;
  return (await built(inv)).lines[0].taxes;
}

describe("SDI combo normalisation (TestNormalizeTaxCombo)", () => {
  it("nil: nothing to normalise in a line without combos", async () => {
    const inv = testInvoice();
    inv.lines[0].taxes = [null];
    // The null combo is dropped; the line then lacks VAT.
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-BILL-INVOICE-17", "$.lines[0]");
  });

  it("B2C EU export", () => {
    const tc = normalized({ country: "ES", cat: "VAT", key: "standard", percent: "2.1%" });
    expect(tc.ext[EXEMPT]).toBe("N7");
    expect(tc.key).toBe("standard");
  });

  it("B2C other export", () => {
    const tc = normalized({ country: "GB", cat: "VAT", key: "standard", percent: "2.0%" });
    expect(tc.ext[EXEMPT]).toBe("N2.1");
  });

  const exemptDef = definition.extensions!.find((d) => d.key === EXEMPT)!;
  const codes = (exemptDef.values ?? []).map((v) => v.code);

  it("check all extensions: the definition lists the nature codes", () => {
    expect(codes.length).toBeGreaterThan(0);
  });

  describe("check all extensions", () => {
    it.each(codes)("with code %s", (code) => {
      const tc = normalized({ cat: "VAT", ext: { [EXEMPT]: code } });
      expect(tc.ext[EXEMPT]).toBe(code);
      expect(tc.key).toBeTruthy();
      if (tc.key === "zero") expect(tc.percent).toBe("0%");
    });
  });

  it("check exempt handling", () => {
    const tc = normalized({ cat: "VAT", key: "exempt", ext: { [EXEMPT]: "N3.2" } });
    expect(tc.ext[EXEMPT]).toBe("N3.2");
    expect(tc.key).toBe("intra-community");
  });

  it("each key gets its default nature, and keeps one of its own", () => {
    expect(normalized({ cat: "VAT", key: "zero" }).ext).toEqual({ [EXEMPT]: "N1" });
    expect(normalized({ cat: "VAT", key: "outside-scope" }).ext).toEqual({ [EXEMPT]: "N2.1" });
    expect(normalized({ cat: "VAT", key: "outside-scope", ext: { [EXEMPT]: "N7" } }).ext).toEqual({ [EXEMPT]: "N7" });
    expect(normalized({ cat: "VAT", key: "export" }).ext).toEqual({ [EXEMPT]: "N3.1" });
    expect(normalized({ cat: "VAT", key: "export", ext: { [EXEMPT]: "N3.2" } }).ext).toEqual({ [EXEMPT]: "N3.1" });
    expect(normalized({ cat: "VAT", key: "intra-community" }).ext).toEqual({ [EXEMPT]: "N3.2" });
    expect(normalized({ cat: "VAT", key: "exempt" }).ext).toEqual({ [EXEMPT]: "N4" });
    expect(normalized({ cat: "VAT", key: "reverse-charge" }).ext).toEqual({ [EXEMPT]: "N6.9" });
    expect(normalized({ cat: "VAT", key: "reverse-charge", ext: { [EXEMPT]: "N6.3" } }).ext).toEqual({ [EXEMPT]: "N6.3" });
    expect(normalized({ cat: "VAT", key: "standard", ext: { [EXEMPT]: "N4" } }).ext).toBeUndefined();
  });

  it("no key and no nature: standard", () => {
    expect(normalized({ cat: "VAT", rate: "general" }).key).toBe("standard");
  });

  it("N1 gives a zero rate, whatever percentage was given", () => {
    const tc = normalized({ cat: "VAT", key: "exempt", percent: "10%", ext: { [EXEMPT]: "N1" } });
    expect(tc.key).toBe("zero");
    expect(tc.percent).toBe("0%");
  });

  it("other categories are left alone", () => {
    expect(normalized({ cat: "IRPEF", percent: "20%" })).toEqual({ cat: "IRPEF", percent: "20%" });
  });

  it("old nature extension keys move first (the regime), then set the key", async () => {
    const [vat] = await builtTaxes([{ cat: "VAT", rate: "exempt", ext: { "it-sdi-nature": "N2.2" } }]);
    expect(vat).toEqual({ cat: "VAT", key: "outside-scope", ext: { [EXEMPT]: "N2.2" } });
  });
});

describe("SDI retained taxes (TestRetainedTaxesValidation)", () => {
  it("a retained tax without its payment reason", async () => {
    const inv = testInvoice();
    inv.lines[0].taxes.push({ cat: "IRPEF", percent: "20%" });
    expectFault(await buildFaults(inv), "GOBL-IT-SDI-TAX-COMBO-02", "$.lines[0].taxes[1].ext");
  });

  it("a retained tax with its payment reason", async () => {
    const inv = testInvoice();
    inv.lines[0].taxes.push({ cat: "IRPEF", percent: "20%", ext: { [RETAINED]: "A" } });
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("SDI nature code rule", () => {
  it("a VAT combo without a percentage needs its nature (validated without normalising)", async () => {
    const inv = testInvoice();
    inv.lines[0].taxes = [{ cat: "VAT", key: "exempt" }];
    const faults = await faultsAfter(inv, (out) => {
      delete out.lines[0].taxes[0].ext;
    });
    expectFault(faults, "GOBL-IT-SDI-TAX-COMBO-01", "$.lines[0].taxes[0].ext");
  });

  it("an exempt combo gets N4 when built", async () => {
    expect(await builtTaxes([{ cat: "VAT", key: "exempt" }])).toEqual([{ cat: "VAT", key: "exempt", ext: { [EXEMPT]: "N4" } }]);
  });
});
