/**
 * The FacturaE addon (es-facturae-v3): its scenarios and its invoice rules,
 * with the cases of GOBL's own addon tests (bill_invoice_test.go,
 * scenarios_test.go) and one more case for each rule those leave out.
 */
import { describe, expect, it } from "vitest";
import { BizdocError, ENVELOPE_ID, createEngine } from "../../../../index.ts";
import { INVOICE, faultsOf } from "../../../regimes/support.ts";
import { documentOps, type Obj } from "../../../support/documents.ts";

const ADDON = "es-facturae-v3";
const engine = createEngine();

/** GOBL's FacturaE test invoice: Spanish supplier and customer, one line with a 10% discount, prices including VAT. */
function standardInvoice(): Obj {
  return {
    $schema: INVOICE,
    $regime: "ES",
    $addons: [ADDON],
    code: "123TEST",
    currency: "EUR",
    issue_date: "2022-06-13",
    tax: { prices_include: "VAT" },
    supplier: { name: "Test Supplier", tax_id: { country: "ES", code: "B98602642" } },
    customer: { name: "Test Customer", tax_id: { country: "ES", code: "54387763P" } },
    lines: [
      {
        quantity: "10",
        item: { name: "Test Item", price: "100.00" },
        taxes: [{ cat: "VAT", rate: "general" }],
        discounts: [{ reason: "Testing", percent: "10%" }],
      },
    ],
  };
}

const { built: build, buildFaults, faultsAfter } = documentOps(engine);

describe("es-facturae-v3 scenarios", () => {
  it("sets no FacturaE document type without the addon", async () => {
    const inv = standardInvoice();
    delete inv.$addons;
    const out = await build(inv);
    expect(out.tax?.ext?.["es-facturae-doc-type"]).toBeUndefined();
  });

  it("makes a standard invoice a commercial invoice (FC), original (OO), without notes", async () => {
    const out = await build(standardInvoice());
    expect(out.tax.ext).toEqual({ "es-facturae-doc-type": "FC", "es-facturae-invoice-class": "OO" });
    expect(out.notes).toBeUndefined();
  });

  it("makes a self-billed invoice a self-billed document (AF) with its legal note", async () => {
    const inv = standardInvoice();
    inv.$tags = ["self-billed"];
    const out = await build(inv);
    expect(out.tax.ext["es-facturae-doc-type"]).toBe("AF");
    expect(out.tax.notes).toHaveLength(1);
  });

  it("makes a simplified invoice FA and a credit note a corrective original (OR)", async () => {
    const simplified = standardInvoice();
    simplified.$tags = ["simplified"];
    delete simplified.customer;
    expect((await build(simplified)).tax.ext["es-facturae-doc-type"]).toBe("FA");

    const credit = standardInvoice();
    credit.type = "credit-note";
    credit.preceding = [{ code: "122TEST", issue_date: "2022-06-01", ext: { "es-facturae-correction": "01" } }];
    expect((await build(credit)).tax.ext).toEqual({ "es-facturae-doc-type": "FC", "es-facturae-invoice-class": "OR" });
  });
});

