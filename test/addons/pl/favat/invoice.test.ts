/**
 * FA(3) on the invoice (GOBL's bill_test.go): the basic credit note and
 * standard invoice, currency, exemption notes, supplier and customer
 * requirements, the JST and VAT group identities, the self-billing and
 * reverse-charge flags, preceding documents and notes, each GOBL case
 * carried over with the expectations GOBL's test states, asserted as rule
 * codes and paths.
 */
import { describe, expect, it } from "vitest";
import { addonFaults, buildFaults, built, creditNote, EXT, standardInvoice, type Obj } from "./support.ts";

const exemptionNote = (text: string): Obj => ({ key: "legal", code: "A", src: EXT.exemption, text });

const F15 = { code: "GOBL-PL-FAVAT-BILL-INVOICE-15", properties: ["$"] };
const JST_FAULT = { code: "GOBL-PL-FAVAT-BILL-INVOICE-11", properties: ["$"] };
const GROUP_VAT_FAULT = { code: "GOBL-PL-FAVAT-BILL-INVOICE-12", properties: ["$"] };

describe("FA(3) basic documents", () => {
  it("credit note validation (TestBasicCreditNoteValidation)", async () => {
    const inv = creditNote();
    inv.preceding[0].reason = "Correcting an error";
    const out = await built(inv);
    expect(out.preceding[0].ext[EXT.effectiveDate]).toBe("1");
  });

  it("standard invoice validation (TestBasicStandardInvoiceValidation)", async () => {
    expect(await buildFaults(standardInvoice())).toEqual([]);
  });
});

