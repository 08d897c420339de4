/**
 * DIAN on the invoice: GOBL's bill_invoices_test.go (TestBasicInvoiceValidation,
 * TestInvoiceCurrencyValidation, TestFiscalResponsibilityExtensionValidation,
 * TestBasicCreditNoteValidation, TestNormalizeInvoice), each case carried
 * over with the expectations GOBL's test states, plus one case per rule
 * GOBL's tests leave out. Where GOBL alters a calculated invoice before
 * validating, `faultsAfter` does the same; where it only normalises, the
 * document is built with the rules it would break ignored.
 */
import { describe, expect, it } from "vitest";
import type { Context, Invoice } from "../../../../engine/index.ts";
import { invoiceNormalizer } from "../../../../addons/co/dian/invoice.ts";
import {
  EXT_CREDIT_CODE,
  EXT_DEBIT_CODE,
  EXT_FISCAL_RESPONSIBILITY,
  EXT_MUNICIPALITY,
  addonFaults,
  baseInvoice,
  buildFaults,
  built,
  builtIgnoring,
  creditNote,
  faultsAfter,
  type Obj,
} from "./support.ts";

/** GOBL's normalisation tests give Spanish parties a Colombian NIT; only the normalisation is looked at there. */
const IGNORE_ES_TAX_ID = ["GOBL-ES-TAX-IDENTITY-01"];

