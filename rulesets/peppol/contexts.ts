/**
 * What Peppol's rules share: the patterns they are checked in, the contexts
 * of the patterns several families use, and the document-wide values the
 * official rule set computes once per document (the billing profile, the
 * supplier's and customer's countries, the document currency). Those values
 * are computed once per document here too and kept while the tree lives, so
 * a context asking "is the supplier Swedish?" costs nothing per node.
 *
 * Patterns: the official files give their patterns no ids, so they are
 * numbered in the order the official file lists them:
 *   UBL  peppol-ubl-1 empty elements · 2 credit note project reference ·
 *        3 transaction rules and identifier checks · 4 Norway · 5 Denmark ·
 *        6 Italy · 7 Sweden · 8 Greece (supplier) · 9 Greece (supplier and
 *        customer) · 10 Iceland · 11 Netherlands · 12 Germany ·
 *        13 code lists and formats
 *   CII  peppol-cii-1 transaction rules and identifier checks · 2 Norway ·
 *        3 Denmark · 4 Italy · 5 Sweden · 6 Netherlands · 7 code lists and formats
 */
import { attributeValue, BigNumber, context, guarded, hasAttribute, isElement, isXMLSpace, normalizeSpace, perDocument, perElementAnd, stringValue, substring, tokenize, type ContextDef, type RuleDef, type RuleFlag, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { pathGroup } from "./path-group.ts";
import { cii, CII_NAMESPACES, isCac, isCbc, isRam, isRsm, isUblDocument, isUblLine, ubl, UBL_AMOUNTS, UBL_NAMESPACES } from "../common/syntax.ts";

export const UBL_PATTERN = {
  empty: "peppol-ubl-1",
  creditNote: "peppol-ubl-2",
  transaction: "peppol-ubl-3",
  norway: "peppol-ubl-4",
  denmark: "peppol-ubl-5",
  italy: "peppol-ubl-6",
  sweden: "peppol-ubl-7",
  greece: "peppol-ubl-8",
  greeceDomestic: "peppol-ubl-9",
  iceland: "peppol-ubl-10",
  netherlands: "peppol-ubl-11",
  germany: "peppol-ubl-12",
  codes: "peppol-ubl-13",
} as const;

export const CII_PATTERN = {
  transaction: "peppol-cii-1",
  norway: "peppol-cii-2",
  denmark: "peppol-cii-3",
  italy: "peppol-cii-4",
  sweden: "peppol-cii-5",
  netherlands: "peppol-cii-6",
  codes: "peppol-cii-7",
} as const;

export const PEPPOL_CUSTOMIZATION = "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";

// ------------------------------------------------------- shared helpers

const { cac: CAC, cbc: CBC, ubl: INV, cn: CN } = UBL_NAMESPACES;
const { ram: RAM } = CII_NAMESPACES;

/** A rule checked in UBL only, on one context, its test guarded (an XPath error: the rule does not hold). */
export const ublRule = (id: string, flag: RuleFlag, terms: string[], description: string, where: ContextDef, test: (n: XMLNode) => boolean): RuleDef => ({
  id,
  flag,
  terms,
  description,
  bindings: { ubl: { context: where, test: guarded(test) } },
});

/** Peppol's u:slack: the value lies within the slack of the expected amount. */
export function withinSlack(expected: BigNumber, value: BigNumber, slack: BigNumber.Value): boolean {
  return expected.plus(slack).gte(value) && expected.minus(slack).lte(value);
}

/**
 * Whether a text is blank: only XML whitespace or nothing (normalize-space
 * gives ""). A scan that stops at the first other character: the empty
 * element contexts ask it of every leaf of a document.
 */
export function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isXMLSpace(text.charCodeAt(i))) return false;
  return true;
}

/** The first string value a path gives, "" when none (what normalize-space and substring see). */
export const firstOr = (value: string | undefined): string => value ?? "";

// ------------------------------------------------------- per-document values

