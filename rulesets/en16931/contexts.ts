/**
 * Where EN 16931's model rules are checked, per syntax: the contexts of the
 * official "model" patterns (UBL-model, EN16931-CII-Model), each with its
 * order there, so rules of several families that share a context are checked
 * together and, of two contexts that select the same node, only the first
 * does (as in the official rule set). Families import them from here.
 */
import { booleanOf, context, normalizeSpace, perElement, single, stringValue, type ContextDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { cii, isCac, isCbc, isCiiRoot, isRam, isRsm, isUblRoot, ubl } from "../common/syntax.ts";

export const UBL_MODEL = "UBL-model";
export const CII_MODEL = "EN16931-CII-Model";

/** Contexts of the UBL model pattern, by what they select. */
export const ublModel = {
  /** The document element: an Invoice or a CreditNote. */
  document: context(UBL_MODEL, 9, ["Invoice", "CreditNote"], isUblRoot),
  /** Each Additional supporting document (BG-24). */
  additionalDocumentReference: context(UBL_MODEL, 1, ["AdditionalDocumentReference"], (n) => isCac(n, "AdditionalDocumentReference")),
  /** The Buyer electronic address (BT-49): the EndpointID of the Buyer's Party. */
  buyerEndpoint: context(UBL_MODEL, 2, ["EndpointID"], (n) => isCbc(n, "EndpointID") && isCac(n.parent, "Party") && isCac(n.parent.parent, "AccountingCustomerParty")),
  /** The Buyer postal address (BG-8). */
  buyerPostalAddress: context(UBL_MODEL, 3, ["PostalAddress"], (n) => isCac(n, "PostalAddress") && isCac(n.parent, "Party") && isCac(n.parent.parent, "AccountingCustomerParty")),
  /** The card's primary account number (BT-87) of a payment means. */
  cardAccountNumber: context(UBL_MODEL, 4, ["PrimaryAccountNumberID"], (n) => isCbc(n, "PrimaryAccountNumberID") && isCac(n.parent, "CardAccount") && isCac(n.parent.parent, "PaymentMeans")),
  /** The Deliver to address (BG-15). */
  deliverToAddress: context(UBL_MODEL, 5, ["Address"], (n) => isCac(n, "Address") && isCac(n.parent, "DeliveryLocation") && isCac(n.parent.parent, "Delivery")),
  /**
   * A Document level allowance (BG-20): an AllowanceCharge of the document
   * element with a ChargeIndicator that, cast to xs:boolean ("false" or "0",
   * spaces around allowed), is false. The indicators are cast in order until
   * one matches; a text that is no boolean met first fails the cast, and the
   * node is not selected.
   */
  documentAllowance: context(UBL_MODEL, 6, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && isUblRoot(n.parent) && ["false", "0"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "true" && v !== "1") ?? "")),
  /** A Document level charge (BG-21): as the allowance, with a ChargeIndicator that is true ("true" or "1"). */
  documentCharge: context(UBL_MODEL, 7, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && isUblRoot(n.parent) && ["true", "1"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "false" && v !== "0") ?? "")),
  /** The Document totals (BG-22). */
  legalMonetaryTotal: context(UBL_MODEL, 8, ["LegalMonetaryTotal"], (n) => isCac(n, "LegalMonetaryTotal")),
  /** An Invoice line (BG-25): an InvoiceLine or a CreditNoteLine. */
  invoiceLine: context(UBL_MODEL, 10, ["InvoiceLine", "CreditNoteLine"], (n) => isCac(n, "InvoiceLine") || isCac(n, "CreditNoteLine")),
  /** An Invoice line allowance (BG-27): an AllowanceCharge of a line whose ChargeIndicator is false (cast as for the document level). */
  lineAllowance: context(UBL_MODEL, 11, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && (isCac(n.parent, "InvoiceLine") || isCac(n.parent, "CreditNoteLine")) && ["false", "0"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "true" && v !== "1") ?? "")),
  /** An Invoice line charge (BG-28): an AllowanceCharge of a line whose ChargeIndicator is true. */
  lineCharge: context(UBL_MODEL, 12, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && (isCac(n.parent, "InvoiceLine") || isCac(n.parent, "CreditNoteLine")) && ["true", "1"].includes(ubl.values(n, "cbc:ChargeIndicator").map(normalizeSpace).find((v) => v !== "false" && v !== "0") ?? "")),
  /** The Invoice line period (BG-26): an InvoicePeriod of a line. */
  linePeriod: context(UBL_MODEL, 13, ["InvoicePeriod"], (n) => isCac(n, "InvoicePeriod") && (isCac(n.parent, "InvoiceLine") || isCac(n.parent, "CreditNoteLine"))),
  /** Any other InvoicePeriod (the Invoicing period, BG-14); a line's is taken by linePeriod first. */
  invoicePeriod: context(UBL_MODEL, 14, ["InvoicePeriod"], (n) => isCac(n, "InvoicePeriod")),
  /** Each Item attribute (BG-32). */
  additionalItemProperty: context(UBL_MODEL, 15, ["AdditionalItemProperty"], (n) => isCac(n, "AdditionalItemProperty")),
  /** An Item classification identifier (BT-158) of a line's item. */
  lineItemClassificationCode: context(UBL_MODEL, 16, ["ItemClassificationCode"], (n) => isCbc(n, "ItemClassificationCode") && isCac(n.parent, "CommodityClassification") && isCac(n.parent.parent, "Item") && (isCac(n.parent.parent.parent, "InvoiceLine") || isCac(n.parent.parent.parent, "CreditNoteLine"))),
  /** An Item standard identifier (BT-157) of a line's item. */
  lineStandardItemId: context(UBL_MODEL, 17, ["ID"], (n) => isCbc(n, "ID") && isCac(n.parent, "StandardItemIdentification") && isCac(n.parent.parent, "Item") && (isCac(n.parent.parent.parent, "InvoiceLine") || isCac(n.parent.parent.parent, "CreditNoteLine"))),
  /** An Invoice note (BG-1): a Note of the document element. */
  documentNote: context(UBL_MODEL, 18, ["Note"], (n) => isCbc(n, "Note") && isUblRoot(n.parent)),
  /** The Payee (BG-10). */
  payeeParty: context(UBL_MODEL, 19, ["PayeeParty"], (n) => isCac(n, "PayeeParty")),
  /** The account of a credit transfer (BG-17): the PayeeFinancialAccount of a payment means whose code is exactly 30 or 58. */
  creditTransferAccount: context(UBL_MODEL, 20, ["PayeeFinancialAccount"], (n) => isCac(n, "PayeeFinancialAccount") && isCac(n.parent, "PaymentMeans") && ubl.values(n.parent, "cbc:PaymentMeansCode").some((code) => code === "30" || code === "58")),
  /** A Payment instruction (BG-16). */
  paymentMeans: context(UBL_MODEL, 21, ["PaymentMeans"], (n) => isCac(n, "PaymentMeans")),
  /** A Preceding Invoice reference (BG-3). */
  billingReference: context(UBL_MODEL, 22, ["BillingReference"], (n) => isCac(n, "BillingReference")),
  /** The Seller (BG-4): the AccountingSupplierParty. */
  supplierParty: context(UBL_MODEL, 23, ["AccountingSupplierParty"], (n) => isCac(n, "AccountingSupplierParty")),
  /** The Seller electronic address (BT-34): the EndpointID of the Seller's Party. */
  sellerEndpoint: context(UBL_MODEL, 24, ["EndpointID"], (n) => isCbc(n, "EndpointID") && isCac(n.parent, "Party") && isCac(n.parent.parent, "AccountingSupplierParty")),
  /** The Seller postal address (BG-5). */
  sellerPostalAddress: context(UBL_MODEL, 25, ["PostalAddress"], (n) => isCac(n, "PostalAddress") && isCac(n.parent, "Party") && isCac(n.parent.parent, "AccountingSupplierParty")),
  /** The Seller tax representative party (BG-11). */
  taxRepresentativeParty: context(UBL_MODEL, 26, ["TaxRepresentativeParty"], (n) => isCac(n, "TaxRepresentativeParty")),
  /** The Seller tax representative postal address (BG-12). */
  taxRepresentativeAddress: context(UBL_MODEL, 27, ["PostalAddress"], (n) => isCac(n, "PostalAddress") && isCac(n.parent, "TaxRepresentativeParty")),
  /** The document's TaxTotal (where the Invoice total VAT amount, BT-110, is): a TaxTotal of the document element. */
  documentTaxTotal: context(UBL_MODEL, 28, ["TaxTotal"], (n) => isCac(n, "TaxTotal") && isUblRoot(n.parent)),
  /** A VAT breakdown (BG-23): a TaxSubtotal of a TaxTotal. */
  taxSubtotal: context(UBL_MODEL, 29, ["TaxSubtotal"], (n) => isCac(n, "TaxSubtotal") && isCac(n.parent, "TaxTotal")),
  /**
   * A party's VAT registration (where BT-31, BT-48 and BT-63 are): any PartyTaxScheme
   * with a TaxScheme whose ID, upper-cased and space-normalised, is "VAT".
   */
  vatPartyTaxScheme: context(UBL_MODEL, 30, ["PartyTaxScheme"], (n) => isCac(n, "PartyTaxScheme") && ubl.elements(n, "cac:TaxScheme").some((scheme) => {
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
  document: context(CII_MODEL, 9, ["CrossIndustryInvoice"], isCiiRoot),
  /** Each classification of an item (holding the Item classification identifier, BT-158), wherever it is. */
  productClassification: context(CII_MODEL, 1, ["DesignatedProductClassification"], (n) => isRam(n, "DesignatedProductClassification")),
  /** Each Additional supporting document (BG-24). */
  additionalReferencedDocument: context(CII_MODEL, 2, ["AdditionalReferencedDocument"], (n) => isRam(n, "AdditionalReferencedDocument")),
  /** The Payment card information (BG-18). */
  financialCard: context(CII_MODEL, 3, ["ApplicableTradeSettlementFinancialCard"], (n) => isRam(n, "ApplicableTradeSettlementFinancialCard")),
  /** The account of a credit transfer (BG-17): the creditor account of a payment means whose TypeCode is exactly 30 or 58. */
  creditTransferAccount: context(CII_MODEL, 4, ["PayeePartyCreditorFinancialAccount"], (n) => isRam(n, "PayeePartyCreditorFinancialAccount") && isRam(n.parent, "SpecifiedTradeSettlementPaymentMeans") && cii.values(n.parent, "ram:TypeCode").some((code) => code === "30" || code === "58")),
  /** The header's delivery information (where the Deliver to address, BG-15, is). */
  headerDelivery: context(CII_MODEL, 5, ["ApplicableHeaderTradeDelivery"], (n) => isRam(n, "ApplicableHeaderTradeDelivery") && isRsm(n.parent, "SupplyChainTradeTransaction") && isCiiRoot(n.parent.parent)),
  /**
   * The ChargeIndicator of a Document level allowance (BG-20): of a header
   * SpecifiedTradeAllowanceCharge, with an Indicator whose text is exactly
   * "false". Rules on the allowance are checked (and reported) here.
   */
  documentAllowanceIndicator: context(CII_MODEL, 6, ["ChargeIndicator"], (n) => isRam(n, "ChargeIndicator") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && isRam(n.parent.parent, "ApplicableHeaderTradeSettlement") && cii.values(n, "udt:Indicator").includes("false")),
  /** The ChargeIndicator of a Document level charge (BG-21): as the allowance's, with an Indicator that is exactly "true". */
  documentChargeIndicator: context(CII_MODEL, 7, ["ChargeIndicator"], (n) => isRam(n, "ChargeIndicator") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && isRam(n.parent.parent, "ApplicableHeaderTradeSettlement") && cii.values(n, "udt:Indicator").includes("true")),
  /** The Document totals (BG-22). */
  monetarySummation: context(CII_MODEL, 8, ["SpecifiedTradeSettlementHeaderMonetarySummation"], (n) => isRam(n, "SpecifiedTradeSettlementHeaderMonetarySummation")),
  /** An Invoice line (BG-25). */
  lineItem: context(CII_MODEL, 10, ["IncludedSupplyChainTradeLineItem"], (n) => isRam(n, "IncludedSupplyChainTradeLineItem")),
  /** The ChargeIndicator of an Invoice line allowance (BG-27): of a line's SpecifiedTradeAllowanceCharge, Indicator exactly "false". */
  lineAllowanceIndicator: context(CII_MODEL, 11, ["ChargeIndicator"], (n) => isRam(n, "ChargeIndicator") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && isRam(n.parent.parent, "SpecifiedLineTradeSettlement") && cii.values(n, "udt:Indicator").includes("false")),
  /** The ChargeIndicator of an Invoice line charge (BG-28): Indicator exactly "true". */
  lineChargeIndicator: context(CII_MODEL, 12, ["ChargeIndicator"], (n) => isRam(n, "ChargeIndicator") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && isRam(n.parent.parent, "SpecifiedLineTradeSettlement") && cii.values(n, "udt:Indicator").includes("true")),
  /** The Invoice line period (BG-26). */
  linePeriod: context(CII_MODEL, 13, ["BillingSpecifiedPeriod"], (n) => isRam(n, "BillingSpecifiedPeriod") && isRam(n.parent, "SpecifiedLineTradeSettlement")),
  /** The Invoicing period (BG-14). */
  invoicePeriod: context(CII_MODEL, 14, ["BillingSpecifiedPeriod"], (n) => isRam(n, "BillingSpecifiedPeriod") && isRam(n.parent, "ApplicableHeaderTradeSettlement")),
  /** Each Item attribute (BG-32). */
  productCharacteristic: context(CII_MODEL, 15, ["ApplicableProductCharacteristic"], (n) => isRam(n, "ApplicableProductCharacteristic")),
  /** The Payee (BG-10). */
  payeeParty: context(CII_MODEL, 16, ["PayeeTradeParty"], (n) => isRam(n, "PayeeTradeParty")),
  /** A Payment instruction (BG-16). */
  paymentMeans: context(CII_MODEL, 17, ["SpecifiedTradeSettlementPaymentMeans"], (n) => isRam(n, "SpecifiedTradeSettlementPaymentMeans")),
  /** A Preceding Invoice reference (BG-3) of the header's settlement. */
  precedingInvoiceReference: context(CII_MODEL, 18, ["InvoiceReferencedDocument"], (n) => isRam(n, "InvoiceReferencedDocument") && isRam(n.parent, "ApplicableHeaderTradeSettlement") && isRsm(n.parent.parent, "SupplyChainTradeTransaction") && isCiiRoot(n.parent.parent.parent)),
  /** The Seller (BG-4). */
  sellerParty: context(CII_MODEL, 19, ["SellerTradeParty"], (n) => isRam(n, "SellerTradeParty")),
  /** The Seller tax representative party (BG-11). */
  taxRepresentativeParty: context(CII_MODEL, 20, ["SellerTaxRepresentativeTradeParty"], (n) => isRam(n, "SellerTaxRepresentativeTradeParty")),
  /**
   * The Invoice total VAT amount (BT-110): a TaxTotalAmount of a header
   * monetary summation whose currencyID equals (exactly) one of the
   * document's InvoiceCurrencyCode texts (BT-5).
   */
  taxTotalInInvoiceCurrency: context(CII_MODEL, 21, ["TaxTotalAmount"], (n) => {
    if (!isRam(n, "TaxTotalAmount") || n.parent === undefined || !isRam(n.parent, "SpecifiedTradeSettlementHeaderMonetarySummation")) return false;
    const currency = cii.first(n, "@currencyID");
    return currency !== undefined && cii.values(n, "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceCurrencyCode").includes(currency);
  }),
  /** A VAT identifier (BT-31, BT-48, BT-63): the ID of a SpecifiedTaxRegistration whose schemeID is exactly "VA". */
  vatRegistrationId: context(CII_MODEL, 22, ["ID"], (n) => isRam(n, "ID") && isRam(n.parent, "SpecifiedTaxRegistration") && cii.first(n, "@schemeID") === "VA"),
  /**
   * A VAT breakdown (BG-23): an ApplicableTradeTax of the header's settlement.
   * The official pattern's earlier contexts for categories L, M and O (orders
   * 27, 31, 47) select such a node first when it sits in the
   * SupplyChainTradeTransaction, has a CategoryCode exactly "L", "M" or "O" and
   * a single TypeCode that upper-cased is "VAT"; those nodes are left out here
   * too, so that first-match holds even where those contexts carry no rule.
   */
  headerTradeTax: context(CII_MODEL, 59, ["ApplicableTradeTax"], (n) => {
    if (!isRam(n, "ApplicableTradeTax") || n.parent === undefined || !isRam(n.parent, "ApplicableHeaderTradeSettlement")) return false;
    const types = cii.values(n, "ram:TypeCode");
    const takenEarlier = isRsm(n.parent.parent, "SupplyChainTradeTransaction") && types.length === 1 && types[0]!.toUpperCase() === "VAT" && cii.values(n, "ram:CategoryCode").some((code) => code === "L" || code === "M" || code === "O");
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

/** The contexts that check one VAT category code: its VAT breakdown, allowances, charges and invoice lines. */
export interface VatCategoryContexts {
  breakdown: ContextDef;
  allowance: ContextDef;
  charge: ContextDef;
  line: ContextDef;
}

/**
 * Whether a UBL element has a cac:TaxScheme whose ID, upper-cased and
 * space-normalised, is "VAT". Several IDs make upper-case() fail in the
 * official rules: in a context's condition that scheme does not match
 * ("noMatch"); in a rule's test it is an XPath error ("error", the rule does
 * not hold), raised when the scheme is reached.
 */
export function hasUblVatScheme(el: XMLElement, severalIds: "noMatch" | "error" = "noMatch"): boolean {
  return ubl.elements(el, "cac:TaxScheme").some((scheme) => {
    const ids = ubl.values(scheme, "cbc:ID");
    if (ids.length > 1 && severalIds === "noMatch") return false;
    return normalizeSpace(single(ids)?.toUpperCase()) === "VAT";
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

/**
 * A UBL category's code as the VAT category contexts compare it: its single
 * ID, space-normalised, when its scheme is VAT; undefined otherwise (several
 * IDs, or no VAT scheme). Read once per element: the contexts of all nine
 * codes ask it of every TaxCategory and ClassifiedTaxCategory.
 */
const ublVatCategoryCode = perElement((el: XMLElement): string | undefined => {
  const ids = ubl.values(el, "cbc:ID");
  return ids.length <= 1 && hasUblVatScheme(el) ? normalizeSpace(ids[0]) : undefined;
});

/**
 * The four contexts of one VAT category code in UBL (UBL-model rules 31–66,
 * from `first` on): the code's VAT breakdown (BG-23: a TaxCategory of a
 * TaxSubtotal of the document's TaxTotal), the TaxCategory of an allowance
 * and of a charge (any AllowanceCharge, by its ChargeIndicator cast to a
 * boolean), and a line item's ClassifiedTaxCategory (BT-151). A category
 * counts when its single ID, space-normalised, is the code and its scheme VAT.
 */
function ublVatCategory(code: string, first: number): VatCategoryContexts {
  const isCategory = (el: XMLElement): boolean => ublVatCategoryCode(el) === code;
  const ofAllowanceCharge = (charge: boolean) => (n: XMLNode): boolean =>
    isCac(n, "TaxCategory") && isCac(n.parent, "AllowanceCharge") && isCategory(n) && ublChargeIndicatorIs(n.parent, charge);
  return {
    breakdown: context(UBL_MODEL, first, ["TaxCategory"], (n) => {
      if (!isCac(n, "TaxCategory") || !isCac(n.parent, "TaxSubtotal")) return false;
      const total = n.parent.parent;
      return isCac(total, "TaxTotal") && total.parent !== undefined && !total.parent.parent && isCategory(n);
    }),
    allowance: context(UBL_MODEL, first + 1, ["TaxCategory"], ofAllowanceCharge(false)),
    charge: context(UBL_MODEL, first + 2, ["TaxCategory"], ofAllowanceCharge(true)),
    line: context(UBL_MODEL, first + 3, ["ClassifiedTaxCategory"], (n) => {
      if (!isCac(n, "ClassifiedTaxCategory") || !isCac(n.parent, "Item")) return false;
      const line = n.parent.parent;
      return (isCac(line, "InvoiceLine") || isCac(line, "CreditNoteLine")) && isCategory(n);
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
  const hasCode = (tax: XMLElement): boolean => cii.values(tax, "ram:CategoryCode").includes(code) && hasCiiVatType(tax);
  const ofAllowanceCharge = (charge: boolean) => (n: XMLNode): boolean =>
    isRam(n, "CategoryTradeTax") && isRam(n.parent, "SpecifiedTradeAllowanceCharge") && ciiChargeIndicatorIs(n.parent, charge) && hasCode(n);
  const breakdown =
    breakdownAt === "tax"
      ? (n: XMLNode): boolean =>
          isRam(n, "ApplicableTradeTax") && isRam(n.parent, "ApplicableHeaderTradeSettlement") && isRsm(n.parent.parent, "SupplyChainTradeTransaction") && hasCode(n)
      : (n: XMLNode): boolean => {
          if (!isRam(n, "CategoryCode") || stringValue(n) !== code || !isRam(n.parent, "ApplicableTradeTax")) return false;
          const settlement = n.parent.parent;
          if (!isRam(settlement, "ApplicableHeaderTradeSettlement")) return false;
          return breakdownAt === "codeOfAnyType" || (isRsm(settlement.parent, "SupplyChainTradeTransaction") && hasCiiVatType(n.parent));
        };
  return {
    breakdown: context(CII_MODEL, order.breakdown, [breakdownAt === "tax" ? "ApplicableTradeTax" : "CategoryCode"], breakdown),
    line: context(CII_MODEL, order.line, ["ApplicableTradeTax"], (n) => {
      if (!isRam(n, "ApplicableTradeTax") || !isRam(n.parent, "SpecifiedLineTradeSettlement")) return false;
      const line = n.parent.parent;
      return isRam(line, "IncludedSupplyChainTradeLineItem") && isRsm(line.parent, "SupplyChainTradeTransaction") && hasCode(n);
    }),
    allowance: context(CII_MODEL, order.allowance, ["CategoryTradeTax"], ofAllowanceCharge(false)),
    charge: context(CII_MODEL, order.charge, ["CategoryTradeTax"], ofAllowanceCharge(true)),
  };
}
