/**
 * Where XRechnung's own rules are checked, per syntax: the contexts of the
 * official patterns of KoSIT's schematron (ubl-pattern, ubl-extension-pattern,
 * ubl-cvd-pattern and their CII twins), each with its order there. The
 * extension and CVD contexts only select nodes of documents that claim the
 * extension or the CVD profile, as the official ones do through a variable.
 */
import { context, hasAncestor, hasAttribute, normalizeSpace, perDocument, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, ciiAt, CII_NAMESPACES, endsWith, isCac, isCbc, isCiiRoot, isRam, isUblInvoiceRoot, isUblLine, isUblRoot, ubl, ublAt, walkUp } from "../common/syntax.ts";

export const UBL_MAIN = "ubl-pattern";
export const UBL_EXTENSION = "ubl-extension-pattern";
export const UBL_CVD = "ubl-cvd-pattern";
export const CII_MAIN = "cii-pattern";
export const CII_EXTENSION = "cii-extension-pattern";
export const CII_CVD = "cii-cvd-pattern";

/** XRechnung 3.0's specification identifiers (BT-24): the CIUS, its extension, and the clean-vehicles (CVD) profile. */
export const XR_CIUS_ID = "urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0";
export const XR_EXTENSION_ID = `${XR_CIUS_ID}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_3.0`;
export const XR_CVD_ID = `${XR_CIUS_ID}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_0.9`;

/** The text nodes of an element (XPath's `text()`): its text before the first child and after each child. */
function textNodes(el: XMLElement): string[] {
  const out: string[] = [];
  if (el.text !== "") out.push(el.text);
  for (const child of el.children) if (child.tail !== "") out.push(child.tail);
  return out;
}

/** The document's specification identifier elements (BT-24), in either syntax. */
function customizationElements(root: XMLElement): XMLElement[] {
  if (isUblRoot(root)) return ubl.elements(root, "cbc:CustomizationID");
  if (isCiiRoot(root)) return cii.elements(root, "rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID");
  return [];
}

/** Whether the document claims XRechnung's extension: a text node of its BT-24 is exactly the extension's identifier. */
export const isExtension = perDocument((root) => customizationElements(root).some((el) => textNodes(el).includes(XR_EXTENSION_ID)));

/** Whether the document claims XRechnung's CVD profile: a text node of its BT-24 is exactly the CVD identifier. */
export const isCVD = perDocument((root) => customizationElements(root).some((el) => textNodes(el).includes(XR_CVD_ID)));

/** The normalized payment means code (BT-81) of a payment means element, as the contexts read it. */
const ublMeansCode = (node: XMLNode): string => normalizeSpace(ubl.first(node, "cbc:PaymentMeansCode"));
const ciiMeansCode = (node: XMLNode): string => normalizeSpace(cii.first(node, "ram:TypeCode"));

/**
 * Whether a node's parent has a local name: a quick first test for the
 * contexts on common names (ID), which most nodes fail here, before the
 * full path test with its namespace comparisons (of long URIs).
 */
const parentIs = (n: XMLNode, local: string): boolean => n.parent !== undefined && n.parent.local === local;

