/**
 * Where EN 16931's code-list rules (BR-CL-*) are checked, per syntax: the
 * contexts of the official code patterns (UBL "Codesmodel", CII
 * "EN16931-Codes"), each with its order there. Within a pattern only the
 * first context that selects a node checks it, as in the official rule set.
 * (BR-CL-08 in UBL sits in the model pattern: see contexts.ts.)
 */
import { context, hasAncestor, hasAttribute, isElement, type XMLNode } from "../../engine/index.ts";
import { CII_NAMESPACES, isCac, isCbc, isRam, ubl, UBL_AMOUNTS, UBL_NAMESPACES } from "../common/syntax.ts";
import { ciiChargeIndicatorIs, ublChargeIndicatorIs } from "./contexts.ts";

export const UBL_CODES = "Codesmodel";
export const CII_CODES = "EN16931-Codes";

const { cac, cbc } = UBL_NAMESPACES;
const { ram, rsm } = CII_NAMESPACES;

/**
 * Whether the node is `ns:local` and its parent `parentNs:parent` (or
 * `parentNs:other`). Fixed parameters, not a rest list: the ID contexts ask
 * this of every ID of the document.
 */
function childOf(n: XMLNode, ns: string, local: string, parentNs: string, parent: string, other?: string): boolean {
  return isElement(n, ns, local) && (isElement(n.parent, parentNs, parent) || (other !== undefined && isElement(n.parent, parentNs, other)));
}

/** A UBL AllowanceChargeReasonCode whose AllowanceCharge's indicator is `value`. */
const ublReasonCodeOf = (n: XMLNode, value: boolean): boolean =>
  isCbc(n, "AllowanceChargeReasonCode") && isCac(n.parent, "AllowanceCharge") && ublChargeIndicatorIs(n.parent, value);

/** A CII ReasonCode whose SpecifiedTradeAllowanceCharge's indicator is `value`. */
const ciiReasonCodeOf = (n: XMLNode, value: boolean): boolean =>
  isRam(n, "ReasonCode") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && ciiChargeIndicatorIs(n.parent, value);

/** A UBL document reference's ID with a schemeID, the reference having a DocumentTypeCode exactly "130". */
const invoicedObjectId = (n: XMLNode): boolean =>
  childOf(n, cbc, "ID", cac, "AdditionalDocumentReference", "DocumentReference") && hasAttribute(n, "schemeID") && ubl.values(n.parent!, "cbc:DocumentTypeCode").includes("130");

/** Contexts of the UBL code pattern, by what they select. */
export const ublCodes = {
  /** The Invoice type code (BT-3): an InvoiceTypeCode or a CreditNoteTypeCode, anywhere. */
  typeCode: context(UBL_CODES, 1, ["InvoiceTypeCode", "CreditNoteTypeCode"], (n) => isCbc(n, "InvoiceTypeCode") || isCbc(n, "CreditNoteTypeCode")),
  /** Every amount element of the list above (their currencyID), anywhere. */
  amount: context(UBL_CODES, 2, UBL_AMOUNTS, (n) => n.kind === "element" && n.ns === cbc && UBL_AMOUNTS.includes(n.local)),
  /** The Invoice currency code (BT-5). */
  documentCurrencyCode: context(UBL_CODES, 3, ["DocumentCurrencyCode"], (n) => isCbc(n, "DocumentCurrencyCode")),
  /** The VAT accounting currency code (BT-6). */
  taxCurrencyCode: context(UBL_CODES, 4, ["TaxCurrencyCode"], (n) => isCbc(n, "TaxCurrencyCode")),
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
  taxExemptionReasonCode: context(UBL_CODES, 18, ["TaxExemptionReasonCode"], (n) => isCbc(n, "TaxExemptionReasonCode")),
  /** A quantity with a unitCode (BT-130, BT-150): Invoiced, Credited or Base quantity. */
  quantityUnit: context(UBL_CODES, 19, ["InvoicedQuantity", "BaseQuantity", "CreditedQuantity"], (n) => (isCbc(n, "InvoicedQuantity") || isCbc(n, "BaseQuantity") || isCbc(n, "CreditedQuantity")) && hasAttribute(n, "unitCode")),
  /** An attached document (BT-125) with a mimeCode. */
  attachmentMimeCode: context(UBL_CODES, 20, ["EmbeddedDocumentBinaryObject"], (n) => isCbc(n, "EmbeddedDocumentBinaryObject") && hasAttribute(n, "mimeCode")),
  /** An electronic address (BT-34, BT-49) with a schemeID. */
  endpointId: context(UBL_CODES, 21, ["EndpointID"], (n) => isCbc(n, "EndpointID") && hasAttribute(n, "schemeID")),
  /** The Deliver to location identifier (BT-71) with a scheme. */
  deliveryLocationId: context(UBL_CODES, 22, ["ID"], (n) => childOf(n, cbc, "ID", cac, "DeliveryLocation") && hasAttribute(n, "schemeID")),
};

