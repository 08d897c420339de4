/**
 * myDATA on the invoice: GOBL's bill_invoices_test.go cases (TestInvoiceValidation,
 * TestInvoiceCurrencyValidation, TestSimplifiedInvoiceValidation,
 * TestOtherInvoiceTypeValidation, TestPrecedingValidation,
 * TestInvoiceLineItemIncomeExt), each with the expectations GOBL's test
 * states, then every invoice rule's fault and path through the engine.
 */
import { describe, expect, it } from "vitest";
import { INCOME_CAT, INCOME_TYPE, INVOICE_TYPE, addonFaults, buildFaults, built, faultsAfter, validInvoice, type Found, type Obj } from "./support.ts";

const codes = (faults: Found[]): string[] => faults.map((f) => f.code ?? "");

describe("myDATA invoice validation (TestInvoiceValidation)", () => {
  it("a valid invoice passes, and breaking it gives the addon's faults", async () => {
    await expect(built(validInvoice())).resolves.toBeDefined();

    const inv = validInvoice();
    inv.series = "";
    delete inv.supplier.tax_id;
    delete inv.customer.addresses;
    inv.lines[0].quantity = "0";
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toContainEqual({ code: "GOBL-GR-MYDATA-BILL-INVOICE-01", properties: ["$.series"] });
    expect(faults).toContainEqual({ code: "GOBL-GR-MYDATA-BILL-INVOICE-04", properties: ["$.supplier.tax_id"] });
    expect(faults).toContainEqual({ code: "GOBL-GR-MYDATA-BILL-INVOICE-07", properties: ["$.customer.addresses"] });
    expect(faults).toContainEqual({ code: "GOBL-GR-MYDATA-BILL-INVOICE-10", properties: ["$.lines[0].total"] });

    // The payment faults, on the same broken invoice.
    inv.payment.instructions = { key: "debit-transfer", ext: {} };
    expect(addonFaults(await buildFaults(inv))).toContainEqual({
      code: "GOBL-GR-MYDATA-PAY-INSTRUCTIONS-02",
      properties: ["$.payment.instructions.ext"],
    });
  });
});