/** The values the UBL rule set computes once per document. */
export interface UblDocumentValues {
  /** The billing process number from ProfileID (`01`), or `Unknown`. */
  profile: string;
  /** Seller's country: from the VAT identifier's prefix, the tax representative's, or the postal address; `XX` if none. */
  supplierCountry: string;
  customerCountry: string;
  /** Seller's country as the Greek endpoint rule reads it (no tax representative). */
  accountingSupplierCountry: string;
  supplierIsDE: boolean;
  customerIsDE: boolean;
  supplierIsNL: boolean;
  customerIsNL: boolean;
  taxRepresentativeIsNL: boolean;
  /** DocumentCurrencyCode texts (BT-5). */
  documentCurrency: string[];
  /** The postal country codes the Danish and Icelandic patterns compare (not normalised). */
  postalSupplierCountry: string;
  postalCustomerCountry: string;
  /** Whether some seller's postal country code is GR. */
  postalSupplierGR: boolean;
  isGreekSender: boolean;
  isGreekReceiver: boolean;
  /** The IssueDate's parts split at '-'. */
  issueDateParts: string[];
  isInvoice: boolean;
}

/** The values the CII rule set computes once per document. */
export interface CiiDocumentValues {
  profile: string;
  supplierCountry: string;
  /** InvoiceCurrencyCode texts (BT-5). */
  documentCurrency: string[];
  /** TaxCurrencyCode texts (BT-6). */
  taxCurrency: string[];
  /** Seller's and buyer's postal country codes as the Danish pattern reads them (not normalised). */
  postalSupplierCountries: string[];
  postalCustomerCountries: string[];
  supplierIsNL: boolean;
  customerIsNL: boolean;
  taxRepresentativeIsNL: boolean;
  /** A Swedish seller with a Swedish VAT identifier (SE-R-006). */
  swedishVatSupplier: boolean;
}

/** The billing process shape, unanchored; its dots stand for any character, as in the official pattern. */
const PROFILE = /urn:fdc:peppol[^\n\r]eu:2017:poacc:billing:[0-9]{2}:1[^\n\r]0/;

/** The 7th ':'-token of a ProfileID that has the billing process shape (the regex's dots match any character). */
function profileOf(present: boolean, id: string | undefined): string {
  const text = normalizeSpace(id);
  if (!present || !PROFILE.test(text)) return "Unknown";
  return tokenize(text, ":")[6] ?? "";
}

const upperNormal = (text: string | undefined): string => normalizeSpace(text).toUpperCase();

/** Prefixes (first two characters) of the VAT identifiers of UBL tax schemes (PartyTaxScheme elements). */
function ublVatPrefixes(schemes: readonly XMLElement[]): string[] {
  return schemes.filter((pts) => ubl.values(pts, "cac:TaxScheme/cbc:ID").includes("VAT")).map((pts) => substring(firstOr(ubl.first(pts, "cbc:CompanyID")), 1, 2));
}

/** The country the official "supplierCountry"-like variables give: the first source that gives a non-empty prefix. */
function countryFrom(prefixLists: string[][], postal: XMLElement[]): string {
  for (const list of prefixLists) if (list.length && list[0] !== "") return upperNormal(list[0]);
  return postal.length ? upperNormal(stringValue(postal[0]!)) : "XX";
}

/** The first element's string value, normalised and upper-cased ("" for none), as the postal country variables read it. */
const firstUpper = (elements: readonly XMLElement[]): string => upperNormal(elements.length ? stringValue(elements[0]!) : undefined);

const SUPPLIER_COUNTRY = "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode";
const CUSTOMER_COUNTRY = "cac:AccountingCustomerParty/cac:Party/cac:PostalAddress/cac:Country/cbc:IdentificationCode";

