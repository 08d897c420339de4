/**
 * Business terms GOBL's converters lose that UBL now keeps through XML →
 * envelope → XML (issue 26, item 5, second part): address line 3, the price
 * as stated (gross price, discount, base quantity), the VAT accounting
 * currency, the payee's identifier, a zero rounding amount.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";
import { keptLinePrices, priceDiscount, statedPrice } from "../../../formats/common/kept-terms.ts";
import { exactRate, readTaxCurrency, taxCurrencyTotal } from "../../../formats/common/tax-currency.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

const blocks = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}>[\\s\\S]*?</${element}>`, "g"))].map((m) => m[0].replace(/\s+/g, " "));
const texts = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)<`, "g"))].map((m) => m[1]);

async function roundTrip(path: string): Promise<{ doc: Obj; xml: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format: "ubl" });
  return { doc: envelope.doc as Obj, xml: written.xml };
}

describe.runIf(HAS_SHARED)("UBL business terms kept through a round trip (2)", () => {
  it("keeps an address's third line (BT-162, BT-163) in the address's meta and writes it back", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/sample-discount-price.xml");
    expect(doc.supplier.addresses[0].meta).toEqual({ "line-three": "ULICA 1, 10000 SPLIT" });
    expect(doc.customer.addresses[0].meta).toEqual({ "line-three": "VUKOVARSKA PROMJENA ADRESE 20, 10000 ZAGREB" });
    expect(texts(xml, "cbc:Line")).toEqual(["ULICA 1, 10000 SPLIT", "VUKOVARSKA PROMJENA ADRESE 20, 10000 ZAGREB"]);
  });

  it("keeps the delivery address's third line (BT-165)", async () => {
    const { doc, xml } = await roundTrip("peppol/rules/examples/Vat-category-S.xml");
    expect(doc.delivery.receiver.addresses[0].meta).toEqual({ "line-three": "Gate 15" });
    expect(blocks(xml, "cac:DeliveryLocation")[0]).toContain("<cac:AddressLine> <cbc:Line>Gate 15</cbc:Line> </cac:AddressLine>");
  });

  it("keeps the gross price (BT-148) and price discount (BT-147) beside the net unit price, totals unchanged", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/sample-discount-price.xml");
    expect(doc.lines[0].item.price).toBe("0.1212");
    expect(JSON.parse(doc.meta["line-prices"])).toEqual([{ price: "0.1212", gross: "0.1234", discount: "0.0022" }]);
    expect(blocks(xml, "cac:Price")[0]).toBe(
      '<cac:Price> <cbc:PriceAmount currencyID="EUR">0.1212</cbc:PriceAmount> <cac:AllowanceCharge> <cbc:ChargeIndicator>false</cbc:ChargeIndicator> <cbc:Amount currencyID="EUR">0.0022</cbc:Amount> <cbc:BaseAmount currencyID="EUR">0.1234</cbc:BaseAmount> </cac:AllowanceCharge> </cac:Price>',
    );
    expect(texts(xml, "cbc:LineExtensionAmount")[0]).toBe("12.12");
  });

  it("keeps a base quantity (BT-149, BT-150) as stated while the item holds the unit price", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/ubl-tc434-example8.xml");
    expect(JSON.parse(doc.meta["line-prices"])[2]).toEqual({ price: "15.24", base: "12", unit: "KW" });
    expect(doc.lines[2].item.price).toBe("1.2700");
    expect(blocks(xml, "cac:Price")[2]).toBe('<cac:Price> <cbc:PriceAmount currencyID="EUR">15.24</cbc:PriceAmount> <cbc:BaseQuantity unitCode="KW">12</cbc:BaseQuantity> </cac:Price>');
  });

  it("keeps the VAT accounting currency (BT-6) with a rate that gives its VAT total (BT-111) back", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/ubl-tc434-example5.xml");
    expect(doc.exchange_rates).toEqual([{ from: "DKK", to: "EUR", amount: "0.93129" }]);
    expect(texts(xml, "cbc:TaxCurrencyCode")).toEqual(["EUR"]);
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">628.62</cbc:TaxAmount>');
  });

  it("writes the payee's identifier (BT-60) without a scheme", async () => {
    const { doc, xml } = await roundTrip("cen/ubl/examples/ubl-tc434-example5.xml");
    expect(doc.payment.payee.identities).toContainEqual({ code: "DK16356608" });
    expect(blocks(xml, "cac:PayeeParty")[0]).toContain("<cac:PartyIdentification> <cbc:ID>DK16356608</cbc:ID> </cac:PartyIdentification>");
  });
});

describe("kept prices and VAT accounting currency (formats/common)", () => {
  it("keeps only what says more than the unit price", () => {
    expect(statedPrice({ price: "5" })).toBeUndefined();
    expect(statedPrice({ price: "5", base: "1", unit: "C62", lineUnit: "C62" })).toBeUndefined();
    expect(statedPrice({ price: "5", base: "1", unit: "KGM", lineUnit: "C62" })).toEqual({ price: "5", base: "1", unit: "KGM" });
    expect(statedPrice({ price: "5", gross: "6", discount: "1" })).toEqual({ price: "5", gross: "6", discount: "1" });
  });

  it("writes a kept price back only while it gives the line's unit price", () => {
    const meta = { "line-prices": JSON.stringify([{ price: "15.24", base: "12", unit: "KW" }, { price: "5", gross: "6" }]) };
    expect(keptLinePrices({ meta, lines: [{ item: { price: "1.2700" } }, { item: { price: "5" } }] })).toEqual([{ price: "15.24", base: "12", unit: "KW" }, { price: "5", gross: "6" }]);
    // The price edited since: GOBL's unit price alone.
    expect(keptLinePrices({ meta, lines: [{ item: { price: "2.00" } }, { item: { price: "4" } }] })).toEqual([undefined, undefined]);
    // A line added or removed: none at all.
    expect(keptLinePrices({ meta, lines: [{ item: { price: "1.270" } }] })).toBeUndefined();
    // Malformed entries are ignored.
    expect(keptLinePrices({ meta: { "line-prices": '[{"price":"1e3"}]' }, lines: [{ item: { price: "1000" } }] })).toEqual([undefined]);
    expect(keptLinePrices({ meta: { "line-prices": '[{"price":"5","base":"-1"}]' }, lines: [{ item: { price: "5" } }] })).toEqual([undefined]);
    // A gross price without its discount: the discount it implies (EN 16931: net = gross − discount).
    expect(priceDiscount({ price: "5", gross: "6" })).toBe("1");
  });

  it("finds the rate with the fewest decimals that gives the stated converted total", () => {
    expect(exactRate("675.00", "628.62", "EUR")).toBe("0.93129");
    expect(exactRate("0", "0", "EUR")).toBeUndefined();
    expect(readTaxCurrency("EUR", "GBP", "0", "0")).toEqual({ meta: { "tax-currency": "GBP" } });
    expect(readTaxCurrency("EUR", "EUR", "10", "10")).toEqual({});
    // Written back: a rate into another currency than the regime's, and a currency without VAT.
    expect(taxCurrencyTotal({ currency: "DKK", exchange_rates: [{ from: "DKK", to: "EUR", amount: "0.93129" }], totals: { tax: "675.00" } }, "DKK")).toEqual({ currency: "EUR", tax: "628.62" });
    expect(taxCurrencyTotal({ currency: "EUR", meta: { "tax-currency": "GBP" }, totals: { tax: "0.00" } }, "EUR")).toEqual({ currency: "GBP", tax: "0.00" });
    expect(taxCurrencyTotal({ currency: "EUR", meta: { "tax-currency": "GBP" }, totals: { tax: "1.00" } }, "EUR")).toBeUndefined();
  });
});
