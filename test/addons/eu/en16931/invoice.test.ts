/**
 * The invoice as a whole under EN 16931: its tax object, lines, addresses
 * and payment details (GOBL's TestInvoiceValidation and
 * TestValidateBillPayment, plus the cases of the rules they do not reach).
 */
import { describe, expect, it } from "vitest";
import { buildFaults, built, faultsAfter, germanInvoice } from "./support.ts";

describe("EN 16931 invoice", () => {
  it("a valid invoice builds and gets document type 380", async () => {
    const out = await built(germanInvoice());
    expect(out.tax.ext).toEqual({ "untdid-document-type": "380" });
  });

  it("without tax details it is refused (BILL-INVOICE-01), without a document type complaint", async () => {
    const faults = await faultsAfter(germanInvoice(), (out) => void delete out.tax);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-01", properties: ["$.tax"] }]);
  });

  it("a type without a scenario leaves tax without a document type (BILL-INVOICE-02)", async () => {
    const inv = germanInvoice();
    inv.type = "other";
    inv.tax = { prices_include: "VAT" };
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-02", properties: ["$.tax.ext"] }]);
  });

  it("an invoice given no tax gets an empty tax object to fill", async () => {
    const inv = germanInvoice();
    inv.type = "other";
    const faults = await buildFaults(inv);
    // The tax object is there (no BILL-INVOICE-01), only its document type is missing.
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-02", properties: ["$.tax.ext"] }]);
  });

  it("keeps the supplier's and customer's addresses", async () => {
    const out = await built(germanInvoice());
    expect(out.supplier.addresses[0].locality).toBe("Walldorf");
    expect(out.customer.addresses[0].locality).toBe("München");
  });

  it("a supplier without an address is refused (BILL-INVOICE-04)", async () => {
    const inv = germanInvoice();
    delete inv.supplier.addresses;
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-04", properties: ["$.supplier.addresses"] }]);
  });

  it("a customer without an address is refused (BILL-INVOICE-05)", async () => {
    const inv = germanInvoice();
    delete inv.customer.addresses;
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-05", properties: ["$.customer.addresses"] }]);
  });

  it("an invoice without a customer needs no customer address", async () => {
    const inv = germanInvoice();
    delete inv.customer;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("a credit note builds and gets document type 381", async () => {
    const inv = germanInvoice();
    inv.type = "credit-note";
    const out = await built(inv);
    expect(out.tax.ext["untdid-document-type"]).toBe("381");
  });

  it("an invoice without lines is refused (BILL-INVOICE-03)", async () => {
    const inv = germanInvoice();
    delete inv.lines;
    inv.charges = [{ reason: "Service fee", amount: "100.00", taxes: [{ cat: "VAT", rate: "general" }] }];
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-03", properties: ["$.lines"] }]);
  });

  it("an address without a country is refused (ORG-ADDRESS-01)", async () => {
    const inv = germanInvoice();
    delete inv.customer.addresses[0].country;
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-ORG-ADDRESS-01", properties: ["$.customer.addresses[0].country"] }]);
  });
});

describe("EN 16931 payment details when an amount is due", () => {
  it("payment details without terms are refused (BILL-INVOICE-07)", async () => {
    const inv = germanInvoice();
    inv.payment = { instructions: { key: "credit-transfer" } };
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-07", properties: ["$.payment.terms"] }]);
  });

  it("no payment details are refused (BILL-INVOICE-06), terms not reported on their own", async () => {
    const inv = germanInvoice();
    delete inv.payment;
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-06", properties: ["$.payment"] }]);
  });

  it("nothing is due after a full advance: no terms needed", async () => {
    const inv = germanInvoice();
    inv.payment = { advances: [{ percent: "100%", description: "Advance payment" }] };
    const out = await built(inv);
    expect(out.totals.due).toBe("0.00");
  });

  it("empty payment details when an amount is due are refused (BILL-INVOICE-07)", async () => {
    const inv = germanInvoice();
    inv.payment = {};
    const faults = await buildFaults(inv);
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-07", properties: ["$.payment.terms"] }]);
  });

  it("nothing is due: the payment details may even go after calculation", async () => {
    const inv = germanInvoice();
    inv.payment = { advances: [{ percent: "100%", description: "Full advance payment" }] };
    const faults = await faultsAfter(inv, (out) => void delete out.payment);
    expect(faults).toEqual([]);
  });

  it("a credit note with an amount due needs no payment details", async () => {
    const inv = germanInvoice();
    inv.type = "credit-note";
    delete inv.payment;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("the amount payable counts when the due amount is not given", async () => {
    const inv = germanInvoice();
    const faults = await faultsAfter(inv, (out) => {
      delete out.totals.due;
      delete out.payment;
    });
    expect(faults).toEqual([{ code: "GOBL-EU-EN16931-BILL-INVOICE-06", properties: ["$.payment"] }]);
  });

  it("a zero payable amount asks for nothing", async () => {
    const inv = germanInvoice();
    inv.lines[0].item.price = "0.00";
    delete inv.payment;
    const out = await built(inv);
    expect(out.totals.payable).toBe("0.00");
  });
});
