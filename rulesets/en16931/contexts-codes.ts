/**
 * Where EN 16931's code-list rules (BR-CL-*) are checked, per syntax: the
 * contexts of the official code patterns (UBL "Codesmodel", CII
 * "EN16931-Codes"), each with its order there. Within a pattern only the
 * first context that selects a node checks it, as in the official rule set.
 * (BR-CL-08 in UBL sits in the model pattern: see contexts.ts.)
 */
import { context, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, CII_NAMESPACES, isElement, ubl, UBL_NAMESPACES } from "../common/syntax.ts";

export const UBL_CODES = "Codesmodel";
export const CII_CODES = "EN16931-Codes";

const { cac, cbc } = UBL_NAMESPACES;
const { ram, rsm } = CII_NAMESPACES;

/** An element's parent, when the node is an element that has one. */
const parentOf = (n: XMLNode): XMLElement | undefined => (n.kind === "element" ? n.parent : undefined);

/** Whether an element has an attribute (no namespace) of that name. */
const hasAttribute = (n: XMLNode, local: string): boolean => n.kind === "element" && n.attributes.some((a) => a.ns === "" && a.local === local);

/** Whether an element has an ancestor `ns:local`. */
function hasAncestor(n: XMLNode, ns: string, local: string): boolean {
  for (let el = parentOf(n); el; el = el.parent) if (isElement(el, ns, local)) return true;
  return false;
}

/** Whether the node is `ns:local` and its parent one of `parents` (all in `parentNs`). */
function childOf(n: XMLNode, ns: string, local: string, parentNs: string, ...parents: string[]): boolean {
  const parent = parentOf(n);
  return isElement(n, ns, local) && parent !== undefined && parents.some((p) => isElement(parent, parentNs, p));
}

/**
 * XPath's normalize-space exactly: only space, tab, CR and LF are whitespace
 * (String.prototype.trim would also drop no-break and other Unicode spaces,
 * which XPath keeps and which then make a code unknown).
 */
export function xpathNormalizeSpace(text: string | undefined): string {
  if (text === undefined) return "";
  let s = text.replace(/[ \t\r\n]+/g, " ");
  if (s.startsWith(" ")) s = s.slice(1);
  if (s.endsWith(" ")) s = s.slice(0, -1);
  return s;
}

/**
 * A text cast to xs:boolean: "true"/"1" or "false"/"0", whitespace around
 * collapsed; undefined when the cast fails (the official pattern then does
 * not select the node).
 */
export function xsBoolean(text: string): boolean | undefined {
  const t = xpathNormalizeSpace(text);
  if (t === "true" || t === "1") return true;
  if (t === "false" || t === "0") return false;
  return undefined;
}

/** UBL `cac:AllowanceCharge[cbc:ChargeIndicator = <value>]`: some ChargeIndicator casts to that boolean. */
const ublChargeIndicatorIs = (allowanceCharge: XMLElement, value: boolean): boolean =>
  ubl.values(allowanceCharge, "cbc:ChargeIndicator").some((t) => xsBoolean(t) === value);

/** CII `ram:SpecifiedTradeAllowanceCharge[ram:ChargeIndicator/udt:Indicator = <value>]`: some Indicator casts to that boolean. */
const ciiChargeIndicatorIs = (allowanceCharge: XMLElement, value: boolean): boolean =>
  cii.values(allowanceCharge, "ram:ChargeIndicator/udt:Indicator").some((t) => xsBoolean(t) === value);

/** A UBL AllowanceChargeReasonCode whose AllowanceCharge's indicator is `value`. */
const ublReasonCodeOf = (n: XMLNode, value: boolean): boolean => {
  const parent = parentOf(n);
  return isElement(n, cbc, "AllowanceChargeReasonCode") && parent !== undefined && isElement(parent, cac, "AllowanceCharge") && ublChargeIndicatorIs(parent, value);
};

/** A CII ReasonCode whose SpecifiedTradeAllowanceCharge's indicator is `value`. */
const ciiReasonCodeOf = (n: XMLNode, value: boolean): boolean => {
  const parent = parentOf(n);
  return isElement(n, ram, "ReasonCode") && parent !== undefined && isElement(parent, ram, "SpecifiedTradeAllowanceCharge") && ciiChargeIndicatorIs(parent, value);
};

