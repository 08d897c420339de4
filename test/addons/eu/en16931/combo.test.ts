/**
 * Tax combos and their UNTDID 5305 category (GOBL's TestTaxComboNormalization
 * and TestTaxComboValidation, on invoice lines).
 */
import { describe, expect, it } from "vitest";
import { INVOICE } from "../../../regimes/support.ts";
import { ADDON, addonFaults, buildFaults, built, builtIgnoring, faultsAfter, germanInvoice, invoiceWithCombo, type Obj } from "./support.ts";

const VATEX = { "cef-vatex": "VATEX-EU-132" };

/** The first line's first combo once built. */
async function builtCombo(combo: Obj, notes?: Obj[]): Promise<Obj> {
  return (await built(invoiceWithCombo(combo, notes))).lines[0].taxes[0];
}

/** A Spanish invoice (supplier in the Canary Islands' tax territory or not, the combos say). */
function spanishInvoice(taxes: Obj[]): Obj {
  return {
    $schema: INVOICE,
    $addons: [ADDON],
    currency: "EUR",
    series: "SAMPLE",
    code: "001",
    issue_date: "2024-06-13",
    supplier: {
      name: "Provide One S.L.",
      tax_id: { country: "ES", code: "B98602642" },
      addresses: [{ street: "Calle Pradillo", locality: "Madrid", code: "28002", country: "ES" }],
    },
    customer: {
      name: "Sample Consumer S.L.",
      tax_id: { country: "ES", code: "B63272603" },
      addresses: [{ street: "Calle Mayor", locality: "Madrid", code: "28013", country: "ES" }],
    },
    lines: [{ quantity: "1", item: { name: "Development services", price: "100.00" }, taxes }],
    payment: { terms: { notes: "Within 30 days" } },
  };
}

describe("EN 16931 combo normalisation", () => {
  it("standard VAT with a percentage: S, the percentage kept", async () => {
    const combo = await builtCombo({ cat: "VAT", key: "standard", percent: "19%" });
    expect(combo.ext).toEqual({ "untdid-tax-category": "S" });
    expect(combo.percent).toBe("19%");
  });

  it("a VAT rate: the key becomes standard, S", async () => {
    const out = await built(germanInvoice());
    expect(out.lines[0].taxes[0]).toMatchObject({ key: "standard", rate: "general", percent: "19%", ext: { "untdid-tax-category": "S" } });
  });

  it("a VAT key with no category code loses the category extension (TAX-COMBO-01)", async () => {
    const doc = invoiceWithCombo({ cat: "VAT", key: "unknown", percent: "19%", ext: { "untdid-tax-category": "S" } });
    const faults = await buildFaults(doc);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
    const out = await builtIgnoring(doc, faults.map((f) => f.code!));
    expect(out.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "unknown", percent: "19%" });
  });

  it("IGIC: L, the percentage kept", async () => {
    const out = await built(spanishInvoice([{ cat: "IGIC", percent: "7%" }]));
    expect(out.lines[0].taxes[0].ext).toEqual({ "untdid-tax-category": "L" });
    expect(out.lines[0].taxes[0].percent).toBe("7%");
  });

  it("IPSI: M, the percentage kept", async () => {
    const out = await built(spanishInvoice([{ cat: "IPSI", percent: "7%" }]));
    expect(out.lines[0].taxes[0].ext).toEqual({ "untdid-tax-category": "M" });
    expect(out.lines[0].taxes[0].percent).toBe("7%");
  });

  it("exempt: E", async () => {
    expect((await builtCombo({ cat: "VAT", key: "exempt", ext: VATEX })).ext).toEqual({ ...VATEX, "untdid-tax-category": "E" });
  });

  it("no key, rate or percentage: standard, S (the missing percentage is for the core to report)", async () => {
    const doc = invoiceWithCombo({ cat: "VAT" });
    const faults = await buildFaults(doc);
    expect(faults.length).toBeGreaterThan(0);
    expect(addonFaults(faults)).toEqual([]);
    const out = await builtIgnoring(doc, faults.map((f) => f.code!));
    expect(out.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "standard", ext: { "untdid-tax-category": "S" } });
  });

  it("no key but a percentage: standard, S", async () => {
    const combo = await builtCombo({ cat: "VAT", percent: "1.9%" });
    expect(combo).toMatchObject({ key: "standard", percent: "1.9%", ext: { "untdid-tax-category": "S" } });
  });

  it("zero with a zero percentage: Z", async () => {
    const combo = await builtCombo({ cat: "VAT", key: "zero", percent: "0.0%" });
    expect(combo.ext).toEqual({ "untdid-tax-category": "Z" });
  });

  it("a zero percentage without a key: zero, Z", async () => {
    const combo = await builtCombo({ cat: "VAT", percent: "0%" });
    expect(combo).toMatchObject({ key: "zero", ext: { "untdid-tax-category": "Z" } });
  });

  it("the zero rate shorthand: zero, Z", async () => {
    const combo = await builtCombo({ cat: "VAT", rate: "zero" });
    expect(combo).toMatchObject({ key: "zero", ext: { "untdid-tax-category": "Z" } });
  });

  it("a category other than VAT, IGIC or IPSI: O (retained income tax)", async () => {
    const out = await built(spanishInvoice([{ cat: "VAT", rate: "general" }, { cat: "IRPF", percent: "15%" }]));
    expect(out.lines[0].taxes.map((t: Obj) => t.ext)).toEqual([{ "untdid-tax-category": "S" }, { "untdid-tax-category": "O" }]);
  });

  it("sales tax (GST) without a regime: O, the percentage kept", async () => {
    const inv = germanInvoice();
    delete inv.$regime;
    delete inv.supplier.tax_id;
    delete inv.customer.tax_id;
    inv.lines[0].taxes = [{ cat: "GST", percent: "19%" }];
    const out = await built(inv);
    expect(out.lines[0].taxes[0]).toMatchObject({ cat: "GST", percent: "19%", ext: { "untdid-tax-category": "O" } });
  });

  it("a VAT combo given another category's code takes the one of its key", async () => {
    const combo = await builtCombo({ cat: "VAT", percent: "7%", ext: { "untdid-tax-category": "L" } });
    expect(combo).toMatchObject({ key: "standard", ext: { "untdid-tax-category": "S" } });
  });

  it("a VAT combo given only a category code takes its key", async () => {
    const combo = await builtCombo({ cat: "VAT", ext: { "untdid-tax-category": "E", ...VATEX } });
    expect(combo).toMatchObject({ key: "exempt", ext: { "untdid-tax-category": "E" } });
  });

  it("combos of document charges and discounts are normalised too", async () => {
    const inv = germanInvoice();
    inv.charges = [{ reason: "Freight", amount: "10.00", taxes: [{ cat: "VAT", rate: "general" }] }];
    inv.discounts = [{ reason: "Loyalty", amount: "5.00", taxes: [{ cat: "VAT", key: "zero" }] }];
    const out = await built(inv);
    expect(out.charges[0].taxes[0].ext).toEqual({ "untdid-tax-category": "S" });
    expect(out.discounts[0].taxes[0].ext).toEqual({ "untdid-tax-category": "Z" });
  });
});

