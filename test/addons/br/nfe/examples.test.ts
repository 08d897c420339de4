/**
 * GOBL's NF-e examples (invopop/gobl.br.nfe `examples/`, goldens in
 * `examples/out/`, at the commits named below) are not copied here: each
 * test builds an invoice of our own of the same kind (the same quantities,
 * prices, rates and codes given, other parties) and checks the facts its
 * golden shows, citing the golden.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { documentOps, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { built } = documentOps(engine);

const SUPPLIER = (ext: Obj = {}): Obj => ({
  name: "Móveis Serra Gaúcha Ltda.",
  tax_id: { country: "BR", code: "05104582000170" },
  identities: [{ key: "br-nfe-state-reg", code: "0960012345" }],
  addresses: [{ street: "Rua Sinimbu", num: "1500", locality: "Centro", state: "RS", code: "95020-002", country: "BR" }],
  ext: { "br-ibge-municipality": "4305108", ...ext },
});

const CUSTOMER: Obj = {
  name: "Casa & Lar Comércio Ltda.",
  tax_id: { country: "BR", code: "10909402000167" },
  identities: [{ key: "br-nfe-state-reg", code: "110042490114" }],
  addresses: [{ street: "Rua Oscar Freire", num: "300", locality: "Jardins", state: "SP", code: "01426-000", country: "BR" }],
  ext: { "br-ibge-municipality": "3550308" },
};

/** A sale of goods (one line) as GOBL's examples give it: presence 1, CFOP, a reason note. */
function sale(quantity: string, price: string, taxes: Obj[], more: Obj = {}): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["br-nfe-v4"],
    series: "1",
    code: "3001",
    issue_date: "2025-04-03",
    currency: "BRL",
    tax: { ext: { "br-nfe-presence": "1" } },
    supplier: SUPPLIER(),
    customer: structuredClone(CUSTOMER),
    lines: [{ quantity, item: { name: "Cadeira de jantar", price, unit: "piece", identities: [{ key: "ncm", code: "94016100" }] }, taxes, ext: { "br-nfe-cfop": "6102" } }],
    payment: { instructions: { key: "credit-transfer" } },
    notes: [{ key: "reason", text: "Venda de mercadoria" }],
    ...more,
  };
}

/** The rate totals of a built invoice: code, then each rate's extensions, base, percent and amount. */
const rateTotals = (out: Obj): Obj[] =>
  (out.totals.taxes.categories as Obj[]).map((c) => ({ code: c.code, informative: c.informative, rates: c.rates, amount: c.amount }));

