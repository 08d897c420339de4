/**
 * SE-R-*: the rules for Swedish suppliers (VAT number and organisation
 * number form, the F-tax statement, VAT rates, Bankgiro and Plusgiro
 * accounts, payment means codes). "Swedish" is read from the seller's postal
 * country, and for some rules from its VAT number's prefix, as written.
 */
import { attributeValue, context, guarded, isNumber, normalizeSpace, numberOf, perElementAnd, single, stringLength, stringValue, substring, type RuleDef, type XMLElement, type XMLNode } from "../../../engine/index.ts";
import { cii, isCac, isCbc, isCiiRoot, isRam, isRsm, ubl } from "../../common/syntax.ts";
import { swedishOrgNumberCheck } from "../check-digits.ts";
import { CII_PATTERN, ciiValues, firstOr, UBL_PATTERN, ublSwedishValues } from "../contexts.ts";

// ------------------------------------------------------------------ UBL

const ublSwedishPostal = (party: XMLNode): boolean => ubl.values(party, "cac:PostalAddress/cac:Country/cbc:IdentificationCode").includes("SE");
const ublVatIds = (party: XMLNode): string[] =>
  ubl
    .elements(party, "cac:PartyTaxScheme")
    .filter((pts) => ubl.values(pts, "cac:TaxScheme/cbc:ID").includes("VAT"))
    .flatMap((pts) => ubl.values(pts, "cbc:CompanyID"));
const isUblSeller = (n: XMLNode | undefined): n is XMLElement => isCac(n, "Party") && isCac(n.parent, "AccountingSupplierParty");

/** A payment means of a Swedish seller with code 30 and the given branch (SE:PLUSGIRO, SE:BANKGIRO): its account identifier. */
const ublGiroAccount = (branch: string) => (n: XMLNode) => {
  if (!isCbc(n, "ID") || !isCac(n.parent, "PayeeFinancialAccount")) return false;
  const means = n.parent.parent;
  // The document-wide Swedish seller test last: the account's own values rule out most nodes first.
  return (
    isCac(means, "PaymentMeans") &&
    normalizeSpace(ubl.first(means, "cbc:PaymentMeansCode")) === "30" &&
    normalizeSpace(ubl.first(means, "cac:PayeeFinancialAccount/cac:FinancialInstitutionBranch/cbc:ID")) === branch &&
    ublSwedishValues(n).swedishSupplier
  );
};

const ublSweden = {
  vatSupplier: context(UBL_PATTERN.sweden, 1, ["Party"], (n) => isUblSeller(n) && ublSwedishPostal(n) && ublVatIds(n).some((id) => substring(id, 1, 2) === "SE")),
  legalEntity: context(
    UBL_PATTERN.sweden,
    2,
    ["PartyLegalEntity"],
    (n) => isCac(n, "PartyLegalEntity") && isUblSeller(n.parent) && ublSwedishPostal(n.parent) && ubl.exists(n, "cbc:CompanyID"),
  ),
  taxRegistration: context(UBL_PATTERN.sweden, 3, ["CompanyID"], (n) => {
    if (!isCbc(n, "CompanyID") || !isCac(n.parent, "PartyTaxScheme")) return false;
    const party = n.parent.parent;
    return (
      isUblSeller(party) &&
      ublSwedishPostal(party) &&
      ubl.exists(party, "cac:PartyLegalEntity/cbc:CompanyID") &&
      normalizeSpace(firstOr(ubl.first(n.parent, "cac:TaxScheme/cbc:ID")).toUpperCase()) !== "VAT"
    );
  }),
  category: context(
    UBL_PATTERN.sweden,
    4,
    ["TaxCategory", "ClassifiedTaxCategory"],
    (n) => (isCac(n, "TaxCategory") || isCac(n, "ClassifiedTaxCategory")) && ubl.values(n, "cbc:ID").includes("S") && ublSwedishValues(n).swedishVatSupplier,
  ),
  plusgiro: context(UBL_PATTERN.sweden, 5, ["ID"], ublGiroAccount("SE:PLUSGIRO")),
  bankgiro: context(UBL_PATTERN.sweden, 6, ["ID"], ublGiroAccount("SE:BANKGIRO")),
  giroMeans: context(UBL_PATTERN.sweden, 7, ["PaymentMeans"], (n) => isCac(n, "PaymentMeans") && ubl.values(n, "cbc:PaymentMeansCode").some((c) => c === "50" || c === "56") && ublSwedishValues(n).swedishSupplier),
  domesticTransfer: context(
    UBL_PATTERN.sweden,
    8,
    ["PaymentMeans"],
    (n) => isCac(n, "PaymentMeans") && ubl.values(n, "cbc:PaymentMeansCode").includes("31") && ublSwedishValues(n).swedishSupplier && ublSwedishValues(n).swedishCustomer,
  ),
};

