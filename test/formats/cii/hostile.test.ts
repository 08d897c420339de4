/** Reading untrusted XML: malformed, hostile or foreign input is refused with an `input` error. */
import { describe, expect, test } from "vitest";
import { isBizdocError } from "../../../index.ts";
import { ciiFormat } from "../../../formats/cii/index.ts";
import { readCII, recognizedBy } from "../../support/formats.ts";

const RSM = "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100";
const RAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100";
const UDT = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100";

/** A small but complete CII invoice: one line, the header parts the reader needs. */
function invoice(inner = ""): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="${RSM}" xmlns:ram="${RAM}" xmlns:udt="${UDT}">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>INV-1</ram:ID><ram:TypeCode>380</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">20240213</udt:DateTimeString></ram:IssueDateTime>${inner}</rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>S</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode></ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
}

function refusal(xml: string): { key: string; message: string } {
  try {
    readCII(xml);
  } catch (error) {
    if (isBizdocError(error)) return { key: error.key, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("CII reading refuses what it must", () => {
  test("a well-formed minimal invoice is read", () => {
    const { document } = readCII(invoice());
    expect(document).toMatchObject({ code: "INV-1", type: "standard", issue_date: "2024-02-13", currency: "EUR", supplier: { name: "S" } });
    expect(recognizedBy(ciiFormat, invoice())).toBe(true);
  });

  test("a DOCTYPE (entity expansion) is refused", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>${invoice("<ram:IncludedNote><ram:Content>&lol2;</ram:Content></ram:IncludedNote>").replace(/^<\?xml[^>]*>/, "")}`;
    const { key, message } = refusal(bomb);
    expect(key).toBe("input");
    expect(message).toMatch(/DOCTYPE/);
    expect(recognizedBy(ciiFormat, bomb)).toBe(false);
  });

  test("text that is not XML is refused", () => {
    for (const text of ["", "   ", "not xml at all", '{"$schema":"https://gobl.org/draft-0/bill/invoice"}', "<rsm:CrossIndustryInvoice>unclosed"]) {
      expect(refusal(text).key).toBe("input");
      expect(recognizedBy(ciiFormat, text)).toBe(false);
    }
  });

  test("another root is refused, as is the right name in the wrong namespace", () => {
    const ubl = `<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</ID></Invoice>`;
    expect(refusal(ubl)).toMatchObject({ key: "input" });
    expect(refusal(ubl).message).toMatch(/not a CrossIndustryInvoice/);
    const wrongNamespace = invoice().replace(`xmlns:rsm="${RSM}"`, 'xmlns:rsm="urn:example:other"');
    expect(refusal(wrongNamespace).key).toBe("input");
    expect(recognizedBy(ciiFormat, wrongNamespace)).toBe(false);
    const cdar = `<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100"/>`;
    expect(recognizedBy(ciiFormat, cdar)).toBe(false);
  });

  test("deep nesting is refused before it is parsed", () => {
    const depth = 20000;
    const deep = invoice(`<ram:IncludedNote>${"<ram:X>".repeat(depth)}${"</ram:X>".repeat(depth)}</ram:IncludedNote>`);
    expect(refusal(deep)).toMatchObject({ key: "input", message: expect.stringMatching(/deeper than 64 levels/) });
  });

  test("element names like __proto__ do not reach the prototype", () => {
    // The parser refuses these names outright; others (toString, hasOwnProperty) are plain data.
    for (const name of ["__proto__", "constructor", "prototype"]) {
      expect(refusal(invoice(`<ram:IncludedNote><${name}><polluted>yes</polluted></${name}></ram:IncludedNote>`)).key).toBe("input");
    }
    const { document } = readCII(invoice("<ram:IncludedNote><ram:Content>n</ram:Content><toString><polluted>yes</polluted></toString><hasOwnProperty>x</hasOwnProperty></ram:IncludedNote>"));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
    expect(document.notes).toEqual([{ text: "n" }]);
  });

  test("a malformed date is refused with where it is", () => {
    const { key, message } = refusal(invoice().replace(">20240213<", ">2024-02-13<"));
    expect(key).toBe("input");
    expect(message).toMatch(/IssueDateTime/);
  });

  test("an amount that is not a number is refused", () => {
    const xml = invoice().replace(
      "<ram:ApplicableHeaderTradeAgreement>",
      `<ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>A</ram:Name></ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>ten</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement></ram:IncludedSupplyChainTradeLineItem><ram:ApplicableHeaderTradeAgreement>`,
    );
    expect(refusal(xml)).toMatchObject({ key: "input" });
  });

  test("a rate that is not a number is refused as input, not a crash", () => {
    const xml = invoice().replace(
      "<ram:ApplicableHeaderTradeAgreement>",
      `<ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>A</ram:Name></ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>10</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>x%</ram:RateApplicablePercent></ram:ApplicableTradeTax></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem><ram:ApplicableHeaderTradeAgreement>`,
    );
    expect(refusal(xml)).toMatchObject({ key: "input" });
  });
});
