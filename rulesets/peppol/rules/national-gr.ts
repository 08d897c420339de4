/**
 * GR-R-*, GR-S-*: the rules for Greek suppliers (the six-segment invoice
 * number, tax numbers (TIN/AFM) with their check digit, the MARK number and
 * the invoice URL, party names and electronic addresses), and, when the
 * customer is Greek too, the customer's VAT number and address.
 */
import { attributeValue, context, guarded, isInteger, isNumber, normalizeSpace, single, stringLength, stringValue, substring, tokenize, trimXML, XPathError, type RuleDef, type XMLNode } from "../../../engine/index.ts";
import { isCac, isCbc, isUblRoot, ubl } from "../../common/syntax.ts";
import { greekTinCheck } from "../check-digits.ts";
import { GREEK_DOCUMENT_TYPES } from "../code-lists.ts";
import { firstOr, UBL_PATTERN, ublValues } from "../contexts.ts";

const greekSender = (n: XMLNode): boolean => ublValues(n).isGreekSender;
const isParty = (n: XMLNode, role: string): boolean => isCac(n, "Party") && isCac(n.parent, role);
const MARK = "##M.AR.K##";
const INVOICE_URL = "##INVOICE|URL##";
const describedAs = (n: XMLNode, description: string): boolean => ubl.values(n, "cbc:DocumentDescription").includes(description);

const greece = {
  invoiceNumber: context(UBL_PATTERN.greece, 1, ["ID"], (n) => isCbc(n, "ID") && n.parent !== undefined && isUblRoot(n.parent) && greekSender(n)),
  supplier: context(UBL_PATTERN.greece, 2, ["Party"], (n) => isParty(n, "AccountingSupplierParty") && greekSender(n)),
  supplierVat: context(UBL_PATTERN.greece, 3, ["CompanyID"], (n) => {
    if (!isCbc(n, "CompanyID") || !isCac(n.parent, "PartyTaxScheme")) return false;
    return isParty(n.parent.parent!, "AccountingSupplierParty") && greekSender(n) && normalizeSpace(ubl.first(n.parent, "cac:TaxScheme/cbc:ID")) === "VAT";
  }),
  document: context(UBL_PATTERN.greece, 4, ["Invoice", "CreditNote"], (n) => isUblRoot(n) && greekSender(n) && ublValues(n).postalSupplierGR),
  markNumber: context(UBL_PATTERN.greece, 5, ["ID"], (n) => {
    if (!isCbc(n, "ID") || !isCac(n.parent, "AdditionalDocumentReference")) return false;
    return greekSender(n) && ublValues(n).postalSupplierGR && describedAs(n.parent, MARK);
  }),
  invoiceUrl: context(UBL_PATTERN.greece, 6, ["AdditionalDocumentReference"], (n) => isCac(n, "AdditionalDocumentReference") && greekSender(n) && describedAs(n, INVOICE_URL)),
  customer: context(UBL_PATTERN.greece, 7, ["Party"], (n) => isParty(n, "AccountingCustomerParty") && greekSender(n)),
  supplierEndpoint: context(UBL_PATTERN.greece, 8, ["EndpointID"], (n) => {
    if (!isCbc(n, "EndpointID") || !isParty(n.parent!, "AccountingSupplierParty")) return false;
    const country = ublValues(n).accountingSupplierCountry;
    return country === "GR" || country === "EL";
  }),
};

const greekPair = (n: XMLNode): boolean => ublValues(n).isGreekSender && ublValues(n).isGreekReceiver;
const greeceDomestic = {
  customer: context(UBL_PATTERN.greeceDomestic, 1, ["Party"], (n) => isParty(n, "AccountingCustomerParty") && greekPair(n)),
  customerEndpoint: context(UBL_PATTERN.greeceDomestic, 2, ["EndpointID"], (n) => isCbc(n, "EndpointID") && isParty(n.parent!, "AccountingCustomerParty") && greekPair(n)),
};

/** The invoice number's segments, split at '|'. */
const segments = (n: XMLNode): string[] => tokenize(stringValue(n), "|");

/** A non-blank segment (string-length(normalize-space(segment)) > 0). */
const filled = (segment: string | undefined): boolean => normalizeSpace(segment) !== "";