// ------------------------------------------------------------------ CII

const ciiSwedishPostal = (party: XMLNode): boolean => cii.values(party, "ram:PostalTradeAddress/ram:CountryID").includes("SE");
/** The VAT identifiers (schemeID VAT) of a party's tax registrations. */
const ciiVatIds = (party: XMLNode): XMLElement[] => cii.elements(party, "ram:SpecifiedTaxRegistration/ram:ID").filter((id) => attributeValue(id, "schemeID") === "VAT");
/** The seller of the document's transaction (…/ApplicableHeaderTradeAgreement/SellerTradeParty under the document). */
const isCiiSeller = (n: XMLNode | undefined): n is XMLElement =>
  isRam(n, "SellerTradeParty") && isRam(n.parent, "ApplicableHeaderTradeAgreement") && isRsm(n.parent.parent, "SupplyChainTradeTransaction") && isRsm(n.parent.parent.parent, "CrossIndustryInvoice");
/** Whether a transaction's seller has the postal country SE (and, if asked, its buyer too): once per transaction. */
const swedishParties = perElementAnd(
  (t, buyerToo: boolean): boolean =>
    cii.elements(t, "ram:ApplicableHeaderTradeAgreement/ram:SellerTradeParty").some(ciiSwedishPostal) &&
    (!buyerToo || cii.elements(t, "ram:ApplicableHeaderTradeAgreement/ram:BuyerTradeParty").some(ciiSwedishPostal)),
);
/** The transaction of a document whose seller has the postal country SE (and, if asked, whose buyer has too). */
const isSwedishTransaction = (n: XMLNode | undefined, buyerToo: boolean): boolean =>
  isRsm(n, "SupplyChainTradeTransaction") && isCiiRoot(n.parent) && swedishParties(n, buyerToo);
/** A payment means of a Swedish seller's transaction. */
const isSwedishPaymentMeans = (n: XMLNode | undefined, buyerToo: boolean): n is XMLElement =>
  isRam(n, "SpecifiedTradeSettlementPaymentMeans") && isRam(n.parent, "ApplicableHeaderTradeSettlement") && isSwedishTransaction(n.parent.parent, buyerToo);

const ciiGiroAccount = (branch: string) => (n: XMLNode) => {
  if (!isRam(n, "ProprietaryID") || !isRam(n.parent, "PayeePartyCreditorFinancialAccount")) return false;
  const means = n.parent.parent;
  return (
    isSwedishPaymentMeans(means, false) &&
    normalizeSpace(cii.first(means, "ram:TypeCode")) === "30" &&
    normalizeSpace(cii.first(means, "ram:PayeeSpecifiedCreditorFinancialInstitution/ram:BICID")) === branch
  );
};

