/**
 * DK-R-*: the rules for Danish suppliers (legal entity CVR number, scheme
 * identifiers, payment means and their account data, non-VAT taxes as
 * allowances/charges, UNSPSC versions, credit note totals). Most apply when
 * the customer is Danish too; the countries are the postal ones, as written.
 */
import { attributeValue, context, guarded, isElement, normalizeSpace, numberOf, single, stringLength, substring, type RuleDef, type XMLElement, type XMLNode } from "../../../engine/index.ts";
import { cii, isCac, isRam, isRsm, isUblDocument, isUblLine, ubl, UBL_NAMESPACES } from "../../common/syntax.ts";
import { DK_PAYMENT_MEANS_TEXT, DK_UNSPSC_VERSIONS } from "../code-lists.ts";
import { CII_PATTERN, ciiShared, ciiValues, firstOr, UBL_PATTERN, ublValues } from "../contexts.ts";

const ublDK = (n: XMLNode): boolean => ublValues(n).postalSupplierCountry === "DK";
const ublDKDK = (n: XMLNode): boolean => ublDK(n) && ublValues(n).postalCustomerCountry === "DK";
const ciiDK = (n: XMLNode): boolean => ciiValues(n).postalSupplierCountries.includes("DK");
const ciiCustomerDK = (n: XMLNode): boolean => ciiValues(n).postalCustomerCountries.includes("DK");
const ciiDKDK = (n: XMLNode): boolean => ciiDK(n) && ciiCustomerDK(n);

/** A buyer or seller party's identification right under the document. */
function isUblTradingPartyIdentification(n: XMLNode): boolean {
  if (!isCac(n, "PartyIdentification") || !isCac(n.parent, "Party")) return false;
  const role = n.parent.parent;
  return (isCac(role, "AccountingSupplierParty") || isCac(role, "AccountingCustomerParty")) && isUblDocument(role.parent);
}

const ublDenmark = {
  document: context(UBL_PATTERN.denmark, 1, ["Invoice", "CreditNote"], (n) => isUblDocument(n) && ublDK(n)),
  partyIdentification: context(UBL_PATTERN.denmark, 2, ["PartyIdentification"], (n) => isUblTradingPartyIdentification(n) && ublDKDK(n)),
  // Only an Invoice's payment means: the official context leaves credit notes out.
  paymentMeans: context(UBL_PATTERN.denmark, 3, ["PaymentMeans"], (n) => isCac(n, "PaymentMeans") && isElement(n.parent, UBL_NAMESPACES.ubl, "Invoice") && ublDKDK(n)),
  line: context(UBL_PATTERN.denmark, 4, ["InvoiceLine", "CreditNoteLine"], (n) => isUblLine(n) && ublDKDK(n)),
  allowanceCharge: context(UBL_PATTERN.denmark, 5, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && ublDKDK(n)),
};

const isCiiDocument = (n: XMLNode | undefined): boolean => isRsm(n, "CrossIndustryInvoice");
const isCiiTransaction = (n: XMLNode | undefined): boolean => isRsm(n, "SupplyChainTradeTransaction") && isCiiDocument(n.parent);

const ciiDenmark = {
  document: context(CII_PATTERN.denmark, 1, ["CrossIndustryInvoice"], (n) => isCiiDocument(n) && ciiDK(n)),
  paymentMeans: context(
    CII_PATTERN.denmark,
    2,
    ["SpecifiedTradeSettlementPaymentMeans"],
    (n) => isRam(n, "SpecifiedTradeSettlementPaymentMeans") && isRam(n.parent, "ApplicableHeaderTradeSettlement") && isCiiTransaction(n.parent.parent) && ciiDKDK(n),
  ),
  line: context(CII_PATTERN.denmark, 3, ["IncludedSupplyChainTradeLineItem"], (n) => isRam(n, "IncludedSupplyChainTradeLineItem") && isCiiTransaction(n.parent) && ciiDKDK(n)),
};

