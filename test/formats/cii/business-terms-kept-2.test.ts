/**
 * Business terms gobl.cii loses that CII now keeps through XML → envelope →
 * XML (issue 26, item 5, second part), as UBL does: address line 3, the
 * price as stated, the VAT accounting currency, a zero rounding amount, the
 * line's object identifier where EN 16931 binds it, item attributes.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine } from "../../../index.ts";
import { HAS_SHARED, sharedPath } from "../../support/shared.ts";

const engine = createEngine();
const official = (path: string) => readFileSync(sharedPath("reference/en16931", path), "utf8");
type Obj = Record<string, any>;

const blocks = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}>[\\s\\S]*?</${element}>`, "g"))].map((m) => m[0].replace(/\s+/g, " "));
const texts = (xml: string, element: string) => [...xml.matchAll(new RegExp(`<${element}(?:\\s[^>]*)?>([^<]*)<`, "g"))].map((m) => m[1]);

async function roundTrip(path: string): Promise<{ doc: Obj; xml: string }> {
  const envelope = await engine.fromXML(official(path));
  const written = await engine.toXML(envelope, { format: "cii" });
  return { doc: envelope.doc as Obj, xml: written.xml };
}

const XR_0307 = "xrechnung-testsuite/test/business-cases/standard/03.07a-INVOICE_uncefact.xml";

describe.runIf(HAS_SHARED)("CII business terms kept through a round trip (2)", () => {
  it("keeps every party's third address line (BT-162 to BT-165) in the address's meta and writes it back", async () => {
    const { doc, xml } = await roundTrip(XR_0307);
    expect(doc.customer.addresses[0].meta).toEqual({ "line-three": "[Buyer address line 3]" });
    expect(doc.delivery.receiver.addresses[0].meta).toEqual({ "line-three": "More Details" });
    expect(texts(xml, "ram:LineThree").sort()).toEqual(["More Details", "[Buyer address line 3]", "[Seller address line 3]", "[Seller tax representative address line 3]"]);
  });

  it("keeps the gross price (BT-148) and its discount (BT-147) beside the net price", async () => {
    const { doc, xml } = await roundTrip(XR_0307);
    expect(doc.lines[0].item.price).toBe("158125.0000000");
    expect(blocks(xml, "ram:GrossPriceProductTradePrice")[0]).toBe(
      "<ram:GrossPriceProductTradePrice> <ram:ChargeAmount>168125.0000000</ram:ChargeAmount> <ram:AppliedTradeAllowanceCharge> <ram:ChargeIndicator> <udt:Indicator>false</udt:Indicator> </ram:ChargeIndicator> <ram:ActualAmount>10000.0000000000000</ram:ActualAmount> </ram:AppliedTradeAllowanceCharge> </ram:GrossPriceProductTradePrice>",
    );
  });

  it("keeps a base quantity (BT-149) as stated, without a unit it did not state", async () => {
    const { doc, xml } = await roundTrip("cen/cii/examples/huf_example_cii.xml");
    expect(doc.lines[0].item.price).toBe("361.0900");
    expect(blocks(xml, "ram:NetPriceProductTradePrice")[0]).toBe("<ram:NetPriceProductTradePrice> <ram:ChargeAmount>36109.00</ram:ChargeAmount> <ram:BasisQuantity>100</ram:BasisQuantity> </ram:NetPriceProductTradePrice>");
  });

  it("keeps the VAT accounting currency (BT-6) and its VAT total (BT-111)", async () => {
    const { doc, xml } = await roundTrip("cen/cii/examples/CII_example5.xml");
    expect(doc.exchange_rates).toEqual([{ from: "DKK", to: "EUR", amount: "0.93129" }]);
    expect(texts(xml, "ram:TaxCurrencyCode")).toEqual(["EUR"]);
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">628.62</ram:TaxTotalAmount>');
  });

  it("keeps a rounding amount stated as zero (BT-114)", async () => {
    const { doc, xml } = await roundTrip("xrechnung-testsuite/test/business-cases/standard/02.01a-INVOICE_uncefact.xml");
    expect(doc.totals.rounding).toBe("0");
    expect(texts(xml, "ram:RoundingAmount")).toEqual(["0"]);
  });

  it("writes the line's object identifier (BT-128) in the line's settlement, where EN 16931 binds it, and the item attributes (BG-32)", async () => {
    const { doc, xml } = await roundTrip("cen/cii/examples/huf_example_cii.xml");
    expect(doc.lines[0].identifier).toEqual({ code: "BN-H 6622", ext: { "untdid-reference": "ABZ" } });
    const settlement = blocks(xml, "ram:SpecifiedLineTradeSettlement")[0]!;
    expect(settlement).toContain("<ram:AdditionalReferencedDocument> <ram:IssuerAssignedID>BN-H 6622</ram:IssuerAssignedID> <ram:TypeCode>130</ram:TypeCode> <ram:ReferenceTypeCode>ABZ</ram:ReferenceTypeCode> </ram:AdditionalReferencedDocument>");
    expect(blocks(xml, "ram:SpecifiedLineTradeAgreement")[0]).not.toContain("AdditionalReferencedDocument");
    expect(blocks(xml, "ram:ApplicableProductCharacteristic")[0]).toBe("<ram:ApplicableProductCharacteristic> <ram:Description>kilometerstand</ram:Description> <ram:Value>0017826</ram:Value> </ram:ApplicableProductCharacteristic>");
  });
});