const ciiSweden = {
  vatSeller: context(
    CII_PATTERN.sweden,
    1,
    ["SellerTradeParty"],
    (n) =>
      isCiiSeller(n) &&
      ciiSwedishPostal(n) &&
      cii.elements(n, "ram:SpecifiedTaxRegistration").some((r) => substring(firstOr(cii.elements(r, "ram:ID").filter((id) => attributeValue(id, "schemeID") === "VAT").map(stringValue)[0]), 1, 2) === "SE"),
  ),
  legalOrganization: context(
    CII_PATTERN.sweden,
    2,
    ["SpecifiedLegalOrganization"],
    (n) => isRam(n, "SpecifiedLegalOrganization") && isCiiSeller(n.parent) && ciiSwedishPostal(n.parent) && cii.exists(n, "ram:ID"),
  ),
  taxRegistration: context(CII_PATTERN.sweden, 3, ["ID"], (n) => {
    if (!isRam(n, "ID") || attributeValue(n, "schemeID") !== "FC" || !isRam(n.parent, "SpecifiedTaxRegistration")) return false;
    const party = n.parent.parent;
    return isCiiSeller(party) && ciiSwedishPostal(party) && cii.exists(party, "ram:SpecifiedLegalOrganization/ram:ID");
  }),
  tax: context(CII_PATTERN.sweden, 4, ["ApplicableTradeTax", "CategoryTradeTax"], (n) => (isRam(n, "ApplicableTradeTax") || isRam(n, "CategoryTradeTax")) && ciiValues(n).swedishVatSupplier),
  plusgiro: context(CII_PATTERN.sweden, 5, ["ProprietaryID"], ciiGiroAccount("SE:PLUSGIRO")),
  bankgiro: context(CII_PATTERN.sweden, 6, ["ProprietaryID"], ciiGiroAccount("SE:BANKGIRO")),
  giroMeans: context(
    CII_PATTERN.sweden,
    7,
    ["SpecifiedTradeSettlementPaymentMeans"],
    (n) => isSwedishPaymentMeans(n, false) && ["50", "56"].includes(normalizeSpace(cii.first(n, "ram:TypeCode"))),
  ),
  domesticTransfer: context(CII_PATTERN.sweden, 8, ["SpecifiedTradeSettlementPaymentMeans"], (n) => isSwedishPaymentMeans(n, true) && normalizeSpace(cii.first(n, "ram:TypeCode")) === "31"),
};

// ------------------------------------------------------------------ rules

const text = (n: XMLNode): string => normalizeSpace(stringValue(n));
const SWEDISH_RATES = new Set([25, 12, 6]);

