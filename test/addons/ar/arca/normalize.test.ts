/**
 * ARCA's invoice normaliser: the customer's VAT status
 * (TestInvoiceCustomerVATStatusNormalization), the concept
 * (TestInvoiceConceptNormalization) and the document type
 * (TestNormalizeBillInvoiceTaxDocType, TestInvoiceDocTypeNormalization),
 * every GOBL case with the expectations its test states. GOBL normalises or
 * calculates without validating; `normalized` builds with the ARCA rules
 * ignored to do the same.
 */
import { describe, expect, it } from "vitest";
import {
  CONCEPT,
  DOC_TYPE,
  IDENTITY_TYPE,
  VAT_STATUS,
  normalized,
  serviceLine,
  testInvoiceSimplified,
  testInvoiceStandard,
  testInvoiceWithGoods,
  testInvoiceWithServices,
  testOrdering,
  testPayment,
  type Obj,
} from "./support.ts";

const dniIdentity = (): Obj[] => [{ code: "12345678", ext: { [IDENTITY_TYPE]: "96" } }];
const US_TAX_ID = { country: "US", code: "123456789" };

// GOBL calculates these without validating; its core rules would refuse them as ours do.
/** A line without an item (GOBL-BILL-LINE-03). */
const LINE_WITHOUT_ITEM = ["GOBL-BILL-LINE-03"];
/** No taxable line, hence no totals (GOBL-BILL-INVOICE-09), and no lines at all (GOBL-BILL-INVOICE-10). */
const NO_TOTALS = ["GOBL-BILL-INVOICE-09"];
const NO_LINES = ["GOBL-BILL-INVOICE-09", "GOBL-BILL-INVOICE-10"];

const docTypeOf = (inv: Obj): string => inv.tax?.ext?.[DOC_TYPE] ?? "";
const conceptOf = (inv: Obj): string => inv.tax?.ext?.[CONCEPT] ?? "";
const vatStatusOf = (inv: Obj): string => inv.customer?.ext?.[VAT_STATUS] ?? "";

describe("ARCA customer VAT status (TestInvoiceCustomerVATStatusNormalization)", () => {
  it("customer without tax ID sets final consumer", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.tax_id;
    delete inv.customer.ext;
    inv.customer.identities = dniIdentity();
    expect(vatStatusOf(await normalized(inv))).toBe("5");
  });

  it("customer with AR tax ID sets registered VAT responsible", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.ext;
    expect(vatStatusOf(await normalized(inv))).toBe("1");
  });

  it("customer with foreign tax ID sets foreign customer", async () => {
    const inv = testInvoiceWithGoods();
    inv.customer.tax_id = { ...US_TAX_ID };
    delete inv.customer.ext;
    expect(vatStatusOf(await normalized(inv))).toBe("9");
  });

  it.each([
    ["customer with existing valid VAT status is preserved", "AR", "6", "6"],
    ["customer with invalid VAT status for AR tax ID is corrected", "AR", "9", "1"],
    ["AR customer with final consumer status is corrected", "AR", "5", "1"],
    ["AR customer with VAT exempt status is preserved", "AR", "4", "4"],
    ["customer with invalid VAT status for foreign tax ID is corrected", "US", "1", "9"],
    ["foreign customer can be set as foreign supplier", "US", "8", "8"],
  ])("%s", async (_name, country, given, expected) => {
    const inv = testInvoiceWithGoods();
    if (country === "US") inv.customer.tax_id = { ...US_TAX_ID };
    inv.customer.ext = { [VAT_STATUS]: given };
    expect(vatStatusOf(await normalized(inv))).toBe(expected);
  });

  it("customer without tax ID preserves valid uncategorized status", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.tax_id;
    inv.customer.identities = dniIdentity();
    inv.customer.ext = { [VAT_STATUS]: "7" };
    expect(vatStatusOf(await normalized(inv))).toBe("7");
  });

  it("nil customer does not panic", async () => {
    const inv = testInvoiceSimplified();
    delete inv.customer;
    const out = await normalized(inv);
    expect(out.customer).toBeUndefined();
  });
});

