/**
 * Each rule of the mx-cfdi-v4 addon fires on a document that breaks it and
 * not on the valid one it is made from (GOBL's Go tests' documents: an
 * invoice, a global invoice, a payment; the complements of gobl.mx.cfdi's
 * test envelopes). Documents are built by an engine that registers the
 * addon; what normalisation would mend is broken after building and checked
 * by validating again. Complement rules are checked inside the invoice, at
 * the complement's place.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { documentOps, faultsOrNone, faultsStartingWith, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { buildFaults, faultsAfter, built } = documentOps(engine);
const ownFaults = faultsStartingWith("GOBL-MX-CFDI-");

const SAT_UUID = [{ prv: "sat-uuid", val: "aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee" }];

/** GOBL's `validInvoice()`. */
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
    supplier: { name: "Test Supplier", tax_id: { country: "MX", code: "AAA010101AAA" }, ext: { "mx-cfdi-post-code": "21000", "mx-cfdi-fiscal-regime": "601" } },
    customer: {
      name: "Test Customer",
      tax_id: { country: "MX", code: "ZZZ010101ZZZ" },
      ext: { "mx-cfdi-post-code": "65000", "mx-cfdi-fiscal-regime": "608", "mx-cfdi-use": "G01" },
    },
    lines: [{ quantity: "1", item: { name: "bogus", price: "100.00", unit: "pkg", ext: { "mx-cfdi-prod-serv": "01010101" } }, taxes: [{ cat: "VAT", rate: "general" }] }],
  };
}

/** GOBL's `validInvoiceGlobal()`. */
function globalInvoice(): Obj {
  const inv = invoice();
  inv.$tags = ["global"];
  inv.lines[0].item.ref = "TEST1234";
  Object.assign(inv.tax.ext, { "mx-cfdi-global-period": "04", "mx-cfdi-global-month": "01", "mx-cfdi-global-year": "2025" });
  inv.payment = { advances: [{ key: "cash", description: "Prepaid", percent: "100%" }] };
  return inv;
}

function withPreceding(): Obj {
  return { ...invoice(), type: "credit-note", preceding: [{ code: "122", stamps: SAT_UUID }] };
}

/** GOBL's `validPayment()`. */
function payment(): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/payment",
    $regime: "MX",
    $addons: ["mx-cfdi-v4"],
    series: "P",
    code: "0123",
    currency: "MXN",
    issue_date: "2025-03-01",
    issue_time: "10:30:00",
    ext: { "mx-cfdi-issue-place": "21000" },
    supplier: { name: "Test Supplier", tax_id: { country: "MX", code: "AAA010101AAA" }, ext: { "mx-cfdi-fiscal-regime": "601" } },
    customer: { name: "Test Customer", tax_id: { country: "MX", code: "ZZZ010101ZZZ" }, ext: { "mx-cfdi-fiscal-regime": "608" }, addresses: [{ locality: "Mexico", code: "65000" }] },
    lines: [
      {
        installment: 1,
        document: { series: "F", code: "00123", issue_date: "2025-02-01", stamps: SAT_UUID },
        payable: "116.00",
        amount: "116.00",
        due: "0.00",
      },
    ],
    methods: [{ key: "credit-transfer" }],
  };
}

function withReplaced(): Obj {
  return { ...payment(), preceding: [{ code: "0122", stamps: SAT_UUID }] };
}

/** The food vouchers complement of gobl.mx.cfdi's food-vouchers.json. */
const foodVouchers = (): Obj => ({
  $schema: "https://gobl.org/draft-0/regimes/mx/food-vouchers",
  employer_registration: "12345678901234567890",
  account_number: "0123456789",
  lines: [
    {
      e_wallet_id: "ABC1234",
      issue_date_time: "2022-07-19T10:20:30",
      employee: { tax_code: "JUFA7608212V6", curp: "JUFA760821MDFRRR00", name: "Adriana Juarez Fernández", social_security: "12345678901" },
      amount: "10.12",
    },
  ],
});

/** The fuel account complement of gobl.mx.cfdi's fuel-account-balance.json. */
const fuelAccount = (): Obj => ({
  $schema: "https://gobl.org/draft-0/regimes/mx/fuel-account-balance",
  account_number: "0123456789",
  lines: [
    {
      e_wallet_id: "1234",
      purchase_date_time: "2022-07-19T10:20:30",
      vendor_tax_code: "RWT860605OF5",
      service_station_code: "8171650",
      quantity: "9.661",
      item: { type: "3", unit: "l", name: "Diesel", price: "12.743" },
      purchase_code: "2794668",
      taxes: [
        { cat: "VAT", percent: "16.00%" },
        { cat: "IEPS", rate: "5.9195" },
      ],
    },
  ],
});

