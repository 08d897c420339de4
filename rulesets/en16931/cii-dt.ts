/**
 * CII-DT: the rules of EN 16931's binding to CII on its data types (CEN
 * 1.3.16, pattern EN16931-CII-Syntax): which attributes identifiers, codes,
 * amounts and quantities do without, and which parts of documents, taxes,
 * periods and addresses are not used. Most are one shape, "this is not used
 * here", and are the table below; the rest allow an element in some places
 * only, or check a value, and are written out after it.
 */
import { childrenNamed, elementsNamed, hasAncestor, hasAttribute, perDocument, stringValue, type RuleDef, type XMLNode } from "../../engine/index.ts";
import { CII_NAMESPACES, isAt } from "../common/syntax.ts";
import { ciiSyntax, hasTypeCode, LINE, occurrenceRules, syntaxRule, type OccurrenceGroup } from "./contexts-cii-syntax.ts";

const RAM = CII_NAMESPACES.ram;

/** Per context of the syntax pattern, the attributes and elements it should not hold. */
const ABSENCES: readonly OccurrenceGroup[] = [
  {
    context: ciiSyntax.document,
    where: "the invoice element (CrossIndustryInvoice)",
    terms: [],
    rows: [
      ["CII-DT-013", "fatal", "@languageID"],
      ["CII-DT-014", "fatal", "@languageLocaleID"],
    ],
  },
  {
    context: ciiSyntax.plainIdentifier,
    where: "the specification identifier (BT-24), the invoice number (BT-1), a line identifier (BT-126) or an item's seller identifier (BT-155)",
    terms: ["BT-24", "BT-1", "BT-126", "BT-155"],
    rows: [
      ["CII-DT-001", "fatal", "@schemeName"],
      ["CII-DT-002", "fatal", "@schemeAgencyName"],
      ["CII-DT-003", "fatal", "@schemeDataURI"],
      ["CII-DT-004", "fatal", "@schemeURI"],
      ["CII-DT-005", "fatal", "@schemeID"],
      ["CII-DT-006", "fatal", "@schemeAgencyID"],
      ["CII-DT-007", "fatal", "@schemeVersionID"],
    ],
  },
  {
    context: ciiSyntax.identifier,
    where: "an identifier (a ram element whose name ends in ID)",
    terms: [],
    rows: [
      ["CII-DT-101", "fatal", "@schemeName"],
      ["CII-DT-102", "fatal", "@schemeAgencyName"],
      ["CII-DT-103", "fatal", "@schemeDataURI"],
      ["CII-DT-104", "fatal", "@schemeURI"],
    ],
  },
  {
    context: ciiSyntax.typeCode,
    where: "a type code",
    terms: [],
    rows: [
      ["CII-DT-008", "fatal", "@name"],
      ["CII-DT-009", "fatal", "@listURI"],
    ],
  },
  // The official context of these three comes after the one of every type code, which takes each invoice type code first: they never fire.
  {
    context: ciiSyntax.invoiceTypeCode,
    where: "the invoice type code (BT-3)",
    terms: ["BT-3"],
    rows: [
      ["CII-DT-010", "fatal", "@listID"],
      ["CII-DT-011", "fatal", "@listAgencyID"],
      ["CII-DT-012", "fatal", "@listVersionID"],
    ],
  },
  {
    context: ciiSyntax.lineVatCategoryCode,
    where: "an invoice line's VAT category code (BT-151)",
    terms: ["BT-151"],
    rows: [
      ["CII-DT-045", "warning", "@listID"],
      ["CII-DT-046", "warning", "@listAgencyID"],
      ["CII-DT-047", "warning", "@listVersionID"],
      ["CII-DT-048", "warning", "@listURI"],
    ],
  },
  {
    context: ciiSyntax.referencedDocument,
    where: "a referenced document (a ram element whose name ends in ReferencedDocument)",
    terms: [],
    rows: [
      ["CII-DT-016", "fatal", "StatusCode"],
      ["CII-DT-017", "fatal", "CopyIndicator"],
      ["CII-DT-019", "fatal", "GlobalID"],
      ["CII-DT-020", "fatal", "RevisionID"],
      ["CII-DT-023", "fatal", "Information"],
      ["CII-DT-025", "fatal", "SectionName"],
      ["CII-DT-026", "fatal", "PreviousRevisionID"],
      ["CII-DT-028", "fatal", "EffectiveSpecifiedPeriod"],
      ["CII-DT-029", "fatal", "IssuerTradeParty"],
      ["CII-DT-030", "fatal", "AttachedSpecifiedBinaryFile"],
    ],
  },
  {
    context: ciiSyntax.amount,
    where: "an amount (other than the VAT total, BT-110 and BT-111)",
    terms: [],
    rows: [
      ["CII-DT-031", "fatal", "@currencyID"],
      ["CII-DT-032", "fatal", "@currencyCodeListVersionID"],
    ],
  },
  {
    context: ciiSyntax.quantity,
    where: "a quantity",
    terms: [],
    rows: [
      ["CII-DT-034", "fatal", "@unitCodeListID"],
      ["CII-DT-035", "fatal", "@unitCodeListAgencyID"],
      ["CII-DT-036", "fatal", "@unitCodeListAgencyName"],
    ],
  },
  {
    context: ciiSyntax.tradeTax,
    where: "a tax (a ram element whose name ends in TradeTax)",
    terms: [],
    rows: [
      ["CII-DT-038", "warning", "CalculatedRate"],
      ["CII-DT-039", "warning", "CalculationSequenceNumeric"],
      ["CII-DT-040", "warning", "BasisQuantity"],
      ["CII-DT-042", "warning", "UnitBasisAmount"],
      ["CII-DT-043", "warning", "LineTotalBasisAmount"],
      ["CII-DT-044", "warning", "AllowanceChargeBasisAmount"],
      ["CII-DT-049", "warning", "CurrencyCode"],
      ["CII-DT-050", "warning", "Jurisdiction"],
      ["CII-DT-051", "warning", "CustomsDutyIndicator"],
      ["CII-DT-053", "warning", "TaxBasisAllowanceRate"],
      ["CII-DT-055", "warning", "Type"],
      ["CII-DT-056", "warning", "InformationAmount"],
      ["CII-DT-057", "warning", "CategoryName"],
      ["CII-DT-059", "warning", "RateApplicablePercent/@format"],
      ["CII-DT-060", "warning", "SpecifiedTradeAccountingAccount"],
      ["CII-DT-061", "warning", "ServiceSupplyTradeCountry"],
      ["CII-DT-062", "warning", "BuyerRepayableTaxSpecifiedTradeAccountingAccount"],
      ["CII-DT-063", "warning", "SellerPayableTaxSpecifiedTradeAccountingAccount"],
      ["CII-DT-064", "warning", "SellerRefundableTaxSpecifiedTradeAccountingAccount"],
      ["CII-DT-065", "warning", "BuyerDeductibleTaxSpecifiedTradeAccountingAccount"],
      ["CII-DT-066", "warning", "BuyerNonDeductibleTaxSpecifiedTradeAccountingAccount"],
      ["CII-DT-067", "warning", "PlaceApplicableTradeLocation"],
    ],
  },
  {
    context: ciiSyntax.billingPeriod,
    where: "an invoicing period (BG-14, BG-26)",
    terms: ["BG-14", "BG-26"],
    rows: [
      ["CII-DT-068", "fatal", "StartDateTime/udt:DateTime"],
      ["CII-DT-069", "fatal", "DurationMeasure"],
      ["CII-DT-070", "fatal", "InclusiveIndicator"],
      ["CII-DT-071", "fatal", "Description"],
      ["CII-DT-072", "fatal", "EndDateTime/udt:DateTime"],
      ["CII-DT-073", "fatal", "CompleteDateTime"],
      ["CII-DT-074", "fatal", "OpenIndicator"],
      ["CII-DT-075", "fatal", "SeasonCode"],
      ["CII-DT-076", "fatal", "ID"],
      ["CII-DT-077", "fatal", "Name"],
      ["CII-DT-078", "fatal", "SequenceNumeric"],
      ["CII-DT-079", "fatal", "StartDateFlexibilityCode"],
      ["CII-DT-080", "fatal", "ContinuousIndicator"],
      ["CII-DT-081", "fatal", "PurposeCode"],
    ],
  },
  {
    context: ciiSyntax.postalAddress,
    where: "a postal address (BG-5, BG-8, BG-12, BG-15)",
    terms: ["BG-5", "BG-8", "BG-12", "BG-15"],
    rows: [
      ["CII-DT-082", "fatal", "ID"],
      ["CII-DT-083", "fatal", "PostOfficeBox"],
      ["CII-DT-084", "fatal", "BuildingName"],
      ["CII-DT-086", "fatal", "LineFour"],
      ["CII-DT-087", "fatal", "LineFive"],
      ["CII-DT-088", "fatal", "StreetName"],
      ["CII-DT-089", "fatal", "CitySubDivisionName"],
      ["CII-DT-090", "fatal", "CountryName"],
      ["CII-DT-091", "fatal", "CountrySubDivisionID"],
      ["CII-DT-092", "fatal", "AttentionOf"],
      ["CII-DT-093", "fatal", "CareOf"],
      ["CII-DT-094", "fatal", "BuildingNumber"],
      ["CII-DT-095", "fatal", "DepartmentName"],
      ["CII-DT-096", "fatal", "AdditionalStreetName"],
    ],
  },
];