/** A UBL document reference's ID with a schemeID, the reference having a DocumentTypeCode exactly "130". */
const invoicedObjectId = (n: XMLNode): boolean => {
  const parent = parentOf(n);
  return (
    childOf(n, cbc, "ID", cac, "AdditionalDocumentReference", "DocumentReference") &&
    hasAttribute(n, "schemeID") &&
    ubl.values(parent!, "cbc:DocumentTypeCode").includes("130")
  );
};

/** The UBL amount elements whose currencyID BR-CL-03 checks. */
export const UBL_AMOUNTS: readonly string[] = [
  "Amount",
  "BaseAmount",
  "PriceAmount",
  "TaxAmount",
  "TaxableAmount",
  "LineExtensionAmount",
  "TaxExclusiveAmount",
  "TaxInclusiveAmount",
  "AllowanceTotalAmount",
  "ChargeTotalAmount",
  "PrepaidAmount",
  "PayableRoundingAmount",
  "PayableAmount",
];

/** Contexts of the UBL code pattern, by what they select. */
export const ublCodes = {
  /** The Invoice type code (BT-3): an InvoiceTypeCode or a CreditNoteTypeCode, anywhere. */
  typeCode: context(UBL_CODES, 1, ["InvoiceTypeCode", "CreditNoteTypeCode"], (n) => isElement(n, cbc, "InvoiceTypeCode") || isElement(n, cbc, "CreditNoteTypeCode")),
  /** Every amount element of the list above (their currencyID), anywhere. */
  amount: context(UBL_CODES, 2, UBL_AMOUNTS, (n) => n.kind === "element" && n.ns === cbc && UBL_AMOUNTS.includes(n.local)),
  /** The Invoice currency code (BT-5). */
  documentCurrencyCode: context(UBL_CODES, 3, ["DocumentCurrencyCode"], (n) => isElement(n, cbc, "DocumentCurrencyCode")),
  /** The VAT accounting currency code (BT-6). */
  taxCurrencyCode: context(UBL_CODES, 4, ["TaxCurrencyCode"], (n) => isElement(n, cbc, "TaxCurrencyCode")),
  /** The Value added tax point date code (BT-8): an InvoicePeriod's DescriptionCode. */
  periodDescriptionCode: context(UBL_CODES, 5, ["DescriptionCode"], (n) => childOf(n, cbc, "DescriptionCode", cac, "InvoicePeriod")),
  /** The Invoiced object identifier (BT-18) with a scheme: a reference's ID whose DocumentTypeCode is "130". */
  invoicedObjectId: context(UBL_CODES, 6, ["ID"], invoicedObjectId),
  /** A party identifier (BT-29, BT-46, BT-60) with a scheme: a PartyIdentification's ID with a schemeID. */
  partyIdentifier: context(UBL_CODES, 7, ["ID"], (n) => childOf(n, cbc, "ID", cac, "PartyIdentification") && hasAttribute(n, "schemeID")),
  /** A legal registration identifier (BT-30, BT-47, BT-61) with a scheme: a PartyLegalEntity's CompanyID with a schemeID. */
  legalRegistrationId: context(UBL_CODES, 8, ["CompanyID"], (n) => childOf(n, cbc, "CompanyID", cac, "PartyLegalEntity") && hasAttribute(n, "schemeID")),
  /** An Item classification identifier (BT-158) with a listID. */
  itemClassificationCode: context(UBL_CODES, 9, ["ItemClassificationCode"], (n) => childOf(n, cbc, "ItemClassificationCode", cac, "CommodityClassification") && hasAttribute(n, "listID")),
  /** A country code (BT-40, BT-55, BT-69, BT-80): a Country's IdentificationCode. */
  countryCode: context(UBL_CODES, 10, ["IdentificationCode"], (n) => childOf(n, cbc, "IdentificationCode", cac, "Country")),
  /** The Item country of origin (BT-159): an OriginCountry's IdentificationCode. */
  originCountryCode: context(UBL_CODES, 11, ["IdentificationCode"], (n) => childOf(n, cbc, "IdentificationCode", cac, "OriginCountry")),
  /** The Payment means type code (BT-81). */
  paymentMeansCode: context(UBL_CODES, 12, ["PaymentMeansCode"], (n) => childOf(n, cbc, "PaymentMeansCode", cac, "PaymentMeans")),
  /** A VAT category code (BT-95, BT-102, BT-118): a TaxCategory's ID. */
  taxCategoryId: context(UBL_CODES, 13, ["ID"], (n) => childOf(n, cbc, "ID", cac, "TaxCategory")),
  /** The Invoiced item VAT category code (BT-151): a ClassifiedTaxCategory's ID. */
  classifiedTaxCategoryId: context(UBL_CODES, 14, ["ID"], (n) => childOf(n, cbc, "ID", cac, "ClassifiedTaxCategory")),
  /** An allowance reason code (BT-98, BT-140): of an AllowanceCharge whose ChargeIndicator is false. */
  allowanceReasonCode: context(UBL_CODES, 15, ["AllowanceChargeReasonCode"], (n) => ublReasonCodeOf(n, false)),
  /** A charge reason code (BT-105, BT-145): of an AllowanceCharge whose ChargeIndicator is true. */
  chargeReasonCode: context(UBL_CODES, 16, ["AllowanceChargeReasonCode"], (n) => ublReasonCodeOf(n, true)),
  /** The Item standard identifier (BT-157) with a scheme. */
  standardItemId: context(UBL_CODES, 17, ["ID"], (n) => childOf(n, cbc, "ID", cac, "StandardItemIdentification") && hasAttribute(n, "schemeID")),
  /** A VAT exemption reason code (BT-121), anywhere. */
  taxExemptionReasonCode: context(UBL_CODES, 18, ["TaxExemptionReasonCode"], (n) => isElement(n, cbc, "TaxExemptionReasonCode")),
  /** A quantity with a unitCode (BT-130, BT-150): Invoiced, Credited or Base quantity. */
  quantityUnit: context(UBL_CODES, 19, ["InvoicedQuantity", "BaseQuantity", "CreditedQuantity"], (n) => (isElement(n, cbc, "InvoicedQuantity") || isElement(n, cbc, "BaseQuantity") || isElement(n, cbc, "CreditedQuantity")) && hasAttribute(n, "unitCode")),
  /** An attached document (BT-125) with a mimeCode. */
  attachmentMimeCode: context(UBL_CODES, 20, ["EmbeddedDocumentBinaryObject"], (n) => isElement(n, cbc, "EmbeddedDocumentBinaryObject") && hasAttribute(n, "mimeCode")),
  /** An electronic address (BT-34, BT-49) with a schemeID. */
  endpointId: context(UBL_CODES, 21, ["EndpointID"], (n) => isElement(n, cbc, "EndpointID") && hasAttribute(n, "schemeID")),
  /** The Deliver to location identifier (BT-71) with a scheme. */
  deliveryLocationId: context(UBL_CODES, 22, ["ID"], (n) => childOf(n, cbc, "ID", cac, "DeliveryLocation") && hasAttribute(n, "schemeID")),
};

