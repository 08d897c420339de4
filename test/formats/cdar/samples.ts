/** A small CDV to read, and reading as the engine reads, for the CDAR tests. */
import { checkUntrustedXML, type ParsedXML } from "../../../index.ts";
import { cdarFormat } from "../../../formats/cdar/index.ts";
import { formatContext } from "../../support/formats.ts";

export const RSM = "urn:un:unece:uncefact:data:standard:CrossDomainAcknowledgementAndResponse:100";
const RAM = "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100";
const UDT = "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100";
const QDT = "urn:un:unece:uncefact:data:standard:QualifiedDataType:100";

/** Read as the engine reads: the XML checked first, then handed to the format. */
export function read(xml: string): ParsedXML {
  checkUntrustedXML(xml, "CDAR");
  return cdarFormat.fromXML(xml, formatContext);
}

/** A small CDV: by default a 212 (Encaissée) when `characteristic` is given, else a 205 (Approuvée); `entry` is the rest of the status entry beside the characteristic. */
export function cdv(options: { issued?: string; inner?: string; characteristic?: string; receipt?: string; entry?: string; code?: string } = {}): string {
  const { issued = "20250701151000", inner = "", characteristic = "", receipt = "20250701000000", entry = "" } = options;
  const code = options.code ?? (characteristic ? "212" : "205");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossDomainAcknowledgementAndResponse xmlns:rsm="${RSM}" xmlns:ram="${RAM}" xmlns:udt="${UDT}" xmlns:qdt="${QDT}">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn.cpro.gouv.fr:1p0:CDV:invoice</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument><ram:ID>CDV-1</ram:ID><ram:IssueDateTime><udt:DateTimeString format="204">${issued}</udt:DateTimeString></ram:IssueDateTime>
    <ram:IssuerTradeParty><ram:GlobalID schemeID="0002">200000008</ram:GlobalID><ram:Name>ACHETEUR</ram:Name><ram:RoleCode>BY</ram:RoleCode>${inner}</ram:IssuerTradeParty>
  </rsm:ExchangedDocument>
  <rsm:AcknowledgementDocument><ram:TypeCode>23</ram:TypeCode><ram:ReferenceReferencedDocument>
    <ram:IssuerAssignedID>F1</ram:IssuerAssignedID><ram:ReceiptDateTime><udt:DateTimeString format="204">${receipt}</udt:DateTimeString></ram:ReceiptDateTime>
    <ram:ProcessConditionCode>${code}</ram:ProcessConditionCode>
    <ram:IssuerTradeParty><ram:GlobalID schemeID="0002">100000009</ram:GlobalID></ram:IssuerTradeParty>
    ${characteristic ? `<ram:SpecifiedDocumentStatus>${entry}<ram:SpecifiedDocumentCharacteristic>${characteristic}</ram:SpecifiedDocumentCharacteristic></ram:SpecifiedDocumentStatus>` : ""}
  </ram:ReferenceReferencedDocument></rsm:AcknowledgementDocument>
</rsm:CrossDomainAcknowledgementAndResponse>`;
}