const has = (node: XMLNode, local: string): boolean => node.kind === "element" && childrenNamed(node, RAM, local).length > 0;

const isAdditionalDocument = (node: XMLNode): boolean => node.kind === "element" && node.local === "AdditionalReferencedDocument";

/**
 * Parts of a referenced document that only an additional document
 * (AdditionalReferencedDocument) of some type codes may have: the supporting
 * documents (916, BG-24), the invoiced object identifier (130, BT-18) and
 * the tender or lot reference (50, BT-17).
 */
const ADDITIONAL_DOCUMENT_ONLY: readonly (readonly [id: string, part: string, codes: ReadonlySet<string>, terms: readonly string[], what: string])[] = [
  ["CII-DT-015", "URIID", new Set(["916"]), ["BT-124"], "an external document location (URIID, BT-124), which only a supporting document (type 916) has"],
  ["CII-DT-018", "TypeCode", new Set(["50", "130", "916"]), ["BT-17", "BT-18", "BG-24"], "a type code, which only an additional document of type 50, 130 or 916 has"],
  ["CII-DT-021", "Name", new Set(["916"]), ["BT-123"], "a name (BT-123), which only a supporting document (type 916) has"],
  ["CII-DT-022", "AttachmentBinaryObject", new Set(["916"]), ["BT-125"], "an attached binary object (BT-125), which only a supporting document (type 916) has"],
  ["CII-DT-024", "ReferenceTypeCode", new Set(["130"]), ["BT-18-1"], "a reference type code (BT-18-1), which only an invoiced object identifier (type 130) has"],
];

