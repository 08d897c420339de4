/**
 * ARCA's invoice rules, every case of GOBL's bill_invoice_test.go that
 * validates: series (TestInvoiceSeriesValidation), tax details
 * (TestInvoiceTaxValidation), customer (TestInvoiceCustomerValidation),
 * services and products (TestInvoiceServiceRequirements), credit and debit
 * notes (TestCreditNoteValidation, TestDebitNoteValidation,
 * TestInvoiceTypeDocTypeValidation, TestInvoicePrecedingValidation),
 * uncalculated invoices (TestValidateFunctionsWithNilValues), class C
 * (TestTypeCInvoiceLineTaxesValidation), currency
 * (TestInvoiceCurrencyValidation) and class T (TestTourismInvoiceTypeT).
 *
 * GOBL's tests look for a fault's message in the error; these expect the
 * fault's code and path. `buildArcaFaults` is GOBL's Calculate then
 * Validate; `faultsAfter` changes a calculated invoice before validating.
 */
import { describe, expect, it } from "vitest";
import {
  DOC_TYPE,
  CONCEPT,
  IDENTITY_TYPE,
  TOURISM_ITEM,
  TOURISM_TYPE,
  VAT_STATUS,
  arcaFaults,
  buildArcaFaults,
  built,
  faultsAfter,
  serviceLine,
  testInvoiceSimplified,
  testInvoiceTourism,
  testInvoiceTypeC,
  testInvoiceWithGoods,
  testInvoiceWithServices,
  testPayment,
  testPreceding,
  validateArcaFaults,
  type Obj,
} from "./support.ts";

const dniIdentity = (): Obj[] => [{ code: "12345678", ext: { [IDENTITY_TYPE]: "96" } }];
const vatStandard = (): Obj[] => [{ cat: "VAT", rate: "standard" }];

const fault = (code: string, ...properties: string[]) => ({ code, properties });

