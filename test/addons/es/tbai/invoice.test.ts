/**
 * TicketBAI invoices: GOBL's TestInvoiceNormalization,
 * TestInvoicePartyNormalization, TestInvoiceValidation and
 * TestBillLineNormalization (bill_test.go), plus its small unit tests of
 * the helpers, on GOBL's `testInvoiceStandard`. `inv.Calculate()` is a
 * build (ignoring whatever faults the case does not look at), and
 * `rules.Validate(inv)` the validation of that build.
 */
import { describe, expect, it } from "vitest";
import type { Invoice, Line } from "../../../../engine/index.ts";
import { invoiceNormalizer } from "../../../../addons/es/tbai/invoice.ts";
import { lineNormalizer } from "../../../../addons/es/tbai/line.ts";
import { NO_CONTEXT, addonFaults, buildFaults, built, builtIgnoring, engine, standardInvoice, type Obj } from "./support.ts";

const REGION = "es-tbai-region";
const REGIME = "es-tbai-regime";
const PRODUCT = "es-tbai-product";
const SIMPLIFIED = "es-tbai-simplified";
const IDENTITY_TYPE = "es-tbai-identity-type";
const CORRECTION = "es-tbai-correction";
const ACTIVITY = "es-tbai-bi-activity";

/** GOBL's `inv.Calculate()`: the normalised and calculated invoice, whatever rules it breaks. */
async function calculated(doc: Obj): Promise<Obj> {
  const faults = await buildFaults(structuredClone(doc));
  if (faults.length === 0) return built(doc);
  return builtIgnoring(doc, faults.map((f) => f.code!));
}

/** The invoice with no tax details and a supplier address in `region`. */
function invoiceInRegion(region: string): Obj {
  const inv = standardInvoice();
  delete inv.tax;
  inv.supplier.addresses = [{ region }];
  return inv;
}

describe("TestInvoiceNormalization", () => {
  it("nil", () => {
    // Nothing to normalise: an invoice with no parts is left alone without failing.
    const inv = {} as Invoice;
    expect(() => invoiceNormalizer.normalize(inv, NO_CONTEXT)).not.toThrow();
    expect(inv).toEqual({});
  });

  it("standard invoice, no address", async () => {
    const inv = standardInvoice();
    delete inv.tax;
    expect((await calculated(inv)).tax).toBeUndefined();
  });

  it("standard invoice in Vizcaya", async () => {
    expect((await calculated(invoiceInRegion("Vizcaya"))).tax.ext[REGION]).toBe("BI");
  });

  it("standard invoice in Gipuzkoa", async () => {
    expect((await calculated(invoiceInRegion("Gipuzkoa"))).tax.ext[REGION]).toBe("SS");
  });

  it("standard invoice in Álava (accent)", async () => {
    expect((await calculated(invoiceInRegion("Álava"))).tax.ext[REGION]).toBe("VI");
  });

  it("standard invoice in Araba", async () => {
    expect((await calculated(invoiceInRegion("Araba"))).tax.ext[REGION]).toBe("VI");
  });

  it("standard invoice in Araba (a Madrid address: no region)", async () => {
    expect((await calculated(invoiceInRegion("Madrid"))).tax).toBeUndefined();
  });

  it("with existing region", async () => {
    const inv = standardInvoice();
    inv.supplier.addresses = [{ region: "Araba" }];
    inv.tax = { ext: { [REGION]: "BI" } }; // kept despite the Araba address
    expect((await calculated(inv)).tax.ext[REGION]).toBe("BI");
  });

  it("regime defaults to 01", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes[0] = { cat: "VAT", key: "standard", rate: "general" };
    expect((await calculated(inv)).lines[0].taxes[0].ext[REGIME]).toBe("01");
  });

  it("regime 51 with equivalence surcharge", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes[0] = { cat: "VAT", rate: "general+eqs" };
    expect((await calculated(inv)).lines[0].taxes[0].ext[REGIME]).toBe("51");
  });

  it("regime 02 with export key", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes[0] = { cat: "VAT", key: "export" };
    expect((await calculated(inv)).lines[0].taxes[0].ext[REGIME]).toBe("02");
  });

  it("regime explicit override is preserved", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes[0] = { cat: "VAT", key: "standard", rate: "general", ext: { [REGIME]: "07" } };
    expect((await calculated(inv)).lines[0].taxes[0].ext[REGIME]).toBe("07");
  });

  it("regime applied to invoice-level charges and discounts", async () => {
    const inv = standardInvoice();
    inv.charges = [{ reason: "handling", amount: "1.00", taxes: [{ cat: "VAT", rate: "general" }] }];
    inv.discounts = [{ reason: "loyalty", amount: "0.50", taxes: [{ cat: "VAT", rate: "general" }] }];
    const out = await calculated(inv);
    expect(out.charges[0].taxes[0].ext[REGIME]).toBe("01");
    expect(out.discounts[0].taxes[0].ext[REGIME]).toBe("01");
  });

  it("simplified tag sets es-tbai-simplified=S", async () => {
    const inv = standardInvoice();
    delete inv.customer;
    inv.$tags = ["simplified"];
    expect((await calculated(inv)).tax.ext[SIMPLIFIED]).toBe("S");
  });

  it("no simplified tag leaves es-tbai-simplified unset", async () => {
    expect((await calculated(standardInvoice())).tax.ext[SIMPLIFIED]).toBeUndefined();
  });
});