/** What the UBL per-document values read below the document element, gathered in one walk of its children. */
const ublDocumentPaths = pathGroup(UBL_NAMESPACES, {
  supplierSchemes: "cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme",
  representativeSchemes: "cac:TaxRepresentativeParty/cac:PartyTaxScheme",
  customerSchemes: "cac:AccountingCustomerParty/cac:Party/cac:PartyTaxScheme",
  supplierPostal: SUPPLIER_COUNTRY,
  customerPostal: CUSTOMER_COUNTRY,
  representativePostal: "cac:TaxRepresentativeParty/cac:PostalAddress/cac:Country/cbc:IdentificationCode",
  profile: "cbc:ProfileID",
  currency: "cbc:DocumentCurrencyCode",
  issueDate: "cbc:IssueDate",
});

/** The per-document values of the UBL document a node is in. */
export const ublValues = perDocument((root): UblDocumentValues => {
  const found = ublDocumentPaths(root);
  const supplierVat = ublVatPrefixes(found.supplierSchemes);
  const representativeVat = ublVatPrefixes(found.representativeSchemes);
  const customerVat = ublVatPrefixes(found.customerSchemes);
  const supplierPostal = found.supplierPostal;
  const customerPostal = found.customerPostal;
  const supplierCountry = countryFrom([supplierVat, representativeVat], supplierPostal);
  const customerCountry = countryFrom([customerVat], customerPostal);
  const isInvoice = isElement(root, INV, "Invoice");
  const isCreditNote = isElement(root, CN, "CreditNote");
  const postalOfDocument = (codes: XMLElement[]): string => (isInvoice || isCreditNote ? firstOr(codes.length ? stringValue(codes[0]!) : undefined) : "");
  return {
    profile: profileOf(found.profile.length > 0, found.profile.length ? stringValue(found.profile[0]!) : undefined),
    supplierCountry,
    customerCountry,
    accountingSupplierCountry: countryFrom([supplierVat], supplierPostal),
    supplierIsDE: firstUpper(supplierPostal) === "DE",
    customerIsDE: firstUpper(customerPostal) === "DE",
    supplierIsNL: firstUpper(supplierPostal) === "NL",
    customerIsNL: firstUpper(customerPostal) === "NL",
    taxRepresentativeIsNL: firstUpper(found.representativePostal) === "NL",
    documentCurrency: found.currency.map(stringValue),
    postalSupplierCountry: postalOfDocument(supplierPostal),
    postalCustomerCountry: postalOfDocument(customerPostal),
    postalSupplierGR: supplierPostal.some((c) => stringValue(c) === "GR"),
    isGreekSender: supplierCountry === "GR" || supplierCountry === "EL",
    isGreekReceiver: customerCountry === "GR" || customerCountry === "EL",
    issueDateParts: tokenize(found.issueDate.length ? stringValue(found.issueDate[0]!) : undefined, "-"),
    isInvoice,
  };
});

/** The Swedish values of a UBL document (Sweden's contexts), read from its seller and buyer parties wherever they are. */
export interface UblSwedishValues {
  /** Swedish seller (postal country SE) anywhere under a seller party. */
  swedishSupplier: boolean;
  /** Swedish seller with a Swedish VAT identifier. */
  swedishVatSupplier: boolean;
  swedishCustomer: boolean;
}

/**
 * The Swedish values, apart from the others: the official variables look
 * for seller and buyer parties at any depth (`//cac:AccountingSupplierParty`),
 * a walk of the whole document, so they are computed only for documents
 * where a Swedish context asks (one walk finds both kinds of party).
 */
export const ublSwedishValues = perDocument((root): UblSwedishValues => {
  const sellers: XMLElement[] = [];
  const buyers: XMLElement[] = [];
  const visit = (el: XMLElement): void => {
    // The local name first: it rules out nearly every element before the namespace is compared.
    if (el.local === "AccountingSupplierParty" && el.ns === CAC) sellers.push(el);
    else if (el.local === "AccountingCustomerParty" && el.ns === CAC) buyers.push(el);
    const children = el.children;
    for (let i = 0; i < children.length; i++) visit(children[i]!);
  };
  visit(root);
  // Only whether some party qualifies matters, so the parties' order does not.
  const parties = (holders: readonly XMLElement[]): XMLElement[] => holders.flatMap((h) => ubl.elements(h, "cac:Party"));
  const swedish = (party: XMLElement): boolean => ubl.values(party, "cac:PostalAddress/cac:Country/cbc:IdentificationCode").includes("SE");
  const swedishVat = (party: XMLElement): boolean => ublVatPrefixes(ubl.elements(party, "cac:PartyTaxScheme")).includes("SE");
  const sellerParties = parties(sellers);
  return {
    swedishSupplier: sellerParties.some(swedish),
    swedishVatSupplier: sellerParties.some((p) => swedish(p) && swedishVat(p)),
    swedishCustomer: parties(buyers).some(swedish),
  };
});

