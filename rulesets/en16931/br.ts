/** BR-01 … BR-65: the core business rules of EN 16931 (what an invoice must hold, per business term and group). */
import { attributeValue, dateInstant, doubleOf, dynamicError, guardedRules, normalizeSpace, single, someEqual, stringLength, type PathReader, type RuleDef, type XMLNode } from "../../engine/index.ts";
import { cii, ubl } from "../common/syntax.ts";
import { ciiModel, hasUblVatScheme, ublModel } from "./contexts.ts";

/** XPath's `normalize-space(x) != ''`: the value holds more than whitespace. */
const filled = (text: string | undefined): boolean => normalizeSpace(text) !== "";

/** `normalize-space(path) != ''` read from a node: the path selects one value with more than whitespace (none: false; several: an XPath error). */
const filledAt = (reader: PathReader, from: XMLNode, path: string): boolean => filled(single(reader.values(from, path)));

/**
 * XPath's `values >= 0` on untyped text: some value, cast to xs:double, is at
 * least zero (none: false). A text that is no number makes the comparison
 * raise an error when it is reached, taken as the rule not holding.
 */
function someNotNegative(values: readonly string[]): boolean {
  for (const value of values) {
    const number = doubleOf(value);
    if (number === undefined) return false;
    if (number >= 0) return true;
  }
  return false;
}

/**
 * UBL's period rule (BR-29, BR-30): when both a StartDate and an EndDate are
 * there, the end, cast to xs:date, is not before the start. More than one of
 * either, or a text that is no date, fails the cast: the rule does not hold.
 */
function ublPeriodInOrder(period: XMLNode): boolean {
  const starts = ubl.values(period, "cbc:StartDate");
  const ends = ubl.values(period, "cbc:EndDate");
  if (starts.length === 0 || ends.length === 0) return true;
  if (starts.length > 1 || ends.length > 1) return false;
  const start = dateInstant(starts[0]!);
  const end = dateInstant(ends[0]!);
  return start !== undefined && end !== undefined && end >= start;
}

/** The texts of a CII date's DateTimeString children whose format attribute is exactly 102. */
function format102(from: XMLNode, path: string): string[] {
  return cii
    .elements(from, `${path}/udt:DateTimeString`)
    .filter((el) => attributeValue(el, "format") === "102")
    .map((el) => cii.first(el, ".")!);
}

/**
 * CII's period rule (BR-29, BR-30): when both a start and an end are there,
 * some end date (format 102) is not before some start date. Both texts are
 * untyped, so XPath compares them as strings (code point order), which is the
 * date order for the YYYYMMDD of format 102; with no format-102 date on a side
 * the comparison is false.
 */
function ciiPeriodInOrder(period: XMLNode): boolean {
  if (!cii.exists(period, "ram:EndDateTime") || !cii.exists(period, "ram:StartDateTime")) return true;
  const starts = format102(period, "ram:StartDateTime");
  const ends = format102(period, "ram:EndDateTime");
  if (starts.length === 0 || ends.length === 0) return false;
  const earliestStart = starts.reduce((a, b) => (b < a ? b : a));
  return ends.some((end) => end >= earliestStart);
}

/** CII's scheme rules (BR-64, BR-65): the identifier's scheme attribute is not empty, or there is no identifier. */
const ciiSchemeOf = (from: XMLNode, owner: string, attribute: string): boolean => filledAt(cii, from, `${owner}/${attribute}`) || !cii.exists(from, owner);

/**
 * The first URIUniversalCommunication of a party (XPath's `[1]` on the step):
 * its URIID's schemeID must not be empty, when the party has an electronic address at all.
 */
function ciiEndpointHasScheme(root: XMLNode, party: string): boolean {
  const addresses = cii.elements(root, `${party}/ram:URIUniversalCommunication`);
  if (addresses.length === 0) return true;
  const schemes = addresses.filter((el) => el.position === 1).flatMap((el) => cii.values(el, "ram:URIID/@schemeID"));
  return filled(single(schemes));
}

/** The UBL TaxCategory children of a node that belong to the VAT scheme (a TaxScheme with several IDs: an XPath error). */
const underVat = (from: XMLNode): XMLNode[] => ubl.elements(from, "cac:TaxCategory").filter((category) => hasUblVatScheme(category, "error"));

/** CII: the trade taxes of a path whose TypeCode, upper-cased, is VAT (several TypeCodes: an error). */
const ciiVatTaxes = (from: XMLNode, path: string): XMLNode[] => cii.elements(from, path).filter((tax) => single(cii.values(tax, "ram:TypeCode"))?.toUpperCase() === "VAT");