/** The Greek day-month-year at the start of the second segment (separators -, \, / or space, all optional). */
const GREEK_DATE = /^(0?[1-9]|[12][0-9]|3[01])[-\\/ ]?(0?[1-9]|1[0-2])[-\\/ ]?(19|20)[0-9]{2}/;

/** A party's one VAT identifier is EL followed by a valid Greek tax number (GR-S-011, GR-R-006). */
function greekVatHolds(party: XMLNode): boolean {
  const ids = ubl
    .elements(party, "cac:PartyTaxScheme")
    .filter((pts) => normalizeSpace(single(ubl.values(pts, "cac:TaxScheme/cbc:ID"))) === "VAT")
    .flatMap((pts) => ubl.values(pts, "cbc:CompanyID"));
  return ids.length === 1 && substring(ids[0], 1, 2) === "EL" && greekTinCheck(substring(ids[0], 3));
}

/** The TIN part of the seller's and tax representative's VAT identifiers (characters 3 to 11). */
function vatTins(n: XMLNode): string[] {
  const root = ubl.elements(n, "/*")[0]!;
  return ["cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme", "cac:TaxRepresentativeParty/cac:PartyTaxScheme"].flatMap((path) =>
    ubl
      .elements(root, path)
      .filter((pts) => ubl.values(pts, "cac:TaxScheme/cbc:ID").includes("VAT"))
      .map((pts) => substring(firstOr(single(ubl.values(pts, "cbc:CompanyID"))), 3, 9)),
  );
}

const countDescribed = (n: XMLNode, description: string): number => ubl.elements(n, "cac:AdditionalDocumentReference").filter((d) => describedAs(d, description)).length;
const nameGiven = (party: XMLNode): boolean => stringLength(single(ubl.values(party, "cac:PartyName/cbc:Name"))) > 0;
const endpointHolds = (n: XMLNode): boolean => attributeValue(n, "schemeID") === "9933" && greekTinCheck(stringValue(n));

const segmentRule = (id: string, description: string, holds: (parts: string[], n: XMLNode) => boolean): RuleDef => ({
  id,
  flag: "fatal",
  terms: ["BT-1"],
  description,
  bindings: { ubl: { context: greece.invoiceNumber, test: guarded((n) => holds(segments(n), n)) } },
});