describe("TestInvoicePartyNormalization", () => {
  it("regular Spanish customer", async () => {
    const inv = standardInvoice();
    inv.customer.tax_id = { country: "ES", code: "B12345678" };
    await expect(calculated(inv)).resolves.toBeDefined();
  });

  it("Spanish customer with identities is not normalized", async () => {
    const inv = standardInvoice();
    inv.customer.tax_id = { country: "ES", code: "B12345678" };
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    expect((await calculated(inv)).customer.identities[0].ext).toBeUndefined();
  });

  it("customer without identities", async () => {
    const inv = standardInvoice();
    delete inv.customer.identities;
    await expect(calculated(inv)).resolves.toBeDefined();
  });

  const typed: [string, string, string, string][] = [
    ["passport identity normalization", "passport", "AA123456", "03"],
    ["foreign identity normalization", "foreign", "FOR123456", "04"],
    ["resident identity normalization", "resident", "RES123456", "05"],
    ["other identity normalization", "other", "OTH123456", "06"],
  ];
  for (const [name, key, code, type] of typed) {
    it(name, async () => {
      const inv = standardInvoice();
      delete inv.customer.tax_id;
      inv.customer.identities = [{ key, code }];
      expect((await calculated(inv)).customer.identities[0].ext[IDENTITY_TYPE]).toBe(type);
    });
  }

  it("unknown identity key not normalized", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ key: "unknown", code: "UNK123456" }];
    expect((await calculated(inv)).customer.identities[0].ext).toBeUndefined();
  });

  it("explicit extension on unkeyed identity preserved", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ code: "AA123456", ext: { [IDENTITY_TYPE]: "06" } }];
    expect((await calculated(inv)).customer.identities[0].ext[IDENTITY_TYPE]).toBe("06");
  });

  it("multiple identities only normalizes first", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [
      { key: "passport", code: "AA123456" },
      { key: "foreign", code: "FOR123456" },
    ];
    const out = await calculated(inv);
    expect(out.customer.identities[0].ext[IDENTITY_TYPE]).toBe("03");
    expect(out.customer.identities[1].ext).toBeUndefined();
  });
});