/** Parts of a tax that only the VAT breakdown of the header settlement (BG-23) has. */
const HEADER_TAX_ONLY: readonly (readonly [id: string, part: string, term: string, what: string])[] = [
  ["CII-DT-041", "BasisAmount", "BT-116", "a taxable amount"],
  ["CII-DT-054", "TaxPointDate", "BT-7", "a VAT point date"],
  ["CII-DT-058", "DueDateTypeCode", "BT-8", "a VAT point date code"],
];

/** Parts of a tax that only an ApplicableTradeTax (a VAT breakdown or a line's VAT) has. */
const APPLICABLE_TAX_ONLY: readonly (readonly [id: string, part: string, term: string, what: string])[] = [
  ["CII-DT-052", "ExemptionReasonCode", "BT-121", "a VAT exemption reason code"],
  ["CII-DT-098", "ExemptionReason", "BT-120", "a VAT exemption reason text"],
];

/** Where a billed quantity's unit (BT-130) is: the unit code of an invoice line's delivery quantity. */
const BILLED_QUANTITY = `${LINE}/ram:SpecifiedLineTradeDelivery/ram:BilledQuantity`;

/** Whether some invoice line states the unit of its invoiced quantity (once per document). */
const someLineHasUnit = perDocument((root) => elementsNamed(root, RAM, "BilledQuantity").some((q) => isAt(q, BILLED_QUANTITY) && hasAttribute(q, "unitCode")));

