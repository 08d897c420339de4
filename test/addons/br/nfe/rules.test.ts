/**
 * Each rule of the br-nfe-v4 addon fires on a document that breaks it and
 * not on the valid one it is made from (the rules of invopop/gobl.br.nfe,
 * addon/*.go, with the cases of its Go tests), and normalisation sets what
 * GOBL's tests say it sets. Rules that normalisation would mend are broken
 * after building and checked by validating again.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Context } from "../../../../index.ts";
import { invoiceRules } from "../../../../addons/br/nfe/invoice.ts";
import { documentOps, faultsStartingWith, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { buildFaults, faultsAfter, built, correctFaults } = documentOps(engine);
const ownFaults = faultsStartingWith("GOBL-BR-NFE-");

const ICMS = 0;
const PIS = 1;
const COFINS = 2;

/** A Curitiba factory's NF-e to a Salvador shop, under the normal regime. */
function nfe(): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["br-nfe-v4"],
    series: "2",
    code: "815",
    issue_date: "2025-03-12",
    currency: "BRL",
    tax: { ext: { "br-nfe-presence": "2" } },
    supplier: {
      name: "Pinhão Utilidades Domésticas Ltda.",
      tax_id: { country: "BR", code: "05104582000170" },
      identities: [{ key: "br-nfe-state-reg", code: "9012345678" }],
      addresses: [{ street: "Rua Marechal Deodoro", num: "450", locality: "Centro", state: "PR", code: "80010-010", country: "BR" }],
      ext: { "br-ibge-municipality": "4106902" },
    },
    customer: {
      name: "Bazar Baiano Ltda.",
      tax_id: { country: "BR", code: "10909402000167" },
      identities: [{ key: "br-nfe-state-reg", code: "123456789" }],
      addresses: [{ street: "Rua Chile", num: "12", locality: "Comércio", state: "BA", code: "40020-000", country: "BR" }],
      ext: { "br-ibge-municipality": "2927408" },
    },
    lines: [
      {
        quantity: "20",
        item: { name: "Panela de pressão 4,5 L", price: "89.90", unit: "piece", identities: [{ key: "ncm", code: "76151000" }] },
        taxes: [
          { cat: "ICMS", percent: "12%" },
          { cat: "PIS", percent: "1.65%" },
          { cat: "COFINS", percent: "7.6%" },
        ],
        ext: { "br-nfe-cfop": "6102" },
      },
    ],
    payment: { instructions: { key: "credit-transfer" } },
    notes: [{ key: "reason", text: "Venda de mercadoria adquirida de terceiros" }],
  };
}

/** The same NF-e from a Simples Nacional supplier, with its CSOSN and PIS/COFINS 49. */
function simplesNFe(): Obj {
  const doc = nfe();
  doc.supplier.ext["br-nfe-regime"] = "1";
  doc.lines[0].taxes = [
    { cat: "ICMS", percent: "1.25%", ext: { "br-nfe-icms-csosn": "101" } },
    { cat: "PIS", percent: "0%", ext: { "br-nfe-pis-cst": "49" } },
    { cat: "COFINS", percent: "0%", ext: { "br-nfe-cofins-cst": "49" } },
  ];
  return doc;
}

/** An NFC-e: a till sale to a consumer, paid by debit card, without a customer. */
function nfce(): Obj {
  const doc = simplesNFe();
  doc.$tags = ["simplified"];
  doc.tax = { ext: { "br-nfe-presence": "1" } };
  delete doc.customer;
  doc.lines[0].ext = { "br-nfe-cfop": "5102" };
  doc.lines[0].taxes[ICMS] = { cat: "ICMS", percent: "0%", ext: { "br-nfe-icms-csosn": "102" } };
  doc.payment = { instructions: { key: "card+debit" } };
  return doc;
}

/** An NFC-e naming its consumer by CPF. */
function nfceWithCustomer(): Obj {
  return { ...nfce(), customer: { name: "Joana Lima", tax_id: { country: "BR", code: "11144477735" } } };
}

/** A credit note reducing the value of an earlier NF-e (purpose 5, type 04). */
function creditNote(): Obj {
  const doc = nfe();
  doc.type = "credit-note";
  doc.preceding = [{ series: "2", code: "815", issue_date: "2025-03-12" }];
  doc.tax.ext = { "br-nfe-presence": "1", "br-nfe-purpose": "5", "br-nfe-operation-type": "1", "br-nfe-credit-note-type": "04" };
  doc.notes[0].text = "Redução de valor";
  return doc;
}

