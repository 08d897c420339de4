/**
 * Each rule of the br-nfse-v1 addon fires on a document that breaks it and
 * not on the valid one it is made from (the rules of invopop/gobl.br.nfse,
 * addon/*.go, with the cases of its Go tests), and the addon's defaults
 * (fiscal incentive, ISS liability) are set as GOBL's normalisation tests
 * say. Rules that normalisation would mend are broken after building and
 * checked by validating again.
 */
import { describe, expect, it } from "vitest";
import { createEngine, type Context } from "../../../../index.ts";
import { invoiceRules } from "../../../../addons/br/nfse/invoice.ts";
import { documentOps, faultsStartingWith, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { buildFaults, faultsAfter, built } = documentOps(engine);
const ownFaults = faultsStartingWith("GOBL-BR-NFSE-");

/** A consultancy's service invoice from Curitiba to a Porto Alegre client. */
function invoice(): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["br-nfse-v1"],
    series: "RPS",
    code: "310",
    issue_date: "2025-03-10",
    currency: "BRL",
    supplier: {
      name: "Araucária Consultoria Ltda.",
      tax_id: { country: "BR", code: "05104582000170" },
      identities: [{ key: "br-nfse-municipal-reg", code: "0102030405" }],
      addresses: [{ street: "Rua XV de Novembro", num: "700", locality: "Centro", state: "PR", code: "80020-310", country: "BR" }],
      ext: { "br-ibge-municipality": "4106902", "br-nfse-simples": "2", "br-nfse-fiscal-incentive": "2" },
    },
    customer: { name: "Gaúcha Logística S.A.", tax_id: { country: "BR", code: "10909402000167" } },
    lines: [
      {
        quantity: "8",
        item: { name: "Consultoria em processos", price: "250.00", ext: { "br-nfse-service": "17.01", "br-nfse-cnae": "7020-4/00" } },
        taxes: [{ cat: "ISS", percent: "4%", ext: { "br-nfse-iss-liability": "1" } }],
      },
    ],
  };
}

type Case = {
  code: string;
  /** Changes the input before building. */
  input?: (doc: Obj) => void;
  /** Changes the built document before validating it again. */
  after?: (doc: Obj) => void;
};

const CASES: Case[] = [
  { code: "GOBL-BR-NFSE-BILL-INVOICE-01", input: (d) => delete d.series },
  // bill_invoices_test.go: "ABC-123" and "000123" are not positive integers.
  { code: "GOBL-BR-NFSE-BILL-INVOICE-02", input: (d) => (d.code = "000123") },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-03", after: (d) => delete d.supplier },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-04", input: (d) => delete d.supplier.tax_id },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-05", input: (d) => (d.supplier.tax_id = { country: "BR" }) },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-06", input: (d) => delete d.supplier.name },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-07", input: (d) => delete d.supplier.addresses },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-09", input: (d) => delete d.supplier.addresses[0].street },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-10", input: (d) => delete d.supplier.addresses[0].num },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-11", input: (d) => delete d.supplier.addresses[0].locality },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-12", input: (d) => delete d.supplier.addresses[0].state },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-13", input: (d) => delete d.supplier.addresses[0].code },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-14", input: (d) => delete d.supplier.ext["br-nfse-simples"] },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-15", input: (d) => (d.charges = [{ amount: "10.00", reason: "Deslocamento" }]) },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-16", input: (d) => (d.discounts = [{ amount: "10.00", reason: "Cliente antigo" }]) },
  { code: "GOBL-BR-NFSE-BILL-INVOICE-17", input: (d) => (d.currency = "USD") },
  // bill_line_test.go: a line with PIS but no ISS.
  { code: "GOBL-BR-NFSE-BILL-LINE-01", input: (d) => (d.lines[0].taxes = [{ cat: "PISRet", percent: "0.65%" }]) },
  { code: "GOBL-BR-NFSE-ORG-ITEM-01", input: (d) => delete d.lines[0].item.ext["br-nfse-service"] },
  // org_item_test.go: the operation indicator alone.
  { code: "GOBL-BR-NFSE-ORG-ITEM-02", input: (d) => (d.lines[0].item.ext["br-nfse-operation"] = "030101") },
  { code: "GOBL-BR-NFSE-TAX-COMBO-01", after: (d) => delete d.lines[0].taxes[0].ext },
];

async function faultsOf(doc: Obj, c: Case): Promise<string[]> {
  const found = c.after ? await faultsAfter(doc, c.after) : await buildFaults(doc);
  return ownFaults(found).map((f) => f.code!);
}