/**
 * A date in format 102: YYYYMMDD with a month 01–12 and a day 01–31 (no
 * calendar check), whitespace around allowed. XPath's \d is any Unicode
 * decimal digit, its \s these four characters.
 */
const FORMAT_102 = /^[ \t\n\r]*\p{Nd}{4}(?:1[0-2]|0[1-9])(?:3[01]|[12][0-9]|0[1-9])[ \t\n\r]*$/u;

const valueRules: RuleDef[] = [
  ...ADDITIONAL_DOCUMENT_ONLY.map(([id, part, codes, terms, what]) =>
    syntaxRule(id, "fatal", terms, `${id}: a referenced document must not have ${what}.`, ciiSyntax.referencedDocument, (node) => !has(node, part) || (isAdditionalDocument(node) && hasTypeCode(node, codes))),
  ),
  syntaxRule(
    "CII-DT-027",
    "fatal",
    ["BT-26"],
    "CII-DT-027: of the referenced documents, only a preceding invoice reference may have an issue date (BT-26).",
    ciiSyntax.referencedDocument,
    (node) => !has(node, "FormattedIssueDateTime") || (node.kind === "element" && node.local === "InvoiceReferencedDocument"),
  ),
  syntaxRule(
    "CII-DT-033",
    "fatal",
    ["BT-129", "BT-130"],
    "CII-DT-033: a quantity must not have a unit code unless some invoice line states the unit of its invoiced quantity (BT-130).",
    ciiSyntax.quantity,
    (node) => node.kind !== "element" || !hasAttribute(node, "unitCode") || someLineHasUnit(node),
  ),
  syntaxRule(
    "CII-DT-037",
    "fatal",
    ["BT-95", "BT-102", "BT-118", "BT-151"],
    "CII-DT-037: the type code of a tax must be VAT.",
    ciiSyntax.tradeTax,
    (node) => !has(node, "TypeCode") || hasTypeCode(node, "VAT"),
  ),
  ...HEADER_TAX_ONLY.map(([id, part, term, what]) =>
    syntaxRule(id, "warning", [term], `${id}: only a VAT breakdown of the header settlement should have ${what} (${part}, ${term}).`, ciiSyntax.tradeTax, (node) => !has(node, part) || hasAncestor(node, RAM, "ApplicableHeaderTradeSettlement")),
  ),
  ...APPLICABLE_TAX_ONLY.map(([id, part, term, what]) =>
    syntaxRule(id, "warning", [term], `${id}: only an applicable trade tax should have ${what} (${part}, ${term}).`, ciiSyntax.tradeTax, (node) => !has(node, part) || (node.kind === "element" && node.local === "ApplicableTradeTax")),
  ),
  syntaxRule(
    "CII-DT-097",
    "fatal",
    ["BT-2", "BT-7", "BT-9", "BT-26", "BT-72", "BT-73", "BT-74", "BT-134", "BT-135"],
    "CII-DT-097: a date in format 102 must be written YYYYMMDD.",
    ciiSyntax.date102,
    (node) => FORMAT_102.test(stringValue(node)),
  ),
];

export const ciiDtRules: RuleDef[] = [...occurrenceRules(ABSENCES), ...valueRules];
