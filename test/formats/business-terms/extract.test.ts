/**
 * The extractor on small invoices written by hand, UBL and CII: the terms
 * each element carries under EN 16931-3-2 / -3-3, the values normalised,
 * and the comparison of two extractions. Expected values are read off the
 * snippets by the standard's binding, not off the extractor.
 */
import { describe, expect, it } from "vitest";
import { extractBusinessTerms, canonicalDecimal, isoDate } from "./extract.ts";
import { compareTerms, inCanonicalOrder } from "./compare.ts";

const UBL_NS = `xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"`;
const CN_NS = `xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"`;
const CII_NS = `xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100"`;

const UBL_INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<Invoice ${UBL_NS}>
  <cbc:CustomizationID>urn:cen.eu:en16931:2017</cbc:CustomizationID>
  <cbc:ID> INV-1 </cbc:ID>
  <cbc:IssueDate>2024-03-01</cbc:IssueDate>
  <cbc:DueDate>2024-03-31</cbc:DueDate>
  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:Note>#AAI#Delivered   in
    two parts</cbc:Note>
  <cbc:Note>Thank you</cbc:Note>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:TaxCurrencyCode>SEK</cbc:TaxCurrencyCode>
  <cac:AdditionalDocumentReference>
    <cbc:ID schemeID="AAB">OBJ-9</cbc:ID>
    <cbc:DocumentTypeCode>130</cbc:DocumentTypeCode>
  </cac:AdditionalDocumentReference>
  <cac:AdditionalDocumentReference>
    <cbc:ID>TS-1</cbc:ID>
    <cbc:DocumentDescription>Timesheet</cbc:DocumentDescription>
  </cac:AdditionalDocumentReference>
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cbc:EndpointID schemeID="0088">7300010000001</cbc:EndpointID>
      <cac:PartyIdentification><cbc:ID schemeID="0088">5790000435975</cbc:ID></cac:PartyIdentification>
      <cac:PartyIdentification><cbc:ID>LOCAL-7</cbc:ID></cac:PartyIdentification>
      <cac:PartyIdentification><cbc:ID schemeID="SEPA">DE98ZZZ09999999999</cbc:ID></cac:PartyIdentification>
      <cac:PostalAddress>
        <cbc:StreetName>Main Street 1</cbc:StreetName>
        <cbc:CityName>Oslo</cbc:CityName>
        <cac:Country><cbc:IdentificationCode>NO</cbc:IdentificationCode></cac:Country>
      </cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>NO999888777MVA</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyTaxScheme><cbc:CompanyID>Foretaksregisteret</cbc:CompanyID><cac:TaxScheme><cbc:ID>TAX</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>Seller AS</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
    <cac:Party>
      <cac:PostalAddress><cac:Country><cbc:IdentificationCode>SE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyLegalEntity><cbc:RegistrationName>Buyer AB</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingCustomerParty>
  <cac:TaxRepresentativeParty>
    <cac:PartyName><cbc:Name>Tax Rep Ltd</cbc:Name></cac:PartyName>
    <cac:PostalAddress>
      <cbc:StreetName>Rep Road 5</cbc:StreetName>
      <cac:AddressLine><cbc:Line>Building C</cbc:Line></cac:AddressLine>
      <cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country>
    </cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>DE123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
  </cac:TaxRepresentativeParty>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>
    <cbc:PaymentID>REF 42</cbc:PaymentID>
    <cac:PayeeFinancialAccount>
      <cbc:ID>NO9386011117947</cbc:ID>
      <cac:FinancialInstitutionBranch><cbc:ID>DNBANOKK</cbc:ID></cac:FinancialInstitutionBranch>
    </cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>
    <cbc:PaymentID>REF 42</cbc:PaymentID>
    <cac:PayeeFinancialAccount>
      <cbc:ID>DE75512108001245126199</cbc:ID>
      <cbc:Name>Seller AS</cbc:Name>
    </cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:AllowanceCharge>
    <cbc:ChargeIndicator>true</cbc:ChargeIndicator>
    <cbc:AllowanceChargeReason>Freight</cbc:AllowanceChargeReason>
    <cbc:Amount currencyID="EUR">10.00</cbc:Amount>
    <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25.00</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
  </cac:AllowanceCharge>
  <cac:AllowanceCharge>
    <cbc:ChargeIndicator>false</cbc:ChargeIndicator>
    <cbc:AllowanceChargeReasonCode>95</cbc:AllowanceChargeReasonCode>
    <cbc:Amount currencyID="EUR">5</cbc:Amount>
    <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
  </cac:AllowanceCharge>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">26.25</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">105.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">26.25</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:TaxTotal><cbc:TaxAmount currencyID="SEK">300.10</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">105.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">131.25</cbc:TaxInclusiveAmount>
    <cbc:AllowanceTotalAmount currencyID="EUR">5.00</cbc:AllowanceTotalAmount>
    <cbc:ChargeTotalAmount currencyID="EUR">10.00</cbc:ChargeTotalAmount>
    <cbc:PayableRoundingAmount currencyID="EUR">-0.25</cbc:PayableRoundingAmount>
    <cbc:PayableAmount currencyID="EUR">131.00</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:InvoiceLine>
    <cbc:ID>1</cbc:ID>
    <cbc:InvoicedQuantity unitCode="C62">4.000</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">60.00</cbc:LineExtensionAmount>
    <cac:Item>
      <cbc:Name>Widget</cbc:Name>
      <cac:StandardItemIdentification><cbc:ID schemeID="0160">7300010000011</cbc:ID></cac:StandardItemIdentification>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
      <cac:AdditionalItemProperty><cbc:Name>Colour</cbc:Name><cbc:Value>Red</cbc:Value></cac:AdditionalItemProperty>
      <cac:AdditionalItemProperty><cbc:Name>Size</cbc:Name><cbc:Value>L</cbc:Value></cac:AdditionalItemProperty>
    </cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">15.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="C62">1</cbc:BaseQuantity></cac:Price>
  </cac:InvoiceLine>
  <cac:InvoiceLine>
    <cbc:ID>2</cbc:ID>
    <cbc:InvoicedQuantity unitCode="HUR">2</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">40</cbc:LineExtensionAmount>
    <cac:AllowanceCharge>
      <cbc:ChargeIndicator>false</cbc:ChargeIndicator>
      <cbc:AllowanceChargeReason>Loyalty</cbc:AllowanceChargeReason>
      <cbc:MultiplierFactorNumeric>20</cbc:MultiplierFactorNumeric>
      <cbc:Amount currencyID="EUR">10</cbc:Amount>
      <cbc:BaseAmount currencyID="EUR">50</cbc:BaseAmount>
    </cac:AllowanceCharge>
    <cac:Item>
      <cbc:Name>Consulting</cbc:Name>
      <cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>25</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>
    </cac:Item>
    <cac:Price>
      <cbc:PriceAmount currencyID="EUR">25</cbc:PriceAmount>
      <cac:AllowanceCharge><cbc:ChargeIndicator>false</cbc:ChargeIndicator><cbc:Amount currencyID="EUR">5</cbc:Amount><cbc:BaseAmount currencyID="EUR">30</cbc:BaseAmount></cac:AllowanceCharge>
    </cac:Price>
  </cac:InvoiceLine>