describe("br-nfse-v1 rules", () => {
  it("the valid invoice passes", async () => {
    expect(ownFaults(await buildFaults(invoice()))).toEqual([]);
  });

  it.each(CASES.map((c) => [c.code, c] as const))("%s", async (code, c) => {
    expect(await faultsOf(invoice(), { ...c, after: c.after ? () => {} : undefined })).not.toContain(code);
    const broken = invoice();
    c.input?.(broken);
    expect(await faultsOf(broken, c)).toContain(code);
  });

  it("takes a code given as digits and a foreign currency with a rate into reais (bill_invoices_test.go)", async () => {
    const doc = { ...invoice(), code: "123000", currency: "USD", exchange_rates: [{ from: "USD", to: "BRL", amount: "5.00" }] };
    expect(ownFaults(await buildFaults(doc))).toEqual([]);
  });

  it("takes the three reform codes together (org_item_test.go)", async () => {
    const doc = invoice();
    Object.assign(doc.lines[0].item.ext, { "br-nfse-operation": "030101", "br-nfse-tax-status": "000", "br-nfse-tax-class": "000001" });
    expect(ownFaults(await buildFaults(doc))).toEqual([]);
  });

  // bill_invoices_test.go: a nil address. The engine prunes null members as
  // it reads a document (GOBL does so when normalising), so only the rule
  // itself, given an invoice as GOBL's test builds it, meets one.
  it("GOBL-BR-NFSE-BILL-INVOICE-08 (a null supplier address, which the engine prunes)", async () => {
    const rule = invoiceRules.assert.find((a) => a.code === "GOBL-BR-NFSE-BILL-INVOICE-08");
    expect(rule && "failing" in rule && rule.failing({ supplier: { addresses: [null, {}] } } as never, {} as Context)).toEqual([["supplier", "addresses", 0]]);
    const doc = invoice();
    doc.supplier.addresses = [null];
    expect(await faultsOf(doc, {} as Case)).toContain("GOBL-BR-NFSE-BILL-INVOICE-07");
  });

  it("points at the supplier address lacking a field", async () => {
    const doc = invoice();
    doc.supplier.addresses.push({ ...doc.supplier.addresses[0] });
    delete doc.supplier.addresses[1].num;
    const found = ownFaults(await buildFaults(doc)).find((f) => f.code === "GOBL-BR-NFSE-BILL-INVOICE-10");
    expect(found?.properties).toEqual(["$.supplier.addresses[1].num"]);
  });
});

describe("br-nfse-v1 normalisation", () => {
  // bill_invoices_test.go TestSuppliersNormalization.
  it("gives a supplier without a fiscal incentive 2, and keeps one given", async () => {
    const doc = invoice();
    delete doc.supplier.ext["br-nfse-fiscal-incentive"];
    expect((await built(doc)).supplier.ext["br-nfse-fiscal-incentive"]).toBe("2");
    const given = invoice();
    given.supplier.ext["br-nfse-fiscal-incentive"] = "1";
    expect((await built(given)).supplier.ext["br-nfse-fiscal-incentive"]).toBe("1");
  });

  // tax_combo_test.go TestTaxComboNormalization.
  it("gives an ISS combo without a liability 1, keeps one given and leaves other categories alone", async () => {
    const doc = invoice();
    delete doc.lines[0].taxes[0].ext;
    doc.lines[0].taxes.push({ cat: "PISRet", percent: "0.65%" });
    const out = await built(doc);
    expect(out.lines[0].taxes[0].ext).toEqual({ "br-nfse-iss-liability": "1" });
    expect(out.lines[0].taxes[1].ext).toBeUndefined();
    const kept = invoice();
    kept.lines[0].taxes[0].ext["br-nfse-iss-liability"] = "2";
    expect((await built(kept)).lines[0].taxes[0].ext["br-nfse-iss-liability"]).toBe("2");
  });

  it("leaves invoices without the addon alone", async () => {
    const { $addons: _addons, ...plain } = invoice();
    delete plain.supplier.ext["br-nfse-fiscal-incentive"];
    delete plain.supplier.ext["br-nfse-simples"];
    delete plain.lines[0].taxes[0].ext;
    delete plain.lines[0].item.ext;
    const out = await built(plain);
    expect(out.supplier.ext).toEqual({ "br-ibge-municipality": "4106902" });
    expect(out.lines[0].taxes[0].ext).toBeUndefined();
  });
});