describe("myDATA invoice currency (TestInvoiceCurrencyValidation)", () => {
  it("non-EUR currency without exchange rates", async () => {
    const inv = validInvoice();
    inv.currency = "USD";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-19", properties: ["$"] }]);
  });

  it("non-EUR currency with exchange rates", async () => {
    const inv = validInvoice();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.875967" }];
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("myDATA simplified invoice (TestSimplifiedInvoiceValidation)", () => {
  it("a simplified invoice needs no customer tax ID or address", async () => {
    const inv = validInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    delete inv.customer.addresses;
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("myDATA other invoice types (TestOtherInvoiceTypeValidation)", () => {
  it("type 8.2 needs no customer details, but the tax details stay required", async () => {
    const inv = validInvoice();
    inv.type = "other";
    inv.tax = { ext: { [INVOICE_TYPE]: "8.2" } };
    delete inv.customer.tax_id;
    delete inv.customer.addresses;
    await expect(built(inv)).resolves.toBeDefined();

    delete inv.tax;
    const faults = addonFaults(await buildFaults(inv));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-02", properties: ["$.tax"] }]);
  });
});

describe("myDATA preceding documents (TestPrecedingValidation)", () => {
  it("a preceding document needs its iapr-mark stamp", async () => {
    const inv = validInvoice();
    inv.type = "credit-note";
    inv.preceding = [{ code: "123", stamps: [{ prv: "unexpected", val: "1234" }] }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-17", properties: ["$.preceding[0].stamps"] }]);

    inv.preceding[0].stamps[0].prv = "iapr-mark";
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("myDATA item income classification (TestInvoiceLineItemIncomeExt)", () => {
  const withItemExt = (ext?: Obj): Obj => {
    const inv = validInvoice();
    if (ext) inv.lines[0].item.ext = ext;
    return inv;
  };
  const PAIR_FAULT = { code: "GOBL-GR-MYDATA-BILL-INVOICE-12", properties: ["$.lines[0].item.ext"] };

  it("no ext", async () => {
    await expect(built(withItemExt())).resolves.toBeDefined();
  });

  it("income cat, no type", async () => {
    expect(addonFaults(await buildFaults(withItemExt({ [INCOME_CAT]: "category1_1" })))).toEqual([PAIR_FAULT]);
  });

  it("income type, no cat", async () => {
    expect(addonFaults(await buildFaults(withItemExt({ [INCOME_TYPE]: "E3_106" })))).toEqual([PAIR_FAULT]);
  });

  it("income cat with type", async () => {
    await expect(built(withItemExt({ [INCOME_TYPE]: "E3_106", [INCOME_CAT]: "category1_1" }))).resolves.toBeDefined();
  });
});

describe("myDATA invoice rules: each fault and its path", () => {
  const faultsOf = async (change: (inv: Obj) => void): Promise<Found[]> => {
    const inv = validInvoice();
    change(inv);
    return addonFaults(await buildFaults(inv));
  };

  it("GOBL-GR-MYDATA-BILL-INVOICE-01: series required", async () => {
    expect(await faultsOf((inv) => delete inv.series)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-01", properties: ["$.series"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-02: tax details required (an invoice type no scenario fills)", async () => {
    expect(await faultsOf((inv) => (inv.type = "other"))).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-02", properties: ["$.tax"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-03: the invoice type is required in the tax details", async () => {
    const faults = await faultsAfter(validInvoice(), (out) => delete out.tax.ext);
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-03", properties: ["$.tax.ext"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-04: supplier tax ID required", async () => {
    const faults = await faultsOf((inv) => delete inv.supplier.tax_id);
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-04", properties: ["$.supplier.tax_id"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-18: supplier tax ID code required", async () => {
    const faults = await faultsOf((inv) => delete inv.supplier.tax_id.code);
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-18", properties: ["$.supplier.tax_id.code"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-05: customer required for a services invoice (2.1)", async () => {
    expect(await faultsOf((inv) => delete inv.customer)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-05", properties: ["$.customer"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-06: customer tax ID required", async () => {
    const faults = await faultsOf((inv) => delete inv.customer.tax_id);
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-06", properties: ["$.customer.tax_id"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-07: customer addresses required", async () => {
    const faults = await faultsOf((inv) => (inv.customer.addresses = []));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-07", properties: ["$.customer.addresses"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-08 and GOBL-GR-MYDATA-BILL-INVOICE-09: each address needs a locality and a code", async () => {
    const faults = await faultsOf((inv) => inv.customer.addresses.push({ street: "Ermou" }));
    expect(faults).toEqual([
      { code: "GOBL-GR-MYDATA-BILL-INVOICE-08", properties: ["$.customer.addresses[1].locality"] },
      { code: "GOBL-GR-MYDATA-BILL-INVOICE-09", properties: ["$.customer.addresses[1].code"] },
    ]);
  });

  it("customer rules apply to credit notes (5.1) but not to other types (8.2)", async () => {
    const credit = await faultsOf((inv) => {
      inv.type = "credit-note";
      inv.preceding = [{ code: "1", stamps: [{ prv: "iapr-mark", val: "1" }] }];
      delete inv.customer;
    });
    expect(credit).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-05", properties: ["$.customer"] }]);
    const other = await faultsOf((inv) => {
      inv.type = "other";
      inv.tax = { ext: { [INVOICE_TYPE]: "8.2" } };
      delete inv.customer;
    });
    expect(other).toEqual([]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-10: a negative line total", async () => {
    const faults = await faultsOf((inv) => (inv.lines[0].item.price = "-10.00"));
    expect(codes(faults)).toContain("GOBL-GR-MYDATA-BILL-INVOICE-10");
    expect(faults.find((f) => f.code === "GOBL-GR-MYDATA-BILL-INVOICE-10")?.properties).toEqual(["$.lines[0].total"]);
    expect(codes(faults)).not.toContain("GOBL-GR-MYDATA-BILL-INVOICE-11");
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-11: a zero line total (also not above zero)", async () => {
    const faults = await faultsOf((inv) => (inv.lines[0].quantity = "0"));
    expect(faults).toEqual([
      { code: "GOBL-GR-MYDATA-BILL-INVOICE-10", properties: ["$.lines[0].total"] },
      { code: "GOBL-GR-MYDATA-BILL-INVOICE-11", properties: ["$.lines[0].total"] },
    ]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-13: no document-level discounts", async () => {
    const faults = await faultsOf((inv) => (inv.discounts = [{ reason: "Loyalty", amount: "10.00" }]));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-13", properties: ["$.discounts"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-14: payment details required", async () => {
    expect(await faultsOf((inv) => delete inv.payment)).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-14", properties: ["$.payment"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-15: payment instructions required without advances", async () => {
    const faults = await faultsOf((inv) => (inv.payment = { terms: { key: "instant" } }));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-15", properties: ["$.payment"] }]);
  });

  it("advances stand in for payment instructions", async () => {
    const faults = await faultsOf((inv) => (inv.payment = { advances: [{ key: "card", percent: "100%", description: "Prepaid" }] }));
    expect(faults).toEqual([]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-16: credit notes list their preceding documents", async () => {
    const faults = await faultsOf((inv) => (inv.type = "credit-note"));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-16", properties: ["$.preceding"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-17: each preceding document has an iapr-mark stamp, on any invoice type", async () => {
    const faults = await faultsOf((inv) => (inv.preceding = [{ code: "A1", stamps: [{ prv: "iapr-mark", val: "1" }] }, { code: "A2" }]));
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-17", properties: ["$.preceding[1].stamps"] }]);
  });

  it("GOBL-GR-MYDATA-BILL-INVOICE-19: in euros or convertible to them", async () => {
    const faults = await faultsOf((inv) => {
      inv.currency = "USD";
      inv.exchange_rates = [{ from: "USD", to: "GBP", amount: "0.8" }];
    });
    expect(faults).toEqual([{ code: "GOBL-GR-MYDATA-BILL-INVOICE-19", properties: ["$"] }]);
  });
});