const CII_AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
const CII_SETTLEMENT = "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";

export const brRules: RuleDef[] = guardedRules([
  {
    id: "BR-01",
    flag: "fatal",
    terms: ["BT-24"],
    description: "BR-01: an invoice must state the specification it follows (Specification identifier, BT-24).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cbc:CustomizationID") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, "rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID") },
    },
  },
  {
    id: "BR-02",
    flag: "fatal",
    terms: ["BT-1"],
    description: "BR-02: an invoice must carry its Invoice number (BT-1).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cbc:ID") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, "rsm:ExchangedDocument/ram:ID") },
    },
  },
  {
    id: "BR-03",
    flag: "fatal",
    terms: ["BT-2"],
    description: "BR-03: an invoice must carry its Invoice issue date (BT-2).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cbc:IssueDate") },
      cii: { context: ciiModel.document, test: (n) => filled(single(format102(n, "rsm:ExchangedDocument/ram:IssueDateTime"))) },
    },
  },
  {
    id: "BR-04",
    flag: "fatal",
    terms: ["BT-3"],
    description: "BR-04: an invoice must carry its Invoice type code (BT-3).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cbc:InvoiceTypeCode") || filledAt(ubl, n, "cbc:CreditNoteTypeCode") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, "rsm:ExchangedDocument/ram:TypeCode") },
    },
  },
  {
    id: "BR-05",
    flag: "fatal",
    terms: ["BT-5"],
    description: "BR-05: an invoice must carry its Invoice currency code (BT-5).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cbc:DocumentCurrencyCode") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:InvoiceCurrencyCode") },
    },
  },
  {
    id: "BR-06",
    flag: "fatal",
    terms: ["BT-27"],
    description: "BR-06: an invoice must name the Seller (Seller name, BT-27).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, `${CII_AGREEMENT}/ram:SellerTradeParty/ram:Name`) },
    },
  },
  {
    id: "BR-07",
    flag: "fatal",
    terms: ["BT-44"],
    description: "BR-07: an invoice must name the Buyer (Buyer name, BT-44).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => filledAt(ubl, n, "cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, `${CII_AGREEMENT}/ram:BuyerTradeParty/ram:Name`) },
    },
  },
  {
    id: "BR-08",
    flag: "fatal",
    terms: ["BG-5"],
    description: "BR-08: an invoice must hold the Seller postal address (BG-5).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => ubl.exists(n, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress") },
      cii: { context: ciiModel.document, test: (n) => cii.exists(n, `${CII_AGREEMENT}/ram:SellerTradeParty/ram:PostalTradeAddress`) },
    },
  },
  {
    id: "BR-09",
    flag: "fatal",
    terms: ["BG-5", "BT-40"],
    description: "BR-09: the Seller postal address (BG-5) must hold the Seller country code (BT-40).",
    bindings: {
      ubl: { context: ublModel.sellerPostalAddress, test: (n) => filledAt(ubl, n, "cac:Country/cbc:IdentificationCode") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, `${CII_AGREEMENT}/ram:SellerTradeParty/ram:PostalTradeAddress/ram:CountryID`) },
    },
  },
  {
    id: "BR-10",
    flag: "fatal",
    terms: ["BG-8"],
    description: "BR-10: an invoice must hold the Buyer postal address (BG-8).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => ubl.exists(n, "cac:AccountingCustomerParty/cac:Party/cac:PostalAddress") },
      cii: { context: ciiModel.document, test: (n) => cii.exists(n, `${CII_AGREEMENT}/ram:BuyerTradeParty/ram:PostalTradeAddress`) },
    },
  },
  {
    id: "BR-11",
    flag: "fatal",
    terms: ["BG-8", "BT-55"],
    description: "BR-11: the Buyer postal address (BG-8) must hold the Buyer country code (BT-55).",
    bindings: {
      ubl: { context: ublModel.buyerPostalAddress, test: (n) => filledAt(ubl, n, "cac:Country/cbc:IdentificationCode") },
      cii: { context: ciiModel.document, test: (n) => filledAt(cii, n, `${CII_AGREEMENT}/ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID`) },
    },
  },
  {
    id: "BR-12",
    flag: "fatal",
    terms: ["BT-106"],
    description: "BR-12: the document totals must give the Sum of Invoice line net amount (BT-106).",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: (n) => ubl.exists(n, "cbc:LineExtensionAmount") },
      cii: { context: ciiModel.monetarySummation, test: (n) => cii.exists(n, "ram:LineTotalAmount") },
    },
  },
  {
    id: "BR-13",
    flag: "fatal",
    terms: ["BT-109"],
    description: "BR-13: the document totals must give the Invoice total amount without VAT (BT-109).",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: (n) => ubl.exists(n, "cbc:TaxExclusiveAmount") },
      cii: { context: ciiModel.monetarySummation, test: (n) => cii.exists(n, "ram:TaxBasisTotalAmount") },
    },
  },
  {
    id: "BR-14",
    flag: "fatal",
    terms: ["BT-112"],
    description: "BR-14: the document totals must give the Invoice total amount with VAT (BT-112).",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: (n) => ubl.exists(n, "cbc:TaxInclusiveAmount") },
      cii: { context: ciiModel.monetarySummation, test: (n) => cii.exists(n, "ram:GrandTotalAmount") },
    },
  },
  {
    id: "BR-15",
    flag: "fatal",
    terms: ["BT-115"],
    description: "BR-15: the document totals must give the Amount due for payment (BT-115).",
    bindings: {
      ubl: { context: ublModel.legalMonetaryTotal, test: (n) => ubl.exists(n, "cbc:PayableAmount") },
      cii: { context: ciiModel.monetarySummation, test: (n) => cii.exists(n, "ram:DuePayableAmount") },
    },
  },
  {
    id: "BR-16",
    flag: "fatal",
    terms: ["BG-25"],
    description: "BR-16: an invoice must have at least one Invoice line (BG-25).",
    bindings: {
      ubl: { context: ublModel.document, test: (n) => ubl.exists(n, "cac:InvoiceLine") || ubl.exists(n, "cac:CreditNoteLine") },
      // CII looks for a line item anywhere in the document.
      cii: { context: ciiModel.document, test: (n) => cii.exists(n, "//ram:IncludedSupplyChainTradeLineItem") },
    },
  },
  {
    id: "BR-17",
    flag: "fatal",
    terms: ["BG-10", "BT-59", "BG-4"],
    description: "BR-17: a Payee (BG-10) that is not the Seller (BG-4) must be named (Payee name, BT-59); a Payee sharing the Seller's name or identifier breaks the rule.",
    bindings: {
      ubl: {
        context: ublModel.payeeParty,
        test: (n) =>
          ubl.exists(n, "cac:PartyName/cbc:Name") &&
          !someEqual(ubl.values(n, "cac:PartyName/cbc:Name"), ubl.values(n, "../cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name")) &&
          !someEqual(ubl.values(n, "cac:PartyIdentification/cbc:ID"), ubl.values(n, "../cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID")),
      },
      cii: {
        context: ciiModel.payeeParty,
        test: (n) =>
          cii.exists(n, "ram:Name") &&
          !someEqual(cii.values(n, "ram:Name"), cii.values(n, "../../ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty/ram:Name")) &&
          !someEqual(cii.values(n, "ram:ID"), cii.values(n, "../../ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty/ram:ID")) &&
          !someEqual(cii.values(n, "ram:SpecifiedLegalOrganization/ram:ID"), cii.values(n, "../../ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID")),
      },
    },
  },
  {
    id: "BR-18",
    flag: "fatal",
    terms: ["BG-11", "BT-62"],
    description: "BR-18: a Seller tax representative party (BG-11) must be named (Seller tax representative name, BT-62).",
    bindings: {
      ubl: { context: ublModel.taxRepresentativeParty, test: (n) => filledAt(ubl, n, "cac:PartyName/cbc:Name") },
      cii: { context: ciiModel.taxRepresentativeParty, test: (n) => filledAt(cii, n, "ram:Name") },
    },
  },
  {
    id: "BR-19",
    flag: "fatal",
    terms: ["BG-11", "BG-12"],
    description: "BR-19: a Seller tax representative party (BG-11) must have a postal address (BG-12).",
    bindings: {
      ubl: { context: ublModel.taxRepresentativeParty, test: (n) => ubl.exists(n, "cac:PostalAddress") },
      cii: { context: ciiModel.taxRepresentativeParty, test: (n) => cii.exists(n, "ram:PostalTradeAddress") },
    },
  },
  {
    id: "BR-20",
    flag: "fatal",
    terms: ["BG-12", "BT-69"],
    description: "BR-20: the Seller tax representative postal address (BG-12) must hold the Tax representative country code (BT-69).",
    bindings: {
      ubl: { context: ublModel.taxRepresentativeAddress, test: (n) => filledAt(ubl, n, "cac:Country/cbc:IdentificationCode") },
      cii: { context: ciiModel.taxRepresentativeParty, test: (n) => filledAt(cii, n, "ram:PostalTradeAddress/ram:CountryID") },
    },
  },
  {
    id: "BR-21",
    flag: "fatal",
    terms: ["BG-25", "BT-126"],
    description: "BR-21: each Invoice line (BG-25) must have an Invoice line identifier (BT-126).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => filledAt(ubl, n, "cbc:ID") },
      cii: { context: ciiModel.lineItem, test: (n) => filledAt(cii, n, "ram:AssociatedDocumentLineDocument/ram:LineID") },
    },
  },
  {
    id: "BR-22",
    flag: "fatal",
    terms: ["BG-25", "BT-129"],
    description: "BR-22: each Invoice line (BG-25) must have an Invoiced quantity (BT-129).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => ubl.exists(n, "cbc:InvoicedQuantity") || ubl.exists(n, "cbc:CreditedQuantity") },
      cii: { context: ciiModel.lineItem, test: (n) => cii.exists(n, "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity") },
    },
  },
  {
    id: "BR-23",
    flag: "fatal",
    terms: ["BG-25", "BT-130"],
    description: "BR-23: each Invoice line (BG-25) must give the Invoiced quantity unit of measure code (BT-130).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => ubl.exists(n, "cbc:InvoicedQuantity/@unitCode") || ubl.exists(n, "cbc:CreditedQuantity/@unitCode") },
      cii: { context: ciiModel.lineItem, test: (n) => cii.exists(n, "ram:SpecifiedLineTradeDelivery/ram:BilledQuantity/@unitCode") },
    },
  },
  {
    id: "BR-24",
    flag: "fatal",
    terms: ["BG-25", "BT-131"],
    description: "BR-24: each Invoice line (BG-25) must have an Invoice line net amount (BT-131).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => ubl.exists(n, "cbc:LineExtensionAmount") },
      cii: { context: ciiModel.lineItem, test: (n) => cii.exists(n, "ram:SpecifiedLineTradeSettlement/ram:SpecifiedTradeSettlementLineMonetarySummation/ram:LineTotalAmount") },
    },
  },
  {
    id: "BR-25",
    flag: "fatal",
    terms: ["BG-25", "BT-153"],
    description: "BR-25: each Invoice line (BG-25) must name its item (Item name, BT-153).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => filledAt(ubl, n, "cac:Item/cbc:Name") },
      cii: { context: ciiModel.lineItem, test: (n) => filledAt(cii, n, "ram:SpecifiedTradeProduct/ram:Name") },
    },
  },
  {
    id: "BR-26",
    flag: "fatal",
    terms: ["BG-25", "BT-146"],
    description: "BR-26: each Invoice line (BG-25) must give the Item net price (BT-146).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => ubl.exists(n, "cac:Price/cbc:PriceAmount") },
      cii: { context: ciiModel.lineItem, test: (n) => cii.exists(n, "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount") },
    },
  },
  {
    id: "BR-27",
    flag: "fatal",
    terms: ["BT-146"],
    description: "BR-27: the Item net price (BT-146) must not be negative (a line without one breaks the rule too).",
    bindings: {
      ubl: { context: ublModel.invoiceLine, test: (n) => someNotNegative(ubl.values(n, "cac:Price/cbc:PriceAmount")) },
      cii: { context: ciiModel.lineItem, test: (n) => someNotNegative(cii.values(n, "ram:SpecifiedLineTradeAgreement/ram:NetPriceProductTradePrice/ram:ChargeAmount")) },
    },
  },
  {
    id: "BR-28",
    flag: "fatal",
    terms: ["BT-148"],
    description: "BR-28: the Item gross price (BT-148), when given, must not be negative.",
    bindings: {
      ubl: {
        context: ublModel.invoiceLine,
        test: (n) => {
          const gross = ubl.values(n, "cac:Price/cac:AllowanceCharge/cbc:BaseAmount");
          return gross.length === 0 || someNotNegative(gross);
        },
      },
      cii: {
        context: ciiModel.lineItem,
        test: (n) => {
          const gross = cii.values(n, "ram:SpecifiedLineTradeAgreement/ram:GrossPriceProductTradePrice/ram:ChargeAmount");
          return gross.length === 0 || someNotNegative(gross);
        },
      },
    },
  },
  {
    id: "BR-29",
    flag: "fatal",
    terms: ["BG-14", "BT-73", "BT-74"],
    description: "BR-29: when the Invoicing period (BG-14) has both a start date (BT-73) and an end date (BT-74), the end must not be before the start.",
    bindings: {
      ubl: { context: ublModel.invoicePeriod, test: ublPeriodInOrder },
      cii: { context: ciiModel.invoicePeriod, test: ciiPeriodInOrder },
    },
  },
  {
    id: "BR-30",
    flag: "fatal",
    terms: ["BG-26", "BT-134", "BT-135"],
    description: "BR-30: when an Invoice line period (BG-26) has both a start date (BT-134) and an end date (BT-135), the end must not be before the start.",
    bindings: {
      ubl: { context: ublModel.linePeriod, test: ublPeriodInOrder },
      cii: { context: ciiModel.linePeriod, test: ciiPeriodInOrder },
    },
  },
  {
    id: "BR-31",
    flag: "fatal",
    terms: ["BG-20", "BT-92"],
    description: "BR-31: each Document level allowance (BG-20) must have an amount (BT-92).",
    bindings: {
      ubl: { context: ublModel.documentAllowance, test: (n) => ubl.exists(n, "cbc:Amount") },
      cii: { context: ciiModel.documentAllowanceIndicator, test: (n) => cii.exists(n, "../ram:ActualAmount") },
    },
  },
  {
    id: "BR-32",
    flag: "fatal",
    terms: ["BG-20", "BT-95"],
    description: "BR-32: each Document level allowance (BG-20) must have a VAT category code (BT-95).",
    bindings: {
      ubl: { context: ublModel.documentAllowance, test: (n) => underVat(n).some((c) => ubl.exists(c, "cbc:ID")) },
      cii: { context: ciiModel.documentAllowanceIndicator, test: (n) => ciiVatTaxes(n, "../ram:CategoryTradeTax").some((t) => cii.exists(t, "ram:CategoryCode")) },
    },
  },
  {
    id: "BR-33",
    flag: "fatal",
    terms: ["BG-20", "BT-97", "BT-98"],
    description: "BR-33: each Document level allowance (BG-20) must have a reason (BT-97) or a reason code (BT-98).",
    bindings: {
      ubl: { context: ublModel.documentAllowance, test: (n) => ubl.exists(n, "cbc:AllowanceChargeReason") || ubl.exists(n, "cbc:AllowanceChargeReasonCode") },
      cii: { context: ciiModel.documentAllowanceIndicator, test: (n) => cii.exists(n, "../ram:Reason") || cii.exists(n, "../ram:ReasonCode") },
    },
  },
  {
    id: "BR-36",
    flag: "fatal",
    terms: ["BG-21", "BT-99"],
    description: "BR-36: each Document level charge (BG-21) must have an amount (BT-99).",
    bindings: {
      ubl: { context: ublModel.documentCharge, test: (n) => ubl.exists(n, "cbc:Amount") },
      cii: { context: ciiModel.documentChargeIndicator, test: (n) => cii.exists(n, "../ram:ActualAmount") },
    },
  },
  {
    id: "BR-37",
    flag: "fatal",
    terms: ["BG-21", "BT-102"],
    description: "BR-37: each Document level charge (BG-21) must have a VAT category code (BT-102).",
    bindings: {
      ubl: { context: ublModel.documentCharge, test: (n) => underVat(n).some((c) => ubl.exists(c, "cbc:ID")) },
      cii: { context: ciiModel.documentChargeIndicator, test: (n) => ciiVatTaxes(n, "../ram:CategoryTradeTax").some((t) => cii.exists(t, "ram:CategoryCode")) },
    },
  },
  {
    id: "BR-38",
    flag: "fatal",
    terms: ["BG-21", "BT-104", "BT-105"],
    description: "BR-38: each Document level charge (BG-21) must have a reason (BT-104) or a reason code (BT-105).",
    bindings: {
      ubl: { context: ublModel.documentCharge, test: (n) => ubl.exists(n, "cbc:AllowanceChargeReason") || ubl.exists(n, "cbc:AllowanceChargeReasonCode") },
      cii: { context: ciiModel.documentChargeIndicator, test: (n) => cii.exists(n, "../ram:Reason") || cii.exists(n, "../ram:ReasonCode") },
    },
  },
  {
    id: "BR-41",
    flag: "fatal",
    terms: ["BG-27", "BT-136"],
    description: "BR-41: each Invoice line allowance (BG-27) must have an amount (BT-136).",
    bindings: {
      ubl: { context: ublModel.lineAllowance, test: (n) => ubl.exists(n, "cbc:Amount") },
      cii: { context: ciiModel.lineAllowanceIndicator, test: (n) => cii.exists(n, "../ram:ActualAmount") },
    },
  },
  {
    id: "BR-42",
    flag: "fatal",
    terms: ["BG-27", "BT-139", "BT-140"],
    description: "BR-42: each Invoice line allowance (BG-27) must have a reason (BT-139) or a reason code (BT-140).",
    bindings: {
      ubl: { context: ublModel.lineAllowance, test: (n) => ubl.exists(n, "cbc:AllowanceChargeReason") || ubl.exists(n, "cbc:AllowanceChargeReasonCode") },
      cii: { context: ciiModel.lineAllowanceIndicator, test: (n) => cii.exists(n, "../ram:Reason") || cii.exists(n, "../ram:ReasonCode") },
    },
  },
  {
    id: "BR-43",
    flag: "fatal",
    terms: ["BG-28", "BT-141"],
    description: "BR-43: each Invoice line charge (BG-28) must have an amount (BT-141).",
    bindings: {
      ubl: { context: ublModel.lineCharge, test: (n) => ubl.exists(n, "cbc:Amount") },
      cii: { context: ciiModel.lineChargeIndicator, test: (n) => cii.exists(n, "../ram:ActualAmount") },
    },
  },
  {
    id: "BR-44",
    flag: "fatal",
    terms: ["BG-28", "BT-144", "BT-145"],
    description: "BR-44: each Invoice line charge (BG-28) must have a reason (BT-144) or a reason code (BT-145).",
    bindings: {
      ubl: { context: ublModel.lineCharge, test: (n) => ubl.exists(n, "cbc:AllowanceChargeReason") || ubl.exists(n, "cbc:AllowanceChargeReasonCode") },
      cii: { context: ciiModel.lineChargeIndicator, test: (n) => cii.exists(n, "../ram:Reason") || cii.exists(n, "../ram:ReasonCode") },
    },
  },
  {
    id: "BR-45",
    flag: "fatal",
    terms: ["BG-23", "BT-116"],
    description: "BR-45: each VAT breakdown (BG-23) must have a VAT category taxable amount (BT-116).",
    bindings: {
      ubl: { context: ublModel.taxSubtotal, test: (n) => ubl.exists(n, "cbc:TaxableAmount") },
      cii: { context: ciiModel.headerTradeTax, test: (n) => cii.exists(n, "ram:BasisAmount") },
    },
  },
  {
    id: "BR-46",
    flag: "fatal",
    terms: ["BG-23", "BT-117"],
    description: "BR-46: each VAT breakdown (BG-23) must have a VAT category tax amount (BT-117).",
    bindings: {
      ubl: { context: ublModel.taxSubtotal, test: (n) => ubl.exists(n, "cbc:TaxAmount") },
      cii: { context: ciiModel.headerTradeTax, test: (n) => cii.exists(n, "ram:CalculatedAmount") },
    },
  },
  {
    id: "BR-47",
    flag: "fatal",
    terms: ["BG-23", "BT-118"],
    description: "BR-47: each VAT breakdown (BG-23) must have a VAT category code (BT-118) under the VAT scheme.",
    bindings: {
      ubl: { context: ublModel.taxSubtotal, test: (n) => underVat(n).some((c) => ubl.exists(c, "cbc:ID")) },
      cii: { context: ciiModel.headerTradeTax, test: (n) => ciiVatTaxes(n, ".").some((t) => cii.exists(t, "ram:CategoryCode")) },
    },
  },
  {
    id: "BR-48",
    flag: "fatal",
    terms: ["BG-23", "BT-119"],
    description: "BR-48: each VAT breakdown (BG-23) must have a VAT category rate (BT-119), unless its category is O (not subject to VAT).",
    bindings: {
      ubl: {
        context: ublModel.taxSubtotal,
        test: (n) => {
          const categories = underVat(n);
          return categories.some((c) => ubl.exists(c, "cbc:Percent")) || categories.some((c) => normalizeSpace(single(ubl.values(c, "cbc:ID"))) === "O");
        },
      },
      cii: {
        context: ciiModel.headerTradeTax,
        test: (n) => ciiVatTaxes(n, ".").some((t) => cii.exists(t, "ram:RateApplicablePercent") || cii.values(t, "ram:CategoryCode").includes("O")),
      },
    },
  },
  {
    id: "BR-49",
    flag: "fatal",
    terms: ["BG-16", "BT-81"],
    description: "BR-49: each Payment instruction (BG-16) must give the Payment means type code (BT-81).",
    bindings: {
      ubl: { context: ublModel.paymentMeans, test: (n) => ubl.exists(n, "cbc:PaymentMeansCode") },
      cii: { context: ciiModel.paymentMeans, test: (n) => cii.exists(n, "ram:TypeCode") },
    },
  },
  {
    id: "BR-50",
    flag: "fatal",
    terms: ["BG-17", "BT-84"],
    description: "BR-50: the account of a credit transfer (BG-17) must give the Payment account identifier (BT-84).",
    bindings: {
      ubl: { context: ublModel.creditTransferAccount, test: (n) => filledAt(ubl, n, "cbc:ID") },
      cii: { context: ciiModel.creditTransferAccount, test: (n) => filledAt(cii, n, "ram:IBANID") || filledAt(cii, n, "ram:ProprietaryID") },
    },
  },
  {
    // UBL checks BR-51 as a warning, CII as fatal: one definition per syntax.
    id: "BR-51",
    flag: "warning",
    terms: ["BT-87"],
    description: "BR-51: an invoice should not show a full card primary account number (BT-87): at most 10 characters (the first 6 and last 4 digits).",
    bindings: {
      ubl: { context: ublModel.cardAccountNumber, test: (n) => stringLength(normalizeSpace(ubl.first(n, "."))) <= 10 },
    },
  },
  {
    id: "BR-51",
    flag: "fatal",
    terms: ["BT-87"],
    description: "BR-51: an invoice must not show a full card primary account number (BT-87): at most 10 characters (the first 6 and last 4 digits).",
    bindings: {
      cii: { context: ciiModel.financialCard, test: (n) => stringLength(normalizeSpace(single(cii.values(n, "ram:ID")))) <= 10 },
    },
  },
  {
    id: "BR-52",
    flag: "fatal",
    terms: ["BG-24", "BT-122"],
    description: "BR-52: each Additional supporting document (BG-24) must have a Supporting document reference (BT-122).",
    bindings: {
      ubl: { context: ublModel.additionalDocumentReference, test: (n) => filledAt(ubl, n, "cbc:ID") },
      cii: { context: ciiModel.additionalReferencedDocument, test: (n) => filledAt(cii, n, "ram:IssuerAssignedID") },
    },
  },
  {
    id: "BR-53",
    flag: "fatal",
    terms: ["BT-6", "BT-111"],
    description: "BR-53: when a VAT accounting currency code (BT-6) is given, the Invoice total VAT amount in accounting currency (BT-111) must be given too.",
    bindings: {
      ubl: {
        context: ublModel.document,
        test: (n) => {
          const currencies = ubl.values(n, "cbc:TaxCurrencyCode");
          if (currencies.length === 0) return true;
          const taxTotalCurrencies = new Set(ubl.values(n, "//cac:TaxTotal/cbc:TaxAmount/@currencyID"));
          return currencies.every((currency) => taxTotalCurrencies.has(currency));
        },
      },
      // CII also requires the accounting currency to differ from the invoice currency.
      cii: {
        context: ciiModel.monetarySummation,
        test: (n) => {
          const taxCurrencies = cii.values(n, `${CII_SETTLEMENT}/ram:TaxCurrencyCode`);
          if (taxCurrencies.length === 0) return true;
          return someEqual(cii.values(n, "ram:TaxTotalAmount/@currencyID"), taxCurrencies) && !someEqual(taxCurrencies, cii.values(n, `${CII_SETTLEMENT}/ram:InvoiceCurrencyCode`));
        },
      },
    },
  },
  {
    id: "BR-54",
    flag: "fatal",
    terms: ["BG-32", "BT-160", "BT-161"],
    description: "BR-54: each Item attribute (BG-32) must have a name (BT-160) and a value (BT-161).",
    bindings: {
      ubl: { context: ublModel.additionalItemProperty, test: (n) => ubl.exists(n, "cbc:Name") && ubl.exists(n, "cbc:Value") },
      cii: { context: ciiModel.productCharacteristic, test: (n) => cii.exists(n, "ram:Description") && cii.exists(n, "ram:Value") },
    },
  },
  {
    id: "BR-55",
    flag: "fatal",
    terms: ["BG-3", "BT-25"],
    description: "BR-55: each Preceding Invoice reference (BG-3) must give the preceding invoice's number (BT-25).",
    bindings: {
      ubl: { context: ublModel.billingReference, test: (n) => ubl.exists(n, "cac:InvoiceDocumentReference/cbc:ID") },
      cii: { context: ciiModel.precedingInvoiceReference, test: (n) => filledAt(cii, n, "ram:IssuerAssignedID") },
    },
  },
  {
    id: "BR-56",
    flag: "fatal",
    terms: ["BG-11", "BT-63"],
    description: "BR-56: each Seller tax representative party (BG-11) must have a Seller tax representative VAT identifier (BT-63).",
    bindings: {
      ubl: {
        context: ublModel.taxRepresentativeParty,
        // Here the scheme test yields one boolean per TaxScheme, so a PartyTaxScheme with several is an XPath error.
        test: (n) =>
          ubl.elements(n, "cac:PartyTaxScheme").some((party) => {
            const schemes = ubl.elements(party, "cac:TaxScheme");
            if (schemes.length > 1) dynamicError("several TaxSchemes");
            return schemes.length === 1 && hasUblVatScheme(party, "error") && ubl.exists(party, "cbc:CompanyID");
          }),
      },
      cii: {
        context: ciiModel.taxRepresentativeParty,
        test: (n) => {
          const vatIds = cii.elements(n, "ram:SpecifiedTaxRegistration/ram:ID").filter((id) => attributeValue(id, "schemeID") === "VA");
          return filled(single(vatIds.map((id) => cii.first(id, ".")!)));
        },
      },
    },
  },
  {
    id: "BR-57",
    flag: "fatal",
    terms: ["BG-15", "BT-80"],
    description: "BR-57: each Deliver to address (BG-15) must hold the Deliver to country code (BT-80).",
    bindings: {
      ubl: { context: ublModel.deliverToAddress, test: (n) => ubl.exists(n, "cac:Country/cbc:IdentificationCode") },
      cii: {
        context: ciiModel.headerDelivery,
        test: (n) => !cii.exists(n, "ram:ShipToTradeParty/ram:PostalTradeAddress") || filledAt(cii, n, "ram:ShipToTradeParty/ram:PostalTradeAddress/ram:CountryID"),
      },
    },
  },
  {
    id: "BR-61",
    flag: "fatal",
    terms: ["BT-81", "BT-84"],
    description: "BR-61: a credit transfer (Payment means type code BT-81 of 30 or 58) must give the Payment account identifier (BT-84).",
    bindings: {
      ubl: {
        context: ublModel.paymentMeans,
        test: (n) => {
          const code = normalizeSpace(single(ubl.values(n, "cbc:PaymentMeansCode")));
          return (code !== "30" && code !== "58") || ubl.exists(n, "cac:PayeeFinancialAccount/cbc:ID");
        },
      },
      // CII checks it on the account of a payment means whose code is 30 or 58.
      cii: { context: ciiModel.creditTransferAccount, test: (n) => cii.exists(n, "ram:IBANID") || cii.exists(n, "ram:ProprietaryID") },
    },
  },
  {
    id: "BR-62",
    flag: "fatal",
    terms: ["BT-34"],
    description: "BR-62: the Seller electronic address (BT-34) must have a scheme identifier.",
    bindings: {
      ubl: { context: ublModel.sellerEndpoint, test: (n) => ubl.exists(n, "@schemeID") },
      cii: { context: ciiModel.document, test: (n) => ciiEndpointHasScheme(n, `${CII_AGREEMENT}/ram:SellerTradeParty`) },
    },
  },
  {
    id: "BR-63",
    flag: "fatal",
    terms: ["BT-49"],
    description: "BR-63: the Buyer electronic address (BT-49) must have a scheme identifier.",
    bindings: {
      ubl: { context: ublModel.buyerEndpoint, test: (n) => ubl.exists(n, "@schemeID") },
      cii: { context: ciiModel.document, test: (n) => ciiEndpointHasScheme(n, `${CII_AGREEMENT}/ram:BuyerTradeParty`) },
    },
  },
  {
    id: "BR-64",
    flag: "fatal",
    terms: ["BT-157"],
    description: "BR-64: the Item standard identifier (BT-157) must have a scheme identifier.",
    bindings: {
      ubl: { context: ublModel.lineStandardItemId, test: (n) => ubl.exists(n, "@schemeID") },
      cii: { context: ciiModel.lineItem, test: (n) => ciiSchemeOf(n, "ram:SpecifiedTradeProduct/ram:GlobalID", "@schemeID") },
    },
  },
  {
    id: "BR-65",
    flag: "fatal",
    terms: ["BT-158"],
    description: "BR-65: the Item classification identifier (BT-158) must have a scheme identifier.",
    bindings: {
      ubl: { context: ublModel.lineItemClassificationCode, test: (n) => ubl.exists(n, "@listID") },
      cii: { context: ciiModel.productClassification, test: (n) => ciiSchemeOf(n, "ram:ClassCode", "@listID") },
    },
  },
]);