/** A debit note charging interest on an earlier NF-e (purpose 6, type 04). */
function debitNote(): Obj {
  const doc = creditNote();
  doc.type = "debit-note";
  doc.tax.ext = { "br-nfe-presence": "1", "br-nfe-purpose": "6", "br-nfe-operation-type": "1", "br-nfe-debit-note-type": "04" };
  return doc;
}

type Case = {
  code: string;
  base?: () => Obj;
  /** Changes the input before building. */
  input?: (doc: Obj) => void;
  /** Changes the built document before validating it again. */
  after?: (doc: Obj) => void;
};

const setTax = (line: number, tax: number, combo: Obj) => (d: Obj) => (d.lines[line].taxes[tax] = combo);

const CASES: Case[] = [
  // The supplier.
  { code: "GOBL-BR-NFE-BILL-INVOICE-01", input: (d) => delete d.supplier.tax_id },
  { code: "GOBL-BR-NFE-BILL-INVOICE-02", input: (d) => (d.supplier.tax_id = { country: "BR" }) },
  { code: "GOBL-BR-NFE-BILL-INVOICE-04", input: (d) => delete d.supplier.addresses[0].street },
  { code: "GOBL-BR-NFE-BILL-INVOICE-05", input: (d) => delete d.supplier.addresses[0].num },
  { code: "GOBL-BR-NFE-BILL-INVOICE-06", input: (d) => delete d.supplier.addresses[0].locality },
  { code: "GOBL-BR-NFE-BILL-INVOICE-07", input: (d) => delete d.supplier.addresses[0].state },
  { code: "GOBL-BR-NFE-BILL-INVOICE-08", input: (d) => delete d.supplier.addresses[0].code },
  // The regime gives an address the country of the party's tax ID: only a document changed after building lacks it.
  { code: "GOBL-BR-NFE-BILL-INVOICE-37", after: (d) => delete d.supplier.addresses[0].country },
  { code: "GOBL-BR-NFE-BILL-INVOICE-09", input: (d) => delete d.supplier.ext },
  { code: "GOBL-BR-NFE-BILL-INVOICE-39", after: (d) => delete d.supplier.ext["br-nfe-regime"] },
  { code: "GOBL-BR-NFE-BILL-INVOICE-10", input: (d) => delete d.supplier.name },
  { code: "GOBL-BR-NFE-BILL-INVOICE-11", input: (d) => delete d.supplier.addresses },
  // The customer.
  { code: "GOBL-BR-NFE-BILL-INVOICE-12", input: (d) => delete d.customer },
  { code: "GOBL-BR-NFE-BILL-INVOICE-13", input: (d) => delete d.customer.addresses },
  // bill_invoices_test.go: no tax ID and no foreign identity.
  { code: "GOBL-BR-NFE-BILL-INVOICE-36", base: nfceWithCustomer, input: (d) => delete d.customer.tax_id },
  { code: "GOBL-BR-NFE-BILL-INVOICE-15", input: (d) => (d.customer.tax_id = { country: "BR" }) },
  { code: "GOBL-BR-NFE-BILL-INVOICE-17", input: (d) => delete d.customer.addresses[0].street },
  { code: "GOBL-BR-NFE-BILL-INVOICE-18", input: (d) => delete d.customer.addresses[0].num },
  { code: "GOBL-BR-NFE-BILL-INVOICE-19", input: (d) => delete d.customer.addresses[0].locality },
  { code: "GOBL-BR-NFE-BILL-INVOICE-20", input: (d) => delete d.customer.addresses[0].state },
  { code: "GOBL-BR-NFE-BILL-INVOICE-21", input: (d) => delete d.customer.addresses[0].code },
  { code: "GOBL-BR-NFE-BILL-INVOICE-38", after: (d) => delete d.customer.addresses[0].country },
  { code: "GOBL-BR-NFE-BILL-INVOICE-22", input: (d) => delete d.customer.ext },
  { code: "GOBL-BR-NFE-BILL-INVOICE-50", after: (d) => delete d.customer.ext["br-nfe-state-reg-ind"] },
  {
    code: "GOBL-BR-NFE-BILL-INVOICE-51",
    input: (d) => {
      delete d.customer.identities;
      d.customer.ext["br-nfe-state-reg-ind"] = "1";
    },
  },
  { code: "GOBL-BR-NFE-BILL-INVOICE-52", input: (d) => (d.customer.ext["br-nfe-state-reg-ind"] = "2") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-53", base: nfceWithCustomer, input: (d) => (d.customer.ext = { "br-nfe-state-reg-ind": "1" }) },
  // The series (bill_invoices_test.go TestInvoiceSeriesValidation: 1000, abc, 012, 00, -3 fail).
  { code: "GOBL-BR-NFE-BILL-INVOICE-23", input: (d) => delete d.series },
  { code: "GOBL-BR-NFE-BILL-INVOICE-24", input: (d) => (d.series = "012") },
  // The tax section.
  { code: "GOBL-BR-NFE-BILL-INVOICE-25", after: (d) => delete d.tax },
  { code: "GOBL-BR-NFE-BILL-INVOICE-26", after: (d) => delete d.tax.ext["br-nfe-presence"] },
  { code: "GOBL-BR-NFE-BILL-INVOICE-44", after: (d) => (d.tax.ext["br-nfe-model"] = "57") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-45", input: (d) => (d.tax.ext["br-nfe-presence"] = "7") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-46", base: creditNote, input: (d) => (d.tax.ext["br-nfe-purpose"] = "8") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-47", base: creditNote, input: (d) => (d.tax.ext["br-nfe-operation-type"] = "2") },
  // bill_invoices_test.go: NF-e with presence 4; NFC-e with presence 0.
  { code: "GOBL-BR-NFE-BILL-INVOICE-27", input: (d) => (d.tax.ext["br-nfe-presence"] = "4") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-28", base: nfce, input: (d) => (d.tax.ext["br-nfe-presence"] = "0") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-40", base: creditNote, input: (d) => delete d.tax.ext["br-nfe-credit-note-type"] },
  { code: "GOBL-BR-NFE-BILL-INVOICE-48", base: creditNote, input: (d) => (d.tax.ext["br-nfe-credit-note-type"] = "06") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-41", base: debitNote, input: (d) => delete d.tax.ext["br-nfe-debit-note-type"] },
  { code: "GOBL-BR-NFE-BILL-INVOICE-49", base: debitNote, input: (d) => (d.tax.ext["br-nfe-debit-note-type"] = "09") },
  // Notes (bill_invoices_test.go: 61 characters fail, 60 pass; a general note is no reason).
  { code: "GOBL-BR-NFE-BILL-INVOICE-29", input: (d) => (d.notes[0].text = "1234567890".repeat(6) + "1") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-30", input: (d) => (d.notes = [{ key: "general", text: "Venda" }]) },
  // Payment.
  { code: "GOBL-BR-NFE-BILL-INVOICE-31", input: (d) => delete d.payment },
  { code: "GOBL-BR-NFE-BILL-INVOICE-32", input: (d) => (d.payment = { terms: { notes: "30 dias" } }) },
  { code: "GOBL-BR-NFE-BILL-INVOICE-33", after: (d) => (d.totals.due = "-1.00") },
  { code: "GOBL-BR-NFE-BILL-INVOICE-34", input: (d) => (d.currency = "USD") },
  // Lines.
  { code: "GOBL-BR-NFE-BILL-INVOICE-35", input: (d) => delete d.lines[0].ext },
  { code: "GOBL-BR-NFE-BILL-INVOICE-42", input: setTax(0, ICMS, { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-csosn": "101" } }) },
  { code: "GOBL-BR-NFE-BILL-INVOICE-43", base: simplesNFe, input: setTax(0, ICMS, { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-cst": "00" } }) },
  { code: "GOBL-BR-NFE-BILL-LINE-01", input: (d) => d.lines[0].taxes.splice(ICMS, 1) },
  { code: "GOBL-BR-NFE-BILL-LINE-02", input: (d) => d.lines[0].taxes.splice(PIS, 1) },
  { code: "GOBL-BR-NFE-BILL-LINE-03", input: (d) => d.lines[0].taxes.splice(COFINS, 1) },
  // Tax combos (tax_combo_test.go).
  { code: "GOBL-BR-NFE-TAX-COMBO-01", after: (d) => delete d.lines[0].taxes[ICMS].ext["br-nfe-icms-cst"] },
  { code: "GOBL-BR-NFE-TAX-COMBO-02", after: (d) => delete d.lines[0].taxes[ICMS].ext["br-nfe-icms-origin"] },
  { code: "GOBL-BR-NFE-TAX-COMBO-03", after: (d) => delete d.lines[0].taxes[PIS].ext },
  { code: "GOBL-BR-NFE-TAX-COMBO-04", after: (d) => delete d.lines[0].taxes[COFINS].ext },
  { code: "GOBL-BR-NFE-TAX-COMBO-05", input: setTax(0, ICMS, { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-cst": "00", "br-nfe-icms-csosn": "101" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-06", base: simplesNFe, input: setTax(0, ICMS, { cat: "ICMS", percent: "0.01%", ext: { "br-nfe-icms-csosn": "102" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-07", input: setTax(0, ICMS, { cat: "ICMS", percent: "5%", ext: { "br-nfe-icms-cst": "40" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-08", input: setTax(0, PIS, { cat: "PIS", percent: "1.65%", ext: { "br-nfe-pis-cst": "06" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-09", input: setTax(0, COFINS, { cat: "COFINS", percent: "7.6%", ext: { "br-nfe-cofins-cst": "07" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-10", input: setTax(0, ICMS, { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-cst": "99" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-11", base: simplesNFe, input: setTax(0, ICMS, { cat: "ICMS", percent: "1%", ext: { "br-nfe-icms-csosn": "104" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-12", input: setTax(0, ICMS, { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-origin": "9" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-13", input: setTax(0, PIS, { cat: "PIS", percent: "1.65%", ext: { "br-nfe-pis-cst": "10" } }) },
  { code: "GOBL-BR-NFE-TAX-COMBO-14", input: setTax(0, COFINS, { cat: "COFINS", percent: "7.6%", ext: { "br-nfe-cofins-cst": "10" } }) },
  // Identities (identities_test.go: 123, 12345678 and 03A0700 are no CEST; 9403.60.00 and 9403600 no NCM).
  { code: "GOBL-BR-NFE-ORG-IDENTITY-01", input: (d) => d.lines[0].item.identities.push({ key: "br-nfe-cest", code: "03A0700" }) },
  { code: "GOBL-BR-NFE-ORG-IDENTITY-02", input: (d) => (d.lines[0].item.identities[0].code = "9403.60.00") },
  // Parties.
  { code: "GOBL-BR-NFE-ORG-PARTY-01", input: (d) => (d.supplier.ext["br-nfe-regime"] = "5") },
  { code: "GOBL-BR-NFE-ORG-PARTY-02", input: (d) => (d.supplier.ext["br-nfe-fiscal-incentive"] = "3") },
  { code: "GOBL-BR-NFE-ORG-PARTY-03", input: (d) => (d.customer.ext["br-nfe-special-regime"] = "7") },
  // Payments: a means key without an NF-e method, then a method the addon does not list.
  { code: "GOBL-BR-NFE-PAY-INSTRUCTIONS-01", input: (d) => (d.payment.instructions = { key: "direct-debit" }) },
  { code: "GOBL-BR-NFE-PAY-INSTRUCTIONS-02", input: (d) => (d.payment.instructions = { key: "direct-debit", ext: { "br-nfe-payment-means": "07" } }) },
  { code: "GOBL-BR-NFE-PAY-RECORD-01", input: (d) => (d.payment.advances = [{ key: "direct-debit", description: "Sinal", amount: "100.00" }]) },
  {
    code: "GOBL-BR-NFE-PAY-RECORD-02",
    input: (d) => (d.payment.advances = [{ key: "direct-debit", description: "Sinal", amount: "100.00", ext: { "br-nfe-payment-means": "07" } }]),
  },
];

async function faultsOf(doc: Obj, c: Case): Promise<string[]> {
  const found = c.after ? await faultsAfter(doc, c.after) : await buildFaults(doc);
  return ownFaults(found).map((f) => f.code!);
}

describe("br-nfe-v4 rules", () => {
  it("the valid documents pass", async () => {
    for (const base of [nfe, simplesNFe, nfce, nfceWithCustomer, creditNote, debitNote]) expect(ownFaults(await buildFaults(base()))).toEqual([]);
  });

  it.each(CASES.map((c) => [c.code, c] as const))("%s", async (code, c) => {
    const base = c.base ?? nfe;
    expect(await faultsOf(base(), { ...c, after: c.after ? () => {} : undefined })).not.toContain(code);
    const broken = base();
    c.input?.(broken);
    expect(await faultsOf(broken, c)).toContain(code);
  });

  // bill_invoices_test.go: nil addresses. The engine prunes null members as it
  // reads a document (GOBL does so when normalising), so only the rules
  // themselves, given an invoice as GOBL's test builds it, meet one.
  it.each([
    ["GOBL-BR-NFE-BILL-INVOICE-03", "supplier"],
    ["GOBL-BR-NFE-BILL-INVOICE-16", "customer"],
  ])("%s (a null %s address, which the engine prunes)", async (code, role) => {
    const rule = invoiceRules.assert.find((a) => a.code === code);
    expect(rule && "failing" in rule && rule.failing({ [role]: { addresses: [{}, null] } } as never, {} as Context)).toEqual([[role, "addresses", 1]]);
    const doc = nfe();
    doc[role].addresses = [null];
    expect(await faultsOf(doc, {} as Case)).toContain(role === "supplier" ? "GOBL-BR-NFE-BILL-INVOICE-11" : "GOBL-BR-NFE-BILL-INVOICE-13");
  });

  it("takes the series 0, 1, 12, 123 and 999, and a reason of 60 characters (bill_invoices_test.go)", async () => {
    for (const series of ["0", "1", "12", "123", "999"]) expect(ownFaults(await buildFaults({ ...nfe(), series }))).toEqual([]);
    const doc = nfe();
    doc.notes[0].text = "1234567890".repeat(6);
    expect(ownFaults(await buildFaults(doc))).toEqual([]);
  });

  it("takes a customer with a foreign identity and no tax ID (bill_invoices_test.go)", async () => {
    const doc = nfceWithCustomer();
    doc.customer = { name: "John Smith", identities: [{ key: "foreign", country: "US", code: "US-FOREIGN-123" }] };
    expect(ownFaults(await buildFaults(doc))).toEqual([]);
  });

  it("takes a CST for fuels from a Simples Nacional supplier, and a zero percent with CSOSN 500", async () => {
    const doc = simplesNFe();
    doc.lines[0].taxes[ICMS] = { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-cst": "61" } };
    expect(ownFaults(await buildFaults(doc))).toEqual([]);
    doc.lines[0].taxes[ICMS] = { cat: "ICMS", percent: "0%", ext: { "br-nfe-icms-csosn": "500" } };
    expect(ownFaults(await buildFaults(doc))).toEqual([]);
  });

  it("needs no payment when nothing is due (bill_invoices_test.go)", async () => {
    const doc = nfe();
    delete doc.payment;
    const faults = await faultsAfter({ ...nfe() }, (d) => {
      delete d.payment;
      d.totals.due = "0.00";
    });
    expect(ownFaults(faults)).toEqual([]);
    expect((await faultsOf(doc, {} as Case))).toContain("GOBL-BR-NFE-BILL-INVOICE-31");
  });

  // tax_combo_test.go TestSimplesDefaultCodesRejected.
  it("refuses the CST 00 a Simples Nacional supplier gets when it gives no ICMS code", async () => {
    const doc = simplesNFe();
    doc.lines[0].taxes = [{ cat: "ICMS", percent: "1%" }, { cat: "PIS", percent: "0%" }, { cat: "COFINS", percent: "0%" }];
    const faults = await buildFaults(doc);
    expect(faults.find((f) => f.code === "GOBL-BR-NFE-BILL-INVOICE-43")?.properties).toEqual(["$.lines[0].taxes[0].ext"]);
  });
});

describe("br-nfe-v4 normalisation", () => {
  it("sets the model from the tags, over one given", async () => {
    const doc = nfe();
    doc.tax.ext["br-nfe-model"] = "65";
    expect((await built(doc)).tax.ext["br-nfe-model"]).toBe("55");
    expect((await built(nfce())).tax.ext["br-nfe-model"]).toBe("65");
  });

  it("sets purpose 1 and operation type 1 on standard invoices only", async () => {
    const out = await built(nfe());
    expect(out.tax.ext).toEqual({ "br-nfe-model": "55", "br-nfe-operation-type": "1", "br-nfe-presence": "2", "br-nfe-purpose": "1" });
    const note = await built(creditNote());
    expect(note.tax.ext["br-nfe-purpose"]).toBe("5");
  });

  // tax_combo_test.go TestInvoiceRegimeNormalization.
  it("gives a supplier without a regime 3 and keeps one given", async () => {
    expect((await built(nfe())).supplier.ext["br-nfe-regime"]).toBe("3");
    expect((await built(simplesNFe())).supplier.ext["br-nfe-regime"]).toBe("1");
  });

  it("gives the customer its state registration indicator: 1 on an NF-e with a state registration, 9 otherwise", async () => {
    expect((await built(nfe())).customer.ext["br-nfe-state-reg-ind"]).toBe("1");
    const without = nfe();
    delete without.customer.identities;
    expect((await built(without)).customer.ext["br-nfe-state-reg-ind"]).toBe("9");
    const nfceCustomer = nfceWithCustomer();
    nfceCustomer.customer.identities = [{ key: "br-nfe-state-reg", code: "123456789" }];
    expect((await built(nfceCustomer)).customer.ext["br-nfe-state-reg-ind"]).toBe("9");
  });

  it("maps payment means keys to NF-e payment methods (pay.go)", async () => {
    const methods: [string, string][] = [
      ["cash", "01"],
      ["cheque", "02"],
      ["card", "03"],
      ["card+debit", "04"],
      ["debit-transfer+debit", "04"],
      ["credit-transfer", "18"],
      ["credit-transfer+sepa", "18"],
      ["online", "18"],
      ["other", "99"],
    ];
    for (const [key, code] of methods) {
      const doc = nfe();
      doc.payment.instructions = { key, ext: { "br-nfe-payment-means": "16" } };
      const out = await built(key === "other" ? { ...doc, payment: { instructions: { key } } } : doc);
      expect(out.payment.instructions.ext, key).toEqual({ "br-nfe-payment-means": code });
    }
  });

  it("keeps the method given with the key other, and sets advances too", async () => {
    const doc = nfe();
    doc.payment = {
      instructions: { key: "other", ext: { "br-nfe-payment-means": "17" } },
      advances: [{ key: "cash", description: "Sinal", amount: "100.00" }],
    };
    const out = await built(doc);
    expect(out.payment.instructions.ext).toEqual({ "br-nfe-payment-means": "17" });
    expect(out.payment.advances[0].ext).toEqual({ "br-nfe-payment-means": "01" });
  });

  // tax_combo_test.go TestTaxComboNormalization.
  it("gives combos their default situation codes, keeping those given", async () => {
    const out = await built(nfe());
    expect(out.lines[0].taxes.map((t: Obj) => t.ext)).toEqual([
      { "br-nfe-icms-cst": "00", "br-nfe-icms-origin": "0" },
      { "br-nfe-pis-cst": "01" },
      { "br-nfe-cofins-cst": "01" },
    ]);
    const simples = await built(simplesNFe());
    expect(simples.lines[0].taxes[ICMS].ext).toEqual({ "br-nfe-icms-csosn": "101", "br-nfe-icms-origin": "0" });
    const kept = nfe();
    kept.lines[0].taxes[ICMS].ext = { "br-nfe-icms-cst": "40", "br-nfe-icms-origin": "2" };
    kept.lines[0].taxes[ICMS].percent = "0%";
    kept.lines[0].taxes[PIS].ext = { "br-nfe-pis-cst": "49" };
    const keptOut = await built(kept);
    expect(keptOut.lines[0].taxes[ICMS].ext).toEqual({ "br-nfe-icms-cst": "40", "br-nfe-icms-origin": "2" });
    expect(keptOut.lines[0].taxes[PIS].ext).toEqual({ "br-nfe-pis-cst": "49" });
  });

});

// corrections.go: credit and debit notes, carrying the access key (sefaz-key) of the invoice they correct.
describe("br-nfe-v4 corrections", () => {
  const SEFAZ_KEY = { prv: "sefaz-key", val: "41250305104582000170550020000008151000000017" };

  // The corrective document gets no purpose or operation type (scenarios.go sets them on
  // standard invoices only; other types give them by hand), so it is refused for that alone.
  it("credit and debit notes may correct an invoice given its access key", async () => {
    for (const type of ["credit-note", "debit-note"]) {
      const faults = await correctFaults(nfe(), { type, reason: "Redução de valor", stamps: [SEFAZ_KEY] });
      expect(faults, type).toEqual([{ code: "GOBL-BR-NFE-BILL-INVOICE-26", properties: ["$.tax.ext"] }]);
    }
    expect(await correctFaults(nfe(), { type: "corrective", stamps: [SEFAZ_KEY] })).toEqual([{ properties: ["$.options.type"] }]);
  });

  it("the access key is required", async () => {
    expect(await correctFaults(nfe(), { type: "credit-note" })).toEqual([{ properties: ["$.options.stamps"] }]);
  });
});