export const swedenRules: RuleDef[] = [
  {
    id: "SE-R-001",
    flag: "fatal",
    terms: ["BT-31"],
    description: "SE-R-001: a Swedish supplier's Swedish VAT identifier (BT-31) must be 14 characters.",
    bindings: {
      ubl: { context: ublSweden.vatSupplier, test: guarded((n) => stringLength(normalizeSpace(single(ublVatIds(n)))) === 14) },
      cii: { context: ciiSweden.vatSeller, test: guarded((n) => stringLength(normalizeSpace(single(ciiVatIds(n).map(stringValue)))) === 14) },
    },
  },
  {
    id: "SE-R-002",
    flag: "fatal",
    terms: ["BT-31"],
    description: "SE-R-002: the twelve characters after SE in a Swedish supplier's VAT identifier (BT-31) must be numeric.",
    bindings: {
      ubl: { context: ublSweden.vatSupplier, test: guarded((n) => isNumber(substring(firstOr(single(ublVatIds(n))), 3, 12))) },
      cii: { context: ciiSweden.vatSeller, test: guarded((n) => isNumber(substring(firstOr(single(ciiVatIds(n).map(stringValue))), 3, 12))) },
    },
  },
  {
    id: "SE-R-003",
    flag: "fatal",
    terms: ["BT-30"],
    description: "SE-R-003: a Swedish supplier's organisation number (BT-30) must be numeric.",
    bindings: {
      ubl: { context: ublSweden.legalEntity, test: guarded((n) => isNumber(single(ubl.values(n, "cbc:CompanyID")))) },
      cii: { context: ciiSweden.legalOrganization, test: guarded((n) => isNumber(single(cii.values(n, "ram:ID")))) },
    },
  },
  {
    id: "SE-R-004",
    flag: "fatal",
    terms: ["BT-30"],
    description: "SE-R-004: a Swedish supplier's organisation number (BT-30) must be 10 characters.",
    bindings: {
      ubl: { context: ublSweden.legalEntity, test: guarded((n) => stringLength(normalizeSpace(single(ubl.values(n, "cbc:CompanyID")))) === 10) },
      cii: { context: ciiSweden.legalOrganization, test: guarded((n) => stringLength(normalizeSpace(single(cii.values(n, "ram:ID")))) === 10) },
    },
  },
  {
    id: "SE-R-013",
    flag: "fatal",
    terms: ["BT-30"],
    description: "SE-R-013: the last digit of a Swedish supplier's organisation number (BT-30) must be its Luhn check digit.",
    bindings: {
      ubl: { context: ublSweden.legalEntity, test: guarded((n) => swedishOrgNumberCheck(normalizeSpace(single(ubl.values(n, "cbc:CompanyID"))))) },
      cii: { context: ciiSweden.legalOrganization, test: guarded((n) => swedishOrgNumberCheck(normalizeSpace(single(cii.values(n, "ram:ID"))))) },
    },
  },
  {
    id: "SE-R-005",
    flag: "fatal",
    terms: ["BT-32"],
    description: "SE-R-005: a Swedish supplier's tax registration identifier (BT-32), when given, must read 'Godkänd för F-skatt'.",
    bindings: {
      ubl: { context: ublSweden.taxRegistration, test: (n) => normalizeSpace(stringValue(n).toUpperCase()) === "GODKÄND FÖR F-SKATT" },
      cii: { context: ciiSweden.taxRegistration, test: (n) => normalizeSpace(stringValue(n).toUpperCase()) === "GODKÄND FÖR F-SKATT" },
    },
  },
  {
    id: "SE-R-006",
    flag: "fatal",
    terms: ["BT-119", "BT-152", "BT-96", "BT-103"],
    description: "SE-R-006: a Swedish supplier's standard VAT rate (BT-119, BT-152, BT-96, BT-103) must be 25, 12 or 6 (in CII every VAT rate is checked).",
    bindings: {
      ubl: { context: ublSweden.category, test: guarded((n) => SWEDISH_RATES.has(numberOf(single(ubl.values(n, "cbc:Percent"))))) },
      cii: { context: ciiSweden.tax, test: guarded((n) => SWEDISH_RATES.has(numberOf(single(cii.values(n, "ram:RateApplicablePercent"))))) },
    },
  },
  {
    id: "SE-R-007",
    flag: "warning",
    terms: ["BT-84"],
    description: "SE-R-007: a Swedish supplier's Plusgiro account (BT-84) should be numeric.",
    bindings: {
      ubl: { context: ublSweden.plusgiro, test: (n) => isNumber(text(n)) },
      cii: { context: ciiSweden.plusgiro, test: (n) => isNumber(text(n)) },
    },
  },
  {
    id: "SE-R-010",
    flag: "warning",
    terms: ["BT-84"],
    description: "SE-R-010: a Swedish supplier's Plusgiro account (BT-84) should have 2 to 8 characters.",
    bindings: {
      ubl: { context: ublSweden.plusgiro, test: (n) => stringLength(text(n)) >= 2 && stringLength(text(n)) <= 8 },
      cii: { context: ciiSweden.plusgiro, test: (n) => stringLength(text(n)) >= 2 && stringLength(text(n)) <= 8 },
    },
  },
  {
    id: "SE-R-008",
    flag: "warning",
    terms: ["BT-84"],
    description: "SE-R-008: a Swedish supplier's Bankgiro account (BT-84) should be numeric.",
    bindings: {
      ubl: { context: ublSweden.bankgiro, test: (n) => isNumber(text(n)) },
      cii: { context: ciiSweden.bankgiro, test: (n) => isNumber(text(n)) },
    },
  },
  {
    id: "SE-R-009",
    flag: "warning",
    terms: ["BT-84"],
    description: "SE-R-009: a Swedish supplier's Bankgiro account (BT-84) should have 7 or 8 characters.",
    bindings: {
      ubl: { context: ublSweden.bankgiro, test: (n) => [7, 8].includes(stringLength(text(n))) },
      cii: { context: ciiSweden.bankgiro, test: (n) => [7, 8].includes(stringLength(text(n))) },
    },
  },
  {
    id: "SE-R-011",
    flag: "warning",
    terms: ["BT-81"],
    description: "SE-R-011: a Swedish supplier paying by Bankgiro or Plusgiro should use payment means code 30 (BT-81) with the branch SE:BANKGIRO or SE:PLUSGIRO, not 50 or 56.",
    bindings: {
      ubl: { context: ublSweden.giroMeans, test: () => false },
      cii: { context: ciiSweden.giroMeans, test: () => false },
    },
  },
  {
    id: "SE-R-012",
    flag: "warning",
    terms: ["BT-81"],
    description: "SE-R-012: between Swedish parties, a credit transfer should have payment means code 30 (BT-81), not 31.",
    bindings: {
      ubl: { context: ublSweden.domesticTransfer, test: () => false },
      cii: { context: ciiSweden.domesticTransfer, test: () => false },
    },
  },
];