/** Prefixes of the VAT identifiers (schemeID VAT) of a CII party's tax registrations. */
function ciiVatPrefixes(registrations: XMLElement[]): string[] {
  return registrations.filter((r) => cii.elements(r, "ram:ID").some((id) => attributeValue(id, "schemeID") === "VAT")).map((r) => substring(firstOr(cii.first(r, "ram:ID")), 1, 2));
}

const AGREEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement";
const SETTLEMENT = "rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeSettlement";

/**
 * What the CII per-document values read below the document element,
 * gathered in one walk (the transaction's children, its lines among them,
 * are gone through once rather than once per path).
 */
const ciiDocumentPaths = pathGroup(CII_NAMESPACES, {
  transactions: "rsm:SupplyChainTradeTransaction",
  agreements: AGREEMENT,
  sellers: `${AGREEMENT}/ram:SellerTradeParty`,
  representativeRegistrations: `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty/ram:SpecifiedTaxRegistration`,
  sellerPostal: `${AGREEMENT}/ram:SellerTradeParty/ram:PostalTradeAddress/ram:CountryID`,
  buyerPostal: `${AGREEMENT}/ram:BuyerTradeParty/ram:PostalTradeAddress/ram:CountryID`,
  representativePostal: `${AGREEMENT}/ram:SellerTaxRepresentativeTradeParty/ram:PostalTradeAddress/ram:CountryID`,
  businessProcess: "rsm:ExchangedDocumentContext/ram:BusinessProcessSpecifiedDocumentContextParameter",
  documentCurrency: `${SETTLEMENT}/ram:InvoiceCurrencyCode`,
  taxCurrency: `${SETTLEMENT}/ram:TaxCurrencyCode`,
});

/** The per-document values of the CII document a node is in. */
export const ciiValues = perDocument((root): CiiDocumentValues => {
  const none = {} as ReturnType<typeof ciiDocumentPaths>;
  const found = isRsm(root, "CrossIndustryInvoice") ? ciiDocumentPaths(root) : none;
  const at = (key: keyof typeof found): XMLElement[] => found[key] ?? [];
  // The first transaction's first agreement's first seller: the first of each list when it belongs to the one before.
  const firstSeller = at("transactions")[0];
  const firstAgreement = at("agreements")[0]?.parent === firstSeller ? at("agreements")[0] : undefined;
  const seller = firstAgreement !== undefined && at("sellers")[0]?.parent === firstAgreement ? at("sellers")[0] : undefined;
  const sellerVat = seller ? ciiVatPrefixes(cii.elements(seller, "ram:SpecifiedTaxRegistration")) : [];
  const representativeVat = ciiVatPrefixes(at("representativeRegistrations"));
  const sellerPostal = at("sellerPostal");
  const buyerPostal = at("buyerPostal");
  const isNL = (codes: XMLElement[]): boolean => upperNormal(codes.length ? stringValue(codes[0]!) : undefined) === "NL";
  const businessProcess = at("businessProcess");
  const swedishVatSupplier = at("sellers").some(
    (party) =>
      cii.values(party, "ram:PostalTradeAddress/ram:CountryID").includes("SE") &&
      cii.elements(party, "ram:SpecifiedTaxRegistration").some((r) => substring(firstOr(cii.elements(r, "ram:ID").filter((id) => attributeValue(id, "schemeID") === "VAT").map(stringValue)[0]), 1, 2) === "SE"),
  );
  return {
    profile: profileOf(businessProcess.length > 0, businessProcess.length ? cii.first(businessProcess[0]!, "ram:ID") : undefined),
    supplierCountry: countryFrom([sellerVat, representativeVat], sellerPostal),
    documentCurrency: at("documentCurrency").map(stringValue),
    taxCurrency: at("taxCurrency").map(stringValue),
    postalSupplierCountries: sellerPostal.map(stringValue),
    postalCustomerCountries: buyerPostal.map(stringValue),
    supplierIsNL: isNL(sellerPostal),
    customerIsNL: isNL(buyerPostal),
    taxRepresentativeIsNL: isNL(at("representativePostal")),
    swedishVatSupplier,
  };
});

