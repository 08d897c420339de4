/**
 * Where EN 16931's model rules are checked, per syntax: the contexts of the
 * official "model" patterns (UBL-model, EN16931-CII-Model), each with its
 * order there, so rules of several families that share a context are checked
 * together and, of two contexts that select the same node, only the first
 * does (as in the official rule set). Families import them from here.
 */
import { context, normalizeSpace } from "../../engine/index.ts";
import { cii, CII_NAMESPACES, isElement, ubl, UBL_NAMESPACES } from "../common/syntax.ts";
import { stringValue, type ContextDef, type XMLElement, type XMLNode } from "../../engine/index.ts";

export const UBL_MODEL = "UBL-model";
export const CII_MODEL = "EN16931-CII-Model";

/** Contexts of the UBL model pattern, by what they select. */
export const ublModel = {
  /** The document element: an Invoice or a CreditNote. */
  document: context(UBL_MODEL, 9, ["Invoice", "CreditNote"], (n) => n.kind === "element" && !n.parent && (isElement(n, UBL_NAMESPACES.ubl, "Invoice") || isElement(n, UBL_NAMESPACES.cn, "CreditNote"))),
  /** Each Additional supporting document (BG-24). */
  additionalDocumentReference: context(UBL_MODEL, 1, ["AdditionalDocumentReference"], (n) => isElement(n, UBL_NAMESPACES.cac, "AdditionalDocumentReference")),
  /** The Buyer electronic address (BT-49): the EndpointID of the Buyer's Party. */
  buyerEndpoint: context(UBL_MODEL, 2, ["EndpointID"], (n) => isElement(n, UBL_NAMESPACES.cbc, "EndpointID") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "Party") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "AccountingCustomerParty")),
  /** The Buyer postal address (BG-8). */
  buyerPostalAddress: context(UBL_MODEL, 3, ["PostalAddress"], (n) => isElement(n, UBL_NAMESPACES.cac, "PostalAddress") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "Party") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "AccountingCustomerParty")),
  /** The card's primary account number (BT-87) of a payment means. */
  cardAccountNumber: context(UBL_MODEL, 4, ["PrimaryAccountNumberID"], (n) => isElement(n, UBL_NAMESPACES.cbc, "PrimaryAccountNumberID") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "CardAccount") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "PaymentMeans")),
  /** The Deliver to address (BG-15). */
  deliverToAddress: context(UBL_MODEL, 5, ["Address"], (n) => isElement(n, UBL_NAMESPACES.cac, "Address") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "DeliveryLocation") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "Delivery")),
  /**
   * A Document level allowance (BG-20): an AllowanceCharge of the document
   * element with a ChargeIndicator that, cast to xs:boolean ("false" or "0",
   * spaces around allowed), is false. The indicators are cast in order until
   * one matches; a text that is no boolean met first fails the cast, and the
   * node is not selected.
   */
  documentAllowance: context(UBL_MODEL, 6, ["AllowanceCharge"], (n) => isElement(n, UBL_NAMESPACES.cac, "AllowanceCharge") && n.parent !== undefined && !n.parent.parent && (isElement(n.parent, UBL_NAMESPACES.ubl, "Invoice") || isElement(n.parent, UBL_NAMESPACES.cn, "CreditNote")) && ["false", "0"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "true" && v !== "1") ?? "")),
  /** A Document level charge (BG-21): as the allowance, with a ChargeIndicator that is true ("true" or "1"). */
  documentCharge: context(UBL_MODEL, 7, ["AllowanceCharge"], (n) => isElement(n, UBL_NAMESPACES.cac, "AllowanceCharge") && n.parent !== undefined && !n.parent.parent && (isElement(n.parent, UBL_NAMESPACES.ubl, "Invoice") || isElement(n.parent, UBL_NAMESPACES.cn, "CreditNote")) && ["true", "1"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "false" && v !== "0") ?? "")),
  /** The Document totals (BG-22). */
  legalMonetaryTotal: context(UBL_MODEL, 8, ["LegalMonetaryTotal"], (n) => isElement(n, UBL_NAMESPACES.cac, "LegalMonetaryTotal")),
  /** An Invoice line (BG-25): an InvoiceLine or a CreditNoteLine. */
  invoiceLine: context(UBL_MODEL, 10, ["InvoiceLine", "CreditNoteLine"], (n) => isElement(n, UBL_NAMESPACES.cac, "InvoiceLine") || isElement(n, UBL_NAMESPACES.cac, "CreditNoteLine")),
  /** An Invoice line allowance (BG-27): an AllowanceCharge of a line whose ChargeIndicator is false (cast as for the document level). */
  lineAllowance: context(UBL_MODEL, 11, ["AllowanceCharge"], (n) => isElement(n, UBL_NAMESPACES.cac, "AllowanceCharge") && n.parent !== undefined && (isElement(n.parent, UBL_NAMESPACES.cac, "InvoiceLine") || isElement(n.parent, UBL_NAMESPACES.cac, "CreditNoteLine")) && ["false", "0"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "true" && v !== "1") ?? "")),
  /** An Invoice line charge (BG-28): an AllowanceCharge of a line whose ChargeIndicator is true. */
  lineCharge: context(UBL_MODEL, 12, ["AllowanceCharge"], (n) => isElement(n, UBL_NAMESPACES.cac, "AllowanceCharge") && n.parent !== undefined && (isElement(n.parent, UBL_NAMESPACES.cac, "InvoiceLine") || isElement(n.parent, UBL_NAMESPACES.cac, "CreditNoteLine")) && ["true", "1"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "false" && v !== "0") ?? "")),
  /** The Invoice line period (BG-26): an InvoicePeriod of a line. */
  linePeriod: context(UBL_MODEL, 13, ["InvoicePeriod"], (n) => isElement(n, UBL_NAMESPACES.cac, "InvoicePeriod") && n.parent !== undefined && (isElement(n.parent, UBL_NAMESPACES.cac, "InvoiceLine") || isElement(n.parent, UBL_NAMESPACES.cac, "CreditNoteLine"))),
  /** Any other InvoicePeriod (the Invoicing period, BG-14); a line's is taken by linePeriod first. */
  invoicePeriod: context(UBL_MODEL, 14, ["InvoicePeriod"], (n) => isElement(n, UBL_NAMESPACES.cac, "InvoicePeriod")),
  /** Each Item attribute (BG-32). */
  additionalItemProperty: context(UBL_MODEL, 15, ["AdditionalItemProperty"], (n) => isElement(n, UBL_NAMESPACES.cac, "AdditionalItemProperty")),
  /** An Item classification identifier (BT-158) of a line's item. */
  lineItemClassificationCode: context(UBL_MODEL, 16, ["ItemClassificationCode"], (n) => isElement(n, UBL_NAMESPACES.cbc, "ItemClassificationCode") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "CommodityClassification") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "Item") && n.parent.parent.parent !== undefined && (isElement(n.parent.parent.parent, UBL_NAMESPACES.cac, "InvoiceLine") || isElement(n.parent.parent.parent, UBL_NAMESPACES.cac, "CreditNoteLine"))),
  /** An Item standard identifier (BT-157) of a line's item. */
  lineStandardItemId: context(UBL_MODEL, 17, ["ID"], (n) => isElement(n, UBL_NAMESPACES.cbc, "ID") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "StandardItemIdentification") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "Item") && n.parent.parent.parent !== undefined && (isElement(n.parent.parent.parent, UBL_NAMESPACES.cac, "InvoiceLine") || isElement(n.parent.parent.parent, UBL_NAMESPACES.cac, "CreditNoteLine"))),
  /** An Invoice note (BG-1): a Note of the document element. */
  documentNote: context(UBL_MODEL, 18, ["Note"], (n) => isElement(n, UBL_NAMESPACES.cbc, "Note") && n.parent !== undefined && !n.parent.parent && (isElement(n.parent, UBL_NAMESPACES.ubl, "Invoice") || isElement(n.parent, UBL_NAMESPACES.cn, "CreditNote"))),
  /** The Payee (BG-10). */
  payeeParty: context(UBL_MODEL, 19, ["PayeeParty"], (n) => isElement(n, UBL_NAMESPACES.cac, "PayeeParty")),
  /** The account of a credit transfer (BG-17): the PayeeFinancialAccount of a payment means whose code is exactly 30 or 58. */
  creditTransferAccount: context(UBL_MODEL, 20, ["PayeeFinancialAccount"], (n) => isElement(n, UBL_NAMESPACES.cac, "PayeeFinancialAccount") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "PaymentMeans") && ubl.values(n.parent, "cbc:PaymentMeansCode").some((code) => code === "30" || code === "58")),
  /** A Payment instruction (BG-16). */
  paymentMeans: context(UBL_MODEL, 21, ["PaymentMeans"], (n) => isElement(n, UBL_NAMESPACES.cac, "PaymentMeans")),
  /** A Preceding Invoice reference (BG-3). */
  billingReference: context(UBL_MODEL, 22, ["BillingReference"], (n) => isElement(n, UBL_NAMESPACES.cac, "BillingReference")),
  /** The Seller (BG-4): the AccountingSupplierParty. */
  supplierParty: context(UBL_MODEL, 23, ["AccountingSupplierParty"], (n) => isElement(n, UBL_NAMESPACES.cac, "AccountingSupplierParty")),
  /** The Seller electronic address (BT-34): the EndpointID of the Seller's Party. */
  sellerEndpoint: context(UBL_MODEL, 24, ["EndpointID"], (n) => isElement(n, UBL_NAMESPACES.cbc, "EndpointID") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "Party") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "AccountingSupplierParty")),
  /** The Seller postal address (BG-5). */
  sellerPostalAddress: context(UBL_MODEL, 25, ["PostalAddress"], (n) => isElement(n, UBL_NAMESPACES.cac, "PostalAddress") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "Party") && n.parent.parent !== undefined && isElement(n.parent.parent, UBL_NAMESPACES.cac, "AccountingSupplierParty")),
  /** The Seller tax representative party (BG-11). */
  taxRepresentativeParty: context(UBL_MODEL, 26, ["TaxRepresentativeParty"], (n) => isElement(n, UBL_NAMESPACES.cac, "TaxRepresentativeParty")),
  /** The Seller tax representative postal address (BG-12). */
  taxRepresentativeAddress: context(UBL_MODEL, 27, ["PostalAddress"], (n) => isElement(n, UBL_NAMESPACES.cac, "PostalAddress") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "TaxRepresentativeParty")),
  /** The document's TaxTotal (where the Invoice total VAT amount, BT-110, is): a TaxTotal of the document element. */
  documentTaxTotal: context(UBL_MODEL, 28, ["TaxTotal"], (n) => isElement(n, UBL_NAMESPACES.cac, "TaxTotal") && n.parent !== undefined && !n.parent.parent && (isElement(n.parent, UBL_NAMESPACES.ubl, "Invoice") || isElement(n.parent, UBL_NAMESPACES.cn, "CreditNote"))),
  /** A VAT breakdown (BG-23): a TaxSubtotal of a TaxTotal. */
  taxSubtotal: context(UBL_MODEL, 29, ["TaxSubtotal"], (n) => isElement(n, UBL_NAMESPACES.cac, "TaxSubtotal") && n.parent !== undefined && isElement(n.parent, UBL_NAMESPACES.cac, "TaxTotal")),
  /**
   * A party's VAT registration (where BT-31, BT-48 and BT-63 are): any PartyTaxScheme
   * with a TaxScheme whose ID, upper-cased and space-normalised, is "VAT".
   */
  vatPartyTaxScheme: context(UBL_MODEL, 30, ["PartyTaxScheme"], (n) => isElement(n, UBL_NAMESPACES.cac, "PartyTaxScheme") && ubl.elements(n, "cac:TaxScheme").some((scheme) => {
    const ids = ubl.values(scheme, "cbc:ID");
    return ids.length === 1 && normalizeSpace(ids[0]!.toUpperCase()) === "VAT";
  })),
  /** Per VAT category code, its breakdown, allowance, charge and line contexts (rules 31–66; see ublVatCategory below). */
  vatAE: ublVatCategory("AE", 31),
  vatE: ublVatCategory("E", 35),
  vatG: ublVatCategory("G", 39),
  vatK: ublVatCategory("K", 43),
  vatL: ublVatCategory("L", 47),
  vatM: ublVatCategory("M", 51),
  vatO: ublVatCategory("O", 55),
  vatS: ublVatCategory("S", 59),
  vatZ: ublVatCategory("Z", 63),
  // (contexts are added here by the families that use them, with their official order)
};