describe("ARCA concept (TestInvoiceConceptNormalization)", () => {
  it("only goods sets transaction type to products", async () => {
    expect(conceptOf(await normalized(testInvoiceWithGoods()))).toBe("1");
  });

  it("only services sets transaction type to services", async () => {
    expect(conceptOf(await normalized(testInvoiceWithServices()))).toBe("2");
  });

  it("default item key (empty) treated as services", async () => {
    expect(conceptOf(await normalized(testInvoiceStandard()))).toBe("2");
  });

  it("mixed goods and services sets transaction type to products and services", async () => {
    const inv = testInvoiceWithGoods();
    inv.lines.push(serviceLine());
    inv.ordering = testOrdering();
    inv.payment = testPayment();
    expect(conceptOf(await normalized(inv))).toBe("3");
  });

  it("nil item defaults to services", async () => {
    const inv = testInvoiceWithGoods();
    inv.lines.push({ quantity: "1" });
    inv.ordering = testOrdering();
    inv.payment = testPayment();
    expect(conceptOf(await normalized(inv, LINE_WITHOUT_ITEM))).toBe("3");
  });

  it("only nil items sets transaction type to services", async () => {
    const inv = testInvoiceStandard();
    inv.lines = [{ quantity: "1" }];
    inv.ordering = testOrdering();
    inv.payment = testPayment();
    expect(conceptOf(await normalized(inv, [...LINE_WITHOUT_ITEM, ...NO_TOTALS]))).toBe("2");
  });

  it("existing tax extensions are merged", async () => {
    const inv = testInvoiceWithGoods();
    inv.tax = { ext: { [DOC_TYPE]: "1" } };
    const out = await normalized(inv);
    expect(conceptOf(out)).toBe("1");
    expect(docTypeOf(out)).toBe("1");
  });

  it("empty lines does not set concept", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.lines;
    expect(conceptOf(await normalized(inv, NO_LINES))).toBe("");
  });

  it("nil tax is initialized", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax;
    const out = await normalized(inv);
    expect(out.tax).toBeDefined();
    expect(conceptOf(out)).toBe("1");
  });
});

describe("ARCA document type (TestNormalizeBillInvoiceTaxDocType)", () => {
  it("nil tax is initialized", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    delete inv.tax;
    const out = await normalized(inv);
    expect(out.tax).toBeDefined();
    // The Argentine customer is registered (1) once normalised: class A.
    expect(docTypeOf(out)).toBe("1");
  });

  it("predefined doc type is not modified", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    inv.tax.ext = { [DOC_TYPE]: "51" };
    inv.customer.ext = { [VAT_STATUS]: "10" };
    expect(docTypeOf(await normalized(inv))).toBe("51");
  });

  it.each([
    ["proforma invoice type does not set doc type", "proforma", "1"],
    ["corrective invoice type does not set doc type", "corrective", "1"],
    ["other invoice type does not set doc type", "other", "1"],
    ["type B proforma does not set doc type", "proforma", "5"],
  ])("%s", async (_name, type, status) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.customer.ext = { [VAT_STATUS]: status };
    expect(docTypeOf(await normalized(inv))).toBe("");
  });

  it("type C proforma does not set doc type", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "proforma";
    delete inv.tax.ext;
    inv.$tags = ["monotax"];
    expect(docTypeOf(await normalized(inv))).toBe("");
  });

  it("empty invoice type is defaulted to standard then sets doc type", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "";
    delete inv.tax.ext;
    inv.customer.ext = { [VAT_STATUS]: "1" };
    const out = await normalized(inv);
    expect(out.type).toBe("standard");
    expect(docTypeOf(out)).toBe("1");
  });

  it("customer with nil ext gets normalized then doc type set", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    delete inv.tax.ext;
    delete inv.customer.ext;
    expect(docTypeOf(await normalized(inv))).toBe("1");
  });

  it("empty string doc type is treated as not set", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    inv.tax.ext = { [DOC_TYPE]: "" };
    inv.customer.ext = { [VAT_STATUS]: "1" };
    expect(docTypeOf(await normalized(inv))).toBe("1");
  });

  it.each([
    ["standard type A invoice sets doc type 1", "standard", "1", "1"],
    ["credit note type A sets doc type 3", "credit-note", "1", "3"],
    ["debit note type A sets doc type 2", "debit-note", "1", "2"],
    ["standard type B invoice sets doc type 6", "standard", "10", "6"],
    ["credit note type B sets doc type 8", "credit-note", "10", "8"],
    ["debit note type B sets doc type 7", "debit-note", "10", "7"],
  ])("%s", async (_name, type, status, expected) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.customer.ext = { [VAT_STATUS]: status };
    expect(docTypeOf(await normalized(inv))).toBe(expected);
  });

  it.each([
    ["standard type C invoice sets doc type 11", "standard", "11"],
    ["credit note type C sets doc type 13", "credit-note", "13"],
    ["debit note type C sets doc type 12", "debit-note", "12"],
  ])("%s", async (_name, type, expected) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.$tags = ["monotax"];
    expect(docTypeOf(await normalized(inv))).toBe(expected);
  });

  it("no customer defaults to type B", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    delete inv.tax.ext;
    delete inv.customer;
    expect(docTypeOf(await normalized(inv))).toBe("6");
  });

  it("monotax tag takes precedence over VAT status", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    delete inv.tax.ext;
    inv.$tags = ["monotax"];
    inv.customer.ext = { [VAT_STATUS]: "1" };
    expect(docTypeOf(await normalized(inv))).toBe("11");
  });
});