describe("ARCA series (TestInvoiceSeriesValidation)", () => {
  it("missing series fails", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.series;
    expect(await buildArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-01", "$.series"));
  });

  it.each([
    ["non-numeric series fails", "ABC"],
    ["series below range fails", "0"],
    ["series above range fails", "99999"],
    ["series with very large number overflows", "9999999999999999999999999"],
  ])("%s", async (_name, series) => {
    const inv = testInvoiceWithGoods();
    inv.series = series;
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-02", "$.series")]);
  });

  it.each([
    ["series with leading zeros is valid", "00001"],
    ["series at lower bound is valid", "1"],
    ["series at upper bound is valid", "99998"],
  ])("%s", async (_name, series) => {
    const inv = testInvoiceWithGoods();
    inv.series = series;
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("ARCA tax details (TestInvoiceTaxValidation)", () => {
  it("valid standard invoice", async () => {
    await expect(built(testInvoiceWithGoods())).resolves.toBeDefined();
  });

  it("missing tax fails", async () => {
    const faults = await faultsAfter(testInvoiceWithGoods(), (out) => delete out.tax);
    expect(arcaFaults(faults)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-03", "$.tax"));
  });

  it("missing doc type fails", async () => {
    const faults = await faultsAfter(testInvoiceWithGoods(), (out) => (out.tax.ext = {}));
    expect(arcaFaults(faults)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-04", "$.tax.ext"));
  });
});

describe("ARCA customer (TestInvoiceCustomerValidation)", () => {
  it("B2B invoice automatically gets type A with customer", async () => {
    const out = await built(testInvoiceWithGoods());
    expect(out.tax.ext[DOC_TYPE]).toBe("1");
  });

  it("B2C invoice automatically gets type B without customer", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer;
    delete inv.tax.ext;
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe("6");
  });

  it("customer not required for invoice type B (006)", async () => {
    await expect(built(testInvoiceSimplified())).resolves.toBeDefined();
  });

  it.each([
    ["customer not required for debit note type B (007)", "debit-note", "7"],
    ["customer not required for credit note type B (008)", "credit-note", "8"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceSimplified();
    inv.type = type;
    inv.tax.ext[DOC_TYPE] = docType;
    inv.preceding = testPreceding();
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("customer with tax ID is valid", async () => {
    await expect(built(testInvoiceWithGoods())).resolves.toBeDefined();
  });

  it("customer with identity and ext is valid for type B", async () => {
    const inv = testInvoiceWithGoods();
    inv.tax.ext[DOC_TYPE] = "6";
    delete inv.customer.tax_id;
    inv.customer.identities = dniIdentity();
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("customer without tax ID or identity ext fails", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.tax_id;
    delete inv.customer.identities;
    expect(await buildArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-10", "$.customer"));
  });

  it("customer with identity but no ext fails", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.tax_id;
    inv.customer.identities = [{ code: "12345678" }];
    expect(await buildArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-10", "$.customer"));
  });

  it("customer with tax ID but missing code passes addon validation", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.tax_id.code;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("doc type 49 with final consumer VAT status passes", async () => {
    const inv = testInvoiceWithGoods();
    inv.tax.ext[DOC_TYPE] = "49";
    delete inv.customer.tax_id;
    inv.customer.identities = dniIdentity();
    inv.customer.ext = { [VAT_STATUS]: "5" };
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["doc type 49 with registered company VAT status fails", "AR", "1"],
    ["doc type 49 with monotributo VAT status fails", "AR", "6"],
    ["doc type 49 with foreign customer VAT status fails", "US", "9"],
  ])("%s", async (_name, country, status) => {
    const inv = testInvoiceWithGoods();
    inv.tax.ext[DOC_TYPE] = "49";
    if (country === "US") inv.customer.tax_id = { country: "US", code: "123456789" };
    inv.customer.ext = { [VAT_STATUS]: status };
    expect(await buildArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-12", "$"));
  });

  it("doc type 49 without customer passes", async () => {
    const inv = testInvoiceWithGoods();
    inv.tax.ext[DOC_TYPE] = "49";
    delete inv.customer;
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("ARCA services and products (TestInvoiceServiceRequirements)", () => {
  it("services require ordering with period", async () => {
    const inv = testInvoiceWithServices();
    delete inv.ordering;
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-15", "$.ordering")]);
  });

  it("services require ordering period", async () => {
    const inv = testInvoiceWithServices();
    inv.ordering = {};
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-16", "$.ordering.period")]);
  });

  it("services with valid ordering passes", async () => {
    await expect(built(testInvoiceWithServices())).resolves.toBeDefined();
  });

  it("services require payment terms", async () => {
    const inv = testInvoiceWithServices();
    delete inv.payment;
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-17", "$.payment")]);
  });

  it("services require payment terms object", async () => {
    const inv = testInvoiceWithServices();
    inv.payment = {};
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-18", "$.payment.terms")]);
  });

  it("services require payment due dates", async () => {
    const inv = testInvoiceWithServices();
    inv.payment = { terms: {} };
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-19", "$.payment.terms.due_dates")]);
  });

  it("products do not require ordering or payment", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.ordering;
    delete inv.payment;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("products with payment due dates fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.payment = testPayment();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-20", "$.payment.terms.due_dates")]);
  });

  it("products with payment but no due dates passes", async () => {
    const inv = testInvoiceWithGoods();
    inv.payment = { terms: { notes: "Payment on delivery" } };
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("products with empty payment passes", async () => {
    const inv = testInvoiceWithGoods();
    inv.payment = {};
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("mixed goods and services requires ordering and payment", async () => {
    const inv = testInvoiceWithGoods();
    inv.lines.push(serviceLine());
    delete inv.ordering;
    const faults = await buildArcaFaults(inv);
    expect(faults).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-15", "$.ordering"));
    expect(faults).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-17", "$.payment"));
  });
});

describe("ARCA credit and debit notes (TestCreditNoteValidation, TestDebitNoteValidation)", () => {
  it.each([
    ["valid credit note type A", "credit-note", "3"],
    ["valid debit note type A", "debit-note", "2"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.preceding = testPreceding();
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe(docType);
  });

  it.each([
    ["valid credit note type B", "credit-note", "8"],
    ["valid debit note type B", "debit-note", "7"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceSimplified();
    inv.type = type;
    delete inv.tax.ext;
    inv.preceding = testPreceding();
    const out = await built(inv);
    expect(out.tax.ext[DOC_TYPE]).toBe(docType);
  });
});

describe("ARCA invoice type and document type (TestInvoiceTypeDocTypeValidation)", () => {
  it.each([
    ["credit note with credit note doc type passes", "credit-note", "3"],
    ["debit note with debit note doc type passes", "debit-note", "2"],
    ["credit note with FCE credit note doc type passes", "credit-note", "203"],
    ["debit note with FCE debit note doc type passes", "debit-note", "202"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    inv.tax.ext[DOC_TYPE] = docType;
    inv.preceding = testPreceding();
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("credit note with standard doc type fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "credit-note";
    inv.tax.ext[DOC_TYPE] = "1";
    inv.preceding = testPreceding();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-05", "$")]);
  });

  it("debit note with standard doc type fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "debit-note";
    inv.tax.ext[DOC_TYPE] = "1";
    inv.preceding = testPreceding();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-06", "$")]);
  });

  it("standard invoice with credit note doc type fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    inv.tax.ext[DOC_TYPE] = "3";
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-07", "$")]);
  });

  it("standard invoice with debit note doc type fails", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    inv.tax.ext[DOC_TYPE] = "2";
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-08", "$")]);
  });
});

describe("ARCA preceding documents (TestInvoicePrecedingValidation)", () => {
  it.each([
    ["credit note requires preceding", "credit-note"],
    ["debit note requires preceding", "debit-note"],
  ])("%s", async (_name, type) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.preceding;
    expect(await buildArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-21", "$.preceding"));
  });

  it("standard invoice does not require preceding", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    delete inv.preceding;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["credit note with valid preceding passes", "credit-note"],
    ["debit note with valid preceding passes", "debit-note"],
  ])("%s", async (_name, type) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.preceding = [{ series: "1", code: "100", ext: { [DOC_TYPE]: "1" } }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["credit note with preceding missing doc type fails", "credit-note"],
    ["debit note with preceding missing doc type fails", "debit-note"],
  ])("%s", async (_name, type) => {
    const inv = testInvoiceWithGoods();
    inv.type = type;
    delete inv.tax.ext;
    inv.preceding = [{ series: "1", code: "100" }];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-22", "$.preceding[0].ext")]);
  });

  it("credit note with multiple preceding validates all", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "credit-note";
    delete inv.tax.ext;
    inv.preceding = [
      { series: "1", code: "100", ext: { [DOC_TYPE]: "1" } },
      { series: "1", code: "101" },
    ];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-22", "$.preceding[1].ext")]);
  });

  it("standard invoice with preceding validates doc type", async () => {
    const inv = testInvoiceWithGoods();
    inv.type = "standard";
    inv.preceding = [{ series: "1", code: "100" }];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-22", "$.preceding[0].ext")]);
  });
});

describe("ARCA rules on uncalculated invoices (TestValidateFunctionsWithNilValues)", () => {
  it("validate with nil tax", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.tax;
    expect(await validateArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-03", "$.tax"));
  });

  it("validate ordering with nil for services", async () => {
    const inv = testInvoiceWithServices();
    inv.tax.ext[CONCEPT] = "2";
    delete inv.ordering;
    expect(await validateArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-15", "$.ordering"));
  });

  it("validate payment with nil for services", async () => {
    const inv = testInvoiceWithServices();
    inv.tax.ext[CONCEPT] = "2";
    delete inv.payment;
    expect(await validateArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-17", "$.payment"));
  });
});

describe("ARCA class C documents (TestTypeCInvoiceLineTaxesValidation)", () => {
  it("type C invoice without taxes on lines passes", async () => {
    await expect(built(testInvoiceTypeC())).resolves.toBeDefined();
  });

  it("type C invoice with taxes on lines fails", async () => {
    const inv = testInvoiceTypeC();
    inv.lines[0].taxes = vatStandard();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-23", "$.lines[0].taxes")]);
  });

  it.each([
    ["type C debit note without taxes on lines passes", "debit-note", "12"],
    ["type C credit note without taxes on lines passes", "credit-note", "13"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceTypeC();
    inv.type = type;
    inv.tax.ext[DOC_TYPE] = docType;
    inv.preceding = testPreceding();
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["type C debit note with taxes on lines fails", "debit-note", "12"],
    ["type C credit note with taxes on lines fails", "credit-note", "13"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceTypeC();
    inv.type = type;
    inv.tax.ext[DOC_TYPE] = docType;
    inv.preceding = testPreceding();
    inv.lines[0].taxes = vatStandard();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-23", "$.lines[0].taxes")]);
  });

  it("FCE type C invoice without taxes on lines passes", async () => {
    const inv = testInvoiceTypeC();
    inv.tax.ext[DOC_TYPE] = "211";
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("FCE type C invoice with taxes on lines fails", async () => {
    const inv = testInvoiceTypeC();
    inv.tax.ext[DOC_TYPE] = "211";
    inv.lines[0].taxes = vatStandard();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-23", "$.lines[0].taxes")]);
  });

  it("type A invoice with taxes on lines passes", async () => {
    await expect(built(testInvoiceWithGoods())).resolves.toBeDefined();
  });

  it("type B invoice with taxes on lines passes", async () => {
    await expect(built(testInvoiceSimplified())).resolves.toBeDefined();
  });

  it("type C invoice with multiple lines without taxes passes", async () => {
    const inv = testInvoiceTypeC();
    inv.lines.push({ quantity: "2", item: { name: "Another Service", price: "50.00", key: "services" } });
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("type C invoice with taxes on second line fails", async () => {
    const inv = testInvoiceTypeC();
    inv.lines.push({ quantity: "2", item: { name: "Another Service", price: "50.00", key: "services" }, taxes: vatStandard() });
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-23", "$.lines[1].taxes")]);
  });
});

describe("ARCA currency (TestInvoiceCurrencyValidation)", () => {
  it("non-ARS currency without exchange rates", async () => {
    const inv = testInvoiceWithGoods();
    inv.currency = "USD";
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-24", "$")]);
  });

  it("non-ARS currency with exchange rates", async () => {
    const inv = testInvoiceWithGoods();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "ARS", amount: "1050" }];
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("ARCA class T (tourism) documents (TestTourismInvoiceTypeT)", () => {
  it("valid type T invoice (195) passes", async () => {
    await expect(built(testInvoiceTourism())).resolves.toBeDefined();
  });

  it("type T invoice without tourism relation fails", async () => {
    const inv = testInvoiceTourism();
    delete inv.tax.ext[TOURISM_TYPE];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-25", "$.tax.ext")]);
  });

  it("type T invoice with services does not require ordering or payment", async () => {
    const inv = testInvoiceTourism();
    inv.lines[0].item.key = "services";
    delete inv.ordering;
    delete inv.payment;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it.each([
    ["type T debit note (196) is recognized as debit note", "debit-note", "196"],
    ["type T credit note (197) is recognized as credit note", "credit-note", "197"],
  ])("%s", async (_name, type, docType) => {
    const inv = testInvoiceTourism();
    inv.type = type;
    inv.tax.ext[DOC_TYPE] = docType;
    inv.preceding = testPreceding();
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("type T invoice with standard doc type fails type check", async () => {
    const inv = testInvoiceTourism();
    inv.type = "credit-note";
    inv.tax.ext[DOC_TYPE] = "195";
    inv.preceding = testPreceding();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-05", "$")]);
  });

  it("type T invoice (196) as standard fails type check", async () => {
    const inv = testInvoiceTourism();
    inv.type = "standard";
    inv.tax.ext[DOC_TYPE] = "196";
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-08", "$")]);
  });

  it("type T invoice without tourism code on lines fails", async () => {
    const inv = testInvoiceTourism();
    inv.lines[0].taxes[0].ext = {};
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-26", "$.lines[0].taxes[0].ext")]);
  });

  it("type T invoice without customer addresses fails", async () => {
    const inv = testInvoiceTourism();
    delete inv.customer.addresses;
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-27", "$.customer.addresses")]);
  });

  it("type T invoice with non-21% VAT rate fails", async () => {
    const inv = testInvoiceTourism();
    inv.lines[0].taxes[0].rate = "reduced";
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-28", "$.lines[0].taxes[0].ext")]);
  });

  it("type T invoice with empty line taxes fails", async () => {
    const inv = testInvoiceTourism();
    delete inv.lines[0].taxes;
    expect(await buildArcaFaults(inv)).toContainEqual(fault("GOBL-AR-ARCA-BILL-INVOICE-29", "$.lines[0].taxes"));
  });

  it("type T invoice with discount missing tourism code fails", async () => {
    const inv = testInvoiceTourism();
    inv.discounts = [{ reason: "Promo", amount: "10.00" }];
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-30", "$.discounts[0].ext")]);
  });

  it("type T invoice with discount carrying tourism code passes", async () => {
    const inv = testInvoiceTourism();
    inv.discounts = [{ reason: "Promo", amount: "10.00", ext: { [TOURISM_ITEM]: "1" } }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("type T invoice with advance missing tourism code fails", async () => {
    const inv = testInvoiceTourism();
    inv.payment = { advances: [{ description: "Deposit", amount: "10.00" }] };
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-31", "$.payment.advances[0].ext")]);
  });

  it("type T invoice with advance carrying tourism code passes", async () => {
    const inv = testInvoiceTourism();
    inv.payment = { advances: [{ description: "Deposit", amount: "10.00", ext: { [TOURISM_ITEM]: "1" } }] };
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("ARCA customer and letter rules beyond GOBL's cases", () => {
  // GOBL's tests never leave out the customer of an A document, nor mismatch the
  // letter and the customer's VAT status; these do, for the codes' paths.
  it("a class A invoice needs a customer", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer;
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-09", "$.customer")]);
  });

  it("a class A invoice to a final consumer", async () => {
    const inv = testInvoiceWithGoods();
    delete inv.customer.tax_id;
    inv.customer.identities = dniIdentity();
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-13", "$")]);
  });

  it("a class B invoice to a registered company", async () => {
    const inv = testInvoiceWithGoods();
    inv.tax.ext[DOC_TYPE] = "6";
    expect(await buildArcaFaults(inv)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-14", "$")]);
  });

  it("a customer whose VAT status was taken away after calculation", async () => {
    const faults = await faultsAfter(testInvoiceWithGoods(), (out) => delete out.customer.ext);
    expect(arcaFaults(faults)).toEqual([fault("GOBL-AR-ARCA-BILL-INVOICE-11", "$.customer.ext")]);
  });
});