const withFoodVouchers = (): Obj => ({ ...invoice(), complements: [foodVouchers()] });
const withFuelAccount = (): Obj => ({ ...invoice(), complements: [fuelAccount()] });

type Case = {
  code: string;
  base: () => Obj;
  input?: (doc: Obj) => void;
  after?: (doc: Obj) => void;
  /** Where the fault points, when the test says. */
  at?: string;
};

const fv = (d: Obj) => d.complements[0];
const fvLine = (d: Obj) => d.complements[0].lines[0];

const CASES: Case[] = [
  // Invoices.
  { code: "GOBL-MX-CFDI-BILL-INVOICE-01", base: invoice, after: (d) => delete d.tax.ext["mx-cfdi-issue-place"], at: "$.tax.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-02", base: globalInvoice, input: (d) => (d.tax.ext = { "mx-cfdi-issue-place": "21000" }), at: "$.tax.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-03", base: globalInvoice, after: (d) => (d.customer = { name: "Walk-in" }), at: "$.customer" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-04", base: globalInvoice, input: (d) => delete d.payment, at: "$.payment" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-05", base: globalInvoice, input: (d) => (d.payment = { terms: { notes: "Prepaid" } }), at: "$.payment.advances" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-06", base: globalInvoice, input: (d) => delete d.lines[0].item.ref, at: "$.lines[0].item.ref" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-07", base: invoice, input: (d) => (d.tax.ext["mx-cfdi-global-period"] = "04"), at: "$.tax.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-08", base: invoice, input: (d) => delete d.customer.tax_id, at: "$.customer.tax_id" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-09", base: invoice, input: (d) => (d.customer.tax_id = { country: "MX" }), at: "$.customer.tax_id.code" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-10", base: invoice, input: (d) => delete d.customer.ext["mx-cfdi-use"], at: "$.customer.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-11", base: invoice, input: (d) => delete d.customer.ext["mx-cfdi-post-code"], at: "$.customer.addresses" },
  {
    code: "GOBL-MX-CFDI-BILL-INVOICE-12",
    base: invoice,
    input: (d) => {
      delete d.customer.ext["mx-cfdi-post-code"];
      d.customer.addresses = [{ locality: "Monterrey" }];
    },
    at: "$.customer.addresses[0].code",
  },
  {
    code: "GOBL-MX-CFDI-BILL-INVOICE-13",
    base: invoice,
    input: (d) => {
      delete d.customer.ext["mx-cfdi-post-code"];
      d.customer.addresses = [{ code: "ABC" }];
    },
    at: "$.customer.addresses[0].code",
  },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-14", base: invoice, input: (d) => delete d.lines[0].item.ext, at: "$.lines[0].item.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-15", base: invoice, input: (d) => (d.lines[0].item.ext["mx-cfdi-prod-serv"] = "AbC2"), at: "$.lines[0].item.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-16", base: withPreceding, input: (d) => (d.type = "standard"), at: "$.tax.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-17", base: withPreceding, input: (d) => (d.preceding[0].stamps = [{ prv: "unexpected", val: "1234" }]), at: "$.preceding[0].stamps" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-18", base: invoice, input: (d) => delete d.supplier.tax_id, at: "$.supplier.tax_id" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-19", base: invoice, input: (d) => (d.supplier.tax_id = { country: "MX" }), at: "$.supplier.tax_id.code" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-20", base: invoice, input: (d) => delete d.supplier.ext["mx-cfdi-fiscal-regime"], at: "$.supplier.ext" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-21", base: invoice, input: (d) => (d.lines[0].quantity = "0"), at: "$.lines[0].quantity" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-22", base: invoice, input: (d) => delete d.lines[0].item.price, at: "$.lines[0].item.price" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-23", base: invoice, input: (d) => (d.lines[0].item.price = "0.00"), at: "$.lines[0].item.price" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-24", base: invoice, after: (d) => (d.lines[0].total = "-1.00"), at: "$.lines[0].total" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-25", base: invoice, input: (d) => (d.discounts = [{ percent: "20%", reason: "Promotion" }]), at: "$.discounts" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-26", base: invoice, input: (d) => (d.charges = [{ amount: "10.00", reason: "Handling" }]), at: "$.charges" },
  { code: "GOBL-MX-CFDI-BILL-INVOICE-27", base: invoice, input: (d) => (d.currency = "USD"), at: "$" },
  // Payments.
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-01", base: payment, input: (d) => (d.type = "request"), at: "$" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-02", base: payment, input: (d) => (d.currency = "USD"), at: "$" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-03", base: payment, input: (d) => delete d.ext, at: "$.ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-04", base: payment, after: (d) => (d.ext["mx-cfdi-doc-type"] = "I"), at: "$.ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-05", base: payment, input: (d) => delete d.supplier.tax_id, at: "$.supplier.tax_id" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-06", base: payment, input: (d) => (d.supplier.tax_id = { country: "MX" }), at: "$.supplier.tax_id.code" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-07", base: payment, input: (d) => delete d.supplier.ext, at: "$.supplier.ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-08", base: payment, input: (d) => delete d.customer, at: "$.customer" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-09", base: payment, input: (d) => delete d.customer.tax_id, at: "$.customer.tax_id" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-10", base: payment, input: (d) => (d.customer.tax_id = { country: "MX" }), at: "$.customer.tax_id.code" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-11", base: payment, after: (d) => (d.customer.ext["mx-cfdi-use"] = "G01"), at: "$.customer.ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-12", base: payment, input: (d) => delete d.customer.ext, at: "$.customer.ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-13", base: payment, input: (d) => delete d.customer.addresses, at: "$.customer.addresses" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-14", base: payment, input: (d) => delete d.customer.addresses[0].code, at: "$.customer.addresses[0].code" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-15", base: payment, input: (d) => (d.customer.addresses[0].code = "ABC"), at: "$.customer.addresses[0].code" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-16", base: payment, input: (d) => (d.payee = { name: "Third Party", tax_id: { country: "MX", code: "AAA010101AAA" } }), at: "$.payee" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-17", base: payment, input: (d) => (d.methods = [{ key: "credit-transfer", amount: "58.00" }, { key: "cash", amount: "58.00" }]), at: "$.methods" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-18", base: payment, input: (d) => (d.methods[0].key = "other"), at: "$.methods[0].ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-19", base: payment, input: (d) => (d.methods[0] = { key: "other", ext: { "mx-cfdi-payment-means": "99" } }), at: "$.methods[0].ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-20", base: payment, input: (d) => (d.lines[0].refund = true), at: "$.lines[0].refund" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-21", base: payment, input: (d) => delete d.lines[0].installment, at: "$.lines[0].installment" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-22", base: payment, input: (d) => delete d.lines[0].payable, at: "$.lines[0].payable" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-23", base: payment, after: (d) => delete d.lines[0].due, at: "$.lines[0].due" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-24", base: payment, input: (d) => delete d.lines[0].document, at: "$.lines[0].document" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-25", base: payment, input: (d) => (d.lines[0].document.stamps = [{ prv: "unexpected", val: "1234" }]), at: "$.lines[0].document.stamps" },
  {
    code: "GOBL-MX-CFDI-BILL-PAYMENT-26",
    base: payment,
    input: (d) => (d.lines[0].tax = { categories: [{ code: "VAT", rates: [{ base: "100.00", percent: "16%", surcharge: { percent: "0.8%", amount: "0.80" } }] }] }),
    at: "$.lines[0].tax",
  },
  {
    code: "GOBL-MX-CFDI-BILL-PAYMENT-27",
    base: payment,
    input: (d) => (d.lines[0].tax = { categories: [{ code: "VAT", retained: true, rates: [{ base: "100.00" }] }] }),
    at: "$.lines[0].tax",
  },
  {
    code: "GOBL-MX-CFDI-BILL-PAYMENT-28",
    base: payment,
    input: (d) => {
      d.exchange_rates = [{ from: "USD", to: "MXN", amount: "18.00" }];
      d.lines[0].document.currency = "USD";
    },
    at: "$",
  },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-29", base: withReplaced, after: (d) => delete d.preceding[0].ext, at: "$.preceding[0].ext" },
  { code: "GOBL-MX-CFDI-BILL-PAYMENT-30", base: withReplaced, input: (d) => (d.preceding[0].stamps = [{ prv: "unexpected", val: "1234" }]), at: "$.preceding[0].stamps" },
  // Payment details.
  { code: "GOBL-MX-CFDI-PAY-INSTRUCTIONS-01", base: invoice, input: (d) => (d.payment = { instructions: { key: "direct-debit" } }), at: "$.payment.instructions.ext" },
  { code: "GOBL-MX-CFDI-PAY-RECORD-01", base: invoice, input: (d) => (d.payment = { advances: [{ key: "direct-debit", description: "A prepayment", amount: "10.00" }] }), at: "$.payment.advances[0].ext" },
  { code: "GOBL-MX-CFDI-PAY-TERMS-01", base: invoice, input: (d) => (d.payment = { terms: { notes: "x".repeat(1001) } }), at: "$.payment.terms.notes" },
  // Food vouchers.
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-01", base: withFoodVouchers, input: (d) => (fv(d).employer_registration = "123456789012345678901"), at: "$.complements[0].employer_registration" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-02", base: withFoodVouchers, input: (d) => delete fv(d).account_number, at: "$.complements[0].account_number" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-03", base: withFoodVouchers, input: (d) => (fv(d).account_number = "012345678901234567891"), at: "$.complements[0].account_number" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-05", base: withFoodVouchers, input: (d) => (fv(d).lines = []), at: "$.complements[0].lines" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-06", base: withFoodVouchers, input: (d) => delete fvLine(d).e_wallet_id, at: "$.complements[0].lines[0].e_wallet_id" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-07", base: withFoodVouchers, input: (d) => (fvLine(d).e_wallet_id = "123456789012345678901"), at: "$.complements[0].lines[0].e_wallet_id" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-08", base: withFoodVouchers, input: (d) => delete fvLine(d).issue_date_time, at: "$.complements[0].lines[0].issue_date_time" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-09", base: withFoodVouchers, input: (d) => delete fvLine(d).employee, at: "$.complements[0].lines[0].employee" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-10", base: withFoodVouchers, input: (d) => delete fvLine(d).employee.tax_code, at: "$.complements[0].lines[0].employee.tax_code" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-11", base: withFoodVouchers, input: (d) => (fvLine(d).employee.tax_code = "INVALID1"), at: "$.complements[0].lines[0].employee.tax_code" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-12", base: withFoodVouchers, input: (d) => delete fvLine(d).employee.curp, at: "$.complements[0].lines[0].employee.curp" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-13", base: withFoodVouchers, input: (d) => (fvLine(d).employee.curp = "INVALID2"), at: "$.complements[0].lines[0].employee.curp" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-14", base: withFoodVouchers, input: (d) => delete fvLine(d).employee.name, at: "$.complements[0].lines[0].employee.name" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-15", base: withFoodVouchers, input: (d) => (fvLine(d).employee.name = "x".repeat(101)), at: "$.complements[0].lines[0].employee.name" },
  { code: "GOBL-MX-CFDI-FOODVOUCHERS-16", base: withFoodVouchers, input: (d) => (fvLine(d).employee.social_security = "INVALID3"), at: "$.complements[0].lines[0].employee.social_security" },
  // Fuel account statements.
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-01", base: withFuelAccount, input: (d) => delete fv(d).account_number, at: "$.complements[0].account_number" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-02", base: withFuelAccount, input: (d) => (fv(d).account_number = "1".repeat(51)), at: "$.complements[0].account_number" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-05", base: withFuelAccount, input: (d) => (fv(d).lines = []), at: "$.complements[0].lines" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-06", base: withFuelAccount, input: (d) => delete fvLine(d).e_wallet_id, at: "$.complements[0].lines[0].e_wallet_id" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-07", base: withFuelAccount, input: (d) => delete fvLine(d).purchase_date_time, at: "$.complements[0].lines[0].purchase_date_time" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-08", base: withFuelAccount, input: (d) => delete fvLine(d).vendor_tax_code, at: "$.complements[0].lines[0].vendor_tax_code" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-09", base: withFuelAccount, input: (d) => (fvLine(d).vendor_tax_code = "1234"), at: "$.complements[0].lines[0].vendor_tax_code" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-10", base: withFuelAccount, input: (d) => delete fvLine(d).service_station_code, at: "$.complements[0].lines[0].service_station_code" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-11", base: withFuelAccount, input: (d) => (fvLine(d).service_station_code = "1".repeat(21)), at: "$.complements[0].lines[0].service_station_code" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-12", base: withFuelAccount, input: (d) => (fvLine(d).quantity = "0"), at: "$.complements[0].lines[0].quantity" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-13", base: withFuelAccount, input: (d) => delete fvLine(d).item, at: "$.complements[0].lines[0].item" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-14", base: withFuelAccount, input: (d) => delete fvLine(d).item.type, at: "$.complements[0].lines[0].item.type" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-15", base: withFuelAccount, input: (d) => delete fvLine(d).item.name, at: "$.complements[0].lines[0].item.name" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-16", base: withFuelAccount, input: (d) => (fvLine(d).item.name = "x".repeat(301)), at: "$.complements[0].lines[0].item.name" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-17", base: withFuelAccount, input: (d) => (fvLine(d).item.price = "0"), at: "$.complements[0].lines[0].item.price" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-18", base: withFuelAccount, input: (d) => delete fvLine(d).purchase_code, at: "$.complements[0].lines[0].purchase_code" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-19", base: withFuelAccount, input: (d) => (fvLine(d).purchase_code = "1".repeat(51)), at: "$.complements[0].lines[0].purchase_code" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-20", base: withFuelAccount, after: (d) => (fvLine(d).total = "1.00"), at: "$.complements[0].lines[0]" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-21", base: withFuelAccount, input: (d) => (fvLine(d).taxes = []), at: "$.complements[0].lines[0].taxes" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-22", base: withFuelAccount, input: (d) => delete fvLine(d).taxes[1].cat, at: "$.complements[0].lines[0].taxes[1].cat" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-23", base: withFuelAccount, input: (d) => (fvLine(d).taxes[1].cat = "IRPF"), at: "$.complements[0].lines[0].taxes[1].cat" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-24", base: withFuelAccount, input: (d) => delete fvLine(d).taxes[1].rate, at: "$.complements[0].lines[0].taxes[1].rate" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-25", base: withFuelAccount, input: (d) => (fvLine(d).taxes[1].rate = "-1"), at: "$.complements[0].lines[0].taxes[1].rate" },
  { code: "GOBL-MX-CFDI-FUELACCOUNTBALANCE-26", base: withFuelAccount, input: (d) => (fvLine(d).taxes[0].percent = "0%"), at: "$.complements[0].lines[0].taxes[0].amount" },
];