describe("es-facturae-v3 invoice rules", () => {
  it("accepts GOBL's standard invoice", async () => {
    expect(await buildFaults(standardInvoice())).toEqual([]);
  });

  it("leaves a missing supplier tax ID to the Spanish regime's rule", async () => {
    const inv = standardInvoice();
    delete inv.supplier.tax_id;
    expect(await buildFaults(inv)).toContainEqual({ code: "GOBL-ES-BILL-INVOICE-02", properties: ["$.supplier.tax_id"] });
  });

  it("accepts a customer without a tax ID", async () => {
    const inv = standardInvoice();
    delete inv.customer.tax_id;
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("asks a Spanish customer's tax ID for its code", async () => {
    const inv = standardInvoice();
    inv.customer.tax_id = { country: "ES" };
    expect(await buildFaults(inv)).toEqual([{ code: "GOBL-ES-FACTURAE-BILL-INVOICE-01", properties: ["$.customer.tax_id.code"] }]);
  });

  it("does not ask a foreign customer's tax ID for a code", async () => {
    const inv = standardInvoice();
    inv.customer.tax_id = { country: "PT" };
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("needs the tax details that carry the FacturaE codes", async () => {
    expect(await faultsAfter(standardInvoice(), (out) => delete out.tax)).toContainEqual({
      code: "GOBL-ES-FACTURAE-BILL-INVOICE-02",
      properties: ["$.tax"],
    });
  });

  it("needs the document type among the tax extensions", async () => {
    const faults = await faultsAfter(standardInvoice(), (out) => delete out.tax.ext["es-facturae-doc-type"]);
    expect(faults).toEqual([{ code: "GOBL-ES-FACTURAE-BILL-INVOICE-03", properties: ["$.tax.ext"] }]);
  });

  it("needs a US dollar invoice to give the rate into euros", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    expect(await buildFaults(inv)).toEqual([{ code: "GOBL-ES-FACTURAE-BILL-INVOICE-07", properties: ["$"] }]);
  });

  it("accepts a US dollar invoice with a rate into euros", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "USD", to: "EUR", amount: "0.875967" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("does not count a rate out of euros as a way into them", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    inv.exchange_rates = [{ from: "EUR", to: "USD", amount: "1.14" }];
    expect(await buildFaults(inv)).toEqual([{ code: "GOBL-ES-FACTURAE-BILL-INVOICE-07", properties: ["$"] }]);
  });

  it("needs a credit note to reference the invoice it rectifies, with its date and FacturaE reason", async () => {
    const inv = standardInvoice();
    inv.type = "credit-note";
    expect(await buildFaults(inv)).toEqual([{ code: "GOBL-ES-FACTURAE-BILL-INVOICE-04", properties: ["$.preceding"] }]);

    inv.preceding = [{ code: "123TEST" }];
    expect(await buildFaults(inv)).toEqual([
      { code: "GOBL-ES-FACTURAE-BILL-INVOICE-05", properties: ["$.preceding[0].issue_date"] },
      { code: "GOBL-ES-FACTURAE-BILL-INVOICE-06", properties: ["$.preceding[0].ext"] },
    ]);

    inv.preceding[0].ext = { "es-facturae-correction": "01" };
    inv.preceding[0].issue_date = "2022-06-13";
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("asks the same of corrective invoices and debit notes, and nothing of standard ones", async () => {
    for (const type of ["corrective", "debit-note"]) {
      const inv = standardInvoice();
      inv.type = type;
      expect(await buildFaults(inv)).toEqual([{ code: "GOBL-ES-FACTURAE-BILL-INVOICE-04", properties: ["$.preceding"] }]);
    }
    const inv = standardInvoice();
    inv.preceding = [{ code: "122TEST" }];
    expect(await buildFaults(inv)).toEqual([]);
  });

  it("refuses a FacturaE reason code the addon does not define", async () => {
    const inv = standardInvoice();
    inv.type = "credit-note";
    inv.preceding = [{ code: "122TEST", issue_date: "2022-06-01", ext: { "es-facturae-correction": "99" } }];
    const err = await engine.build(inv).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizdocError);
    expect((err as BizdocError).faults.map((f) => f.properties)).toContainEqual(['$.preceding[0].ext["es-facturae-correction"]']);
  });

  it("applies inside an envelope, with fault paths under $.doc", async () => {
    const inv = standardInvoice();
    inv.currency = "USD";
    expect(await faultsOf(engine.build({ $schema: ENVELOPE_ID, doc: inv }))).toEqual([
      { code: "GOBL-ES-FACTURAE-BILL-INVOICE-07", properties: ["$.doc"] },
    ]);
  });
});

describe("es-facturae-v3 corrections", () => {
  it("takes the FacturaE reason code from the options onto the preceding reference", async () => {
    const original = await build(standardInvoice());
    const corrected = (await engine.correct(original, { type: "credit-note", issue_date: "2022-07-01", ext: { "es-facturae-correction": "03" } })) as Obj;
    expect(corrected.type).toBe("credit-note");
    expect(corrected.preceding).toEqual([
      { uuid: original.uuid, type: "standard", code: "123TEST", issue_date: "2022-06-13", ext: { "es-facturae-correction": "03" } },
    ]);
    expect(corrected.tax.ext["es-facturae-invoice-class"]).toBe("OR");
  });

  it("offers the FacturaE reason among the correction options", async () => {
    const schema = (await engine.correctionSchema(await build(standardInvoice()))) as Obj;
    const options = Object.values(schema.$defs as Obj)[0] as Obj;
    expect(Object.keys(options.properties.ext.properties)).toContain("es-facturae-correction");
  });
});
