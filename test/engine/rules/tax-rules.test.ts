import { describe, expect, it } from "vitest";
import { InvoiceSchema } from "../../../engine/bill/schema.ts";
import type { AddonPlugin } from "../../../engine/plugin/contracts.ts";
import type { Context } from "../../../engine/plugin/context.ts";
import { taxRules } from "../../../engine/tax/rules.ts";
import { createEngine } from "../../../index.ts";
import { check, engine, esCtx, pathsOf } from "./support.ts";
import { testContext } from "../../support/context.ts";

type Obj = Record<string, any>;

const invoice = (taxes: Obj[], more: Obj = {}): Obj => ({
  $regime: "ES",
  type: "standard",
  issue_date: "2024-01-10",
  currency: "EUR",
  supplier: { name: "Provide One S.L.", tax_id: { country: "ES", code: "B98602642" } },
  lines: [
    { i: 1, quantity: "1", item: { name: "A", price: "10.00" }, sum: "10.00", taxes: [{ cat: "VAT", key: "standard", rate: "general", percent: "21.0%" }], total: "10.00" },
    { i: 2, quantity: "1", item: { name: "B", price: "10.00" }, sum: "10.00", taxes, total: "10.00" },
  ],
  ...more,
});

const faultsFor = (taxes: Obj[], ctx: Context = esCtx) => check(taxRules, InvoiceSchema, invoice(taxes), ctx);
const at = "$.lines[1].taxes[0]";

describe("tax combo rules", () => {
  it("accept combos the regime defines", () => {
    const faults = faultsFor([
      { cat: "VAT", key: "standard", rate: "reduced", percent: "10.0%" },
      { cat: "IRPF", rate: "pro", percent: "15.0%" },
    ]);
    expect(faults).toEqual([]);
    expect(faultsFor([{ cat: "VAT", key: "exempt", ext: { "untdid-tax-category": "E" } }])).toEqual([]);
    expect(faultsFor([{ cat: "VAT", key: "standard", rate: "general+eqs", percent: "21.0%", surcharge: "5.2%" }])).toEqual([]);
  });

  it("GOBL-TAX-COMBO-01: the category must be the regime's", () => {
    expect(pathsOf(faultsFor([{ cat: "GST", percent: "10%" }]), "GOBL-TAX-COMBO-01")).toEqual([at]);
    // a combo's own country picks the regime it is checked against
    expect(pathsOf(faultsFor([{ cat: "IRPF", country: "NL", percent: "15%" }]), "GOBL-TAX-COMBO-01")).toEqual([at]);
    // ... and no regime means nothing to check against
    expect(pathsOf(faultsFor([{ cat: "XYZ", country: "JP", percent: "15%" }]), "GOBL-TAX-COMBO-01")).toEqual([]);
    expect(pathsOf(faultsFor([{ cat: "XYZ", percent: "15%" }], { ...esCtx, regime: undefined }), "GOBL-TAX-COMBO-01")).toEqual([]);
  });

  it("GOBL-TAX-COMBO-02: the key must be the category's", () => {
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "luxury", percent: "21%" }]), "GOBL-TAX-COMBO-02")).toEqual([at]);
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "reverse-charge" }]), "GOBL-TAX-COMBO-02")).toEqual([]);
  });

  it("GOBL-TAX-COMBO-03: the rate must be defined for the key", () => {
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "standard", rate: "luxury", percent: "21%" }]), "GOBL-TAX-COMBO-03")).toEqual([at]);
    // rates of a key do not apply without it
    expect(pathsOf(faultsFor([{ cat: "VAT", rate: "general", percent: "21%" }]), "GOBL-TAX-COMBO-03")).toEqual([at]);
    // a rate with extra segments falls back on its first segment
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "standard", rate: "reduced+custom", percent: "10%" }]), "GOBL-TAX-COMBO-03")).toEqual([]);
  });

  it("GOBL-TAX-COMBO-04: a percent where the key has one, none where it has not", () => {
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "standard", rate: "general" }]), "GOBL-TAX-COMBO-04")).toEqual([at]);
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "exempt", percent: "0%" }]), "GOBL-TAX-COMBO-04")).toEqual([at]);
    expect(pathsOf(faultsFor([{ cat: "IRPF" }]), "GOBL-TAX-COMBO-04")).toEqual([at]);
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "exempt" }]), "GOBL-TAX-COMBO-04")).toEqual([]);
    // unknown keys are left to GOBL-TAX-COMBO-02
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "luxury" }]), "GOBL-TAX-COMBO-04")).toEqual([]);
  });

  it("GOBL-TAX-COMBO-05: a surcharge needs a percent", () => {
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "exempt", surcharge: "5.2%" }]), "GOBL-TAX-COMBO-05")).toEqual([at]);
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "standard", percent: "21%", surcharge: "5.2%" }]), "GOBL-TAX-COMBO-05")).toEqual([]);
  });

  it("GOBL-TAX-COMBO-06: extension keys must be defined somewhere", () => {
    const faults = faultsFor([{ cat: "VAT", key: "standard", percent: "21%", ext: { "untdid-tax-category": "S", "xx-made-up": "1" } }]);
    // At the key, which the fault names (GOBL: at the combo).
    expect(pathsOf(faults, "GOBL-TAX-COMBO-06")).toEqual([`${at}.ext["xx-made-up"]`]);
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "standard", percent: "21%", ext: { "cef-vatex": "VATEX-EU-79-C" } }]), "GOBL-TAX-COMBO-06")).toEqual([]);
  });

  it("GOBL-TAX-COMBO-06: keys defined by any registered addon count, enabled or not", () => {
    const addon: AddonPlugin = { definition: { key: "xx-format-v1", name: { en: "Test format" }, extensions: [{ key: "xx-made-up", name: { en: "Made up" } }] } };
    const withAddon = createEngine({ addons: [addon] });
    const ctx: Context = testContext(withAddon.plugins, "ES");
    const taxes = [{ cat: "VAT", key: "standard", percent: "21%", ext: { "xx-made-up": "1" } }];
    expect(pathsOf(faultsFor(taxes, ctx), "GOBL-TAX-COMBO-06")).toEqual([]);
    expect(pathsOf(faultsFor(taxes), "GOBL-TAX-COMBO-06")).toEqual([`${at}.ext["xx-made-up"]`]);
  });

  it("also checks the combos of discounts and charges", () => {
    const doc = invoice([{ cat: "VAT", key: "standard", percent: "21%" }], { charges: [{ i: 1, amount: "1.00", taxes: [{ cat: "VAT", key: "nope", percent: "21%" }] }] });
    expect(pathsOf(check(taxRules, InvoiceSchema, doc), "GOBL-TAX-COMBO-02")).toEqual(["$.charges[0].taxes[0]"]);
  });
});