/** normalize-space(path/text()) != '': the (single) element the path gives has text. */
const hasText = (values: readonly string[]): boolean => normalizeSpace(single(values)) !== "";

/** The first three characters of a (single) payment reference. */
const prefixOf = (values: readonly string[]): string => substring(firstOr(single(values)), 1, 3);

/** DK-R-005: the code, framed by spaces, occurs in the allowed list's text. */
const allowedMeans = (codes: readonly string[]): boolean => DK_PAYMENT_MEANS_TEXT.includes(` ${firstOr(single(codes))} `);

/** DK-R-003: an item classified with listID TST uses an accepted UNSPSC version. */
function unspscVersionHolds(codes: readonly XMLElement[]): boolean {
  if (!codes.some((c) => attributeValue(c, "listID") === "TST")) return true;
  return codes.some((c) => {
    const version = attributeValue(c, "listVersionID");
    return version !== undefined && DK_UNSPSC_VERSIONS.has(version);
  });
}

/** DK-R-004: a non-VAT tax (reason code ZZZ) names its category as four digits, or as text with an inner '#'. */
function nonVatTaxHolds(reasonCodes: readonly string[], reasons: readonly XMLElement[]): boolean {
  if (!reasonCodes.includes("ZZZ")) return true;
  // More than one reason is an error of the official rule (one text expected).
  const reason = single(reasons.map((r) => r.text));
  if (stringLength(normalizeSpace(reason)) === 4) {
    const value = numberOf(reason);
    if (value >= 0 && value <= 9999) return true;
  }
  return reason !== undefined && reason.includes("#") && !reason.startsWith("#") && !reason.endsWith("#");
}

/** The payment data DK-R-006 … DK-R-011 read, per syntax. */
interface DanishPayment {
  codes: string[];
  /** The bank account (31, 42), giro account (50) or creditor number (93). */
  account: string[];
  /** The registration (branch) number. */
  branch: string[];
  mandate: string[];
  payerAccount: string[];
  /** The payment reference (PaymentID / PaymentReference). */
  reference: string[];
  /** Whether the giro account has the right form (DK-R-008). */
  giroAccountHolds: () => boolean;
}

function ublPayment(n: XMLNode): DanishPayment {
  const account = ubl.values(n, "cac:PayeeFinancialAccount/cbc:ID");
  return {
    codes: ubl.values(n, "cbc:PaymentMeansCode"),
    account,
    branch: ubl.values(n, "cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID"),
    mandate: ubl.values(n, "cac:PaymentMandate/cbc:ID"),
    payerAccount: ubl.values(n, "cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID"),
    reference: ubl.values(n, "cbc:PaymentID"),
    giroAccountHolds: () => /^[0-9]{7,8}$/.test(firstOr(single(account))),
  };
}

function ciiPayment(n: XMLNode): DanishPayment {
  const account = cii.values(n, "ram:PayeePartyCreditorFinancialAccount/ram:IBANID");
  return {
    codes: cii.values(n, "ram:TypeCode"),
    account,
    branch: cii.values(n, "ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID"),
    // The official rule looks for the creditor reference beside the payment means and the mandate inside it.
    mandate: ciiShared(n.parent!, "ram:CreditorReferenceID"),
    payerAccount: cii.values(n, "ram:SpecifiedTradePaymentTerms/ram:DirectDebitMandateID"),
    reference: ciiShared(n.parent!, "ram:PaymentReference"),
    giroAccountHolds: () => stringLength(single(account)) === 7,
  };
}

const paymentRule = (id: string, terms: string[], description: string, holds: (p: DanishPayment) => boolean): RuleDef => ({
  id,
  flag: "fatal",
  terms,
  description,
  bindings: {
    ubl: { context: ublDenmark.paymentMeans, test: guarded((n) => holds(ublPayment(n))) },
    cii: { context: ciiDenmark.paymentMeans, test: guarded((n) => holds(ciiPayment(n))) },
  },
});

const ciiSeller = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty";
const ciiBuyer = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement/ram:BuyerTradeParty";
const ublLegalId = "cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:CompanyID";

