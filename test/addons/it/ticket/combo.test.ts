/**
 * AdE tickets on line taxes: GOBL's TestInvoiceLineTaxes (bill_invoices_test.go),
 * each case carried over with the expectations GOBL's test states. Where
 * GOBL only calculates, the document is built with the rule it would break
 * ignored.
 */
import { describe, expect, it } from "vitest";
import { EXT_EXEMPT, addonFaults, buildFaults, built, builtIgnoring, exampleStandardInvoice, extraLine } from "./support.ts";

describe("AdE ticket line taxes (TestInvoiceLineTaxes)", () => {
  it("item with no taxes (BILL-INVOICE-06)", async () => {
    const inv = exampleStandardInvoice();
    inv.lines.push(extraLine());
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-IT-TICKET-BILL-INVOICE-06", properties: ["$.lines[2]"] }]);
  });

  it("item with no tax rate nor key (TAX-COMBO-01)", async () => {
    const inv = exampleStandardInvoice();
    inv.lines.push(extraLine([{ cat: "VAT" }]));
    const faults = await buildFaults(inv);
    // "tax combo percent required or invalid": the combo is taken for a standard one, without a rate.
    expect(faults).toContainEqual({ code: "GOBL-TAX-COMBO-04", properties: ["$.lines[2].taxes[0]"] });
    // Without a percent and without a nature code.
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-IT-TICKET-TAX-COMBO-01", properties: ["$.lines[2].taxes[0].ext"] }]);
  });

  it.each([
    ["N1", "outside-scope"],
    ["N2", "outside-scope"],
    ["N3", "export"],
    ["N4", "exempt"],
    ["N5", "exempt"],
    ["N6", "reverse-charge"],
  ])("normalization when exempt key provided: %s", async (code, key) => {
    const inv = exampleStandardInvoice();
    inv.lines.push(extraLine([{ cat: "VAT", ext: { [EXT_EXEMPT]: code } }]));
    const out = await built(inv);
    expect(out.lines[2].taxes[0].key).toBe(key);
    expect(out.lines[2].taxes[0].ext[EXT_EXEMPT]).toBe(code);
  });

  it("item with zero percent", async () => {
    const inv = exampleStandardInvoice();
    inv.lines.push(extraLine([{ cat: "VAT", percent: "0%" }]));
    // GOBL only calculates here: 0% is not among the AdE's percentages.
    const out = await builtIgnoring(inv, ["GOBL-IT-TICKET-TAX-COMBO-02"]);
    expect(out.lines[2].taxes[0].key).toBe("zero");
  });

  it("sale with foreign tax combo country", async () => {
    const inv = exampleStandardInvoice();
    inv.lines[1] = { quantity: "10", item: { name: "Test Item 2", price: "100.00" }, taxes: [{ country: "FR", cat: "VAT", rate: "general" }] };
    // GOBL only calculates here: the French rate is not among the AdE's percentages.
    const out = await builtIgnoring(inv, ["GOBL-IT-TICKET-TAX-COMBO-02"]);
    expect(out.lines[1].taxes[0].country).toBe("FR");
    expect(out.lines[1].taxes[0].key).toBe("standard");
    expect(out.lines[1].taxes[0].ext[EXT_EXEMPT]).toBe("N2");
  });

  it("item with Invalid Percentage (TAX-COMBO-02)", async () => {
    const inv = exampleStandardInvoice();
    inv.lines.push(extraLine([{ cat: "VAT", percent: "24%" }]));
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-IT-TICKET-TAX-COMBO-02", properties: ["$.lines[2].taxes[0].percent"] }]);
  });
});

describe("AdE ticket combo normalisation (tax_combo.go)", () => {
  it("every AdE percentage passes, however written", async () => {
    const inv = exampleStandardInvoice();
    for (const percent of ["2%", "4.0%", "5%", "6.4%", "7%", "7.3%", "7.5%", "7.65%", "7.95%", "8.3%", "8.5%", "8.8%", "9.5%", "10%", "12.30%", "22%"]) {
      inv.lines.push(extraLine([{ cat: "VAT", percent }]));
    }
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["outside-scope", undefined, "N1"],
    ["outside-scope", "N2", "N2"],
    ["export", "N1", "N3"],
    ["intra-community", undefined, "N3"],
    ["exempt", undefined, "N4"],
    ["exempt", "N5", "N5"],
    ["exempt", "N6", "N4"],
    ["reverse-charge", undefined, "N6"],
  ])("key %s with nature %s gets %s", async (key, given, expected) => {
    const inv = exampleStandardInvoice();
    inv.lines.push(extraLine([{ cat: "VAT", key, ...(given ? { ext: { [EXT_EXEMPT]: given } } : {}) }]));
    const out = await built(inv);
    expect(out.lines[2].taxes[0].ext[EXT_EXEMPT]).toBe(expected);
  });

  it("a standard rate drops any nature code", async () => {
    const inv = exampleStandardInvoice();
    inv.lines[0].taxes = [{ cat: "VAT", key: "standard", rate: "general", ext: { [EXT_EXEMPT]: "N4" } }];
    const out = await built(inv);
    expect(out.lines[0].taxes[0].ext).toBeUndefined();
    expect(out.lines[0].taxes[0].percent).toBe("22.0%");
  });

  it("a nature code drops the rate of a combo without key", async () => {
    const inv = exampleStandardInvoice();
    inv.lines[0].taxes = [{ cat: "VAT", rate: "general", ext: { [EXT_EXEMPT]: "N4" } }];
    const out = await built(inv);
    expect(out.lines[0].taxes[0]).toEqual({ cat: "VAT", key: "exempt", ext: { [EXT_EXEMPT]: "N4" } });
  });

  it("an Italian combo country is treated as domestic", async () => {
    const inv = exampleStandardInvoice();
    inv.lines[1].taxes = [{ cat: "VAT", country: "IT", ext: { [EXT_EXEMPT]: "N4" } }];
    const out = await built(inv);
    expect(out.lines[1].taxes[0].key).toBe("exempt");
    expect(out.lines[1].taxes[0].ext[EXT_EXEMPT]).toBe("N4");
  });
});