/** The UBL contexts of XRechnung's patterns. */
export const ublContexts = {
  document: context(UBL_MAIN, 1, ["Invoice", "CreditNote"], isUblRoot),
  externalReference: context(UBL_MAIN, 2, ["ExternalReference"], (n) => ublAt(n, "cac:AdditionalDocumentReference/cac:Attachment/cac:ExternalReference")),
  supplier: context(UBL_MAIN, 3, ["AccountingSupplierParty"], (n) => ublAt(n, "cac:AccountingSupplierParty")),
  supplierAddress: context(UBL_MAIN, 4, ["PostalAddress"], (n) => ublAt(n, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress")),
  supplierContact: context(UBL_MAIN, 5, ["Contact"], (n) => ublAt(n, "cac:AccountingSupplierParty/cac:Party/cac:Contact")),
  customerAddress: context(UBL_MAIN, 6, ["PostalAddress"], (n) => ublAt(n, "cac:AccountingCustomerParty/cac:Party/cac:PostalAddress")),
  deliveryAddress: context(UBL_MAIN, 7, ["Address"], (n) => ublAt(n, "cac:Delivery/cac:DeliveryLocation/cac:Address")),
  creditTransfer: context(UBL_MAIN, 8, ["PaymentMeans"], (n) => ublAt(n, "cac:PaymentMeans") && ["30", "58"].includes(ublMeansCode(n))),
  cardPayment: context(UBL_MAIN, 9, ["PaymentMeans"], (n) => ublAt(n, "cac:PaymentMeans") && ["48", "54", "55"].includes(ublMeansCode(n))),
  directDebit: context(UBL_MAIN, 10, ["PaymentMeans"], (n) => ublAt(n, "cac:PaymentMeans") && ublMeansCode(n) === "59"),
  taxSubtotal: context(UBL_MAIN, 11, ["TaxSubtotal"], (n) => ublAt(n, "cac:TaxTotal/cac:TaxSubtotal")),

  extAttachment: context(UBL_EXTENSION, 1, ["EmbeddedDocumentBinaryObject"], (n) => isCbc(n, "EmbeddedDocumentBinaryObject") && isExtension(n)),
  extInvoice: context(UBL_EXTENSION, 2, ["Invoice"], (n) => isUblInvoiceRoot(n) && isExtension(n)),
  extTotals: context(UBL_EXTENSION, 3, ["LegalMonetaryTotal"], (n) => isCac(n, "LegalMonetaryTotal") && isExtension(n)),
  extPartyId: context(UBL_EXTENSION, 4, ["ID"], (n) => parentIs(n, "PartyIdentification") && endsWith(n, "cac:PartyIdentification/cbc:ID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extLegalId: context(UBL_EXTENSION, 5, ["CompanyID"], (n) => parentIs(n, "PartyLegalEntity") && endsWith(n, "cac:PartyLegalEntity/cbc:CompanyID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extItemId: context(UBL_EXTENSION, 6, ["ID"], (n) => parentIs(n, "StandardItemIdentification") && endsWith(n, "cac:StandardItemIdentification/cbc:ID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extEndpoint: context(UBL_EXTENSION, 7, ["EndpointID"], (n) => isCbc(n, "EndpointID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extDeliveryLocation: context(UBL_EXTENSION, 8, ["ID"], (n) => parentIs(n, "DeliveryLocation") && endsWith(n, "cac:DeliveryLocation/cbc:ID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extPrepaid: context(UBL_EXTENSION, 9, ["PrepaidPayment"], (n) => endsWith(n, "cac:PrepaidPayment") && isUblInvoiceRoot(n.parent) && isExtension(n)),

  cvdDocument: context(UBL_CVD, 1, ["Invoice", "CreditNote"], (n) => isUblRoot(n) && isCVD(n)),
  cvdItem: context(UBL_CVD, 2, ["Item"], (n) => isCVD(n) && ublLineItem(n)),
  cvdClassification: context(UBL_CVD, 3, ["ItemClassificationCode"], (n) => {
    const item = walkUp(n, "cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode");
    return item !== undefined && ublLineItem(item) && isCVD(n);
  }),
  cvdAttribute: context(UBL_CVD, 4, ["AdditionalItemProperty"], (n) => {
    const item = walkUp(n, "cac:Item/cac:AdditionalItemProperty");
    return item !== undefined && ublLineItem(item) && ubl.values(n, "cbc:Name").includes("cva") && isCVD(n);
  }),
};

/** Whether the node is the item of an invoice line of an Invoice or a credit note line of a CreditNote, the document element. */
function ublLineItem(node: XMLNode): boolean {
  return isCac(node, "Item") && isUblLine(node.parent) && node.parent.parent!.parent === undefined;
}

const HEADER_AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
const HEADER_SETTLEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";
const LINE_PRODUCT = "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedTradeProduct";

/** The CII contexts of XRechnung's patterns. */
export const ciiContexts = {
  document: context(CII_MAIN, 1, ["CrossIndustryInvoice"], isCiiRoot),
  documentContext: context(CII_MAIN, 2, ["ExchangedDocumentContext"], (n) => ciiAt(n, "rsm:ExchangedDocumentContext")),
  seller: context(CII_MAIN, 3, ["SellerTradeParty"], (n) => ciiAt(n, `${HEADER_AGREEMENT}/ram:SellerTradeParty`)),
  sellerAddress: context(CII_MAIN, 4, ["PostalTradeAddress"], (n) => ciiAt(n, `${HEADER_AGREEMENT}/ram:SellerTradeParty/ram:PostalTradeAddress`)),
  sellerContact: context(CII_MAIN, 5, ["DefinedTradeContact"], (n) => ciiAt(n, `${HEADER_AGREEMENT}/ram:SellerTradeParty/ram:DefinedTradeContact`)),
  buyerAddress: context(CII_MAIN, 6, ["PostalTradeAddress"], (n) => ciiAt(n, `${HEADER_AGREEMENT}/ram:BuyerTradeParty/ram:PostalTradeAddress`)),
  externalDocument: context(
    CII_MAIN,
    7,
    ["AdditionalReferencedDocument"],
    (n) => ciiAt(n, `${HEADER_AGREEMENT}/ram:AdditionalReferencedDocument`) && cii.values(n, "ram:TypeCode").includes("916"),
  ),
  deliveryAddress: context(CII_MAIN, 8, ["PostalTradeAddress"], (n) =>
    ciiAt(n, "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/ram:PostalTradeAddress"),
  ),
  creditTransfer: context(CII_MAIN, 9, ["SpecifiedTradeSettlementPaymentMeans"], (n) =>
    ciiAt(n, `${HEADER_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`) && ["30", "58"].includes(ciiMeansCode(n)),
  ),
  cardPayment: context(CII_MAIN, 10, ["SpecifiedTradeSettlementPaymentMeans"], (n) =>
    ciiAt(n, `${HEADER_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`) && ["48", "54", "55"].includes(ciiMeansCode(n)),
  ),
  directDebit: context(CII_MAIN, 11, ["SpecifiedTradeSettlementPaymentMeans"], (n) =>
    ciiAt(n, `${HEADER_SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`) && ciiMeansCode(n) === "59",
  ),
  headerTax: context(CII_MAIN, 12, ["ApplicableTradeTax"], (n) => ciiAt(n, `${HEADER_SETTLEMENT}/ram:ApplicableTradeTax`)),
  transaction: context(CII_MAIN, 13, ["SupplyChainTradeTransaction"], (n) => ciiAt(n, "rsm:SupplyChainTradeTransaction")),
  line: context(CII_MAIN, 14, ["IncludedSupplyChainTradeLineItem"], (n) => ciiAt(n, "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem")),

  // The profile first in the extension and CVD contexts: a document-wide flag, usually false, decides before a path is walked up.
  extLineDocument: context(CII_EXTENSION, 1, ["AssociatedDocumentLineDocument"], (n) =>
    isExtension(n) && ciiAt(n, "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:AssociatedDocumentLineDocument"),
  ),
  extGlobalId: context(CII_EXTENSION, 2, ["GlobalID"], (n) =>
    hasAttribute(n, "schemeID") &&
    isRam(n, "GlobalID") &&
    isExtension(n) &&
    !hasAncestor(n, CII_NAMESPACES.ram, "SpecifiedTradeProduct") &&
    !hasAncestor(n, CII_NAMESPACES.ram, "ShipToTradeParty"),
  ),
  extId: context(CII_EXTENSION, 3, ["ID"], (n) =>
    hasAttribute(n, "schemeID") && isRam(n, "ID") && isExtension(n) && !hasAncestor(n, CII_NAMESPACES.ram, "SpecifiedTaxRegistration"),
  ),
  extItemId: context(CII_EXTENSION, 4, ["GlobalID"], (n) => endsWith(n, "ram:SpecifiedTradeProduct/ram:GlobalID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extEndpoint: context(CII_EXTENSION, 5, ["URIID"], (n) => endsWith(n, "ram:URIUniversalCommunication/ram:URIID") && hasAttribute(n, "schemeID") && isExtension(n)),
  extDeliveryLocation: context(CII_EXTENSION, 6, ["GlobalID"], (n) =>
    endsWith(n, "ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/ram:GlobalID") && hasAttribute(n, "schemeID") && isExtension(n),
  ),
  extAttachment: context(CII_EXTENSION, 7, ["AttachmentBinaryObject"], (n) => isRam(n, "AttachmentBinaryObject") && isExtension(n)),

  cvdTransaction: context(CII_CVD, 1, ["SupplyChainTradeTransaction"], (n) => isCVD(n) && ciiAt(n, "rsm:SupplyChainTradeTransaction")),
  cvdProduct: context(CII_CVD, 2, ["SpecifiedTradeProduct"], (n) => isCVD(n) && ciiAt(n, LINE_PRODUCT)),
  cvdClassification: context(CII_CVD, 3, ["ClassCode"], (n) => isCVD(n) && ciiAt(n, `${LINE_PRODUCT}/ram:DesignatedProductClassification/ram:ClassCode`)),
  cvdCharacteristic: context(CII_CVD, 4, ["ApplicableProductCharacteristic"], (n) =>
    ciiAt(n, `${LINE_PRODUCT}/ram:ApplicableProductCharacteristic`) && cii.values(n, "ram:Description").includes("cva") && isCVD(n),
  ),
  cvdAgreement: context(CII_CVD, 5, ["ApplicableHeaderTradeAgreement"], (n) => ciiAt(n, HEADER_AGREEMENT) && isCVD(n)),
};
