/**
 * GOBL's NFS-e examples (invopop/gobl.br.nfse `examples/`, goldens in
 * `examples/out/`) are not copied here: each test builds an invoice of our
 * own of the same kind (the same quantities, prices and rates, other parties)
 * and checks the facts its golden shows, citing the golden.
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../../index.ts";
import { documentOps, type Obj } from "../../../support/documents.ts";

const engine = createEngine();
const { built } = documentOps(engine);

/** A service invoice from a Florianópolis clinic to a Recife builder, one line of `quantity` at `price`. */
function serviceInvoice(quantity: string, price: string, taxes: Obj[], itemExt: Obj = {}): Obj {
  return {
    $schema: "https://gobl.org/draft-0/bill/invoice",
    $addons: ["br-nfse-v1"],
    series: "A1",
    code: "1",
    issue_date: "2025-04-02",
    currency: "BRL",
    supplier: {
      name: "Clínica Ilha Serviços Médicos Ltda.",
      tax_id: { country: "BR", code: "05104582000170" },
      identities: [{ key: "br-nfse-municipal-reg", code: "778899" }],
      addresses: [{ street: "Avenida Beira-Mar Norte", num: "1200", street_extra: "Sala 5", locality: "Centro", state: "SC", code: "88015-700", country: "BR" }],
      ext: { "br-ibge-municipality": "4205407", "br-nfse-fiscal-incentive": "1", "br-nfse-simples": "1", "br-nfse-special-regime": "4" },
    },
    customer: {
      name: "Construtora Capibaribe S.A.",
      tax_id: { country: "BR", code: "10909402000167" },
      addresses: [{ street: "Rua da Aurora", num: "90", locality: "Boa Vista", state: "PE", code: "50050-000", country: "BR" }],
    },
    lines: [{ quantity, item: { name: "Consultoria", price, ext: { "br-nfse-service": "10.5", "br-nfse-cnae": "62.01-5-01", ...itemExt } }, taxes }],
  };
}

const ISS = (percent: string): Obj => ({ cat: "ISS", percent, ext: { "br-nfse-iss-liability": "1" } });

describe("br-nfse-v1 examples", () => {
  // examples/out/invoice-nfse.json: 15 × 100.00 with ISS at 15%.
  it("invoice-nfse: ISS is informative, reported but left out of the totals", async () => {
    const out = await built(serviceInvoice("15", "100.00", [ISS("15%")]));
    expect(out.$regime).toBe("BR");
    expect(out.type).toBe("standard");
    expect(out.lines[0].sum).toBe("1500.00");
    expect(out.lines[0].total).toBe("1500.00");
    expect(out.lines[0].taxes).toEqual([{ cat: "ISS", percent: "15%", ext: { "br-nfse-iss-liability": "1" } }]);
    expect(out.totals).toEqual({
      sum: "1500.00",
      total: "1500.00",
      taxes: {
        categories: [
          {
            code: "ISS",
            informative: true,
            rates: [{ ext: { "br-nfse-iss-liability": "1" }, base: "1500.00", percent: "15%", amount: "225.00" }],
            amount: "225.00",
          },
        ],
        sum: "0.00",
      },
      tax: "0.00",
      total_with_tax: "1500.00",
      payable: "1500.00",
    });
    // The supplier's extensions stay as given (fiscal incentive 1 is not replaced by the default).
    expect(out.supplier.ext).toEqual({ "br-ibge-municipality": "4205407", "br-nfse-fiscal-incentive": "1", "br-nfse-simples": "1", "br-nfse-special-regime": "4" });
  });

  // examples/out/invoice-nfse-retentions.json: 40 × 150.00, ISS 5%, and PIS, COFINS, CSLL, INSS and IRRF withheld.
  it("invoice-nfse-retentions: the retained taxes come off the payable amount", async () => {
    const taxes = [
      ISS("5%"),
      { cat: "PISRet", percent: "0.65%" },
      { cat: "COFINSRet", percent: "3%" },
      { cat: "CSLL", percent: "1%" },
      { cat: "INSS", percent: "11%" },
      { cat: "IRRF", percent: "1.5%" },
    ];
    const out = await built(serviceInvoice("40", "150.00", taxes));
    const categories = out.totals.taxes.categories as Obj[];
    expect(categories.map((c) => [c.code, c.informative ?? false, c.retained ?? false, c.amount])).toEqual([
      ["ISS", true, false, "300.00"],
      ["PISRet", false, true, "39.00"],
      ["COFINSRet", false, true, "180.00"],
      ["CSLL", false, true, "60.00"],
      ["INSS", false, true, "660.00"],
      ["IRRF", false, true, "90.00"],
    ]);
    expect(categories.every((c) => c.rates.length === 1 && c.rates[0].base === "6000.00")).toBe(true);
    expect(out.totals.taxes.sum).toBe("0.00");
    expect(out.totals.taxes.retained).toBe("1029.00");
    expect(out.totals.total_with_tax).toBe("6000.00");
    expect(out.totals.retained_tax).toBe("1029.00");
    expect(out.totals.payable).toBe("4971.00");
  });

  // examples/out/invoice-nfse-rtc.json: the reform's operation, tax status and classification codes on the item.
  it("invoice-nfse-rtc: the three IBS/CBS codes are kept on the item", async () => {
    const reform = { "br-nfse-operation": "030101", "br-nfse-tax-status": "000", "br-nfse-tax-class": "000001" };
    const out = await built(serviceInvoice("15", "100.00", [ISS("15%")], reform));
    expect(out.lines[0].item.ext).toEqual({ "br-nfse-cnae": "62.01-5-01", "br-nfse-service": "10.5", ...reform });
    expect(out.totals.payable).toBe("1500.00");
  });
});