describe("TestInvoiceValidation", () => {
  it("standard invoice", async () => {
    expect(await buildFaults(standardInvoice())).toEqual([]);
  });

  it("with services", async () => {
    const inv = standardInvoice();
    inv.lines[0].taxes[0].ext[PRODUCT] = "services";
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("missing customer", async () => {
    const inv = standardInvoice();
    delete inv.customer;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-03", properties: ["$.customer"] }]);
  });

  it("missing customer tax ID and identity", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-08", properties: ["$.customer"] }]);
  });

  it("customer with identity-type extension but no tax ID is valid", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ country: "CH", code: "CH-OTHER-9001", ext: { [IDENTITY_TYPE]: "06" } }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("customer with identity but no identity-type extension is rejected", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ country: "CH", code: "CH-XYZ-001", key: "unknown" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-08", properties: ["$.customer"] }]);
  });

  it("simplified invoice without customer", async () => {
    const inv = standardInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("simplified invoice with customer without tax ID", async () => {
    const inv = standardInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("simplified invoice with customer tax ID", async () => {
    const inv = standardInvoice();
    inv.$tags = ["simplified"];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("with exemption reason", async () => {
    // The exempt combo loses its code; normalisation gives E1 back.
    const inv = standardInvoice();
    inv.lines[0].taxes[0].ext = {};
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("without series", async () => {
    const inv = standardInvoice();
    delete inv.series;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("without notes", async () => {
    const inv = standardInvoice();
    delete inv.notes;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-07", properties: ["$.notes"] }]);
  });

  it("correction", async () => {
    const original = await built(standardInvoice());
    const out = (await engine.correct(original, { type: "credit-note", ext: { [CORRECTION]: "R4" } })) as Obj;
    expect(out.preceding).toHaveLength(1);
    expect(out.type).toBe("credit-note");
  });

  it("BI individual missing activity", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id = { country: "ES", code: "12345678Z" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-10", properties: ["$.supplier.ext"] }]);
  });

  it("BI individual with valid activity", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id = { country: "ES", code: "12345678Z" };
    inv.supplier.ext = { [ACTIVITY]: "722300" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("BI persona jurídica without activity", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id = { country: "ES", code: "B64847106" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("VI individual without activity", async () => {
    const inv = standardInvoice();
    inv.tax.ext[REGION] = "VI";
    inv.supplier.tax_id = { country: "ES", code: "12345678Z" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("SS individual without activity", async () => {
    const inv = standardInvoice();
    inv.tax.ext[REGION] = "SS";
    inv.supplier.tax_id = { country: "ES", code: "12345678Z" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("BI individual with non-numeric activity", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id = { country: "ES", code: "12345678Z" };
    inv.supplier.ext = { [ACTIVITY]: "abc" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-11", properties: ["$.supplier.ext"] }]);
  });

  it("BI individual with too-long activity", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id = { country: "ES", code: "12345678Z" };
    inv.supplier.ext = { [ACTIVITY]: "12345678" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-11", properties: ["$.supplier.ext"] }]);
  });

  it("No tax", async () => {
    const inv = standardInvoice();
    delete inv.tax;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-01", properties: ["$.tax"] }]);
  });
});

describe("TicketBAI invoice rules GOBL's tests leave out", () => {
  it("tax details without the province fail GOBL-ES-TBAI-BILL-INVOICE-02 at tax.ext", async () => {
    const inv = standardInvoice();
    inv.tax = { ext: { [SIMPLIFIED]: "N" } };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-02", properties: ["$.tax.ext"] }]);
  });

  it("a credit note without preceding documents fails GOBL-ES-TBAI-BILL-INVOICE-04", async () => {
    const inv = standardInvoice();
    inv.type = "credit-note";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-04", properties: ["$.preceding"] }]);
  });

  it.each(["corrective", "debit-note"])("a %s without preceding documents fails GOBL-ES-TBAI-BILL-INVOICE-04", async (type) => {
    const inv = standardInvoice();
    inv.type = type;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-04", properties: ["$.preceding"] }]);
  });

  it("a preceding document without its issue date fails GOBL-ES-TBAI-BILL-INVOICE-05", async () => {
    const inv = standardInvoice();
    inv.type = "credit-note";
    inv.preceding = [
      { code: "100", issue_date: "2024-01-10", ext: { [CORRECTION]: "R1" } },
      { code: "101", ext: { [CORRECTION]: "R1" } },
    ];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-05", properties: ["$.preceding[1].issue_date"] }]);
  });

  it("a preceding document without its rectification code fails GOBL-ES-TBAI-BILL-INVOICE-06", async () => {
    const inv = standardInvoice();
    inv.preceding = [{ code: "100", issue_date: "2024-01-10" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-06", properties: ["$.preceding[0].ext"] }]);
  });

  it("an invoice in dollars without an exchange rate into euros fails GOBL-ES-TBAI-BILL-INVOICE-09", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-09", properties: ["$"] }]);
  });

  it("an invoice in dollars with an exchange rate into euros is accepted", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.875967" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("a Bizkaia supplier known by a foreigner's NIE is not an organisation (GOBL-ES-TBAI-BILL-INVOICE-10)", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id = { country: "ES", code: "X1234567L" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-10", properties: ["$.supplier.ext"] }]);
  });

  it("an activity code is checked in any province, individual or not (GOBL-ES-TBAI-BILL-INVOICE-11)", async () => {
    const inv = standardInvoice();
    inv.tax.ext[REGION] = "SS";
    inv.supplier.ext = { [ACTIVITY]: "A1" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-11", properties: ["$.supplier.ext"] }]);
  });

  it("only a general note will do (GOBL's TestNotesHasGeneralKeyNoGeneralNote)", async () => {
    const inv = standardInvoice();
    inv.notes = [{ key: "legal", text: "legal" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-ES-TBAI-BILL-INVOICE-07", properties: ["$.notes"] }]);
  });
});

describe("TestBillLineNormalization", () => {
  it("nil", () => {
    // A line without an item is left alone.
    const line = { quantity: "1" } as Line;
    expect(() => lineNormalizer.normalize(line, NO_CONTEXT)).not.toThrow();
    expect(line).toEqual({ quantity: "1" });
  });

  it("with standard invoice, set default", async () => {
    expect((await calculated(standardInvoice())).lines[0].taxes[0].ext[PRODUCT]).toBe("services");
  });

  it("with standard invoice, set override for goods", async () => {
    const inv = standardInvoice();
    inv.lines[0].item.key = "goods";
    expect((await calculated(inv)).lines[0].taxes[0].ext[PRODUCT]).toBe("goods");
  });

  it("with standard invoice, set override for resale", async () => {
    const inv = standardInvoice();
    inv.lines[0].item.key = "goods";
    inv.lines[0].taxes[0].ext[PRODUCT] = "resale";
    expect((await calculated(inv)).lines[0].taxes[0].ext[PRODUCT]).toBe("resale");
  });
});

describe("GOBL's unit tests of the helpers", () => {
  it("TestNormalizeBillLineNoVAT: a line with no VAT combo is left alone", () => {
    const line = { quantity: "1", item: { name: "x", price: "1.00" }, taxes: [{ cat: "GST" }] } as Line;
    lineNormalizer.normalize(line, NO_CONTEXT);
    expect(line.taxes![0].ext).toBeUndefined();
  });

  it("a services item overrides a product code given before", () => {
    const line = { i: 1, quantity: "1", item: { name: "x", price: "1.00", key: "services" }, taxes: [{ cat: "VAT", ext: { [PRODUCT]: "goods" } }] } as Line;
    lineNormalizer.normalize(line, NO_CONTEXT);
    expect(line.taxes![0].ext).toEqual({ [PRODUCT]: "services" });
  });

  it("TestNormalizeInvoicePartyIdentityNilCustomer", () => {
    const inv = { supplier: { name: "S" } } as Invoice;
    expect(() => invoiceNormalizer.normalize(inv, NO_CONTEXT)).not.toThrow();
  });

  it("TestNormalizeInvoicePartyIdentityUnkeyedNoExt", () => {
    const inv = { customer: { identities: [{ code: "X" }] } } as Invoice;
    invoiceNormalizer.normalize(inv, NO_CONTEXT);
    expect(inv.customer!.identities![0].ext).toBeUndefined();
  });

  it("TestNormalizeInvoicePartyIdentitySpanishNIFShortCircuits", () => {
    const inv = { customer: { tax_id: { country: "ES", code: "B12345678" }, identities: [{ key: "passport", code: "AA" }] } } as Invoice;
    invoiceNormalizer.normalize(inv, NO_CONTEXT);
    expect(inv.customer!.identities![0].ext).toBeUndefined();
  });

  it("TestNormalizeInvoicePartyIdentityEmptyIdentities", () => {
    const inv = { customer: {} } as Invoice;
    expect(() => invoiceNormalizer.normalize(inv, NO_CONTEXT)).not.toThrow();
    expect(inv.customer).toEqual({});
  });

  it("TestNormalizeInvoiceSimplifiedNilTax: the simplified flag creates the tax details", () => {
    const inv = { $tags: ["simplified"] } as Invoice;
    invoiceNormalizer.normalize(inv, NO_CONTEXT);
    expect(inv.tax?.ext?.[SIMPLIFIED]).toBe("S");
  });

  it("a customer with a foreign tax ID still has its identity typed", async () => {
    const inv = standardInvoice();
    inv.customer.identities = [{ key: "passport", code: "AA123456" }];
    expect((await calculated(inv)).customer.identities[0].ext[IDENTITY_TYPE]).toBe("03");
  });
});
