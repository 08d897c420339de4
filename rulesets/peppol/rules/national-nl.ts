/**
 * NL-R-*: the rules for Dutch suppliers (from the Dutch CIUS): invoice
 * reference on credit notes, complete addresses, KVK/OIN legal identifiers,
 * payment means. The countries are the postal ones.
 */
import { attributeValue, context, decimalOf, guarded, normalizeSpace, rootOf, single, stringValue, XPathError, type RuleDef, type XMLNode } from "../../../engine/index.ts";
import { cii, endsWith, isAt, isCbc, ubl } from "../../common/syntax.ts";
import { NL_PAYMENT_MEANS } from "../code-lists.ts";
import { CII_PATTERN, ciiShared, ciiValues, UBL_PATTERN, ublShared, ublValues } from "../contexts.ts";

const nl = (n: XMLNode): boolean => ublValues(n).supplierIsNL;
const nlnl = (n: XMLNode): boolean => nl(n) && ublValues(n).customerIsNL;
const cnl = (n: XMLNode): boolean => ciiValues(n).supplierIsNL;
const cnlnl = (n: XMLNode): boolean => cnl(n) && ciiValues(n).customerIsNL;

const ublNetherlands = {
  creditNoteType: context(UBL_PATTERN.netherlands, 1, ["CreditNoteTypeCode"], (n) => isCbc(n, "CreditNoteTypeCode") && nl(n)),
  supplierAddress: context(UBL_PATTERN.netherlands, 2, ["PostalAddress"], (n) => endsWith(n, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress") && nl(n)),
  supplierLegalId: context(UBL_PATTERN.netherlands, 3, ["CompanyID"], (n) => endsWith(n, "cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID") && nl(n)),
  customerAddress: context(UBL_PATTERN.netherlands, 4, ["PostalAddress"], (n) => endsWith(n, "cac:AccountingCustomerParty/cac:Party/cac:PostalAddress") && nlnl(n)),
  customerLegalId: context(UBL_PATTERN.netherlands, 5, ["CompanyID"], (n) => endsWith(n, "cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID") && nlnl(n)),
  representativeAddress: context(UBL_PATTERN.netherlands, 6, ["PostalAddress"], (n) => endsWith(n, "cac:TaxRepresentativeParty/cac:PostalAddress") && nl(n) && ublValues(n).taxRepresentativeIsNL),
  monetaryTotal: context(UBL_PATTERN.netherlands, 7, ["LegalMonetaryTotal"], (n) => endsWith(n, "cac:LegalMonetaryTotal") && nl(n)),
  paymentMeans: context(UBL_PATTERN.netherlands, 8, ["PaymentMeans"], (n) => endsWith(n, "cac:PaymentMeans") && nlnl(n)),
  orderLine: context(UBL_PATTERN.netherlands, 9, ["LineID"], (n) => endsWith(n, "cac:OrderLineReference/cbc:LineID") && nl(n)),
};

const CREDIT_NOTE_TYPES = new Set(["81", "83", "381", "396", "532"]);
const AGREEMENT = "rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
const SETTLEMENT = "rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";

const ciiNetherlands = {
  creditNote: context(
    CII_PATTERN.netherlands,
    1,
    ["ExchangedDocument"],
    (n) => isAt(n, "rsm:CrossIndustryInvoice/rsm:ExchangedDocument") && CREDIT_NOTE_TYPES.has(normalizeSpace(cii.first(n, "ram:TypeCode"))) && cnl(n),
  ),
  sellerAddress: context(CII_PATTERN.netherlands, 2, ["PostalTradeAddress"], (n) => isAt(n, `${AGREEMENT}/ram:SellerTradeParty/ram:PostalTradeAddress`) && cnl(n)),
  sellerLegalId: context(CII_PATTERN.netherlands, 3, ["ID"], (n) => isAt(n, `${AGREEMENT}/ram:SellerTradeParty/ram:SpecifiedLegalOrganization/ram:ID`) && cnl(n)),
  buyerAddress: context(CII_PATTERN.netherlands, 4, ["PostalTradeAddress"], (n) => isAt(n, `${AGREEMENT}/ram:BuyerTradeParty/ram:PostalTradeAddress`) && cnlnl(n)),
  buyerLegalId: context(CII_PATTERN.netherlands, 5, ["ID"], (n) => isAt(n, `${AGREEMENT}/ram:BuyerTradeParty/ram:SpecifiedLegalOrganization/ram:ID`) && cnlnl(n)),
  representativeAddress: context(
    CII_PATTERN.netherlands,
    6,
    ["PostalTradeAddress"],
    (n) => endsWith(n, `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty/ram:PostalTradeAddress`) && cnl(n) && ciiValues(n).taxRepresentativeIsNL,
  ),
  monetarySummation: context(CII_PATTERN.netherlands, 7, ["SpecifiedTradeSettlementHeaderMonetarySummation"], (n) => isAt(n, `${SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`) && cnl(n)),
  paymentMeans: context(CII_PATTERN.netherlands, 8, ["SpecifiedTradeSettlementPaymentMeans"], (n) => isAt(n, `${SETTLEMENT}/ram:SpecifiedTradeSettlementPaymentMeans`) && cnlnl(n)),
  orderLine: context(
    CII_PATTERN.netherlands,
    9,
    ["LineID"],
    (n) => endsWith(n, "rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:IncludedSupplyChainTradeLineItem/ram:SpecifiedLineTradeAgreement/ram:BuyerOrderReferencedDocument/ram:LineID") && cnl(n),
  ),
};

/** A KVK (0106) or OIN (0190) identifier with a value (NL-R-003, NL-R-005): the scheme is looked for as a space-framed word. */
function kvkOrOin(n: XMLNode): boolean {
  const scheme = ` ${attributeValue(n, "schemeID") ?? ""} `;
  return (scheme.includes(" 0106 ") || scheme.includes(" 0190 ")) && normalizeSpace(stringValue(n)) !== "";
}

/** xs:decimal of a (single) amount compared as asked; an absent amount makes no comparison hold. */
function amountIs(values: readonly string[], compare: (sign: number) => boolean): boolean {
  const text = single(values);
  if (text === undefined) return false;
  const value = decimalOf(text);
  if (value === undefined) throw new XPathError(`'${text}' is not a decimal`);
  return compare(value.comparedTo(0) ?? NaN);
}

const ublComplete = (n: XMLNode): boolean => ubl.exists(n, "cbc:StreetName") && ubl.exists(n, "cbc:CityName") && ubl.exists(n, "cbc:PostalZone");
const ciiComplete = (n: XMLNode): boolean => cii.exists(n, "ram:LineOne") && cii.exists(n, "ram:CityName") && cii.exists(n, "ram:PostcodeCode");

export const netherlandsRules: RuleDef[] = [
  {
    id: "NL-R-001",
    flag: "fatal",
    terms: ["BG-3", "BT-25"],
    description: "NL-R-001: a Dutch supplier's credit note must reference the invoice it corrects (BT-25).",
    bindings: {
      ubl: { context: ublNetherlands.creditNoteType, test: (n) => ublShared(rootOf(n), "cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID").length > 0 },
      cii: { context: ciiNetherlands.creditNote, test: (n) => ciiShared(rootOf(n), "//ram:ApplicableHeaderTradeSettlement/ram:InvoiceReferencedDocument/ram:IssuerAssignedID").length > 0 },
    },
  },
  {
    id: "NL-R-002",
    flag: "fatal",
    terms: ["BT-35", "BT-37", "BT-38"],
    description: "NL-R-002: a Dutch supplier's address must give street (BT-35), city (BT-37) and post code (BT-38).",
    bindings: {
      ubl: { context: ublNetherlands.supplierAddress, test: ublComplete },
      cii: { context: ciiNetherlands.sellerAddress, test: ciiComplete },
    },
  },
  {
    id: "NL-R-003",
    flag: "fatal",
    terms: ["BT-30"],
    description: "NL-R-003: a Dutch supplier's legal registration identifier (BT-30) must be a KVK or OIN number (scheme 0106 or 0190).",
    bindings: {
      ubl: { context: ublNetherlands.supplierLegalId, test: kvkOrOin },
      cii: { context: ciiNetherlands.sellerLegalId, test: kvkOrOin },
    },
  },
  {
    id: "NL-R-004",
    flag: "fatal",
    terms: ["BT-50", "BT-52", "BT-53"],
    description: "NL-R-004: a Dutch supplier's Dutch customer's address must give street (BT-50), city (BT-52) and post code (BT-53).",
    bindings: {
      ubl: { context: ublNetherlands.customerAddress, test: ublComplete },
      cii: { context: ciiNetherlands.buyerAddress, test: ciiComplete },
    },
  },
  {
    id: "NL-R-005",
    flag: "fatal",
    terms: ["BT-47"],
    description: "NL-R-005: a Dutch supplier's Dutch customer's legal registration identifier (BT-47) must be a KVK or OIN number (scheme 0106 or 0190).",
    bindings: {
      ubl: { context: ublNetherlands.customerLegalId, test: kvkOrOin },
      cii: { context: ciiNetherlands.buyerLegalId, test: kvkOrOin },
    },
  },
  {
    id: "NL-R-006",
    flag: "fatal",
    terms: ["BT-64", "BT-66", "BT-67"],
    description: "NL-R-006: a Dutch supplier's Dutch tax representative's address must give street (BT-64), city (BT-66) and post code (BT-67).",
    bindings: {
      ubl: { context: ublNetherlands.representativeAddress, test: ublComplete },
      cii: { context: ciiNetherlands.representativeAddress, test: ciiComplete },
    },
  },
  {
    id: "NL-R-007",
    flag: "fatal",
    terms: ["BG-16", "BT-115"],
    description: "NL-R-007: a Dutch supplier must give payment instructions (BG-16) when the customer is to pay (amount due, BT-115, positive on an invoice, negative on a credit note).",
    bindings: {
      ubl: {
        context: ublNetherlands.monetaryTotal,
        test: guarded((n) => {
          const amount = ubl.values(n, "cbc:PayableAmount");
          const invoice = ublValues(n).isInvoice;
          const creditNote = ubl.exists(n, "/cn:CreditNote");
          return (invoice && amountIs(amount, (s) => s <= 0)) || (creditNote && amountIs(amount, (s) => s >= 0)) || ublShared(rootOf(n), "//cac:PaymentMeans").length > 0;
        }),
      },
      cii: {
        context: ciiNetherlands.monetarySummation,
        test: guarded((n) => {
          const amount = cii.values(n, "ram:DuePayableAmount");
          const credit = normalizeSpace(single(cii.values(n, "/rsm:CrossIndustryInvoice/rsm:ExchangedDocument/ram:TypeCode"))) === "381";
          return (
            (!credit && amountIs(amount, (s) => s <= 0)) ||
            (credit && amountIs(amount, (s) => s >= 0)) ||
            cii.exists(n, "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementPaymentMeans")
          );
        }),
      },
    },
  },
  {
    id: "NL-R-008",
    flag: "fatal",
    terms: ["BT-81"],
    description: "NL-R-008: a Dutch supplier's payment means code (BT-81) towards a Dutch customer must be 30, 48, 49, 57, 58 or 59.",
    bindings: {
      ubl: { context: ublNetherlands.paymentMeans, test: guarded((n) => NL_PAYMENT_MEANS.has(normalizeSpace(single(ubl.values(n, "cbc:PaymentMeansCode"))))) },
      cii: { context: ciiNetherlands.paymentMeans, test: guarded((n) => NL_PAYMENT_MEANS.has(normalizeSpace(single(cii.values(n, "ram:TypeCode"))))) },
    },
  },
  {
    id: "NL-R-009",
    flag: "fatal",
    terms: ["BT-132", "BT-13"],
    description: "NL-R-009: when a Dutch supplier references an order line (BT-132), the order itself (BT-13) must be referenced at document level.",
    bindings: {
      ubl: { context: ublNetherlands.orderLine, test: (n) => ublShared(rootOf(n), "cac:OrderReference/cbc:ID").length > 0 },
      cii: {
        context: ciiNetherlands.orderLine,
        test: (n) => ciiShared(rootOf(n), "/rsm:CrossIndustryInvoice/rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:BuyerOrderReferencedDocument/ram:IssuerAssignedID").length > 0,
      },
    },
  },
];
