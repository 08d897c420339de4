/**
 * Where XRechnung's own rules are checked, per syntax: the contexts of the
 * official patterns of KoSIT's schematron (ubl-pattern, ubl-extension-pattern,
 * ubl-cvd-pattern and their CII twins), each with its order there. The
 * extension and CVD contexts only select nodes of documents that claim the
 * extension or the CVD profile, as the official ones do through a variable.
 */
import { context, normalizeSpace, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { CII_NAMESPACES, UBL_NAMESPACES, cii, ubl } from "../common/syntax.ts";

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

const NAMESPACES: Readonly<Record<string, string>> = { ...UBL_NAMESPACES, ...CII_NAMESPACES };

type Step = readonly [ns: string, local: string];

const parsedSteps = new Map<string, Step[]>();
/** `cac:A/cbc:B` as namespace and local name per step (paths are our constants, parsed once). */
function stepsOf(path: string): Step[] {
  let steps = parsedSteps.get(path);
  if (!steps) {
    steps = path.split("/").map((part) => {
      const [prefix, local] = part.split(":") as [string, string];
      const ns = NAMESPACES[prefix];
      if (ns === undefined) throw new Error(`path ${path}: prefix ${prefix} is not declared`);
      return [ns, local] as const;
    });
    parsedSteps.set(path, steps);
  }
  return steps;
}

/**
 * The element reached by walking up from `node` along `path` read backwards
 * (the node itself is the path's last step), or undefined when the node and
 * its ancestors do not carry those names.
 */
function walkUp(node: XMLNode, path: string): XMLElement | undefined {
  if (node.kind !== "element") return undefined;
  const steps = stepsOf(path);
  let el: XMLElement | undefined = node;
  for (let i = steps.length - 1; i >= 0; i--) {
    const [ns, local] = steps[i]!;
    if (!el || el.ns !== ns || el.local !== local) return undefined;
    if (i > 0) el = el.parent;
  }
  return el;
}

/** Whether the node ends the relative path `cac:A/cbc:B` (at any depth, as a Schematron context without `/`). */
export function endsWith(node: XMLNode, path: string): boolean {
  return walkUp(node, path) !== undefined;
}

/** Whether the element is a UBL document element (Invoice or CreditNote). */
export function isUblRoot(el: XMLElement | undefined): boolean {
  return (
    el !== undefined &&
    !el.parent &&
    ((el.ns === UBL_NAMESPACES.ubl && el.local === "Invoice") || (el.ns === UBL_NAMESPACES.cn && el.local === "CreditNote"))
  );
}

/** Whether the element is a UBL Invoice document element (not a credit note). */
export function isUblInvoiceRoot(el: XMLElement | undefined): boolean {
  return el !== undefined && !el.parent && el.ns === UBL_NAMESPACES.ubl && el.local === "Invoice";
}

/** Whether the element is a CII document element. */
export function isCiiRoot(el: XMLElement | undefined): boolean {
  return el !== undefined && !el.parent && el.ns === CII_NAMESPACES.rsm && el.local === "CrossIndustryInvoice";
}

/** Whether the node sits at `/ubl:Invoice/<path>` or `/cn:CreditNote/<path>`. */
export function ublAt(node: XMLNode, path: string): boolean {
  const top = walkUp(node, path);
  return top !== undefined && isUblRoot(top.parent);
}

/** Whether the node sits at `/rsm:CrossIndustryInvoice/<path>`. */
export function ciiAt(node: XMLNode, path: string): boolean {
  const top = walkUp(node, path);
  return top !== undefined && isCiiRoot(top.parent);
}

/** Whether some ancestor of the node has the namespace and local name. */
export function hasAncestor(node: XMLNode, ns: string, local: string): boolean {
  for (let el = node.parent; el; el = el.parent) if (el.ns === ns && el.local === local) return true;
  return false;
}

/** The text nodes of an element (XPath's `text()`): its text before the first child and after each child. */
function textNodes(el: XMLElement): string[] {
  const out: string[] = [];
  if (el.text !== "") out.push(el.text);
  for (const child of el.children) if (child.tail !== "") out.push(child.tail);
  return out;
}

function rootElement(node: XMLNode): XMLElement {
  let el: XMLElement = node.kind === "attribute" ? node.parent : node;
  while (el.parent) el = el.parent;
  return el;
}

/** Per document, a value computed once from its document element (a profile it claims, its currency), so nodes that ask cost nothing. */
export function perDocument<T>(compute: (root: XMLElement) => T): (node: XMLNode) => T {
  const cache = new WeakMap<XMLElement, { value: T }>();
  return (node) => {
    const root = rootElement(node);
    let entry = cache.get(root);
    if (!entry) cache.set(root, (entry = { value: compute(root) }));
    return entry.value;
  };
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

const isEl = (node: XMLNode, ns: string, local: string): node is XMLElement => node.kind === "element" && node.ns === ns && node.local === local;
const hasAttr = (node: XMLNode, local: string): boolean => node.kind === "element" && node.attributes.some((a) => a.local === local && a.ns === "");
/** The normalized payment means code (BT-81) of a payment means element, as the contexts read it. */
const ublMeansCode = (node: XMLNode): string => normalizeSpace(ubl.first(node, "cbc:PaymentMeansCode"));
const ciiMeansCode = (node: XMLNode): string => normalizeSpace(cii.first(node, "ram:TypeCode"));

/** The UBL contexts of XRechnung's patterns. */
export const ublContexts = {
  document: context(UBL_MAIN, 1, ["Invoice", "CreditNote"], (n) => n.kind === "element" && isUblRoot(n)),
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

  extAttachment: context(UBL_EXTENSION, 1, ["EmbeddedDocumentBinaryObject"], (n) => isEl(n, UBL_NAMESPACES.cbc, "EmbeddedDocumentBinaryObject") && isExtension(n)),
  extInvoice: context(UBL_EXTENSION, 2, ["Invoice"], (n) => n.kind === "element" && isUblInvoiceRoot(n) && isExtension(n)),
  extTotals: context(UBL_EXTENSION, 3, ["LegalMonetaryTotal"], (n) => isEl(n, UBL_NAMESPACES.cac, "LegalMonetaryTotal") && isExtension(n)),
  extPartyId: context(UBL_EXTENSION, 4, ["ID"], (n) => endsWith(n, "cac:PartyIdentification/cbc:ID") && hasAttr(n, "schemeID") && isExtension(n)),
  extLegalId: context(UBL_EXTENSION, 5, ["CompanyID"], (n) => endsWith(n, "cac:PartyLegalEntity/cbc:CompanyID") && hasAttr(n, "schemeID") && isExtension(n)),
  extItemId: context(UBL_EXTENSION, 6, ["ID"], (n) => endsWith(n, "cac:StandardItemIdentification/cbc:ID") && hasAttr(n, "schemeID") && isExtension(n)),
  extEndpoint: context(UBL_EXTENSION, 7, ["EndpointID"], (n) => isEl(n, UBL_NAMESPACES.cbc, "EndpointID") && hasAttr(n, "schemeID") && isExtension(n)),
  extDeliveryLocation: context(UBL_EXTENSION, 8, ["ID"], (n) => endsWith(n, "cac:DeliveryLocation/cbc:ID") && hasAttr(n, "schemeID") && isExtension(n)),
  extPrepaid: context(UBL_EXTENSION, 9, ["PrepaidPayment"], (n) => endsWith(n, "cac:PrepaidPayment") && isUblInvoiceRoot(n.kind === "element" ? n.parent : undefined) && isExtension(n)),

  cvdDocument: context(UBL_CVD, 1, ["Invoice", "CreditNote"], (n) => n.kind === "element" && isUblRoot(n) && isCVD(n)),
  cvdItem: context(UBL_CVD, 2, ["Item"], (n) => ublLineItem(n) && isCVD(n)),
  cvdClassification: context(UBL_CVD, 3, ["ItemClassificationCode"], (n) => {
    const item = walkUp(n, "cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode");
    return item !== undefined && ublLineItem(item) && isCVD(n);
  }),
  cvdAttribute: context(UBL_CVD, 4, ["AdditionalItemProperty"], (n) => {
    const item = walkUp(n, "cac:Item/cac:AdditionalItemProperty");
    return item !== undefined && ublLineItem(item) && ubl.values(n, "cbc:Name").includes("cva") && isCVD(n);
  }),
};

/** Whether the node is the item of an invoice line of an Invoice or a credit note line of a CreditNote. */
function ublLineItem(node: XMLNode): boolean {
  if (!isEl(node, UBL_NAMESPACES.cac, "Item")) return false;
  const line = node.parent;
  const root = line?.parent;
  if (!line || !root || root.parent || line.ns !== UBL_NAMESPACES.cac) return false;
  return (
    (line.local === "InvoiceLine" && root.ns === UBL_NAMESPACES.ubl && root.local === "Invoice") ||
    (line.local === "CreditNoteLine" && root.ns === UBL_NAMESPACES.cn && root.local === "CreditNote")
  );
}

const HEADER_AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
const HEADER_SETTLEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";
const LINE_PRODUCT = "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedTradeProduct";

/** The CII contexts of XRechnung's patterns. */
export const ciiContexts = {
  document: context(CII_MAIN, 1, ["CrossIndustryInvoice"], (n) => n.kind === "element" && isCiiRoot(n)),
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

  extLineDocument: context(CII_EXTENSION, 1, ["AssociatedDocumentLineDocument"], (n) =>
    ciiAt(n, "rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:AssociatedDocumentLineDocument") && isExtension(n),
  ),
  extGlobalId: context(CII_EXTENSION, 2, ["GlobalID"], (n) =>
    isEl(n, CII_NAMESPACES.ram, "GlobalID") &&
    hasAttr(n, "schemeID") &&
    isExtension(n) &&
    !hasAncestor(n, CII_NAMESPACES.ram, "SpecifiedTradeProduct") &&
    !hasAncestor(n, CII_NAMESPACES.ram, "ShipToTradeParty"),
  ),
  extId: context(CII_EXTENSION, 3, ["ID"], (n) =>
    isEl(n, CII_NAMESPACES.ram, "ID") && hasAttr(n, "schemeID") && isExtension(n) && !hasAncestor(n, CII_NAMESPACES.ram, "SpecifiedTaxRegistration"),
  ),
  extItemId: context(CII_EXTENSION, 4, ["GlobalID"], (n) => endsWith(n, "ram:SpecifiedTradeProduct/ram:GlobalID") && hasAttr(n, "schemeID") && isExtension(n)),
  extEndpoint: context(CII_EXTENSION, 5, ["URIID"], (n) => endsWith(n, "ram:URIUniversalCommunication/ram:URIID") && hasAttr(n, "schemeID") && isExtension(n)),
  extDeliveryLocation: context(CII_EXTENSION, 6, ["GlobalID"], (n) =>
    endsWith(n, "ram:ApplicableHeaderTradeDelivery/ram:ShipToTradeParty/ram:GlobalID") && hasAttr(n, "schemeID") && isExtension(n),
  ),
  extAttachment: context(CII_EXTENSION, 7, ["AttachmentBinaryObject"], (n) => isEl(n, CII_NAMESPACES.ram, "AttachmentBinaryObject") && isExtension(n)),

  cvdTransaction: context(CII_CVD, 1, ["SupplyChainTradeTransaction"], (n) => ciiAt(n, "rsm:SupplyChainTradeTransaction") && isCVD(n)),
  cvdProduct: context(CII_CVD, 2, ["SpecifiedTradeProduct"], (n) => ciiAt(n, LINE_PRODUCT) && isCVD(n)),
  cvdClassification: context(CII_CVD, 3, ["ClassCode"], (n) => ciiAt(n, `${LINE_PRODUCT}/ram:DesignatedProductClassification/ram:ClassCode`) && isCVD(n)),
  cvdCharacteristic: context(CII_CVD, 4, ["ApplicableProductCharacteristic"], (n) =>
    ciiAt(n, `${LINE_PRODUCT}/ram:ApplicableProductCharacteristic`) && cii.values(n, "ram:Description").includes("cva") && isCVD(n),
  ),
  cvdAgreement: context(CII_CVD, 5, ["ApplicableHeaderTradeAgreement"], (n) => ciiAt(n, HEADER_AGREEMENT) && isCVD(n)),
};