// ------------------------------------------- contexts of the transaction patterns

/** Schemes of the identifiers Peppol checks the form of (PEPPOL-COMMON-R040 …), in the official order. */
const UBL_ICD_SCHEMES = ["0088", "0192", "0184", "0208", "0201", "0210", "9907", "0211", "0007", "0151"] as const;
const CII_ICD_SCHEMES = ["0088", "0192", "0184", "0208", "0201", "0210", "9907", "0211", "9906", "0007", "0151"] as const;
/** Schemes checked on electronic addresses only (the others also on party and legal identifiers). */
const ENDPOINT_ONLY = new Set(["9907", "9906"]);

/** A document-level or line-level allowance or charge (not one of a price). */
const isUblDocumentOrLineCharge = (node: XMLNode): boolean => isCac(node, "AllowanceCharge") && (isUblDocument(node.parent) || isUblLine(node.parent));

const has = (node: XMLNode, path: string): boolean => ubl.exists(node, path);
const hasRam = (node: XMLNode, path: string): boolean => cii.exists(node, path);

/** A line's period date when the document states that date for its own period. */
function isUblLinePeriodDate(node: XMLNode, local: "StartDate" | "EndDate"): boolean {
  if (!isCbc(node, local)) return false;
  const period = node.parent;
  if (!isCac(period, "InvoicePeriod")) return false;
  const line = period.parent;
  if (!isUblLine(line)) return false;
  return ublShared(line.parent!, `cac:InvoicePeriod/cbc:${local}`).length > 0;
}

function ublIcdContext(scheme: string, order: number) {
  const names = ENDPOINT_ONLY.has(scheme) ? ["EndpointID"] : ["EndpointID", "ID", "CompanyID"];
  return context(UBL_PATTERN.transaction, order, names, (n) => {
    // The scheme first: it rejects nearly every identifier at once, and the
    // namespace test (a comparison of long URIs) is then made on few nodes.
    if (attributeValue(n, "schemeID") !== scheme || n.ns !== CBC) return false;
    if (n.local === "EndpointID") return true;
    if (ENDPOINT_ONLY.has(scheme)) return false;
    return n.local === "CompanyID" || (n.local === "ID" && isCac(n.parent, "PartyIdentification"));
  });
}

function ciiIcdContext(scheme: string, order: number) {
  const names = ENDPOINT_ONLY.has(scheme) ? ["URIID"] : ["URIID", "ID", "GlobalID"];
  // The scheme first: it rejects nearly every identifier before the namespace (a comparison of long URIs) is compared.
  return context(CII_PATTERN.transaction, order, names, (n) => attributeValue(n, "schemeID") === scheme && n.ns === RAM);
}