/** Contexts of the CII code pattern, by what they select. */
export const ciiCodes = {
  /** The Invoice type code (BT-3): the ExchangedDocument's TypeCode. */
  documentTypeCode: context(CII_CODES, 1, ["TypeCode"], (n) => childOf(n, ram, "TypeCode", rsm, "ExchangedDocument")),
  /** A TaxTotalAmount (BT-110, BT-111) with a currencyID. */
  taxTotalAmount: context(CII_CODES, 2, ["TaxTotalAmount"], (n) => isRam(n, "TaxTotalAmount") && hasAttribute(n, "currencyID")),
  /** The Invoice currency code (BT-5). */
  invoiceCurrencyCode: context(CII_CODES, 3, ["InvoiceCurrencyCode"], (n) => isRam(n, "InvoiceCurrencyCode")),
  /** The VAT accounting currency code (BT-6). */
  taxCurrencyCode: context(CII_CODES, 4, ["TaxCurrencyCode"], (n) => isRam(n, "TaxCurrencyCode")),
  /** The Value added tax point date code (BT-8). */
  dueDateTypeCode: context(CII_CODES, 5, ["DueDateTypeCode"], (n) => isRam(n, "DueDateTypeCode")),
  /** The Invoiced object identifier's scheme (BT-18-1). */
  referenceTypeCode: context(CII_CODES, 6, ["ReferenceTypeCode"], (n) => isRam(n, "ReferenceTypeCode")),
  /** The Invoice note subject code (BT-21). */
  subjectCode: context(CII_CODES, 7, ["SubjectCode"], (n) => isRam(n, "SubjectCode")),
  /** A party's global identifier with a schemeID, outside a product and the Deliver to party. */
  partyGlobalId: context(CII_CODES, 8, ["GlobalID"], (n) => isRam(n, "GlobalID") && hasAttribute(n, "schemeID") && !hasAncestor(n, ram, "SpecifiedTradeProduct") && !hasAncestor(n, ram, "ShipToTradeParty")),
  /** Any ID with a schemeID outside a SpecifiedTaxRegistration (legal registration and other identifiers). */
  schemedId: context(CII_CODES, 9, ["ID"], (n) => isRam(n, "ID") && hasAttribute(n, "schemeID") && !hasAncestor(n, ram, "SpecifiedTaxRegistration")),
  /** An Item classification identifier (BT-158) with a listID. */
  classCode: context(CII_CODES, 10, ["ClassCode"], (n) => isRam(n, "ClassCode") && hasAttribute(n, "listID")),
  /** A country code (BT-40, BT-55, BT-69, BT-80). */
  countryId: context(CII_CODES, 11, ["CountryID"], (n) => isRam(n, "CountryID")),
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
  exemptionReasonCode: context(CII_CODES, 19, ["ExemptionReasonCode"], (n) => isRam(n, "ExemptionReasonCode")),
  /** A quantity with a unitCode (BT-130, BT-150). */
  quantityUnit: context(CII_CODES, 20, ["BasisQuantity", "BilledQuantity"], (n) => (isRam(n, "BasisQuantity") || isRam(n, "BilledQuantity")) && hasAttribute(n, "unitCode")),
  /** An attached document (BT-125) with a mimeCode. */
  attachmentMimeCode: context(CII_CODES, 21, ["AttachmentBinaryObject"], (n) => isRam(n, "AttachmentBinaryObject") && hasAttribute(n, "mimeCode")),
  /** An electronic address (BT-34, BT-49) with a schemeID. */
  uriId: context(CII_CODES, 22, ["URIID"], (n) => childOf(n, ram, "URIID", ram, "URIUniversalCommunication") && hasAttribute(n, "schemeID")),
  /** The Deliver to location identifier (BT-71) with a schemeID: a header ShipToTradeParty's GlobalID. */
  deliverToGlobalId: context(CII_CODES, 23, ["GlobalID"], (n) => childOf(n, ram, "GlobalID", ram, "ShipToTradeParty") && hasAttribute(n, "schemeID") && isRam(n.parent!.parent, "ApplicableHeaderTradeDelivery")),
};