async function faultsOf(doc: Obj, c: Case) {
  return ownFaults(c.after ? await faultsAfter(doc, c.after) : await buildFaults(doc));
}

describe("mx-cfdi-v4 rules", () => {
  it("the valid documents pass", async () => {
    for (const base of [invoice, globalInvoice, withPreceding, payment, withReplaced, withFoodVouchers, withFuelAccount]) expect(await buildFaults(base())).toEqual([]);
  });

  it.each(CASES.map((c) => [c.code, c] as const))("%s", async (code, c) => {
    const valid = c.base();
    expect((await faultsOf(structuredClone(valid), { ...c, after: c.after ? () => {} : undefined })).map((f) => f.code)).not.toContain(code);
    const broken = structuredClone(valid);
    c.input?.(broken);
    const found = (await faultsOf(broken, c)).filter((f) => f.code === code);
    expect(found.map((f) => f.code)).toContain(code);
    if (c.at) expect(found.flatMap((f) => f.properties)).toContain(c.at);
  });

  it("GOBL's required amounts of the complements (FOODVOUCHERS-04, -17; FUELACCOUNTBALANCE-03, -04) never fail: a missing amount reads as zero", async () => {
    const doc = await built(withFoodVouchers());
    delete doc.complements[0].total;
    delete doc.complements[0].lines[0].amount;
    const fuel = await built(withFuelAccount());
    delete fuel.complements[0].subtotal;
    delete fuel.complements[0].total;
    for (const d of [doc, fuel]) {
      const codes = (await faultsOrNone(engine.validate(d))).map((f) => f.code);
      for (const code of ["GOBL-MX-CFDI-FOODVOUCHERS-04", "GOBL-MX-CFDI-FOODVOUCHERS-17", "GOBL-MX-CFDI-FUELACCOUNTBALANCE-03", "GOBL-MX-CFDI-FUELACCOUNTBALANCE-04"]) expect(codes).not.toContain(code);
    }
  });

  it("an invoice without the addon leaves complements unchecked, as a document without the module would", async () => {
    const doc = withFoodVouchers();
    delete doc.$addons;
    delete doc.complements[0].account_number;
    const codes = (await buildFaults(doc)).map((f) => f.code ?? "");
    expect(codes.filter((c) => c.startsWith("GOBL-MX-CFDI-"))).toEqual([]);
  });
});