describe("ARCA document type by tag and VAT status (TestInvoiceDocTypeNormalization)", () => {
  it("monotax tag sets type C invoice", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext;
    inv.$tags = ["monotax"];
    inv.customer.ext = { [VAT_STATUS]: "1" };
    expect(docTypeOf(await normalized(inv))).toBe("11");
  });

  it.each([
    ["monotax tag sets type C credit note", "credit-note", "13"],
    ["monotax tag sets type C debit note", "debit-note", "12"],
  ])("%s", async (_name, type, expected) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.$tags = ["monotax"];
    expect(docTypeOf(await normalized(inv))).toBe(expected);
  });

  it.each([
    ["VAT status 1 sets type A invoice", "1", "1"],
    ["VAT status 6 sets type A invoice", "6", "1"],
    ["VAT status 13 sets type A invoice", "13", "1"],
    ["VAT status 16 sets type A invoice", "16", "1"],
    ["VAT status 10 sets type B invoice", "10", "6"],
    ["VAT status 15 sets type B invoice", "15", "6"],
  ])("%s", async (_name, status, expected) => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext;
    inv.customer.ext = { [VAT_STATUS]: status };
    expect(docTypeOf(await normalized(inv))).toBe(expected);
  });

  it("VAT status 5 with no tax ID sets type B invoice", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext;
    delete inv.customer.tax_id;
    inv.customer.identities = dniIdentity();
    inv.customer.ext = { [VAT_STATUS]: "5" };
    expect(docTypeOf(await normalized(inv))).toBe("6");
  });

  it("VAT status 9 with foreign tax ID sets type B invoice", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext;
    inv.customer.tax_id = { ...US_TAX_ID };
    inv.customer.ext = { [VAT_STATUS]: "9" };
    expect(docTypeOf(await normalized(inv))).toBe("6");
  });

  it.each([
    ["type A credit note with VAT status 1", "credit-note", "1", "3"],
    ["type A debit note with VAT status 1", "debit-note", "1", "2"],
    ["type B credit note with VAT status 10", "credit-note", "10", "8"],
    ["type B debit note with VAT status 15", "debit-note", "15", "7"],
  ])("%s", async (_name, type, status, expected) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.customer.ext = { [VAT_STATUS]: status };
    expect(docTypeOf(await normalized(inv))).toBe(expected);
  });

  it("existing doc type is preserved", async () => {
    const inv = testInvoiceWithGoods();
    inv.tax.ext = { [DOC_TYPE]: "51" };
    inv.customer.ext = { [VAT_STATUS]: "10" };
    expect(docTypeOf(await normalized(inv))).toBe("51");
  });

  it("no customer defaults to type B", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext;
    delete inv.customer;
    expect(docTypeOf(await normalized(inv))).toBe("6");
  });

  it("customer without extensions gets normalized to type A", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax.ext;
    delete inv.customer.ext;
    expect(docTypeOf(await normalized(inv))).toBe("1");
  });
});