describe("EN 16931 combo rules", () => {
  it("standard VAT is valid: S, 19%", async () => {
    const combo = await builtCombo({ cat: "VAT", key: "standard", percent: "19%" });
    expect(combo).toMatchObject({ ext: { "untdid-tax-category": "S" }, percent: "19%" });
  });

  it("exempt with a VATEX code is valid", async () => {
    await expect(builtCombo({ cat: "VAT", key: "exempt", ext: VATEX })).resolves.toBeDefined();
  });

  it("exempt without a VATEX code is valid as a combo (the invoice asks for a note)", async () => {
    const combo = await builtCombo({ cat: "VAT", key: "exempt" }, [{ cat: "VAT", key: "exempt", text: "Exempt" }]);
    expect(combo.ext).toEqual({ "untdid-tax-category": "E" });
  });

  it.each([
    ["reverse-charge", "AE"],
    ["intra-community", "K"],
    ["export", "G"],
    ["outside-scope", "O"],
  ])("%s without a VATEX code: %s and no percentage", async (key, code) => {
    const combo = await builtCombo({ cat: "VAT", key, percent: "19%" }, [{ cat: "VAT", key, text: "No VAT charged" }]);
    expect(combo.ext).toEqual({ "untdid-tax-category": code });
    expect(combo.percent).toBeUndefined();
  });

  it("zero with a VATEX code is refused (TAX-COMBO-07)", async () => {
    const faults = await buildFaults(invoiceWithCombo({ cat: "VAT", key: "zero", ext: VATEX }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-07", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("standard with a VATEX code is refused (TAX-COMBO-07)", async () => {
    const faults = await buildFaults(invoiceWithCombo({ cat: "VAT", key: "standard", percent: "19%", ext: VATEX }));
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-07", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("IGIC with a VATEX code is refused (TAX-COMBO-07)", async () => {
    const faults = await buildFaults(spanishInvoice([{ cat: "IGIC", percent: "7%", ext: VATEX }]));
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-07", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("empty entries in a tax set are dropped", async () => {
    const out = await built(invoiceWithCombo(null as never));
    expect(out.lines[0].taxes).toBeUndefined();
  });

  it("a combo that lost its category code is refused (TAX-COMBO-01)", async () => {
    const faults = await faultsAfter(invoiceWithCombo({ cat: "VAT", percent: "19%" }), (out) => {
      delete out.lines[0].taxes[0].ext;
    });
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-01", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("a VAT combo with a code VAT does not use is refused (TAX-COMBO-02)", async () => {
    const faults = await faultsAfter(germanInvoice(), (out) => {
      out.lines[0].taxes[0].ext = { "untdid-tax-category": "L" };
    });
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-02", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("an IGIC combo with another code is refused (TAX-COMBO-03)", async () => {
    const faults = await faultsAfter(spanishInvoice([{ cat: "IGIC", percent: "7%" }]), (out) => {
      out.lines[0].taxes[0].ext = { "untdid-tax-category": "S" };
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-03", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("an IPSI combo with another code is refused (TAX-COMBO-04)", async () => {
    const faults = await faultsAfter(spanishInvoice([{ cat: "IPSI", percent: "7%" }]), (out) => {
      out.lines[0].taxes[0].ext = { "untdid-tax-category": "E" };
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-04", properties: ["$.lines[0].taxes[0].ext"] }]);
  });

  it("another category's combo with a code other than O is refused (TAX-COMBO-05)", async () => {
    const faults = await faultsAfter(spanishInvoice([{ cat: "VAT", rate: "general" }, { cat: "IRPF", percent: "15%" }]), (out) => {
      out.lines[0].taxes[1].ext = { "untdid-tax-category": "S" };
    });
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-EU-EN16931-TAX-COMBO-05", properties: ["$.lines[0].taxes[1].ext"] }]);
  });
});