/** Contexts of the CII model pattern, by what they select. */
export const ciiModel = {
  /** The document element: a CrossIndustryInvoice. */
  document: context(CII_MODEL, 9, ["CrossIndustryInvoice"], (n) => n.kind === "element" && !n.parent && isElement(n, CII_NAMESPACES.rsm, "CrossIndustryInvoice")),
  /** Each classification of an item (holding the Item classification identifier, BT-158), wherever it is. */
  productClassification: context(CII_MODEL, 1, ["DesignatedProductClassification"], (n) => isElement(n, CII_NAMESPACES.ram, "DesignatedProductClassification")),
  /** Each Additional supporting document (BG-24). */
  additionalReferencedDocument: context(CII_MODEL, 2, ["AdditionalReferencedDocument"], (n) => isElement(n, CII_NAMESPACES.ram, "AdditionalReferencedDocument")),
  /** The Payment card information (BG-18). */
  financialCard: context(CII_MODEL, 3, ["ApplicableTradeSettlementFinancialCard"], (n) => isElement(n, CII_NAMESPACES.ram, "ApplicableTradeSettlementFinancialCard")),
  /** The account of a credit transfer (BG-17): the creditor account of a payment means whose TypeCode is exactly 30 or 58. */
  creditTransferAccount: context(CII_MODEL, 4, ["PayeePartyCreditorFinancialAccount"], (n) => isElement(n, CII_NAMESPACES.ram, "PayeePartyCreditorFinancialAccount") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTradeSettlementPaymentMeans") && cii.values(n.parent, "ram:TypeCode").some((code) => code === "30" || code === "58")),
  /** The header's delivery information (where the Deliver to address, BG-15, is). */
  headerDelivery: context(CII_MODEL, 5, ["ApplicableHeaderTradeDelivery"], (n) => isElement(n, CII_NAMESPACES.ram, "ApplicableHeaderTradeDelivery") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.rsm, "SupplyChainTradeTransaction") && n.parent.parent !== undefined && !n.parent.parent.parent && isElement(n.parent.parent, CII_NAMESPACES.rsm, "CrossIndustryInvoice")),
  /**
   * The ChargeIndicator of a Document level allowance (BG-20): of a header
   * SpecifiedTradeAllowanceCharge, with an Indicator whose text is exactly
   * "false". Rules on the allowance are checked (and reported) here.
   */
  documentAllowanceIndicator: context(CII_MODEL, 6, ["ChargeIndicator"], (n) => isElement(n, CII_NAMESPACES.ram, "ChargeIndicator") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTradeAllowanceCharge") && n.parent.parent !== undefined && isElement(n.parent.parent, CII_NAMESPACES.ram, "ApplicableHeaderTradeSettlement") && cii.values(n, "udt:Indicator").includes("false")),
  /** The ChargeIndicator of a Document level charge (BG-21): as the allowance's, with an Indicator that is exactly "true". */
  documentChargeIndicator: context(CII_MODEL, 7, ["ChargeIndicator"], (n) => isElement(n, CII_NAMESPACES.ram, "ChargeIndicator") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTradeAllowanceCharge") && n.parent.parent !== undefined && isElement(n.parent.parent, CII_NAMESPACES.ram, "ApplicableHeaderTradeSettlement") && cii.values(n, "udt:Indicator").includes("true")),
  /** The Document totals (BG-22). */
  monetarySummation: context(CII_MODEL, 8, ["SpecifiedTradeSettlementHeaderMonetarySummation"], (n) => isElement(n, CII_NAMESPACES.ram, "SpecifiedTradeSettlementHeaderMonetarySummation")),
  /** An Invoice line (BG-25). */
  lineItem: context(CII_MODEL, 10, ["IncludedSupplyChainTradeLineItem"], (n) => isElement(n, CII_NAMESPACES.ram, "IncludedSupplyChainTradeLineItem")),
  /** The ChargeIndicator of an Invoice line allowance (BG-27): of a line's SpecifiedTradeAllowanceCharge, Indicator exactly "false". */
  lineAllowanceIndicator: context(CII_MODEL, 11, ["ChargeIndicator"], (n) => isElement(n, CII_NAMESPACES.ram, "ChargeIndicator") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTradeAllowanceCharge") && n.parent.parent !== undefined && isElement(n.parent.parent, CII_NAMESPACES.ram, "SpecifiedLineTradeSettlement") && cii.values(n, "udt:Indicator").includes("false")),
  /** The ChargeIndicator of an Invoice line charge (BG-28): Indicator exactly "true". */
  lineChargeIndicator: context(CII_MODEL, 12, ["ChargeIndicator"], (n) => isElement(n, CII_NAMESPACES.ram, "ChargeIndicator") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTradeAllowanceCharge") && n.parent.parent !== undefined && isElement(n.parent.parent, CII_NAMESPACES.ram, "SpecifiedLineTradeSettlement") && cii.values(n, "udt:Indicator").includes("true")),
  /** The Invoice line period (BG-26). */
  linePeriod: context(CII_MODEL, 13, ["BillingSpecifiedPeriod"], (n) => isElement(n, CII_NAMESPACES.ram, "BillingSpecifiedPeriod") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedLineTradeSettlement")),
  /** The Invoicing period (BG-14). */
  invoicePeriod: context(CII_MODEL, 14, ["BillingSpecifiedPeriod"], (n) => isElement(n, CII_NAMESPACES.ram, "BillingSpecifiedPeriod") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "ApplicableHeaderTradeSettlement")),
  /** Each Item attribute (BG-32). */
  productCharacteristic: context(CII_MODEL, 15, ["ApplicableProductCharacteristic"], (n) => isElement(n, CII_NAMESPACES.ram, "ApplicableProductCharacteristic")),
  /** The Payee (BG-10). */
  payeeParty: context(CII_MODEL, 16, ["PayeeTradeParty"], (n) => isElement(n, CII_NAMESPACES.ram, "PayeeTradeParty")),
  /** A Payment instruction (BG-16). */
  paymentMeans: context(CII_MODEL, 17, ["SpecifiedTradeSettlementPaymentMeans"], (n) => isElement(n, CII_NAMESPACES.ram, "SpecifiedTradeSettlementPaymentMeans")),
  /** A Preceding Invoice reference (BG-3) of the header's settlement. */
  precedingInvoiceReference: context(CII_MODEL, 18, ["InvoiceReferencedDocument"], (n) => isElement(n, CII_NAMESPACES.ram, "InvoiceReferencedDocument") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "ApplicableHeaderTradeSettlement") && n.parent.parent !== undefined && isElement(n.parent.parent, CII_NAMESPACES.rsm, "SupplyChainTradeTransaction") && n.parent.parent.parent !== undefined && !n.parent.parent.parent.parent && isElement(n.parent.parent.parent, CII_NAMESPACES.rsm, "CrossIndustryInvoice")),
  /** The Seller (BG-4). */
  sellerParty: context(CII_MODEL, 19, ["SellerTradeParty"], (n) => isElement(n, CII_NAMESPACES.ram, "SellerTradeParty")),
  /** The Seller tax representative party (BG-11). */
  taxRepresentativeParty: context(CII_MODEL, 20, ["SellerTaxRepresentativeTradeParty"], (n) => isElement(n, CII_NAMESPACES.ram, "SellerTaxRepresentativeTradeParty")),
  /**
   * The Invoice total VAT amount (BT-110): a TaxTotalAmount of a header
   * monetary summation whose currencyID equals (exactly) one of the
   * document's InvoiceCurrencyCode texts (BT-5).
   */
  taxTotalInInvoiceCurrency: context(CII_MODEL, 21, ["TaxTotalAmount"], (n) => {
    if (!isElement(n, CII_NAMESPACES.ram, "TaxTotalAmount") || n.parent === undefined || !isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTradeSettlementHeaderMonetarySummation")) return false;
    const currency = cii.first(n, "@currencyID");
    return currency !== undefined && cii.values(n, "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceCurrencyCode").includes(currency);
  }),
  /** A VAT identifier (BT-31, BT-48, BT-63): the ID of a SpecifiedTaxRegistration whose schemeID is exactly "VA". */
  vatRegistrationId: context(CII_MODEL, 22, ["ID"], (n) => isElement(n, CII_NAMESPACES.ram, "ID") && n.parent !== undefined && isElement(n.parent, CII_NAMESPACES.ram, "SpecifiedTaxRegistration") && cii.first(n, "@schemeID") === "VA"),
  /**
   * A VAT breakdown (BG-23): an ApplicableTradeTax of the header's settlement.
   * The official pattern's earlier contexts for categories L, M and O (orders
   * 27, 31, 47) select such a node first when it sits in the
   * SupplyChainTradeTransaction, has a CategoryCode exactly "L", "M" or "O" and
   * a single TypeCode that upper-cased is "VAT"; those nodes are left out here
   * too, so that first-match holds even where those contexts carry no rule.
   */
  headerTradeTax: context(CII_MODEL, 59, ["ApplicableTradeTax"], (n) => {
    if (!isElement(n, CII_NAMESPACES.ram, "ApplicableTradeTax") || n.parent === undefined || !isElement(n.parent, CII_NAMESPACES.ram, "ApplicableHeaderTradeSettlement")) return false;
    const types = cii.values(n, "ram:TypeCode");
    const takenEarlier = n.parent.parent !== undefined && isElement(n.parent.parent, CII_NAMESPACES.rsm, "SupplyChainTradeTransaction") && types.length === 1 && types[0]!.toUpperCase() === "VAT" && cii.values(n, "ram:CategoryCode").some((code) => code === "L" || code === "M" || code === "O");
    return !takenEarlier;
  }),
  /**
   * Per VAT category code, its breakdown, line, allowance and charge contexts
   * (rules 23–58, in the official order, which differs between codes; see
   * ciiVatCategory below).
   */
  vatAE: ciiVatCategory("AE", "code", { breakdown: 23, allowance: 24, charge: 25, line: 26 }),
  vatL: ciiVatCategory("L", "tax", { breakdown: 27, line: 28, allowance: 29, charge: 30 }),
  vatM: ciiVatCategory("M", "tax", { breakdown: 31, line: 32, allowance: 33, charge: 34 }),
  vatE: ciiVatCategory("E", "code", { breakdown: 35, allowance: 36, charge: 37, line: 38 }),
  vatG: ciiVatCategory("G", "code", { breakdown: 39, allowance: 40, charge: 41, line: 42 }),
  vatK: ciiVatCategory("K", "code", { breakdown: 43, allowance: 44, charge: 45, line: 46 }),
  vatO: ciiVatCategory("O", "tax", { breakdown: 47, allowance: 48, charge: 49, line: 50 }),
  vatS: ciiVatCategory("S", "codeOfAnyType", { breakdown: 51, line: 52, allowance: 53, charge: 54 }),
  vatZ: ciiVatCategory("Z", "codeOfAnyType", { breakdown: 55, allowance: 56, charge: 57, line: 58 }),
  // (contexts are added here by the families that use them, with their official order)
};

void CII_NAMESPACES;

/** The contexts that check one VAT category code: its VAT breakdown, allowances, charges and invoice lines. */
export interface VatCategoryContexts {
  breakdown: ContextDef;
  allowance: ContextDef;
  charge: ContextDef;
  line: ContextDef;
}

/** A text cast to xs:boolean ("true", "false", "1", "0", whitespace around allowed); undefined when it is none (the cast fails). */
export function booleanOf(text: string): boolean | undefined {
  const t = text.trim();
  return t === "true" || t === "1" ? true : t === "false" || t === "0" ? false : undefined;
}

/** Whether a UBL element has a cac:TaxScheme whose ID, upper-cased and space-normalised, is "VAT". */
export function hasUblVatScheme(el: XMLElement): boolean {
  return ubl.elements(el, "cac:TaxScheme").some((scheme) => {
    const ids = ubl.values(scheme, "cbc:ID");
    // Several IDs make upper-case() fail in the official rules: no match.
    return ids.length <= 1 && normalizeSpace((ids[0] ?? "").toUpperCase()) === "VAT";
  });
}

/** Whether some cbc:ChargeIndicator of a UBL AllowanceCharge, cast to xs:boolean, is `value` (a text that is no boolean matches neither). */
export function ublChargeIndicatorIs(allowanceCharge: XMLElement, value: boolean): boolean {
  return ubl.values(allowanceCharge, "cbc:ChargeIndicator").some((text) => booleanOf(text) === value);
}

/** Whether some udt:Indicator of a CII allowance or charge's ChargeIndicator, cast to xs:boolean, is `value`. */
export function ciiChargeIndicatorIs(allowanceCharge: XMLElement, value: boolean): boolean {
  return cii.values(allowanceCharge, "ram:ChargeIndicator/udt:Indicator").some((text) => booleanOf(text) === value);
}

/** Whether a CII tax has a single TypeCode that upper-cased (not trimmed) is "VAT", as the official contexts ask. */
export function hasCiiVatType(tax: XMLElement): boolean {
  const types = cii.values(tax, "ram:TypeCode");
  return types.length === 1 && types[0]!.toUpperCase() === "VAT";
}

function elementIn(node: XMLNode | undefined, namespace: string, local: string): node is XMLElement {
  return node !== undefined && node.kind === "element" && node.ns === namespace && node.local === local;
}

/**
 * The four contexts of one VAT category code in UBL (UBL-model rules 31–66,
 * from `first` on): the code's VAT breakdown (BG-23: a TaxCategory of a
 * TaxSubtotal of the document's TaxTotal), the TaxCategory of an allowance
 * and of a charge (any AllowanceCharge, by its ChargeIndicator cast to a
 * boolean), and a line item's ClassifiedTaxCategory (BT-151). A category
 * counts when its single ID, space-normalised, is the code and its scheme VAT.
 */
function ublVatCategory(code: string, first: number): VatCategoryContexts {
  const cac = UBL_NAMESPACES.cac;
  const isCategory = (el: XMLElement): boolean => {
    const ids = ubl.values(el, "cbc:ID");
    return ids.length <= 1 && normalizeSpace(ids[0]) === code && hasUblVatScheme(el);
  };
  const ofAllowanceCharge = (charge: boolean) => (n: XMLNode): boolean =>
    elementIn(n, cac, "TaxCategory") && elementIn(n.parent, cac, "AllowanceCharge") && ublChargeIndicatorIs(n.parent, charge) && isCategory(n);
  return {
    breakdown: context(UBL_MODEL, first, ["TaxCategory"], (n) => {
      if (!elementIn(n, cac, "TaxCategory") || !elementIn(n.parent, cac, "TaxSubtotal")) return false;
      const total = n.parent.parent;
      return elementIn(total, cac, "TaxTotal") && total.parent !== undefined && !total.parent.parent && isCategory(n);
    }),
    allowance: context(UBL_MODEL, first + 1, ["TaxCategory"], ofAllowanceCharge(false)),
    charge: context(UBL_MODEL, first + 2, ["TaxCategory"], ofAllowanceCharge(true)),
    line: context(UBL_MODEL, first + 3, ["ClassifiedTaxCategory"], (n) => {
      if (!elementIn(n, cac, "ClassifiedTaxCategory") || !elementIn(n.parent, cac, "Item")) return false;
      const line = n.parent.parent;
      return (elementIn(line, cac, "InvoiceLine") || elementIn(line, cac, "CreditNoteLine")) && isCategory(n);
    }),
  };
}

/**
 * The four contexts of one VAT category code in CII (EN16931-CII-Model rules
 * 23–58). The breakdown (BG-23) is selected, as officially, either at its
 * CategoryCode ("code": the header settlement's ApplicableTradeTax in the
 * SupplyChainTradeTransaction, with a VAT TypeCode; "codeOfAnyType": in any
 * header settlement, whatever its TypeCode) or at the ApplicableTradeTax
 * itself ("tax"). Lines are a line settlement's ApplicableTradeTax,
 * allowances and charges a SpecifiedTradeAllowanceCharge's CategoryTradeTax,
 * each with the code among its CategoryCodes (compared exactly) and a VAT TypeCode.
 */
function ciiVatCategory(code: string, breakdownAt: "code" | "codeOfAnyType" | "tax", order: { breakdown: number; line: number; allowance: number; charge: number }): VatCategoryContexts {
  const { ram, rsm } = CII_NAMESPACES;
  const hasCode = (tax: XMLElement): boolean => cii.values(tax, "ram:CategoryCode").includes(code) && hasCiiVatType(tax);
  const ofAllowanceCharge = (charge: boolean) => (n: XMLNode): boolean =>
    elementIn(n, ram, "CategoryTradeTax") && elementIn(n.parent, ram, "SpecifiedTradeAllowanceCharge") && ciiChargeIndicatorIs(n.parent, charge) && hasCode(n);
  const breakdown =
    breakdownAt === "tax"
      ? (n: XMLNode): boolean =>
          elementIn(n, ram, "ApplicableTradeTax") && elementIn(n.parent, ram, "ApplicableHeaderTradeSettlement") && elementIn(n.parent.parent, rsm, "SupplyChainTradeTransaction") && hasCode(n)
      : (n: XMLNode): boolean => {
          if (!elementIn(n, ram, "CategoryCode") || stringValue(n) !== code || !elementIn(n.parent, ram, "ApplicableTradeTax")) return false;
          const settlement = n.parent.parent;
          if (!elementIn(settlement, ram, "ApplicableHeaderTradeSettlement")) return false;
          return breakdownAt === "codeOfAnyType" || (elementIn(settlement.parent, rsm, "SupplyChainTradeTransaction") && hasCiiVatType(n.parent));
        };
  return {
    breakdown: context(CII_MODEL, order.breakdown, [breakdownAt === "tax" ? "ApplicableTradeTax" : "CategoryCode"], breakdown),
    line: context(CII_MODEL, order.line, ["ApplicableTradeTax"], (n) => {
      if (!elementIn(n, ram, "ApplicableTradeTax") || !elementIn(n.parent, ram, "SpecifiedLineTradeSettlement")) return false;
      const line = n.parent.parent;
      return elementIn(line, ram, "IncludedSupplyChainTradeLineItem") && elementIn(line.parent, rsm, "SupplyChainTradeTransaction") && hasCode(n);
    }),
    allowance: context(CII_MODEL, order.allowance, ["CategoryTradeTax"], ofAllowanceCharge(false)),
    charge: context(CII_MODEL, order.charge, ["CategoryTradeTax"], ofAllowanceCharge(true)),
  };
}