/** A party identifier given without its scheme (DK-R-013). */
const lacksScheme = (ids: readonly XMLElement[]): boolean => ids.length > 0 && normalizeSpace(single(ids.map((id) => attributeValue(id, "schemeID")).filter((s): s is string => s !== undefined))) === "";

export const denmarkRules: RuleDef[] = [
  {
    id: "DK-R-002",
    flag: "fatal",
    terms: ["BT-30"],
    description: "DK-R-002: a Danish supplier must state its legal registration identifier (CVR number, BT-30).",
    bindings: {
      ubl: { context: ublDenmark.document, test: guarded((n) => hasText(ubl.values(n, ublLegalId))) },
      cii: { context: ciiDenmark.document, test: guarded((n) => hasText(cii.values(n, `${ciiSeller}/ram:SpecifiedLegalOrganization/ram:ID`))) },
    },
  },
  {
    id: "DK-R-014",
    flag: "fatal",
    terms: ["BT-30"],
    description: "DK-R-014: a Danish supplier's legal registration identifier (BT-30) must have the scheme 0184 (CVR number).",
    bindings: {
      ubl: {
        context: ublDenmark.document,
        test: guarded((n) => {
          const ids = ubl.elements(n, ublLegalId);
          return ids.length === 0 || normalizeSpace(single(ids.map((id) => attributeValue(id, "schemeID")).filter((s): s is string => s !== undefined))) === "0184";
        }),
      },
      cii: {
        context: ciiDenmark.document,
        test: guarded((n) => {
          const ids = cii.elements(n, `${ciiSeller}/ram:SpecifiedLegalOrganization/ram:ID`);
          return ids.length === 0 || normalizeSpace(single(ids.map((id) => attributeValue(id, "schemeID")).filter((s): s is string => s !== undefined))) === "0184";
        }),
      },
    },
  },
  {
    id: "DK-R-016",
    flag: "fatal",
    terms: ["BT-115"],
    description: "DK-R-016: a Danish supplier's credit note to a Danish customer must not have a negative amount due for payment (BT-115).",
    bindings: {
      ubl: {
        context: ublDenmark.document,
        test: guarded((n) => {
          const v = ublValues(n);
          if (v.isInvoice || !isElement(n, UBL_NAMESPACES.cn, "CreditNote") || v.postalCustomerCountry !== "DK") return true;
          return !(numberOf(single(ubl.values(n, "cac:LegalMonetaryTotal/cbc:PayableAmount"))) < 0);
        }),
      },
      cii: {
        context: ciiDenmark.document,
        test: guarded((n) => {
          if (!ciiCustomerDK(n) || normalizeSpace(single(cii.values(n, "rsm:ExchangedDocument/ram:TypeCode"))) !== "381") return true;
          return !(numberOf(single(cii.values(n, "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeSettlementHeaderMonetarySummation/ram:DuePayableAmount"))) < 0);
        }),
      },
    },
  },
  {
    id: "DK-R-013",
    flag: "fatal",
    terms: ["BT-29", "BT-46"],
    description: "DK-R-013: between Danish parties, a seller or buyer identifier (BT-29, BT-46) must state its scheme.",
    bindings: {
      ubl: { context: ublDenmark.partyIdentification, test: guarded((n) => !lacksScheme(ubl.elements(n, "cbc:ID"))) },
      cii: {
        context: ciiDenmark.document,
        test: guarded((n) => !ciiCustomerDK(n) || !(lacksScheme(cii.elements(n, `${ciiSeller}/ram:GlobalID`)) || lacksScheme(cii.elements(n, `${ciiBuyer}/ram:GlobalID`)))),
      },
    },
  },
  {
    id: "DK-R-004",
    flag: "fatal",
    terms: ["BT-98", "BT-97", "BT-104", "BT-105"],
    description: "DK-R-004: a non-VAT tax from a Danish supplier to a Danish customer is an allowance/charge with reason code ZZZ whose reason (BT-97, BT-104) is the four-digit tax category or contains an inner '#'.",
    bindings: {
      ubl: { context: ublDenmark.allowanceCharge, test: guarded((n) => nonVatTaxHolds(ubl.values(n, "cbc:AllowanceChargeReasonCode"), ubl.elements(n, "cbc:AllowanceChargeReason"))) },
      cii: {
        context: ciiDenmark.document,
        test: guarded((n) => {
          if (!ciiCustomerDK(n)) return true;
          const charges = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement/ram:SpecifiedTradeAllowanceCharge";
          return nonVatTaxHolds(cii.values(n, `${charges}/ram:ReasonCode`), cii.elements(n, `${charges}/ram:Reason`));
        }),
      },
    },
  },
  paymentRule("DK-R-005", ["BT-81"], "DK-R-005: a Danish supplier's payment means code (BT-81) towards a Danish customer must be 1, 10, 31, 42, 48, 49, 50, 58, 59, 93 or 97.", (p) =>
    allowedMeans(p.codes),
  ),
  paymentRule("DK-R-006", ["BT-84", "BT-86"], "DK-R-006: with payment means 31 or 42, a Danish supplier must give the account (BT-84) and the registration (branch) number (BT-86).", (p) =>
    !(p.codes.includes("31") || p.codes.includes("42")) || (hasText(p.account) && hasText(p.branch)),
  ),
  paymentRule("DK-R-007", ["BT-89", "BT-91"], "DK-R-007: with payment means 49 (direct debit), a Danish supplier must give the mandate reference (BT-89) and the debited account (BT-91).", (p) =>
    !p.codes.includes("49") || (hasText(p.mandate) && hasText(p.payerAccount)),
  ),
  paymentRule(
    "DK-R-008",
    ["BT-83", "BT-84"],
    "DK-R-008: with payment means 50 (giro), the remittance information (BT-83) must start with 01#, 04# or 15# and the giro account (BT-84) must be given in its form.",
    (p) => !p.codes.includes("50") || (["01#", "04#", "15#"].includes(prefixOf(p.reference)) && p.giroAccountHolds()),
  ),
  paymentRule("DK-R-009", ["BT-83"], "DK-R-009: with payment means 50 (giro) and remittance information (BT-83) starting 04# or 15#, it must hold the 16-digit instruction (19 characters in all).", (p) =>
    !(p.codes.includes("50") && ["04#", "15#"].includes(prefixOf(p.reference))) || stringLength(single(p.reference)) === 19,
  ),
  paymentRule(
    "DK-R-010",
    ["BT-83", "BT-84"],
    "DK-R-010: with payment means 93 (FIK), the remittance information (BT-83) must start with 71#, 73# or 75# and the creditor number (BT-84) must be 8 characters.",
    (p) => !p.codes.includes("93") || (["71#", "73#", "75#"].includes(prefixOf(p.reference)) && stringLength(single(p.account)) === 8),
  ),
  paymentRule("DK-R-011", ["BT-83"], "DK-R-011: with payment means 93 (FIK) and remittance information (BT-83) starting 71# or 75#, it must hold the 15 or 16 digit instruction (18 or 19 characters).", (p) => {
    if (!(p.codes.includes("93") && ["71#", "75#"].includes(prefixOf(p.reference)))) return true;
    const length = stringLength(single(p.reference));
    return length === 18 || length === 19;
  }),
  {
    id: "DK-R-003",
    flag: "warning",
    terms: ["BT-158"],
    description: "DK-R-003: a Danish supplier's item classification (BT-158) with list TST should use UNSPSC version 19.05.01 or 26.08.01.",
    bindings: {
      ubl: { context: ublDenmark.line, test: (n) => unspscVersionHolds(ubl.elements(n, "cac:Item/cac:CommodityClassification/cbc:ItemClassificationCode")) },
      cii: { context: ciiDenmark.line, test: (n) => unspscVersionHolds(cii.elements(n, "ram:SpecifiedTradeProduct/ram:DesignatedProductClassification/ram:ClassCode")) },
    },
  },
];