describe("FA(3) currency (TestInvoiceCurrencyValidation)", () => {
  it("non-PLN currency without exchange rates", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    expect(addonFaults(await buildFaults(inv))).toEqual([F15]);
  });

  it("non-PLN currency with exchange rates", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "PLN", amount: "4.00" }];
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) exemption notes", () => {
  const exempt = (): Obj => ({ ...standardInvoice(), tax: { ext: { [EXT.exemption]: "A" } } });

  it("exempt invoice with its note (TestExemptStandardInvoiceValidation)", async () => {
    const inv = exempt();
    inv.notes = [exemptionNote("Art. 25a ust. 1 pkt 9 ustawy o VAT")];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("exempt invoice without a note (TestExemptStandardInvoiceValidationFailsWithoutNote)", async () => {
    expect(addonFaults(await buildFaults(exempt()))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-13", properties: ["$"] }]);
  });

  it("exempt invoice with too many notes (TestExemptStandardInvoiceValidationFailsWithTooManyNotes)", async () => {
    const inv = exempt();
    inv.notes = [exemptionNote("Art. 25a ust. 1 pkt 9 ustawy o VAT"), exemptionNote("Another exemption note")];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-14", properties: ["$"] }]);
  });
});

describe("FA(3) supplier (TestSupplierValidation)", () => {
  it("valid supplier", async () => {
    const inv = standardInvoice();
    inv.supplier.name = "Test Supplier";
    inv.supplier.addresses = [{ street: "ul. Testowa 1", country: "PL" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("missing supplier tax ID", async () => {
    const inv = standardInvoice();
    delete inv.supplier.tax_id;
    expect(addonFaults(await buildFaults(inv))).toContainEqual({ code: "GOBL-PL-FAVAT-BILL-INVOICE-16", properties: ["$.supplier.tax_id"] });
  });

  it("missing supplier tax ID code", async () => {
    const inv = standardInvoice();
    inv.supplier.tax_id.code = "";
    expect(addonFaults(await buildFaults(inv))).toContainEqual({ code: "GOBL-PL-FAVAT-BILL-INVOICE-17", properties: ["$.supplier.tax_id.code"] });
  });

  it("missing supplier name", async () => {
    const inv = standardInvoice();
    inv.supplier.name = "";
    expect(addonFaults(await buildFaults(inv))).toContainEqual({ code: "GOBL-PL-FAVAT-BILL-INVOICE-05", properties: ["$.supplier.name"] });
  });

  it("missing addresses", async () => {
    const inv = standardInvoice();
    delete inv.supplier.addresses;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-06", properties: ["$.supplier.addresses"] }]);
  });

  it("empty addresses array", async () => {
    const inv = standardInvoice();
    inv.supplier.addresses = [];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-06", properties: ["$.supplier.addresses"] }]);
  });

  it("missing country in first address", async () => {
    const inv = standardInvoice();
    inv.supplier.addresses = [{ street: "ul. Testowa 1", country: "" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-07", properties: ["$.supplier.addresses"] }]);
  });

  it("missing street in first address", async () => {
    const inv = standardInvoice();
    inv.supplier.addresses = [{ street: "", country: "PL" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-08", properties: ["$.supplier.addresses"] }]);
  });

  it("missing both country and street in first address", async () => {
    const inv = standardInvoice();
    inv.supplier.addresses = [{ locality: "Warsaw" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([
      { code: "GOBL-PL-FAVAT-BILL-INVOICE-07", properties: ["$.supplier.addresses"] },
      { code: "GOBL-PL-FAVAT-BILL-INVOICE-08", properties: ["$.supplier.addresses"] },
    ]);
  });
});

const jstIdentity = (code: string, role: string): Obj => ({ code, ext: { [EXT.thirdPartyRole]: role } });

describe("FA(3) JST customers (TestCustomerJSTValidation)", () => {
  const jstCustomer = (flag = "1"): Obj => {
    const inv = standardInvoice();
    inv.customer.ext = { [EXT.jst]: flag };
    return inv;
  };

  it("valid JST customer with LGU recipient identity", async () => {
    const inv = jstCustomer();
    inv.customer.identities = [jstIdentity("JST-12345", "8")];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("JST customer without required identity", async () => {
    const inv = jstCustomer();
    delete inv.customer.identities;
    expect(addonFaults(await buildFaults(inv))).toEqual([JST_FAULT]);
  });

  it("JST customer with identity missing code", async () => {
    const inv = jstCustomer();
    inv.customer.identities = [jstIdentity("", "8")];
    // The identity's own rule catches the empty code.
    expect(await buildFaults(inv)).toContainEqual({ code: "GOBL-ORG-IDENTITY-01", properties: ["$.customer.identities[0].code"] });
  });

  it("JST customer with wrong role identity", async () => {
    const inv = jstCustomer();
    inv.customer.identities = [jstIdentity("SOME-ID", "10")];
    expect(addonFaults(await buildFaults(inv))).toEqual([JST_FAULT]);
  });

  it("non-JST customer does not require identity", async () => {
    const inv = jstCustomer("2");
    delete inv.customer.identities;
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) VAT group customers (TestCustomerGroupVATValidation)", () => {
  const groupCustomer = (flag = "1"): Obj => {
    const inv = standardInvoice();
    inv.customer.ext = { [EXT.groupVAT]: flag };
    return inv;
  };

  it("valid GroupVAT customer with GV member identity", async () => {
    const inv = groupCustomer();
    inv.customer.identities = [jstIdentity("GV-67890", "10")];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("GroupVAT customer without required identity", async () => {
    const inv = groupCustomer();
    delete inv.customer.identities;
    expect(addonFaults(await buildFaults(inv))).toEqual([GROUP_VAT_FAULT]);
  });

  it("GroupVAT customer with identity missing code", async () => {
    const inv = groupCustomer();
    inv.customer.identities = [jstIdentity("", "10")];
    expect(await buildFaults(inv)).toContainEqual({ code: "GOBL-ORG-IDENTITY-01", properties: ["$.customer.identities[0].code"] });
  });

  it("GroupVAT customer with wrong role identity", async () => {
    const inv = groupCustomer();
    inv.customer.identities = [jstIdentity("SOME-ID", "8")];
    expect(addonFaults(await buildFaults(inv))).toEqual([GROUP_VAT_FAULT]);
  });

  it("non-GroupVAT customer does not require identity", async () => {
    const inv = groupCustomer("2");
    delete inv.customer.identities;
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) JST and VAT group together (TestCustomerJSTAndGroupVATCombined)", () => {
  const both = (): Obj => {
    const inv = standardInvoice();
    inv.customer.ext = { [EXT.jst]: "1", [EXT.groupVAT]: "1" };
    return inv;
  };

  it("customer with both JST and GroupVAT needs both identities", async () => {
    const inv = both();
    inv.customer.identities = [jstIdentity("JST-12345", "8"), jstIdentity("GV-67890", "10")];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("customer with both JST and GroupVAT missing JST identity", async () => {
    const inv = both();
    inv.customer.identities = [jstIdentity("GV-67890", "10")];
    expect(addonFaults(await buildFaults(inv))).toEqual([JST_FAULT]);
  });

  it("customer with both JST and GroupVAT missing GroupVAT identity", async () => {
    const inv = both();
    inv.customer.identities = [jstIdentity("JST-12345", "8")];
    expect(addonFaults(await buildFaults(inv))).toEqual([GROUP_VAT_FAULT]);
  });

  it("customer without JST and GroupVAT does not require identities", async () => {
    const inv = standardInvoice();
    inv.customer.ext = {};
    delete inv.customer.identities;
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) self-billing and reverse charge flags (TestNormalizeInvoice)", () => {
  const tagged = async (...tags: string[]): Promise<Obj> => built({ ...standardInvoice(), $tags: tags });

  it("self-billed invoice sets extension", async () => {
    const out = await tagged("self-billed");
    expect(out.tax.ext[EXT.selfBilling]).toBe("1");
  });

  it("reverse charge invoice sets extension", async () => {
    const out = await tagged("reverse-charge");
    expect(out.tax.ext[EXT.reverseCharge]).toBe("1");
  });

  it("both self-billed and reverse charge", async () => {
    const out = await tagged("self-billed", "reverse-charge");
    expect(out.tax.ext[EXT.selfBilling]).toBe("1");
    expect(out.tax.ext[EXT.reverseCharge]).toBe("1");
  });

  it("regular invoice does not set extensions", async () => {
    const out = await built(standardInvoice());
    expect(out.tax?.ext?.[EXT.selfBilling]).toBeUndefined();
    expect(out.tax?.ext?.[EXT.reverseCharge]).toBeUndefined();
  });
});

describe("FA(3) credit notes (TestCreditNoteValidation)", () => {
  it("credit note without preceding", async () => {
    const inv = creditNote();
    delete inv.preceding;
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) simplified invoices (TestSimplifiedInvoiceCustomerValidation)", () => {
  it("simplified invoice without customer is valid", async () => {
    const inv: Obj = { ...standardInvoice(), $tags: ["simplified"] };
    delete inv.customer;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("standard invoice without customer is invalid", async () => {
    const inv = standardInvoice();
    delete inv.customer;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-09", properties: ["$.customer"] }]);
  });
});

describe("FA(3) customer tax IDs (TestCustomerTaxIDValidation)", () => {
  it("customer without tax ID is valid", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("Polish customer with tax ID code is valid", async () => {
    expect(await buildFaults(standardInvoice())).toEqual([]);
  });

  it("Polish customer with empty tax ID code is invalid", async () => {
    const inv = standardInvoice();
    inv.customer.tax_id.code = "";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-10", properties: ["$.customer.tax_id.code"] }]);
  });

  it("non-Polish customer with empty tax ID code is valid", async () => {
    const inv = standardInvoice();
    inv.customer.tax_id = { country: "DE", code: "" };
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) preceding documents (TestPrecedingValidation)", () => {
  it("preceding without issue date", async () => {
    const inv = creditNote();
    delete inv.preceding[0].issue_date;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-02", properties: ["$.preceding[0].issue_date"] }]);
  });

  it("preceding without code", async () => {
    const inv = creditNote();
    inv.preceding[0].code = "";
    expect(addonFaults(await buildFaults(inv))).toContainEqual({ code: "GOBL-PL-FAVAT-BILL-INVOICE-03", properties: ["$.preceding[0].code"] });
  });
});

describe("FA(3) missing supplier (TestNilValidation)", () => {
  it("nil supplier", async () => {
    const inv = standardInvoice();
    delete inv.supplier;
    expect(addonFaults(await buildFaults(inv))).toContainEqual({ code: "GOBL-PL-FAVAT-BILL-INVOICE-04", properties: ["$.supplier"] });
  });
});

describe("FA(3) edge cases (TestValidationEdgeCases)", () => {
  it("customer with identity having different role", async () => {
    const inv = standardInvoice();
    inv.customer.ext = { [EXT.jst]: "1" };
    inv.customer.identities = [jstIdentity("TEST-123", "5")];
    expect(addonFaults(await buildFaults(inv))).toEqual([JST_FAULT]);
  });

  it("customer with identity matching role but no code", async () => {
    const inv = standardInvoice();
    inv.customer.ext = { [EXT.groupVAT]: "1" };
    inv.customer.identities = [jstIdentity("", "10")];
    expect(await buildFaults(inv)).not.toEqual([]);
  });

  it("exemption note without exemption extension is valid", async () => {
    const inv = standardInvoice();
    inv.notes = [exemptionNote("Some note")];
    expect(await buildFaults(inv)).toEqual([]);
  });
});

describe("FA(3) notes (TestInvoiceWithNotes)", () => {
  it("invoice with regular note (non-exemption)", async () => {
    const inv = standardInvoice();
    inv.notes = [{ key: "general", text: "Regular note" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("invoice with legal note but different src", async () => {
    const inv = standardInvoice();
    inv.notes = [{ key: "legal", src: "other-source", text: "Legal note with different source" }];
    expect(await buildFaults(inv)).toEqual([]);
  });
});

// Beyond GOBL's tests: the rules its tests only reach through messages or not at all.
describe("FA(3) invoice type", () => {
  it("a proforma is not a KSeF invoice", async () => {
    const inv = { ...standardInvoice(), type: "proforma" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-PL-FAVAT-BILL-INVOICE-01", properties: ["$.type"] }]);
  });

  it("an empty supplier counts as given: only its parts are missing", async () => {
    const inv = { ...standardInvoice(), supplier: {} };
    const faults = addonFaults(await buildFaults(inv));
    expect(faults.map((f) => f.code)).not.toContain("GOBL-PL-FAVAT-BILL-INVOICE-04");
    expect(faults).toContainEqual({ code: "GOBL-PL-FAVAT-BILL-INVOICE-16", properties: ["$.supplier.tax_id"] });
  });
});