export const greeceRules: RuleDef[] = [
  segmentRule("GR-R-001-1", "GR-R-001-1: a Greek supplier's invoice number (BT-1) must have six segments separated by '|'.", (s) => s.length === 6),
  segmentRule(
    "GR-R-001-2",
    "GR-R-001-2: the first segment of a Greek supplier's invoice number (BT-1) must be a valid tax number, the seller's or its tax representative's.",
    (s, n) => stringLength(normalizeSpace(s[0])) === 9 && greekTinCheck(s[0]!) && vatTins(n).includes(s[0]!),
  ),
  segmentRule("GR-R-001-3", "GR-R-001-3: the second segment of a Greek supplier's invoice number (BT-1) must be a date (day/month/year) equal to the issue date (BT-2).", (s, n) => {
    const date = s[1];
    if (!filled(date) || !GREEK_DATE.test(date!)) return false;
    const parts = tokenize(date, "/");
    const issued = ublValues(n).issueDateParts;
    const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a === b;
    return same(parts[0], issued[2]) && same(parts[1], issued[1]) && same(parts[2], issued[0]);
  }),
  segmentRule("GR-R-001-4", "GR-R-001-4: the third segment of a Greek supplier's invoice number (BT-1) must be a non-negative integer.", (s) => {
    const serial = s[2];
    if (!filled(serial) || !isNumber(serial)) return false;
    if (!isInteger(serial)) throw new XPathError("not an integer");
    return BigInt(trimXML(serial!)) >= 0n;
  }),
  segmentRule("GR-R-001-5", "GR-R-001-5: the fourth segment of a Greek supplier's invoice number (BT-1) must be a Greek document type.", (s) => filled(s[3]) && GREEK_DOCUMENT_TYPES.has(s[3]!)),
  segmentRule("GR-R-001-6", "GR-R-001-6: the fifth segment of a Greek supplier's invoice number (BT-1) must not be empty.", (s) => stringLength(s[4]) > 0),
  segmentRule("GR-R-001-7", "GR-R-001-7: the sixth segment of a Greek supplier's invoice number (BT-1) must not be empty.", (s) => stringLength(s[5]) > 0),
  {
    id: "GR-R-002",
    flag: "fatal",
    terms: ["BT-27"],
    description: "GR-R-002: a Greek supplier must give its full registered name (BT-27).",
    bindings: { ubl: { context: greece.supplier, test: guarded(nameGiven) } },
  },
  {
    id: "GR-S-011",
    flag: "warning",
    terms: ["BT-31"],
    description: "GR-S-011: a Greek supplier should give one VAT identifier (BT-31): EL followed by a valid Greek tax number.",
    bindings: { ubl: { context: greece.supplier, test: guarded(greekVatHolds) } },
  },
  {
    id: "GR-R-003",
    flag: "fatal",
    terms: ["BT-31"],
    description: "GR-R-003: a Greek supplier's VAT identifier (BT-31) must be EL followed by a valid Greek tax number.",
    bindings: { ubl: { context: greece.supplierVat, test: (n) => substring(stringValue(n), 1, 2) === "EL" && greekTinCheck(substring(stringValue(n), 3)) } },
  },
  {
    id: "GR-R-004-1",
    flag: "fatal",
    terms: ["BG-24", "BT-122"],
    description: "GR-R-004-1: a Greek supplier's invoice must have exactly one supporting document reference (BT-122) described as the MARK number.",
    bindings: { ubl: { context: greece.document, test: (n) => countDescribed(n, MARK) === 1 } },
  },
  {
    id: "GR-S-008-1",
    flag: "warning",
    terms: ["BG-24", "BT-124"],
    description: "GR-S-008-1: a Greek supplier's invoice should have one supporting document reference described as the invoice URL (BT-124).",
    bindings: { ubl: { context: greece.document, test: (n) => countDescribed(n, INVOICE_URL) === 1 } },
  },
  {
    id: "GR-R-008-2",
    flag: "fatal",
    terms: ["BG-24", "BT-124"],
    description: "GR-R-008-2: a Greek supplier's invoice may have at most one supporting document reference described as the invoice URL (BT-124).",
    bindings: { ubl: { context: greece.document, test: (n) => countDescribed(n, INVOICE_URL) <= 1 } },
  },
  {
    id: "GR-R-004-2",
    flag: "fatal",
    terms: ["BT-122"],
    description: "GR-R-004-2: a Greek supplier's MARK number (BT-122) must be a positive integer (start with a digit 1 to 9).",
    bindings: { ubl: { context: greece.markNumber, test: (n) => /^[1-9]/.test(stringValue(n)) } },
  },
  {
    id: "GR-R-008-3",
    flag: "fatal",
    terms: ["BT-124"],
    description: "GR-R-008-3: a Greek supplier's invoice URL reference must give the external document location (BT-124).",
    bindings: { ubl: { context: greece.invoiceUrl, test: guarded((n) => normalizeSpace(single(ubl.values(n, "cac:Attachment/cac:ExternalReference/cbc:URI"))) !== "") } },
  },
  {
    id: "GR-R-005",
    flag: "fatal",
    terms: ["BT-44"],
    description: "GR-R-005: a Greek supplier must give the buyer's full name (BT-44).",
    bindings: { ubl: { context: greece.customer, test: guarded(nameGiven) } },
  },
  {
    id: "GR-R-009",
    flag: "fatal",
    terms: ["BT-34"],
    description: "GR-R-009: a Greek supplier's electronic address (BT-34) must be a valid Greek tax number with the scheme 9933.",
    bindings: { ubl: { context: greece.supplierEndpoint, test: endpointHolds } },
  },
  {
    id: "GR-R-006",
    flag: "fatal",
    terms: ["BT-48"],
    description: "GR-R-006: a Greek supplier must give a Greek buyer's one VAT identifier (BT-48): EL followed by a valid Greek tax number.",
    bindings: { ubl: { context: greeceDomestic.customer, test: guarded(greekVatHolds) } },
  },
  {
    id: "GR-R-010",
    flag: "fatal",
    terms: ["BT-49"],
    description: "GR-R-010: a Greek supplier's Greek buyer's electronic address (BT-49) must be a valid Greek tax number with the scheme 9933.",
    bindings: { ubl: { context: greeceDomestic.customerEndpoint, test: endpointHolds } },
  },
];