/** Contexts of the UBL transaction pattern (peppol-ubl-3), by what they select, with their official order. */
export const ublTransaction = {
  document: context(UBL_PATTERN.transaction, 1, ["Invoice", "CreditNote"], isUblDocument),
  taxCurrency: context(UBL_PATTERN.transaction, 2, ["TaxCurrencyCode"], (n) => isCbc(n, "TaxCurrencyCode")),
  customerParty: context(UBL_PATTERN.transaction, 3, ["Party"], (n) => isCac(n, "Party") && isCac(n.parent, "AccountingCustomerParty")),
  supplierParty: context(UBL_PATTERN.transaction, 4, ["Party"], (n) => isCac(n, "Party") && isCac(n.parent, "AccountingSupplierParty")),
  chargeWithoutBase: context(UBL_PATTERN.transaction, 5, ["AllowanceCharge"], (n) => isUblDocumentOrLineCharge(n) && has(n, "cbc:MultiplierFactorNumeric") && !has(n, "cbc:BaseAmount")),
  chargeWithoutPercent: context(UBL_PATTERN.transaction, 6, ["AllowanceCharge"], (n) => isUblDocumentOrLineCharge(n) && !has(n, "cbc:MultiplierFactorNumeric") && has(n, "cbc:BaseAmount")),
  charge: context(UBL_PATTERN.transaction, 7, ["AllowanceCharge"], isUblDocumentOrLineCharge),
  directDebit: context(UBL_PATTERN.transaction, 8, ["PaymentMeans"], (n) => isCac(n, "PaymentMeans") && ["49", "59"].includes(normalizeSpace(ubl.first(n, "cbc:PaymentMeansCode")))),
  amount: context(UBL_PATTERN.transaction, 9, UBL_AMOUNTS, (n) => {
    if (n.kind !== "element" || n.ns !== CBC) return false;
    if (n.local !== "TaxAmount") return true;
    // A tax amount counts as the total with subtotals or as a subtotal's; the one in the accounting currency (BT-111) does not.
    return isCac(n.parent, "TaxSubtotal") || (isCac(n.parent, "TaxTotal") && has(n.parent, "cac:TaxSubtotal"));
  }),
  lineStart: context(UBL_PATTERN.transaction, 10, ["StartDate"], (n) => isUblLinePeriodDate(n, "StartDate")),
  lineEnd: context(UBL_PATTERN.transaction, 11, ["EndDate"], (n) => isUblLinePeriodDate(n, "EndDate")),
  line: context(UBL_PATTERN.transaction, 12, ["InvoiceLine", "CreditNoteLine"], (n) => isCac(n, "InvoiceLine") || isCac(n, "CreditNoteLine")),
  priceCharge: context(UBL_PATTERN.transaction, 13, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && isCac(n.parent, "Price")),
  priceBaseQuantity: context(UBL_PATTERN.transaction, 14, ["BaseQuantity"], (n) => isCbc(n, "BaseQuantity") && isCac(n.parent, "Price") && hasAttribute(n, "unitCode")),
  identifier: Object.fromEntries(UBL_ICD_SCHEMES.map((scheme, i) => [scheme, ublIcdContext(scheme, 15 + i)])) as Record<(typeof UBL_ICD_SCHEMES)[number], ReturnType<typeof context>>,
};

const isTradeCharge = (n: XMLNode): boolean => isRam(n, "SpecifiedTradeAllowanceCharge");

/** A line's billing period date when the transaction states that date for the invoice period. */
function isCiiLinePeriodDate(node: XMLNode, local: "StartDateTime" | "EndDateTime"): boolean {
  if (!isRam(node, local)) return false;
  const period = node.parent;
  if (!isRam(period, "BillingSpecifiedPeriod")) return false;
  const settlement = period.parent;
  if (!isRam(settlement, "SpecifiedLineTradeSettlement")) return false;
  const line = settlement.parent;
  if (!isRam(line, "IncludedSupplyChainTradeLineItem")) return false;
  const transaction = line.parent;
  return isRsm(transaction, "SupplyChainTradeTransaction") && ciiShared(transaction, `ram:ApplicableHeaderTradeSettlement/ram:BillingSpecifiedPeriod/ram:${local}`).length > 0;
}

