/**
 * The addon's normalisation and calculation against GOBL's Go tests
 * (gobl.mx.cfdi addon/*_test.go): the complements' totals (TestCalculate,
 * TestCalculateFoodVouchers), the scenarios' payment method, the codes it
 * sets or migrates, and the issue time.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { calculateFoodVouchers } from "../../../../addons/mx/cfdi/food-vouchers.ts";
import { calculateFuelAccountBalance } from "../../../../addons/mx/cfdi/fuel-account-balance.ts";
import { documentOps, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { built } = documentOps(engine);

const tax = (t: Obj): Obj => t;

describe("fuel account complement calculation (GOBL's TestCalculate)", () => {
  it("example 1: a line without item keeps its total; percent on the total, rate on the quantity", () => {
    const fab: Obj = {
      lines: [
        { quantity: "1.1", item: { price: "90.91" }, total: "100", taxes: [tax({ percent: "16.0%" }), tax({ rate: "5.6789" })] },
        { total: "100.009", taxes: [tax({ percent: "16.0%" }), tax({ rate: "5.6789" })] },
      ],
    };
    calculateFuelAccountBalance(fab);
    expect(fab.subtotal).toBe("200.01");
    expect(fab.total).toBe("238.26");
    expect(fab.lines[0].quantity).toBe("1.100");
    expect(fab.lines[0].item.price).toBe("90.910");
    expect(fab.lines[0].total).toBe("100.00");
    expect(fab.lines[0].taxes[0].amount).toBe("16.00");
    expect(fab.lines.map((l: Obj) => l.i)).toEqual([1, 2]);
  });

  it("example 2", () => {
    const fab: Obj = {
      lines: [
        { quantity: "9.661", item: { price: "12.743" }, taxes: [tax({ cat: "VAT", percent: "16%" }), tax({ cat: "IEPS", rate: "5.9195" })] },
        { quantity: "9.680", item: { price: "12.709" }, taxes: [tax({ cat: "VAT", percent: "16%" }), tax({ cat: "IEPS", rate: "5.9195" })] },
      ],
    };
    calculateFuelAccountBalance(fab);
    expect(fab.lines[0].total).toBe("123.11");
    expect(fab.lines[0].taxes[0].amount).toBe("19.70");
    expect(fab.lines[0].taxes[1].amount).toBe("57.19");
    expect(fab.lines[1].taxes[1].amount).toBe("57.30");
    expect(fab.lines[1].total).toBe("123.02");
    expect(fab.subtotal).toBe("246.13");
    expect(fab.total).toBe("400.00");
  });

  it("example 3", () => {
    const fab: Obj = {
      lines: [
        { quantity: "0.525", item: { price: "19.809" }, taxes: [tax({ cat: "VAT", percent: "16%" }), tax({ cat: "IEPS", rate: "0.5451" })] },
        { quantity: "0.304", item: { price: "19.823" }, taxes: [tax({ cat: "VAT", percent: "16%" }), tax({ cat: "IEPS", rate: "0.5451" })] },
      ],
    };
    calculateFuelAccountBalance(fab);
    const [l0, l1] = fab.lines;
    expect([l0.total, l0.taxes[0].amount, l0.taxes[1].amount]).toEqual(["10.40", "1.66", "0.29"]);
    expect([l1.taxes[1].amount, l1.total]).toEqual(["0.17", "6.03"]);
    expect([fab.subtotal, fab.total]).toEqual(["16.43", "19.51"]);
  });

  // Examples 4 and 5 start from floats in Go; these are the quantities, prices and rates they arrive at (their expected JSON).
  it("example 4: precision is given up where the SAT's providers give it up (12.34, not 12.35)", () => {
    const fab: Obj = { lines: [{ quantity: "0.519", item: { price: "20.0437" }, taxes: [tax({ cat: "VAT", percent: "16.0%" }), tax({ cat: "IEPS", rate: "0.5451" })] }] };
    calculateFuelAccountBalance(fab);
    expect([fab.subtotal, fab.total]).toEqual(["10.40", "12.34"]);
    expect(fab.lines[0]).toMatchObject({ i: 1, quantity: "0.519", item: { price: "20.0437" }, total: "10.40", purchase_date_time: "0000-00-00T00:00:00" });
    expect(fab.lines[0].taxes.map((t: Obj) => t.amount)).toEqual(["1.66", "0.28"]);
  });

  it("example 5", () => {
    const fab: Obj = { lines: [{ quantity: "161.224", item: { price: "15.79564" }, taxes: [tax({ cat: "VAT", percent: "16.0%" }), tax({ cat: "IEPS", rate: "5.451" })] }] };
    calculateFuelAccountBalance(fab);
    expect([fab.subtotal, fab.total, fab.lines[0].total]).toEqual(["2546.64", "3832.93", "2546.64"]);
    expect(fab.lines[0].taxes.map((t: Obj) => t.amount)).toEqual(["407.46", "878.83"]);
  });
});

describe("food vouchers complement calculation (GOBL's TestCalculateFoodVouchers)", () => {
  it("rounds each amount to two decimals and sums them", () => {
    const fvc: Obj = { lines: [{ amount: "1.234" }, { amount: "4.321" }] };
    calculateFoodVouchers(fvc);
    expect(fvc.lines[0].amount).toBe("1.23");
    expect(fvc.total).toBe("5.55");
    expect(fvc.lines.map((l: Obj) => l.i)).toEqual([1, 2]);
  });

  it("is calculated inside an invoice, its unknown fields dropped", async () => {
    const inv = await built({
      $schema: "https://gobl.org/draft-0/bill/invoice",
      $regime: "MX",
      $addons: ["mx-cfdi-v4"],
      currency: "MXN",
      issue_date: "2023-01-01",
      issue_time: "12:00:00",
      tax: { ext: { "mx-cfdi-issue-place": "21000" } },
      supplier: { name: "S", tax_id: { country: "MX", code: "AAA010101AAA" }, ext: { "mx-cfdi-fiscal-regime": "601" } },
      customer: { name: "C", tax_id: { country: "MX", code: "ZZZ010101ZZZ" }, addresses: [{ code: "65000" }], ext: { "mx-cfdi-fiscal-regime": "608", "mx-cfdi-use": "G01" } },
      lines: [{ quantity: "1", item: { name: "Fee", price: "10.00", ext: { "mx-cfdi-prod-serv": "84141602" } }, taxes: [{ cat: "VAT", rate: "general" }] }],
      complements: [
        {
          $schema: "https://gobl.org/draft-0/regimes/mx/food-vouchers",
          account_number: "0123456789",
          extra: "dropped",
          lines: [{ e_wallet_id: "ABC1234", issue_date_time: "2022-07-19T10:20:30", employee: { tax_code: "JUFA7608212V6", curp: "JUFA760821MDFRRR00", name: "A" }, amount: "10.125" }],
        },
      ],
    });
    expect(inv.complements[0]).toEqual({
      $schema: "https://gobl.org/draft-0/regimes/mx/food-vouchers",
      account_number: "0123456789",
      total: "10.13",
      lines: [{ i: 1, e_wallet_id: "ABC1234", issue_date_time: "2022-07-19T10:20:30", employee: { tax_code: "JUFA7608212V6", curp: "JUFA760821MDFRRR00", name: "A" }, amount: "10.13" }],
    });
  });
});

/** GOBL's `validInvoice()`, trimmed to what these tests read. */
function invoice(): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $regime: "MX",
    $addons: ["mx-cfdi-v4"],
    code: "123",
    currency: "MXN",
    issue_date: "2023-01-01",
    issue_time: "12:34:10",
    tax: { ext: { "mx-cfdi-issue-place": "21000" } },
    supplier: { name: "Test Supplier", tax_id: { country: "MX", code: "AAA010101AAA" }, ext: { "mx-cfdi-fiscal-regime": "601" } },
    customer: { name: "Test Customer", tax_id: { country: "MX", code: "ZZZ010101ZZZ" }, addresses: [{ code: "65000" }], ext: { "mx-cfdi-fiscal-regime": "608", "mx-cfdi-use": "G01" } },
    lines: [{ quantity: "1", item: { name: "bogus", price: "100.00", ext: { "mx-cfdi-prod-serv": "01010101" } }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

describe("mx-cfdi-v4 normalisation (GOBL's Go tests)", () => {
  it("sets the document type and, unpaid, the payment method PPD (TestInvoiceScenarios regular)", async () => {
    const out = await built(invoice());
    expect(out.tax.ext).toMatchObject({ "mx-cfdi-doc-type": "I", "mx-cfdi-payment-method": "PPD" });
  });

  it("paid in advance, PUE (TestInvoiceScenarios prepaid), the advance with its means code", async () => {
    const out = await built({ ...invoice(), payment: { advances: [{ key: "card", description: "Pago anticipado", percent: "100%" }] } });
    expect(out.tax.ext["mx-cfdi-payment-method"]).toBe("PUE");
    expect(out.payment.advances[0].ext["mx-cfdi-payment-means"]).toBe("04");
  });

  it("a credit note: document type E, relation type 01", async () => {
    const out = await built({ ...invoice(), type: "credit-note", preceding: [{ code: "122", stamps: [{ prv: "sat-uuid", val: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee" }] }] });
    expect(out.tax.ext).toMatchObject({ "mx-cfdi-doc-type": "E", "mx-cfdi-rel-type": "01" });
  });

  it("completes a six-digit product code with 00; seven and eight digits stay (TestItemIdentityNormalization)", async () => {
    for (const [given, expected] of [["010101", "01010100"], ["12345678", "12345678"]]) {
      const doc = invoice();
      doc.lines[0].item.ext["mx-cfdi-prod-serv"] = given;
      expect((await built(doc)).lines[0].item.ext["mx-cfdi-prod-serv"]).toBe(expected);
    }
    const doc = invoice();
    doc.lines[0].item.ext["mx-cfdi-prod-serv"] = "1234567";
    const { builtIgnoring } = documentOps(engine);
    expect((await builtIgnoring(doc, ["GOBL-MX-CFDI-BILL-INVOICE-15"])).lines[0].item.ext["mx-cfdi-prod-serv"]).toBe("1234567");
  });

  it("moves identities keyed as extensions to the extensions (TestItemIdentityMigration, TestMigratePartyIdentities)", async () => {
    const doc = invoice();
    doc.lines[0].item.ext = {};
    doc.lines[0].item.identities = [null, { key: "mx-cfdi-prod-serv", code: "01010101" }, { key: "other", code: "1234" }];
    doc.customer.ext = {};
    doc.customer.identities = [{ key: "mx-cfdi-fiscal-regime", code: "608" }, { key: "mx-cfdi-use", code: "G01" }, { key: "random", code: "12345678" }];
    const out = await built(doc);
    expect(out.lines[0].item.ext).toEqual({ "mx-cfdi-prod-serv": "01010101" });
    expect(out.lines[0].item.identities).toEqual([{ key: "other", code: "1234" }]);
    expect(out.customer.ext).toEqual({ "mx-cfdi-fiscal-regime": "608", "mx-cfdi-use": "G01" });
    expect(out.customer.identities).toEqual([{ key: "random", code: "12345678" }]);
  });

  it("sets the payment means of instructions from their key: online+wallet is 05 (TestNormalizePayInstructions)", async () => {
    const out = await built({ ...invoice(), payment: { instructions: { key: "online+wallet" } } });
    expect(out.payment.instructions.ext["mx-cfdi-payment-means"]).toBe("05");
  });

  it("drops the customer of a global invoice", async () => {
    const doc = invoice();
    doc.$tags = ["global"];
    doc.lines[0].item.ref = "TEST1234";
    Object.assign(doc.tax.ext, { "mx-cfdi-global-period": "04", "mx-cfdi-global-month": "01", "mx-cfdi-global-year": "2025" });
    doc.payment = { advances: [{ key: "cash", description: "Prepaid", percent: "100%" }] };
    const out = await built(doc);
    expect(out.customer).toBeUndefined();
    expect(out.tax.ext["mx-cfdi-global-period"]).toBe("04");
  });

  it("issues an invoice without issue time now, date and time (in Mexico's zone)", async () => {
    const doc = invoice();
    delete doc.issue_time;
    const out = await built(doc);
    expect(out.issue_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(out.issue_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(out.issue_date).not.toBe("2023-01-01");
  });

  it("a payment: document type P (over I), CFDI use CP01, preceding relation type 04 unless given (TestNormalizePayment)", async () => {
    const payment = {
      $schema: "https://gobl.org/draft-0/bill/payment",
      $regime: "MX",
      $addons: ["mx-cfdi-v4"],
      code: "0123",
      currency: "MXN",
      issue_date: "2025-03-01",
      issue_time: "10:30:00",
      ext: { "mx-cfdi-issue-place": "21000", "mx-cfdi-doc-type": "I" },
      supplier: { name: "S", tax_id: { country: "MX", code: "AAA010101AAA" }, ext: { "mx-cfdi-fiscal-regime": "601" } },
      customer: { name: "C", tax_id: { country: "MX", code: "ZZZ010101ZZZ" }, ext: { "mx-cfdi-fiscal-regime": "608" }, addresses: [{ code: "65000" }] },
      preceding: [
        { code: "0122", stamps: [{ prv: "sat-uuid", val: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee" }] },
        { code: "0121", stamps: [{ prv: "sat-uuid", val: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeef" }], ext: { "mx-cfdi-rel-type": "07" } },
      ],
      lines: [{ installment: 1, document: { code: "00123", issue_date: "2025-02-01", stamps: [{ prv: "sat-uuid", val: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee" }] }, payable: "116.00", amount: "116.00", due: "0.00" }],
      methods: [{ key: "credit-transfer" }],
    };
    const { builtIgnoring } = documentOps(engine);
    const out = await builtIgnoring(payment, ["GOBL-MX-CFDI-BILL-PAYMENT-29"]);
    expect(out.type).toBe("receipt");
    expect(out.ext["mx-cfdi-doc-type"]).toBe("P");
    expect(out.customer.ext["mx-cfdi-use"]).toBe("CP01");
    expect(out.methods[0].ext["mx-cfdi-payment-means"]).toBe("03");
    expect(out.preceding.map((p: Obj) => p.ext["mx-cfdi-rel-type"])).toEqual(["04", "07"]);
  });
});