describe("DIAN invoices (TestBasicInvoiceValidation)", () => {
  it("a standard invoice between Colombian companies", async () => {
    const out = await built(baseInvoice());
    expect(out.type).toBe("standard");
    expect(out.supplier.addresses[0]).toEqual({ locality: "Bogotá, D.C.", region: "Bogotá" });
    expect(out.customer.addresses[0]).toEqual({ locality: "Sabanalarga", region: "Atlántico" });
  });

  it("without the supplier's municipality (BILL-INVOICE-03)", async () => {
    const faults = await faultsAfter(baseInvoice(), (out) => void delete out.supplier.ext[EXT_MUNICIPALITY]);
    // "extension 'co-dian-municipality' is required"
    expect(addonFaults(faults)).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-03", properties: ["$.supplier.ext"] }]);
  });

  it("a simplified invoice to a customer known by an identity", async () => {
    const inv = baseInvoice();
    inv.$tags = ["simplified"];
    inv.customer.tax_id.code = "";
    inv.customer.identities = [{ key: "co-citizen-id", code: "124499654" }];
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("a Spanish customer", async () => {
    const inv = baseInvoice();
    inv.customer.tax_id = { country: "ES", code: "A13180492" };
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("DIAN currency (TestInvoiceCurrencyValidation)", () => {
  it("non-COP currency without exchange rates (BILL-INVOICE-14)", async () => {
    const inv = baseInvoice();
    inv.currency = "USD";
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-14", properties: ["$"] }]);
  });

  it("non-COP currency with exchange rates", async () => {
    const inv = baseInvoice();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "COP", amount: "4100" }];
    await expect(built(inv)).resolves.toBeDefined();
  });
});

describe("DIAN fiscal responsibility (TestFiscalResponsibilityExtensionValidation)", () => {
  it("Colombian parties without one (BILL-INVOICE-04, BILL-INVOICE-08)", async () => {
    const faults = await faultsAfter(baseInvoice(), (out) => {
      delete out.supplier.ext[EXT_FISCAL_RESPONSIBILITY];
      delete out.customer.ext[EXT_FISCAL_RESPONSIBILITY];
    });
    // "extension 'co-dian-fiscal-responsibility' is required"
    expect(addonFaults(faults)).toEqual([
      { code: "GOBL-CO-DIAN-BILL-INVOICE-04", properties: ["$.supplier.ext"] },
      { code: "GOBL-CO-DIAN-BILL-INVOICE-08", properties: ["$.customer.ext"] },
    ]);
  });

  it("non-Colombian parties need none", async () => {
    const inv = baseInvoice();
    inv.supplier.tax_id = { country: "ES", code: "E47180476" };
    inv.customer.tax_id = { country: "ES", code: "C87547287" };
    delete inv.supplier.ext[EXT_FISCAL_RESPONSIBILITY];
    delete inv.customer.ext[EXT_FISCAL_RESPONSIBILITY];
    const out = await built(inv);
    expect(out.supplier.ext[EXT_FISCAL_RESPONSIBILITY]).toBeUndefined();
    expect(out.customer.ext[EXT_FISCAL_RESPONSIBILITY]).toBeUndefined();
  });
});

describe("DIAN credit notes (TestBasicCreditNoteValidation)", () => {
  it("a credit note with its reason and credit cause", async () => {
    const inv = creditNote();
    inv.preceding[0].reason = "Correcting an error";
    const out = await built(inv);
    expect(out.preceding[0].ext[EXT_CREDIT_CODE]).toBe("2");
  });
});

describe("DIAN party normalisation (TestNormalizeInvoice)", () => {
  it("handles nil invoice", () => {
    // No document to normalise: the normaliser leaves an invoice without parties as it is.
    const inv = {} as Invoice;
    expect(() => invoiceNormalizer.normalize(inv, {} as Context)).not.toThrow();
    expect(inv).toEqual({});
  });

  it("sets default tax responsibility for Colombian supplier", async () => {
    const inv = baseInvoice();
    delete inv.supplier.ext[EXT_FISCAL_RESPONSIBILITY];
    const out = await built(inv);
    expect(out.supplier.ext[EXT_FISCAL_RESPONSIBILITY]).toBe("R-99-PN");
  });

  it("sets default tax responsibility for Colombian customer", async () => {
    const inv = baseInvoice();
    delete inv.customer.ext[EXT_FISCAL_RESPONSIBILITY];
    const out = await built(inv);
    expect(out.customer.ext[EXT_FISCAL_RESPONSIBILITY]).toBe("R-99-PN");
  });

  it("keeps existing tax responsibility for supplier", async () => {
    const inv = baseInvoice();
    inv.supplier.ext[EXT_FISCAL_RESPONSIBILITY] = "O-13";
    const out = await built(inv);
    expect(out.supplier.ext[EXT_FISCAL_RESPONSIBILITY]).toBe("O-13");
  });

  it("keeps existing tax responsibility for customer", async () => {
    const inv = baseInvoice();
    inv.customer.ext[EXT_FISCAL_RESPONSIBILITY] = "O-47";
    const out = await built(inv);
    expect(out.customer.ext[EXT_FISCAL_RESPONSIBILITY]).toBe("O-47");
  });

  it("does not set tax responsibility for non-Colombian supplier", async () => {
    const inv = baseInvoice();
    inv.supplier.tax_id.country = "ES";
    delete inv.supplier.ext[EXT_FISCAL_RESPONSIBILITY];
    const out = await builtIgnoring(inv, IGNORE_ES_TAX_ID);
    expect(out.supplier.ext[EXT_FISCAL_RESPONSIBILITY]).toBeUndefined();
  });

  it("does not set tax responsibility for non-Colombian customer", async () => {
    const inv = baseInvoice();
    inv.customer.tax_id.country = "ES";
    delete inv.customer.ext[EXT_FISCAL_RESPONSIBILITY];
    const out = await builtIgnoring(inv, IGNORE_ES_TAX_ID);
    expect(out.customer.ext[EXT_FISCAL_RESPONSIBILITY]).toBeUndefined();
  });

  it("handles nil supplier", async () => {
    const inv = baseInvoice();
    delete inv.supplier;
    // Refused for its missing supplier only: nothing breaks on the way.
    expect(await buildFaults(inv)).toEqual([{ code: "GOBL-BILL-INVOICE-05", properties: ["$.supplier"] }]);
  });

  it("handles nil customer", async () => {
    const inv = baseInvoice();
    delete inv.customer;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("handles nil extensions", async () => {
    const inv = baseInvoice();
    inv.supplier.ext = {};
    inv.customer.ext = {};
    // Only normalised in GOBL's test: the municipalities are gone too.
    const out = await builtIgnoring(inv, ["GOBL-CO-DIAN-BILL-INVOICE-03", "GOBL-CO-DIAN-BILL-INVOICE-07"]);
    expect(out.supplier.ext[EXT_FISCAL_RESPONSIBILITY]).toBe("R-99-PN");
    expect(out.customer.ext[EXT_FISCAL_RESPONSIBILITY]).toBe("R-99-PN");
  });
});

describe("DIAN rules GOBL's tests leave out", () => {
  it("an invoice type the DIAN does not take (BILL-INVOICE-01)", async () => {
    const inv = baseInvoice();
    inv.type = "corrective";
    inv.preceding = [{ code: "TEST", issue_date: "2022-12-27" }];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-01", properties: ["$"] }]);
  });

  it("a proforma is taken", async () => {
    const inv = baseInvoice();
    inv.type = "proforma";
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("a customer without a tax ID (BILL-INVOICE-05)", async () => {
    const inv = baseInvoice();
    delete inv.customer.tax_id;
    delete inv.customer.ext;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-05", properties: ["$.customer.tax_id"] }]);
  });

  it("a simplified invoice's customer needs no tax ID", async () => {
    const inv = baseInvoice();
    inv.$tags = ["simplified"];
    delete inv.customer.tax_id;
    delete inv.customer.ext;
    await expect(built(inv)).resolves.toBeDefined();
  });

  it("without the customer's municipality (BILL-INVOICE-07)", async () => {
    const inv = baseInvoice();
    delete inv.customer.ext[EXT_MUNICIPALITY];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-07", properties: ["$.customer.ext"] }]);
  });

  it("a Colombian tax ID without a code needs no municipality, but a fiscal responsibility", async () => {
    const inv = baseInvoice();
    inv.$tags = ["simplified"];
    inv.customer.tax_id = { country: "CO" };
    delete inv.customer.ext;
    const out = await built(inv);
    expect(out.customer.ext).toEqual({ [EXT_FISCAL_RESPONSIBILITY]: "R-99-PN" });
  });

  it("a bad municipality code is refused by the extension's own pattern", async () => {
    const inv = baseInvoice();
    inv.supplier.ext[EXT_MUNICIPALITY] = "1100";
    const faults = await buildFaults(inv);
    expect(addonFaults(faults)).toEqual([]);
    expect(faults.map((f) => f.properties)).toEqual([[`$.supplier.ext["${EXT_MUNICIPALITY}"]`]]);
  });

  // GOBL declares the address rules with `is.Length(1, 0)`, which skips an
  // empty or missing list, so they can never fail (the golden example
  // co/simplified-id has a Colombian supplier without addresses and passes).
  it.each([
    ["supplier", "GOBL-CO-DIAN-BILL-INVOICE-02"],
    ["customer", "GOBL-CO-DIAN-BILL-INVOICE-06"],
  ])("a Colombian %s without addresses passes: %s never fails", async (party, code) => {
    const inv = baseInvoice();
    delete inv[party].addresses;
    expect((await built(inv))[party].addresses).toBeUndefined();
    const faults = await faultsAfter(baseInvoice(), (out) => void (out[party].addresses = []));
    expect(faults.map((f) => f.code)).not.toContain(code);
  });
});

describe("DIAN credit and debit notes", () => {
  function debitNote(): Obj {
    const inv = creditNote();
    inv.type = "debit-note";
    inv.preceding[0].ext = { [EXT_DEBIT_CODE]: "3" };
    inv.preceding[0].reason = "Change in value";
    return inv;
  }

  it("a credit note without preceding documents (BILL-INVOICE-09)", async () => {
    const inv = creditNote();
    delete inv.preceding;
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-09", properties: ["$.preceding"] }]);
  });

  it("a credit note without reason (BILL-INVOICE-12)", async () => {
    expect(addonFaults(await buildFaults(creditNote()))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-12", properties: ["$.preceding[0].reason"] }]);
  });

  it("a credit note without credit cause (BILL-INVOICE-10)", async () => {
    const inv = creditNote();
    inv.preceding[0].reason = "Correcting an error";
    inv.preceding[0].ext = { [EXT_DEBIT_CODE]: "1" };
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-10", properties: ["$.preceding[0].ext"] }]);
  });

  it("a debit note with reason and debit cause", async () => {
    const out = await built(debitNote());
    expect(out.preceding[0].ext[EXT_DEBIT_CODE]).toBe("3");
  });

  it("a debit note without preceding documents (BILL-INVOICE-09)", async () => {
    const inv = debitNote();
    inv.preceding = [];
    expect(addonFaults(await buildFaults(inv))).toEqual([{ code: "GOBL-CO-DIAN-BILL-INVOICE-09", properties: ["$.preceding"] }]);
  });

  it("a debit note without debit cause and reason (BILL-INVOICE-11, BILL-INVOICE-13)", async () => {
    const inv = debitNote();
    delete inv.preceding[0].ext;
    delete inv.preceding[0].reason;
    expect(addonFaults(await buildFaults(inv))).toEqual([
      { code: "GOBL-CO-DIAN-BILL-INVOICE-11", properties: ["$.preceding[0].ext"] },
      { code: "GOBL-CO-DIAN-BILL-INVOICE-13", properties: ["$.preceding[0].reason"] },
    ]);
  });
});