/** Contexts of the CII transaction pattern (peppol-cii-1), by what they select, with their official order. */
export const ciiTransaction = {
  documentContext: context(CII_PATTERN.transaction, 1, ["ExchangedDocumentContext"], (n) => isRsm(n, "ExchangedDocumentContext")),
  agreement: context(CII_PATTERN.transaction, 2, ["ApplicableHeaderTradeAgreement"], (n) => isRam(n, "ApplicableHeaderTradeAgreement")),
  settlement: context(CII_PATTERN.transaction, 3, ["ApplicableHeaderTradeSettlement"], (n) => isRam(n, "ApplicableHeaderTradeSettlement")),
  document: context(CII_PATTERN.transaction, 4, ["ExchangedDocument"], (n) => isRsm(n, "ExchangedDocument")),
  buyer: context(CII_PATTERN.transaction, 5, ["BuyerTradeParty"], (n) => isRam(n, "BuyerTradeParty")),
  seller: context(CII_PATTERN.transaction, 6, ["SellerTradeParty"], (n) => isRam(n, "SellerTradeParty")),
  chargeWithoutBase: context(CII_PATTERN.transaction, 7, ["SpecifiedTradeAllowanceCharge"], (n) => isTradeCharge(n) && hasRam(n, "ram:CalculationPercent") && !hasRam(n, "ram:BasisAmount")),
  chargeWithoutPercent: context(CII_PATTERN.transaction, 8, ["SpecifiedTradeAllowanceCharge"], (n) => isTradeCharge(n) && !hasRam(n, "ram:CalculationPercent") && hasRam(n, "ram:BasisAmount")),
  charge: context(CII_PATTERN.transaction, 9, ["SpecifiedTradeAllowanceCharge"], isTradeCharge),
  priceCharge: context(CII_PATTERN.transaction, 10, ["AppliedTradeAllowanceCharge"], (n) => isRam(n, "AppliedTradeAllowanceCharge")),
  directDebit: context(CII_PATTERN.transaction, 11, ["SpecifiedTradeSettlementPaymentMeans"], (n) => isRam(n, "SpecifiedTradeSettlementPaymentMeans") && ["49", "59"].includes(normalizeSpace(cii.first(n, "ram:TypeCode")))),
  lineStart: context(CII_PATTERN.transaction, 12, ["StartDateTime"], (n) => isCiiLinePeriodDate(n, "StartDateTime")),
  lineEnd: context(CII_PATTERN.transaction, 13, ["EndDateTime"], (n) => isCiiLinePeriodDate(n, "EndDateTime")),
  line: context(CII_PATTERN.transaction, 14, ["IncludedSupplyChainTradeLineItem"], (n) => isRam(n, "IncludedSupplyChainTradeLineItem")),
  price: context(CII_PATTERN.transaction, 15, ["NetPriceProductTradePrice", "GrossPriceProductTradePrice"], (n) => isRam(n, "NetPriceProductTradePrice") || isRam(n, "GrossPriceProductTradePrice")),
  priceBaseQuantity: context(
    CII_PATTERN.transaction,
    16,
    ["BasisQuantity"],
    (n) => isRam(n, "BasisQuantity") && hasAttribute(n, "unitCode") && (isRam(n.parent, "NetPriceProductTradePrice") || isRam(n.parent, "GrossPriceProductTradePrice")),
  ),
  identifier: Object.fromEntries(CII_ICD_SCHEMES.map((scheme, i) => [scheme, ciiIcdContext(scheme, 17 + i)])) as Record<(typeof CII_ICD_SCHEMES)[number], ReturnType<typeof context>>,
};

// ------------------------------------------------------ shared lookups

/**
 * The string values a UBL path gives from an element, looked up once per
 * element and path: a lookup that many nodes share (every line asking for
 * the invoice period, every payment means for a sibling), so repeated
 * elements never make a check scan their siblings again and checks stay
 * linear in the document's size.
 */
export const ublShared = perElementAnd((el, path: string): string[] => ubl.values(el, path));
/** The string values a CII path gives from an element, looked up once per element and path. */
export const ciiShared = perElementAnd((el, path: string): string[] => cii.values(el, path));
