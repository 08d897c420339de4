/**
 * Each rule of the `pt-saft-v1` addon fires on a document that breaks it and
 * not on one that keeps it. Valid documents are built with the addon
 * registered; a breaking one is such a document changed after building and
 * validated again, without normalising (normalisation would mend most of
 * them), the way GOBL's tests alter a calculated document.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { documentOps, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { built, buildFaults, faultsAfter } = documentOps(engine);

const SUPPLIER = {
  name: "Hotelzinho",
  tax_id: { country: "PT", code: "545259045" },
  addresses: [{ street: "Rua do Hotelzinho", code: "1000-000", locality: "Lisboa" }],
};

const invoice = (): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/invoice",
  $addons: ["pt-saft-v1"],
  type: "standard",
  currency: "EUR",
  series: "FT SERIES-A",
  code: "123",
  issue_date: "2023-01-30",
  supplier: SUPPLIER,
  customer: { name: "Maria Santos Silva", tax_id: { country: "PT", code: "514329874" } },
  lines: [
    { quantity: "1", item: { name: "Noite em quarto duplo", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] },
    { quantity: "1", item: { name: "Visita guiada", price: "20.00" }, taxes: [{ cat: "VAT", key: "exempt", ext: { "pt-saft-exemption": "M07" } }] },
  ],
});

const withholdingInvoice = (): Obj => ({
  ...invoice(),
  tax: { notes: [{ cat: "IRS", text: "Art. 101.º CIRS" }] },
  lines: [{ quantity: "1", item: { name: "Consultoria", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }, { cat: "IRS", percent: "25%" }] }],
});

const payment = (): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/payment",
  $addons: ["pt-saft-v1"],
  type: "receipt",
  series: "RG SAMPLE",
  code: "1",
  issue_date: "2025-01-30",
  currency: "EUR",
  methods: [{ key: "credit-transfer", description: "Transferência bancária", date: "2025-01-30" }],
  supplier: SUPPLIER,
  customer: { name: "Maria Santos Silva", tax_id: { country: "PT", code: "514329874" } },
  lines: [
    {
      document: { issue_date: "2025-01-15", series: "FT SAMPLE", code: "1", payable: "123.00" },
      tax: { categories: [{ code: "VAT", rates: [{ key: "standard", base: "100.00", percent: "23.0%", ext: { "pt-region": "PT", "pt-saft-tax-rate": "NOR" } }] }] },
      amount: "123.00",
    },
  ],
});

const delivery = (): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/delivery",
  $addons: ["pt-saft-v1"],
  type: "note",
  currency: "EUR",
  issue_date: "2023-01-30",
  despatch_date: "2023-01-31",
  series: "GR SERIES-A",
  code: "123",
  supplier: SUPPLIER,
  receiver: { name: "Maria Santos Silva" },
  lines: [{ quantity: "1", item: { name: "OLED 32-inch TV", unit: "unit" } }],
});

const order = (): Obj => ({
  $schema: "https://gobl.org/draft-0/bill/order",
  $addons: ["pt-saft-v1"],
  type: "purchase",
  currency: "EUR",
  series: "NE SERIES-A",
  code: "123",
  issue_date: "2023-01-30",
  supplier: SUPPLIER,
  customer: { name: "Maria Santos Silva" },
  lines: [{ quantity: "1", item: { name: "Noite em quarto duplo", price: "100.00" }, taxes: [{ cat: "VAT", rate: "general" }] }],
});

interface Case {
  code: string;
  doc: () => Obj;
  breaks: (d: Obj) => void;
}

const inv = (code: string, breaks: (d: Obj) => void): Case => ({ code, doc: invoice, breaks });
const pmt = (code: string, breaks: (d: Obj) => void): Case => ({ code, doc: payment, breaks });
const dlv = (code: string, breaks: (d: Obj) => void): Case => ({ code, doc: delivery, breaks });
const ord = (code: string, breaks: (d: Obj) => void): Case => ({ code, doc: order, breaks });
const vatRate = (d: Obj): Obj => d.totals.taxes.categories.find((c: Obj) => c.code === "VAT").rates[0];

const CASES: Case[] = [
  // Invoices.
  inv("GOBL-PT-SAFT-BILL-INVOICE-01", (d) => delete d.tax.ext["pt-saft-invoice-type"]),
  inv("GOBL-PT-SAFT-BILL-INVOICE-02", (d) => (d.tax.ext["pt-saft-work-type"] = "PF")),
  inv("GOBL-PT-SAFT-BILL-INVOICE-03", (d) => {
    delete d.tax.ext["pt-saft-invoice-type"];
    d.tax.ext["pt-saft-work-type"] = "NE";
  }),
  inv("GOBL-PT-SAFT-BILL-INVOICE-04", (d) => (d.series = "FS SERIES-A")),
  inv("GOBL-PT-SAFT-BILL-INVOICE-05", (d) => (d.code = "A-123")),
  inv("GOBL-PT-SAFT-BILL-INVOICE-06", (d) => delete d.value_date),
  inv("GOBL-PT-SAFT-BILL-INVOICE-07", (d) => (d.lines[0].taxes = [{ cat: "IRS", percent: "25%" }])),
  inv("GOBL-PT-SAFT-BILL-INVOICE-08", (d) => (d.payment = { advances: [{ description: "Sinal", amount: "10.00" }] })),
  inv("GOBL-PT-SAFT-BILL-INVOICE-16", (d) => (d.payment = { advances: [{ description: "Sinal", date: "2023-01-30", amount: "-10.00" }] })),
  inv("GOBL-PT-SAFT-BILL-INVOICE-09", (d) => (d.totals.payable = "-1.00")),
  inv("GOBL-PT-SAFT-BILL-INVOICE-10", (d) => {
    d.tax.ext["pt-saft-invoice-type"] = "FR";
    d.totals.due = "10.00";
  }),
  inv("GOBL-PT-SAFT-BILL-INVOICE-11", (d) => (d.preceding = [{ code: "FT A/1", issue_date: "2023-01-01" }, { code: "FT A/2", issue_date: "2023-01-02" }])),
  inv("GOBL-PT-SAFT-BILL-INVOICE-12", (d) => delete d.tax.ext["pt-saft-source"]),
  inv("GOBL-PT-SAFT-BILL-INVOICE-13", (d) => (d.tax.ext["pt-saft-source"] = "I")),
  inv("GOBL-PT-SAFT-BILL-INVOICE-14", (d) => Object.assign(d.tax.ext, { "pt-saft-source": "M", "pt-saft-source-ref": "NCM abc/00001" })),
  inv("GOBL-PT-SAFT-BILL-INVOICE-15", (d) => (d.currency = "USD")),
  // Lines, items, notes, combos and tax totals (on an invoice).
  inv("GOBL-PT-SAFT-BILL-LINE-01", (d) => (d.lines[0].quantity = "0")),
  inv("GOBL-PT-SAFT-BILL-LINE-02", (d) => (d.lines[0].sum = "-1.00")),
  inv("GOBL-PT-SAFT-BILL-LINE-03", (d) => (d.lines[0].total = "-1.00")),
  inv("GOBL-PT-SAFT-BILL-LINE-04", (d) => (d.lines[0].discounts = [{ amount: "-1.00", reason: "Oferta" }])),
  inv("GOBL-PT-SAFT-BILL-LINE-05", (d) => delete d.lines[1].notes),
  inv("GOBL-PT-SAFT-ORG-ITEM-01", (d) => delete d.lines[0].item.unit),
  inv("GOBL-PT-SAFT-ORG-ITEM-02", (d) => delete d.lines[0].item.ext),
  inv("GOBL-PT-SAFT-ORG-NOTE-01", (d) => (d.lines[1].notes[0].text = "Art.")),
  { code: "GOBL-PT-SAFT-TAX-NOTE-02", doc: withholdingInvoice, breaks: (d) => (d.tax.notes[0].text = "x".repeat(61)) },
  inv("GOBL-PT-SAFT-TAX-COMBO-01", (d) => delete d.lines[0].taxes[0].ext["pt-saft-tax-rate"]),
  inv("GOBL-PT-SAFT-TAX-COMBO-02", (d) => {
    delete d.lines[1].taxes[0].ext["pt-saft-exemption"];
    delete d.lines[1].notes;
  }),
  inv("GOBL-PT-SAFT-TAX-CATEGORYTOTAL-01", (d) => delete vatRate(d).ext["pt-region"]),
  inv("GOBL-PT-SAFT-TAX-CATEGORYTOTAL-02", (d) => {
    const exempt = d.totals.taxes.categories.find((c: Obj) => c.code === "VAT").rates.find((r: Obj) => r.ext?.["pt-saft-tax-rate"] === "ISE");
    delete exempt.ext["pt-saft-exemption"];
  }),
  // Receipts.
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-01", (d) => (d.series = "RC SAMPLE")),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-02", (d) => (d.code = "A1")),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-03", (d) => delete d.ext["pt-saft-payment-type"]),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-04", (d) => delete d.ext["pt-saft-source"]),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-05", (d) => (d.ext["pt-saft-source"] = "M")),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-06", (d) => Object.assign(d.ext, { "pt-saft-source": "M", "pt-saft-source-ref": "RCM abc/1" })),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-07", (d) => delete d.supplier.tax_id),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-08", (d) => delete d.supplier.tax_id.code),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-09", (d) => delete d.customer.name),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-10", (d) => (d.total = "-1.00")),
  pmt("GOBL-PT-SAFT-BILL-PAYMENT-11", (d) => (d.methods[0].date = "2025-01-29")),
  pmt("GOBL-PT-SAFT-BILL-PAYMENTLINE-01", (d) => delete d.lines[0].document),
  pmt("GOBL-PT-SAFT-BILL-PAYMENTLINE-02", (d) => delete d.lines[0].document.issue_date),
  pmt("GOBL-PT-SAFT-BILL-PAYMENTLINE-03", (d) => delete d.lines[0].tax),
  pmt("GOBL-PT-SAFT-BILL-PAYMENTLINE-04", (d) => (d.lines[0].tax.categories[0].code = "IRS")),
  pmt("GOBL-PT-SAFT-BILL-PAYMENTLINE-05", (d) => d.lines[0].tax.categories[0].rates.push({ ...d.lines[0].tax.categories[0].rates[0] })),
  pmt("GOBL-PT-SAFT-BILL-PAYMENTLINE-06", (d) => (d.lines[0].notes = [{ key: "legal", src: "pt-saft-exemption", code: "M07", text: "Artigo 9.º do CIVA" }])),
  // Deliveries.
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-01", (d) => delete d.tax.ext),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-02", (d) => (d.series = "GT SERIES-A")),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-03", (d) => (d.code = "X1")),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-04", (d) => delete d.supplier.tax_id),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-05", (d) => delete d.supplier.tax_id.code),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-06", (d) => delete d.despatch_date),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-07", (d) => (d.preceding = [{ series: "FT A", code: "1" }, { series: "FT A", code: "2" }])),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-08", (d) => (d.preceding = [{ code: "1" }])),
  dlv("GOBL-PT-SAFT-BILL-DELIVERY-09", (d) => (d.preceding = [{ series: "FT A", code: "" }])),
  // Orders.
  ord("GOBL-PT-SAFT-BILL-ORDER-01", (d) => delete d.tax.ext),
  ord("GOBL-PT-SAFT-BILL-ORDER-02", (d) => (d.tax.ext["pt-saft-work-type"] = "PF")),
  ord("GOBL-PT-SAFT-BILL-ORDER-03", (d) => (d.series = "OR SERIES-A")),
  ord("GOBL-PT-SAFT-BILL-ORDER-04", (d) => (d.code = "NE-1")),
  ord("GOBL-PT-SAFT-BILL-ORDER-05", (d) => delete d.value_date),
  ord("GOBL-PT-SAFT-BILL-ORDER-06", (d) => (d.lines[0].taxes = [])),
];

const codesOf = (faults: { code?: string }[]): string[] => faults.map((f) => f.code ?? "");

describe("pt-saft-v1 rules", () => {
  it.each([
    ["invoice", invoice],
    ["withholding invoice", withholdingInvoice],
    ["receipt", payment],
    ["delivery", delivery],
    ["order", order],
  ])("a valid %s builds", async (_name, doc) => {
    await expect(built(doc())).resolves.toBeDefined();
  });

  it.each([
    ["delivery", delivery, "GOBL-PT-SAFT-BILL-DELIVERY-01"],
    ["order", order, "GOBL-PT-SAFT-BILL-ORDER-01"],
  ] as const)("a %s whose type is a name Object.prototype holds gets no movement or work type from it", async (_name, doc, code) => {
    for (const type of ["constructor", "__proto__", "toString"]) {
      expect(codesOf(await buildFaults({ ...doc(), type }))).toContain(code);
    }
  });

  it.each(CASES.map((c) => [c.code, c] as const))("%s fires when broken and not otherwise", async (code, c) => {
    expect(codesOf(await faultsAfter(c.doc(), () => {}))).not.toContain(code);
    expect(codesOf(await faultsAfter(c.doc(), c.breaks))).toContain(code);
  });
});