describe("tax set, note and addon rules", () => {
  it("GOBL-TAX-SET-01: one combo per category", () => {
    const faults = faultsFor([
      { cat: "VAT", key: "standard", percent: "21%" },
      { cat: "IRPF", percent: "15%" },
      { cat: "VAT", key: "standard", percent: "10%" },
    ]);
    expect(pathsOf(faults, "GOBL-TAX-SET-01")).toEqual(["$.lines[1].taxes"]);
    expect(pathsOf(faultsFor([{ cat: "VAT", key: "standard", percent: "21%" }, { cat: "IRPF", percent: "15%" }]), "GOBL-TAX-SET-01")).toEqual([]);
  });

  it("GOBL-TAX-NOTE-01: a tax note needs text", () => {
    const doc = invoice([{ cat: "VAT", key: "standard", percent: "21%" }], {
      tax: { notes: [{ cat: "VAT", key: "legal", text: "Exempt under article 20" }, { cat: "VAT", text: "" }] },
    });
    expect(pathsOf(check(taxRules, InvoiceSchema, doc), "GOBL-TAX-NOTE-01")).toEqual(["$.tax.notes[1].text"]);
  });

  it("GOBL-TAX-ADDONS-01: every $addons entry must be a registered addon", () => {
    const addon: AddonPlugin = { definition: { key: "xx-format-v1", name: { en: "Test format" } } };
    const withAddon = createEngine({ addons: [addon] });
    const ctx: Context = testContext(withAddon.plugins, "ES");
    const doc = invoice([{ cat: "VAT", key: "standard", percent: "21%" }], { $addons: ["yy-unknown-v1", "xx-format-v1", "zz-unknown-v2"] });
    expect(pathsOf(check(taxRules, InvoiceSchema, doc, ctx), "GOBL-TAX-ADDONS-01")).toEqual(["$.$addons[0]", "$.$addons[2]"]);
    // without the addon plugin, every entry fails
    expect(pathsOf(check(taxRules, InvoiceSchema, doc, esCtx), "GOBL-TAX-ADDONS-01")).toEqual(["$.$addons[0]", "$.$addons[1]", "$.$addons[2]"]);
    const known = invoice([{ cat: "VAT", key: "standard", percent: "21%" }], { $addons: ["xx-format-v1"] });
    expect(check(taxRules, InvoiceSchema, known, ctx)).toEqual([]);
  });

  it("GOBL-TAX-ADDONS-01 leaves other keys alone, even when they equal an addon key", () => {
    const doc = invoice([{ cat: "VAT", key: "standard", percent: "21%" }], { $addons: ["standard"] });
    const faults = check(taxRules, InvoiceSchema, doc, { ...esCtx, plugins: engine.plugins });
    expect(pathsOf(faults, "GOBL-TAX-ADDONS-01")).toEqual(["$.$addons[0]"]);
  });
});