</Invoice>`;

const CII_INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice ${CII_NS}>
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>INV-2</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240301</udt:DateTimeString></ram:IssueDateTime>
    <ram:IncludedNote><ram:Content>Delivered in two parts</ram:Content><ram:SubjectCode>AAI</ram:SubjectCode></ram:IncludedNote>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct>
        <ram:GlobalID schemeID="0160">7300010000011</ram:GlobalID>
        <ram:Name>Widget</ram:Name>
        <ram:ApplicableProductCharacteristic><ram:Description>Colour</ram:Description><ram:Value>Red</ram:Value></ram:ApplicableProductCharacteristic>
      </ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement>
        <ram:GrossPriceProductTradePrice>
          <ram:ChargeAmount>16.00</ram:ChargeAmount>
          <ram:AppliedTradeAllowanceCharge><ram:ChargeIndicator><udt:Indicator>false</udt:Indicator></ram:ChargeIndicator><ram:ActualAmount>1.00</ram:ActualAmount></ram:AppliedTradeAllowanceCharge>
        </ram:GrossPriceProductTradePrice>
        <ram:NetPriceProductTradePrice><ram:ChargeAmount>15.00</ram:ChargeAmount><ram:BasisQuantity unitCode="C62">1</ram:BasisQuantity></ram:NetPriceProductTradePrice>
      </ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">4.000</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>25</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:BillingSpecifiedPeriod>
          <ram:StartDateTime><udt:DateTimeString format="102">20240201</udt:DateTimeString></ram:StartDateTime>
          <ram:EndDateTime><udt:DateTimeString format="102">20240229</udt:DateTimeString></ram:EndDateTime>
        </ram:BillingSpecifiedPeriod>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>60.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:BuyerReference>BR-77</ram:BuyerReference>
      <ram:SellerTradeParty>
        <ram:ID>LOCAL-7</ram:ID>
        <ram:GlobalID schemeID="0088">5790000435975</ram:GlobalID>
        <ram:Name>Seller GmbH</ram:Name>
        <ram:PostalTradeAddress><ram:CityName>Berlin</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:URIUniversalCommunication><ram:URIID schemeID="EM">invoices@seller.example</ram:URIID></ram:URIUniversalCommunication>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">201/113/40209</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <ram:Name>Buyer SARL</ram:Name>
        <ram:PostalTradeAddress><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
      </ram:BuyerTradeParty>
      <ram:SellerTaxRepresentativeTradeParty>
        <ram:Name>Tax Rep Ltd</ram:Name>
        <ram:PostalTradeAddress><ram:LineOne>Rep Road 5</ram:LineOne><ram:LineThree>Building C</ram:LineThree><ram:CountryID>FR</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR61954506077</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTaxRepresentativeTradeParty>
      <ram:AdditionalReferencedDocument><ram:IssuerAssignedID>TENDER-3</ram:IssuerAssignedID><ram:TypeCode>50</ram:TypeCode></ram:AdditionalReferencedDocument>
      <ram:AdditionalReferencedDocument>
        <ram:IssuerAssignedID>TS-1</ram:IssuerAssignedID>
        <ram:TypeCode>916</ram:TypeCode>
        <ram:Name>Timesheet</ram:Name>
        <ram:AttachmentBinaryObject mimeCode="text/csv" filename="ts.csv">aGVs
bG8=</ram:AttachmentBinaryObject>
      </ram:AdditionalReferencedDocument>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:CreditorReferenceID>DE98ZZZ09999999999</ram:CreditorReferenceID>
      <ram:PaymentReference>REF 42</ram:PaymentReference>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>30</ram:TypeCode>
        <ram:Information>Credit transfer</ram:Information>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE75512108001245126199</ram:IBANID></ram:PayeePartyCreditorFinancialAccount>
        <ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>SOGEDEFFXXX</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>
      </ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:ProprietaryID>12345678</ram:ProprietaryID><ram:AccountName>Seller GmbH</ram:AccountName></ram:PayeePartyCreditorFinancialAccount>
      </ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:ApplicableTradeTax>
        <ram:CalculatedAmount>15.00</ram:CalculatedAmount>
        <ram:TypeCode>VAT</ram:TypeCode>
        <ram:BasisAmount>60.00</ram:BasisAmount>
        <ram:CategoryCode>S</ram:CategoryCode>
        <ram:DueDateTypeCode>5</ram:DueDateTypeCode>
        <ram:RateApplicablePercent>25.00</ram:RateApplicablePercent>
      </ram:ApplicableTradeTax>
      <ram:SpecifiedTradePaymentTerms>
        <ram:Description>30 days net</ram:Description>
        <ram:DueDateDateTime><udt:DateTimeString format="102">20240331</udt:DateTimeString></ram:DueDateDateTime>
      </ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>60.00</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>60.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">15.00</ram:TaxTotalAmount>
        <ram:RoundingAmount>0.00</ram:RoundingAmount>
        <ram:GrandTotalAmount>75.00</ram:GrandTotalAmount>
        <ram:DuePayableAmount>75.00</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
      <ram:InvoiceReferencedDocument>
        <ram:IssuerAssignedID>INV-0</ram:IssuerAssignedID>
        <ram:FormattedIssueDateTime><qdt:DateTimeString format="102">20240105</qdt:DateTimeString></ram:FormattedIssueDateTime>
      </ram:InvoiceReferencedDocument>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

describe("values normalised", () => {
  it("decimals compare by value: 1436.5 is 1436.50, -0.00 is 0, +7 is 7", () => {
    expect(canonicalDecimal("1436.50")).toBe(canonicalDecimal("1436.5"));
    expect(canonicalDecimal("1436.50")).toBe("1436.5");
    expect(canonicalDecimal(" 0012.000 ")).toBe("12");
    expect(canonicalDecimal("-0.00")).toBe("0");
    expect(canonicalDecimal("+7")).toBe("7");
    expect(canonicalDecimal(".5")).toBe("0.5");
    expect(canonicalDecimal("-1.10")).toBe("-1.1");
    expect(canonicalDecimal("12,5")).toBe("12,5"); // not a decimal of the syntax: kept as written, so it cannot equal 12.5
  });

  it("dates: CII's format 102 as YYYY-MM-DD, UBL's kept", () => {
    expect(isoDate("20240301")).toBe("2024-03-01");
    expect(isoDate(" 2024-03-01 ")).toBe("2024-03-01");
  });
});

describe("UBL invoice", () => {
  const { syntax, document, terms } = extractBusinessTerms(UBL_INVOICE);

  it("is recognised as a UBL Invoice", () => {
    expect([syntax, document]).toEqual(["ubl", "Invoice"]);
  });

  it("header terms, trimmed", () => {
    expect(terms["BT-1"]).toEqual(["INV-1"]);
    expect(terms["BT-2"]).toEqual(["2024-03-01"]);
    expect(terms["BT-9"]).toEqual(["2024-03-31"]);
    expect(terms["BT-3"]).toEqual(["380"]);
    expect(terms["BT-24"]).toEqual(["urn:cen.eu:en16931:2017"]);
  });

  it("notes (BG-1), the first with a #AAI# subject code (BT-21) and its whitespace collapsed", () => {
    expect(terms["BG-1[1]/BT-21"]).toEqual(["AAI"]);
    expect(terms["BG-1[1]/BT-22"]).toEqual(["Delivered in two parts"]);
    expect(terms["BG-1[2]/BT-21"]).toBeUndefined();
    expect(terms["BG-1[2]/BT-22"]).toEqual(["Thank you"]);
  });

  it("an invoiced object identifier (BT-18, type 130) apart from the supporting documents (BG-24)", () => {
    expect(terms["BT-18"]).toEqual(["OBJ-9"]);
    expect(terms["BT-18-1"]).toEqual(["AAB"]);
    expect(terms["BG-24[1]/BT-122"]).toEqual(["TS-1"]);
    expect(terms["BG-24[1]/BT-123"]).toEqual(["Timesheet"]);
    expect(terms["BG-24[2]/BT-122"]).toBeUndefined();
  });

  it("seller: identifiers with their schemes kept in step, the SEPA one as the creditor identifier (BT-90), VAT and tax registration apart", () => {
    expect(terms["BT-29"]).toEqual(["5790000435975", "LOCAL-7"]);
    expect(terms["BT-29-1"]).toEqual(["0088", ""]);
    expect(terms["BT-90"]).toEqual(["DE98ZZZ09999999999"]);
    expect(terms["BT-31"]).toEqual(["NO999888777MVA"]);
    expect(terms["BT-32"]).toEqual(["Foretaksregisteret"]);
    expect(terms["BT-34"]).toEqual(["7300010000001"]);
    expect(terms["BT-34-1"]).toEqual(["0088"]);
    expect(terms["BT-27"]).toEqual(["Seller AS"]);
    expect(terms["BT-35"]).toEqual(["Main Street 1"]);
    expect(terms["BT-37"]).toEqual(["Oslo"]);
    expect(terms["BT-40"]).toEqual(["NO"]);
  });

  it("the tax representative (BG-11) with its address (BG-12) and VAT identifier", () => {
    expect(terms["BT-62"]).toEqual(["Tax Rep Ltd"]);
    expect(terms["BT-63"]).toEqual(["DE123456789"]);
    expect(terms["BT-64"]).toEqual(["Rep Road 5"]);
    expect(terms["BT-164"]).toEqual(["Building C"]);
    expect(terms["BT-69"]).toEqual(["DE"]);
  });

  it("two payment means, 30 and 58, each with its account (BG-16, BG-17); the remittance information once", () => {
    expect(terms["BG-16[1]/BT-81"]).toEqual(["30"]);
    expect(terms["BG-16[1]/BT-82"]).toEqual(["Credit transfer"]);
    expect(terms["BG-16[2]/BT-81"]).toEqual(["58"]);
    expect(terms["BG-16[2]/BT-82"]).toBeUndefined();
    expect(terms["BG-17[1]/BT-84"]).toEqual(["NO9386011117947"]);
    expect(terms["BG-17[1]/BT-86"]).toEqual(["DNBANOKK"]);
    expect(terms["BG-17[2]/BT-84"]).toEqual(["DE75512108001245126199"]);
    expect(terms["BG-17[2]/BT-85"]).toEqual(["Seller AS"]);
    expect(terms["BT-83"]).toEqual(["REF 42"]);
  });

  it("document allowances (BG-20) and charges (BG-21) told apart by the charge indicator, each counted on its own", () => {
    expect(terms["BG-20[1]/BT-92"]).toEqual(["5"]);
    expect(terms["BG-20[1]/BT-98"]).toEqual(["95"]);
    expect(terms["BG-20[1]/BT-95"]).toEqual(["S"]);
    expect(terms["BG-21[1]/BT-99"]).toEqual(["10"]);
    expect(terms["BG-21[1]/BT-104"]).toEqual(["Freight"]);
    expect(terms["BG-21[1]/BT-103"]).toEqual(["25"]);
    expect(terms["BG-20[2]/BT-92"]).toBeUndefined();
  });

  it("totals: BT-110 in the invoice currency, BT-111 in the VAT accounting currency, the rounding amount BT-114", () => {
    expect(terms["BT-110"]).toEqual(["26.25"]);
    expect(terms["BT-111"]).toEqual(["300.1"]);
    expect(terms["BT-6"]).toEqual(["SEK"]);
    expect(terms["BT-114"]).toEqual(["-0.25"]);
    expect(terms["BT-115"]).toEqual(["131"]);
    expect(terms["BT-107"]).toEqual(["5"]);
    expect(terms["BT-108"]).toEqual(["10"]);
    expect(terms["BG-23[1]/BT-116"]).toEqual(["105"]);
    expect(terms["BG-23[1]/BT-119"]).toEqual(["25"]);
  });

  it("lines (BG-25) with quantity and unit, price (BG-29), line allowances (BG-27), item identifiers and attributes (BG-31, BG-32)", () => {
    expect(terms["BG-25[1]/BT-129"]).toEqual(["4"]);
    expect(terms["BG-25[1]/BT-130"]).toEqual(["C62"]);
    expect(terms["BG-25[1]/BT-146"]).toEqual(["15"]);
    expect(terms["BG-25[1]/BT-149"]).toEqual(["1"]);
    expect(terms["BG-25[1]/BT-150"]).toEqual(["C62"]);
    expect(terms["BG-25[1]/BT-157"]).toEqual(["7300010000011"]);
    expect(terms["BG-25[1]/BT-157-1"]).toEqual(["0160"]);
    expect(terms["BG-25[1]/BG-32[2]/BT-160"]).toEqual(["Size"]);
    expect(terms["BG-25[1]/BG-32[2]/BT-161"]).toEqual(["L"]);
    expect(terms["BG-25[2]/BT-129"]).toEqual(["2"]);
    expect(terms["BG-25[2]/BT-130"]).toEqual(["HUR"]);
    expect(terms["BG-25[2]/BG-27[1]/BT-136"]).toEqual(["10"]);
    expect(terms["BG-25[2]/BG-27[1]/BT-137"]).toEqual(["50"]);
    expect(terms["BG-25[2]/BG-27[1]/BT-138"]).toEqual(["20"]);
    expect(terms["BG-25[2]/BG-27[1]/BT-139"]).toEqual(["Loyalty"]);
    // The price's own allowance is the price discount (BT-147) on the gross price (BT-148), not a line allowance.
    expect(terms["BG-25[2]/BT-147"]).toEqual(["5"]);
    expect(terms["BG-25[2]/BT-148"]).toEqual(["30"]);
    expect(terms["BG-25[2]/BG-27[2]/BT-136"]).toBeUndefined();
    expect(terms["BG-25[3]/BT-126"]).toBeUndefined();
  });

  it("carries no key the binding does not name, and no empty value", () => {
    for (const [key, values] of Object.entries(terms)) {
      expect(key).toMatch(/^(BG-\d+\[\d+\]\/)*BT-\d+(-\d)?$/);
      expect(values.length).toBeGreaterThan(0);
    }
  });
});

describe("UBL credit note", () => {
  const CREDIT_NOTE = `<CreditNote ${CN_NS}>
    <cbc:ID>CN-1</cbc:ID>
    <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
    <cac:AdditionalDocumentReference><cbc:ID>PROJ-4</cbc:ID><cbc:DocumentTypeCode>50</cbc:DocumentTypeCode></cac:AdditionalDocumentReference>
    <cac:PaymentMeans><cbc:PaymentMeansCode>30</cbc:PaymentMeansCode><cbc:PaymentDueDate>2024-04-30</cbc:PaymentDueDate></cac:PaymentMeans>
    <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode="KGM">1.5</cbc:CreditedQuantity></cac:CreditNoteLine>
  </CreditNote>`;
  const { document, terms } = extractBusinessTerms(CREDIT_NOTE);

  it("its type code, credited quantity, due date in the payment means and project reference (type 50) are the credit note's terms", () => {
    expect(document).toBe("CreditNote");
    expect(terms["BT-3"]).toEqual(["381"]);
    expect(terms["BT-9"]).toEqual(["2024-04-30"]);
    expect(terms["BT-11"]).toEqual(["PROJ-4"]);
    expect(terms["BG-24[1]/BT-122"]).toBeUndefined();
    expect(terms["BG-25[1]/BT-129"]).toEqual(["1.5"]);
    expect(terms["BG-25[1]/BT-130"]).toEqual(["KGM"]);
  });
});

describe("CII invoice", () => {
  const { syntax, terms } = extractBusinessTerms(CII_INVOICE);

  it("is recognised as CII, its dates (format 102) read as ISO dates", () => {
    expect(syntax).toBe("cii");
    expect(terms["BT-1"]).toEqual(["INV-2"]);
    expect(terms["BT-2"]).toEqual(["2024-03-01"]);
    expect(terms["BT-9"]).toEqual(["2024-03-31"]);
    expect(terms["BG-3[1]/BT-25"]).toEqual(["INV-0"]);
    expect(terms["BG-3[1]/BT-26"]).toEqual(["2024-01-05"]);
    expect(terms["BG-25[1]/BT-134"]).toEqual(["2024-02-01"]);
    expect(terms["BG-25[1]/BT-135"]).toEqual(["2024-02-29"]);
  });

  it("the note's subject code (BT-21) from its own element", () => {
    expect(terms["BG-1[1]/BT-21"]).toEqual(["AAI"]);
    expect(terms["BG-1[1]/BT-22"]).toEqual(["Delivered in two parts"]);
  });

  it("seller: ram:ID and ram:GlobalID both BT-29, the scheme only on the global one; VAT (VA) and tax number (FC) apart; electronic address", () => {
    expect(terms["BT-29"]).toEqual(["LOCAL-7", "5790000435975"]);
    expect(terms["BT-29-1"]).toEqual(["", "0088"]);
    expect(terms["BT-31"]).toEqual(["DE123456789"]);
    expect(terms["BT-32"]).toEqual(["201/113/40209"]);
    expect(terms["BT-34"]).toEqual(["invoices@seller.example"]);
    expect(terms["BT-34-1"]).toEqual(["EM"]);
    expect(terms["BT-90"]).toEqual(["DE98ZZZ09999999999"]);
  });

  it("the tax representative (BG-11, BG-12)", () => {
    expect(terms["BT-62"]).toEqual(["Tax Rep Ltd"]);
    expect(terms["BT-63"]).toEqual(["FR61954506077"]);
    expect(terms["BT-64"]).toEqual(["Rep Road 5"]);
    expect(terms["BT-164"]).toEqual(["Building C"]);
    expect(terms["BT-69"]).toEqual(["FR"]);
  });

  it("two payment means, 30 and 58, with an IBAN and a proprietary account, the bank beside the first", () => {
    expect(terms["BG-16[1]/BT-81"]).toEqual(["30"]);
    expect(terms["BG-16[1]/BT-82"]).toEqual(["Credit transfer"]);
    expect(terms["BG-16[2]/BT-81"]).toEqual(["58"]);
    expect(terms["BG-17[1]/BT-84"]).toEqual(["DE75512108001245126199"]);
    expect(terms["BG-17[1]/BT-86"]).toEqual(["SOGEDEFFXXX"]);
    expect(terms["BG-17[2]/BT-84"]).toEqual(["12345678"]);
    expect(terms["BG-17[2]/BT-85"]).toEqual(["Seller GmbH"]);
    expect(terms["BG-17[2]/BT-86"]).toBeUndefined();
    expect(terms["BT-83"]).toEqual(["REF 42"]);
  });

  it("a tender reference (type 50, BT-17) apart from a supporting document with its attachment (BG-24)", () => {
    expect(terms["BT-17"]).toEqual(["TENDER-3"]);
    expect(terms["BG-24[1]/BT-122"]).toEqual(["TS-1"]);
    expect(terms["BG-24[1]/BT-123"]).toEqual(["Timesheet"]);
    expect(terms["BG-24[1]/BT-125-1"]).toEqual(["text/csv"]);
    expect(terms["BG-24[1]/BT-125-2"]).toEqual(["ts.csv"]);
    // "aGVs\nbG8=" is "aGVsbG8=" once the line break is dropped: 8 characters.
    expect(terms["BG-24[1]/BT-125"]![0]).toMatch(/^8 chars, sha256 [0-9a-f]{16}$/);
    expect(terms["BG-24[2]/BT-122"]).toBeUndefined();
  });

  it("VAT breakdown (BG-23) with the tax point date code (BT-8), totals with BT-114 zero", () => {
    expect(terms["BG-23[1]/BT-116"]).toEqual(["60"]);
    expect(terms["BG-23[1]/BT-117"]).toEqual(["15"]);
    expect(terms["BG-23[1]/BT-119"]).toEqual(["25"]);
    expect(terms["BT-8"]).toEqual(["5"]);
    expect(terms["BT-110"]).toEqual(["15"]);
    expect(terms["BT-111"]).toBeUndefined();
    expect(terms["BT-114"]).toEqual(["0"]);
    expect(terms["BT-112"]).toEqual(["75"]);
  });

  it("the line's gross price (BT-148), price discount (BT-147), net price and base quantity (BT-146, BT-149/150), item attributes (BG-32)", () => {
    expect(terms["BG-25[1]/BT-126"]).toEqual(["1"]);
    expect(terms["BG-25[1]/BT-129"]).toEqual(["4"]);
    expect(terms["BG-25[1]/BT-130"]).toEqual(["C62"]);
    expect(terms["BG-25[1]/BT-148"]).toEqual(["16"]);
    expect(terms["BG-25[1]/BT-147"]).toEqual(["1"]);
    expect(terms["BG-25[1]/BT-146"]).toEqual(["15"]);
    expect(terms["BG-25[1]/BT-149"]).toEqual(["1"]);
    expect(terms["BG-25[1]/BT-150"]).toEqual(["C62"]);
    expect(terms["BG-25[1]/BT-151"]).toEqual(["S"]);
    expect(terms["BG-25[1]/BT-157-1"]).toEqual(["0160"]);
    expect(terms["BG-25[1]/BG-32[1]/BT-160"]).toEqual(["Colour"]);
    // The gross price's allowance is the price discount, not a line allowance (BG-27).
    expect(terms["BG-25[1]/BG-27[1]/BT-136"]).toBeUndefined();
  });
});

describe("comparison", () => {
  const base = extractBusinessTerms(UBL_INVOICE).terms;

  it("an invoice compared with itself differs in nothing", () => {
    expect(compareTerms(base, base).differences).toEqual([]);
  });

  it("a second payment means dropped is BG-16[2]/BT-81 and BG-17[2]/BT-84, BT-85 lost", () => {
    const written = extractBusinessTerms(UBL_INVOICE.replace(/<cac:PaymentMeans>\s*<cbc:PaymentMeansCode>58[\s\S]*?<\/cac:PaymentMeans>/, "")).terms;
    expect(compareTerms(base, written).differences).toEqual([
      { term: "BG-16[2]/BT-81", before: ["58"], after: undefined },
      { term: "BG-17[2]/BT-84", before: ["DE75512108001245126199"], after: undefined },
      { term: "BG-17[2]/BT-85", before: ["Seller AS"], after: undefined },
    ]);
  });

  it("amounts written with other decimals are equal; a changed amount is not", () => {
    expect(compareTerms(base, extractBusinessTerms(UBL_INVOICE.replace(">131.00<", ">131<")).terms).differences).toEqual([]);
    expect(compareTerms(base, extractBusinessTerms(UBL_INVOICE.replace(">131.00<", ">131.01<")).terms).differences).toEqual([{ term: "BT-115", before: ["131"], after: ["131.01"] }]);
  });

  it("item attributes in another order are the same attributes (BG-32 has no order); notes in another order are not", () => {
    const swapped = UBL_INVOICE.replace(
      "<cac:AdditionalItemProperty><cbc:Name>Colour</cbc:Name><cbc:Value>Red</cbc:Value></cac:AdditionalItemProperty>\n      <cac:AdditionalItemProperty><cbc:Name>Size</cbc:Name><cbc:Value>L</cbc:Value></cac:AdditionalItemProperty>",
      "<cac:AdditionalItemProperty><cbc:Name>Size</cbc:Name><cbc:Value>L</cbc:Value></cac:AdditionalItemProperty><cac:AdditionalItemProperty><cbc:Name>Colour</cbc:Name><cbc:Value>Red</cbc:Value></cac:AdditionalItemProperty>",
    );
    expect(swapped).not.toBe(UBL_INVOICE);
    expect(compareTerms(base, extractBusinessTerms(swapped).terms).differences).toEqual([]);
    const notesSwapped = UBL_INVOICE.replace("<cbc:Note>Thank you</cbc:Note>", "").replace("<cbc:Note>#AAI#", "<cbc:Note>Thank you</cbc:Note><cbc:Note>#AAI#");
    expect(compareTerms(base, extractBusinessTerms(notesSwapped).terms).differences.map((d) => d.term).sort()).toEqual(["BG-1[1]/BT-21", "BG-1[1]/BT-22", "BG-1[2]/BT-21", "BG-1[2]/BT-22"]);
  });

  it("canonical order renumbers only unordered groups, by content", () => {
    expect(inCanonicalOrder({ "BG-23[1]/BT-118": ["Z"], "BG-23[2]/BT-118": ["S"], "BG-16[1]/BT-81": ["58"], "BG-16[2]/BT-81": ["30"] })).toEqual({
      "BG-23[2]/BT-118": ["Z"],
      "BG-23[1]/BT-118": ["S"],
      "BG-16[1]/BT-81": ["58"],
      "BG-16[2]/BT-81": ["30"],
    });
  });

  it("excuses a VAT number written without its separators, and a base quantity of 1 left out; not a different VAT number or base quantity", () => {
    const normalisedVat = extractBusinessTerms(UBL_INVOICE.replace("<cbc:CompanyID>DE123456789</cbc:CompanyID>", "<cbc:CompanyID>de 123.456.789</cbc:CompanyID>")).terms;
    const excused = compareTerms(base, normalisedVat);
    expect(excused.differences).toEqual([]);
    expect(excused.excused.map((d) => d.term)).toEqual(["BT-63"]);
    const otherVat = extractBusinessTerms(UBL_INVOICE.replace("<cbc:CompanyID>DE123456789</cbc:CompanyID>", "<cbc:CompanyID>DE123456780</cbc:CompanyID>")).terms;
    expect(compareTerms(base, otherVat).differences.map((d) => d.term)).toEqual(["BT-63"]);

    const noBase = extractBusinessTerms(UBL_INVOICE.replace('<cbc:BaseQuantity unitCode="C62">1</cbc:BaseQuantity>', "")).terms;
    expect(compareTerms(base, noBase).differences).toEqual([]);
    const twelve = UBL_INVOICE.replace('<cbc:BaseQuantity unitCode="C62">1</cbc:BaseQuantity>', '<cbc:BaseQuantity unitCode="C62">12</cbc:BaseQuantity>');
    expect(compareTerms(extractBusinessTerms(twelve).terms, noBase).differences.map((d) => d.term)).toEqual(["BG-25[1]/BT-149", "BG-25[1]/BT-150"]);
  });
});