describe("br-nfe-v4 examples", () => {
  // examples/out/invoice-nfe.json (commit 2f45764): normal regime, 10 × 450.00, ICMS 12%, PIS 1.65%, COFINS 7.6% without codes.
  it("invoice-nfe: model, purpose, regime, state registration indicator, situation codes and payment method are set", async () => {
    const out = await built(sale("10", "450.00", [{ cat: "ICMS", percent: "12%" }, { cat: "PIS", percent: "1.65%" }, { cat: "COFINS", percent: "7.6%" }]));
    expect(out.$regime).toBe("BR");
    expect(out.tax.ext).toEqual({ "br-nfe-model": "55", "br-nfe-operation-type": "1", "br-nfe-presence": "1", "br-nfe-purpose": "1" });
    expect(out.supplier.ext).toEqual({ "br-ibge-municipality": "4305108", "br-nfe-regime": "3" });
    expect(out.customer.ext).toEqual({ "br-ibge-municipality": "3550308", "br-nfe-state-reg-ind": "1" });
    expect(out.lines[0].sum).toBe("4500.00");
    expect(out.lines[0].taxes).toEqual([
      { cat: "ICMS", percent: "12%", ext: { "br-nfe-icms-cst": "00", "br-nfe-icms-origin": "0" } },
      { cat: "PIS", percent: "1.65%", ext: { "br-nfe-pis-cst": "01" } },
      { cat: "COFINS", percent: "7.6%", ext: { "br-nfe-cofins-cst": "01" } },
    ]);
    expect(out.payment.instructions).toEqual({ key: "credit-transfer", ext: { "br-nfe-payment-means": "18" } });
    expect(rateTotals(out)).toEqual([
      { code: "ICMS", informative: true, rates: [{ ext: { "br-nfe-icms-cst": "00", "br-nfe-icms-origin": "0" }, base: "4500.00", percent: "12%", amount: "540.00" }], amount: "540.00" },
      { code: "PIS", informative: true, rates: [{ ext: { "br-nfe-pis-cst": "01" }, base: "4500.00", percent: "1.65%", amount: "74.25" }], amount: "74.25" },
      { code: "COFINS", informative: true, rates: [{ ext: { "br-nfe-cofins-cst": "01" }, base: "4500.00", percent: "7.6%", amount: "342.00" }], amount: "342.00" },
    ]);
    expect(out.totals.taxes.sum).toBe("0.00");
    expect(out.totals.tax).toBe("0.00");
    expect(out.totals.total_with_tax).toBe("4500.00");
    expect(out.totals.payable).toBe("4500.00");
  });

  // examples/out/invoice-nfe-simples.json (commit 2f45764): Simples Nacional (regime 1), 5 × 900.00, CSOSN 101 at 2.56%, PIS and COFINS 49 at 0%.
  it("invoice-nfe-simples: a CSOSN gets its origin and no CST; the regime given stays", async () => {
    const taxes = [
      { cat: "ICMS", percent: "2.56%", ext: { "br-nfe-icms-csosn": "101" } },
      { cat: "PIS", percent: "0%", ext: { "br-nfe-pis-cst": "49" } },
      { cat: "COFINS", percent: "0%", ext: { "br-nfe-cofins-cst": "49" } },
    ];
    const out = await built(sale("5", "900.00", taxes, { supplier: SUPPLIER({ "br-nfe-regime": "1" }) }));
    expect(out.supplier.ext["br-nfe-regime"]).toBe("1");
    expect(out.customer.ext["br-nfe-state-reg-ind"]).toBe("1");
    expect(out.lines[0].taxes[0]).toEqual({ cat: "ICMS", percent: "2.56%", ext: { "br-nfe-icms-csosn": "101", "br-nfe-icms-origin": "0" } });
    expect(rateTotals(out).map((c) => [c.code, c.rates[0].base, c.amount])).toEqual([
      ["ICMS", "4500.00", "115.20"],
      ["PIS", "4500.00", "0.00"],
      ["COFINS", "4500.00", "0.00"],
    ]);
    expect(out.totals.payable).toBe("4500.00");
  });

  // examples/out/invoice-nfce-simples.json (commit 02c84db): tagged simplified, no customer, 2 × 10.00, CSOSN 102 at 0%, paid by card, series 123.
  it("invoice-nfce-simples: the simplified tag makes an NFC-e (model 65); the card is method 03", async () => {
    const taxes = [
      { cat: "ICMS", percent: "0%", ext: { "br-nfe-icms-csosn": "102" } },
      { cat: "PIS", percent: "0%", ext: { "br-nfe-pis-cst": "49" } },
      { cat: "COFINS", percent: "0%", ext: { "br-nfe-cofins-cst": "49" } },
    ];
    const doc = sale("2", "10.00", taxes, { $tags: ["simplified"], series: "123", supplier: SUPPLIER({ "br-nfe-regime": "1" }), payment: { instructions: { key: "card" } } });
    delete doc.customer;
    doc.lines[0].ext = { "br-nfe-cfop": "5102" };
    const out = await built(doc);
    expect(out.$tags).toEqual(["simplified"]);
    expect(out.tax.ext).toEqual({ "br-nfe-model": "65", "br-nfe-operation-type": "1", "br-nfe-presence": "1", "br-nfe-purpose": "1" });
    expect(out.customer).toBeUndefined();
    expect(out.payment.instructions).toEqual({ key: "card", ext: { "br-nfe-payment-means": "03" } });
    expect(out.lines[0].taxes[0].ext).toEqual({ "br-nfe-icms-csosn": "102", "br-nfe-icms-origin": "0" });
    expect(rateTotals(out).map((c) => c.amount)).toEqual(["0.00", "0.00", "0.00"]);
    expect(out.totals.payable).toBe("20.00");
  });

  // examples/out/credit-note-nfe.json (commit 2f45764): a credit note, purpose 5 and type 04 given, 1 × 450.00, the
  // preceding invoice with its sefaz-key stamp; the scenario leaves the purpose given alone.
  it("credit-note-nfe: a credit note keeps the purpose and credit note type given", async () => {
    const doc = sale("1", "450.00", [{ cat: "ICMS", percent: "12%" }, { cat: "PIS", percent: "1.65%" }, { cat: "COFINS", percent: "7.6%" }], {
      type: "credit-note",
      code: "55",
      preceding: [
        { type: "standard", issue_date: "2025-03-30", series: "1", code: "3000", stamps: [{ prv: "sefaz-key", val: "43250305104582000170550010000030001000000011" }] },
      ],
      tax: { ext: { "br-nfe-presence": "1", "br-nfe-purpose": "5", "br-nfe-operation-type": "1", "br-nfe-credit-note-type": "04" } },
      notes: [{ key: "reason", text: "Redução de valor referente à nota fiscal de venda" }],
    });
    const out = await built(doc);
    expect(out.type).toBe("credit-note");
    expect(out.tax.ext).toEqual({
      "br-nfe-credit-note-type": "04",
      "br-nfe-model": "55",
      "br-nfe-operation-type": "1",
      "br-nfe-presence": "1",
      "br-nfe-purpose": "5",
    });
    expect(out.preceding[0].stamps).toEqual([{ prv: "sefaz-key", val: "43250305104582000170550010000030001000000011" }]);
    expect(out.customer.ext["br-nfe-state-reg-ind"]).toBe("1");
    // 450.00 × 1.65% = 7.425, rounded half up to 7.43 as in the golden.
    expect(rateTotals(out).map((c) => [c.code, c.amount])).toEqual([
      ["ICMS", "54.00"],
      ["PIS", "7.43"],
      ["COFINS", "34.20"],
    ]);
    expect(out.totals.payable).toBe("450.00");
  });
});