/** Contexts of the CII code pattern, by what they select. */
export const ciiCodes = {
  /** The Invoice type code (BT-3): the ExchangedDocument's TypeCode. */
  documentTypeCode: context(CII_CODES, 1, ["TypeCode"], (n) => childOf(n, ram, "TypeCode", rsm, "ExchangedDocument")),
  /** A TaxTotalAmount (BT-110, BT-111) with a currencyID. */
  taxTotalAmount: context(CII_CODES, 2, ["TaxTotalAmount"], (n) => isElement(n, ram, "TaxTotalAmount") && hasAttribute(n, "currencyID")),
  /** The Invoice currency code (BT-5). */
  invoiceCurrencyCode: context(CII_CODES, 3, ["InvoiceCurrencyCode"], (n) => isElement(n, ram, "InvoiceCurrencyCode")),
  /** The VAT accounting currency code (BT-6). */
  taxCurrencyCode: context(CII_CODES, 4, ["TaxCurrencyCode"], (n) => isElement(n, ram, "TaxCurrencyCode")),
  /** The Value added tax point date code (BT-8). */
  dueDateTypeCode: context(CII_CODES, 5, ["DueDateTypeCode"], (n) => isElement(n, ram, "DueDateTypeCode")),
  /** The Invoiced object identifier's scheme (BT-18-1). */
  referenceTypeCode: context(CII_CODES, 6, ["ReferenceTypeCode"], (n) => isElement(n, ram, "ReferenceTypeCode")),
  /** The Invoice note subject code (BT-21). */
  subjectCode: context(CII_CODES, 7, ["SubjectCode"], (n) => isElement(n, ram, "SubjectCode")),
  /** A party's global identifier with a schemeID, outside a product and the Deliver to party. */
  partyGlobalId: context(CII_CODES, 8, ["GlobalID"], (n) => isElement(n, ram, "GlobalID") && hasAttribute(n, "schemeID") && !hasAncestor(n, ram, "SpecifiedTradeProduct") && !hasAncestor(n, ram, "ShipToTradeParty")),
  /** Any ID with a schemeID outside a SpecifiedTaxRegistration (legal registration and other identifiers). */
  schemedId: context(CII_CODES, 9, ["ID"], (n) => isElement(n, ram, "ID") && hasAttribute(n, "schemeID") && !hasAncestor(n, ram, "SpecifiedTaxRegistration")),
  /** An Item classification identifier (BT-158) with a listID. */
  classCode: context(CII_CODES, 10, ["ClassCode"], (n) => isElement(n, ram, "ClassCode") && hasAttribute(n, "listID")),
  /** A country code (BT-40, BT-55, BT-69, BT-80). */
  countryId: context(CII_CODES, 11, ["CountryID"], (n) => isElement(n, ram, "CountryID")),
  /** The Item country of origin (BT-159). */
  originCountryId: context(CII_CODES, 12, ["ID"], (n) => childOf(n, ram, "ID", ram, "OriginTradeCountry")),
  /** The Payment means type code (BT-81). */
  paymentMeansTypeCode: context(CII_CODES, 13, ["TypeCode"], (n) => childOf(n, ram, "TypeCode", ram, "SpecifiedTradeSettlementPaymentMeans")),
  /** A document level allowance's or charge's VAT category code (BT-95, BT-102). */
  categoryTradeTaxCode: context(CII_CODES, 14, ["CategoryCode"], (n) => childOf(n, ram, "CategoryCode", ram, "CategoryTradeTax")),
  /** A VAT category code of the breakdown or a line (BT-118, BT-151). */
  applicableTradeTaxCode: context(CII_CODES, 15, ["CategoryCode"], (n) => childOf(n, ram, "CategoryCode", ram, "ApplicableTradeTax")),
  /** An allowance reason code (BT-98, BT-140): of an allowance whose indicator is false. */
  allowanceReasonCode: context(CII_CODES, 16, ["ReasonCode"], (n) => ciiReasonCodeOf(n, false)),
  /** A charge reason code (BT-105, BT-145): of a charge whose indicator is true. */
  chargeReasonCode: context(CII_CODES, 17, ["ReasonCode"], (n) => ciiReasonCodeOf(n, true)),
  /** The Item standard identifier (BT-157) with a schemeID. */
  productGlobalId: context(CII_CODES, 18, ["GlobalID"], (n) => childOf(n, ram, "GlobalID", ram, "SpecifiedTradeProduct") && hasAttribute(n, "schemeID")),
  /** A VAT exemption reason code (BT-121). */
  exemptionReasonCode: context(CII_CODES, 19, ["ExemptionReasonCode"], (n) => isElement(n, ram, "ExemptionReasonCode")),
  /** A quantity with a unitCode (BT-130, BT-150). */
  quantityUnit: context(CII_CODES, 20, ["BasisQuantity", "BilledQuantity"], (n) => (isElement(n, ram, "BasisQuantity") || isElement(n, ram, "BilledQuantity")) && hasAttribute(n, "unitCode")),
  /** An attached document (BT-125) with a mimeCode. */
  attachmentMimeCode: context(CII_CODES, 21, ["AttachmentBinaryObject"], (n) => isElement(n, ram, "AttachmentBinaryObject") && hasAttribute(n, "mimeCode")),
  /** An electronic address (BT-34, BT-49) with a schemeID. */
  uriId: context(CII_CODES, 22, ["URIID"], (n) => childOf(n, ram, "URIID", ram, "URIUniversalCommunication") && hasAttribute(n, "schemeID")),
  /** The Deliver to location identifier (BT-71) with a schemeID: a header ShipToTradeParty's GlobalID. */
  deliverToGlobalId: context(CII_CODES, 23, ["GlobalID"], (n) => {
    const party = parentOf(n);
    return childOf(n, ram, "GlobalID", ram, "ShipToTradeParty") && hasAttribute(n, "schemeID") && party!.parent !== undefined && isElement(party!.parent, ram, "ApplicableHeaderTradeDelivery");
  }),
};
