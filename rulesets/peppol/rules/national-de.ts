/**
 * DE-R-*: the rules for German domestic trade (seller and buyer both with a
 * German postal address), taken over from XRechnung: payment instructions
 * and their groups per payment means, the seller contact, addresses, VAT
 * identifiers, cash discount (Skonto) lines, attachment names, IBANs.
 */
import { attributeValue, context, doubleOf, normalizeSpace, single, someNumber, stringValue, tokenize, type RuleDef, type RuleFlag, type XMLElement, type XMLNode } from "../../../engine/index.ts";
import { isUblRoot, ubl, ublAt } from "../../common/syntax.ts";
import { ibanCheck } from "../check-digits.ts";
import { DE_DOCUMENT_TYPES, DE_VAT_CATEGORIES } from "../code-lists.ts";
import { firstOr, UBL_PATTERN, ublRule, ublValues } from "../contexts.ts";

const domestic = (n: XMLNode): boolean => ublValues(n).supplierIsDE && ublValues(n).customerIsDE;

/**
 * Whether some payment means code equals one of the numbers, as the official
 * context compares them (as doubles). A code that is no number stops the
 * comparison with an error, which makes the context not select the node.
 */
function meansCodeIn(n: XMLNode, codes: readonly number[]): boolean {
  for (const code of ubl.values(n, "cbc:PaymentMeansCode")) {
    const value = doubleOf(code);
    if (value === undefined) return false;
    if (codes.includes(value)) return true;
  }
  return false;
}

const germany = {
  document: context(UBL_PATTERN.germany, 1, ["Invoice", "CreditNote"], (n) => isUblRoot(n) && domestic(n)),
  supplier: context(UBL_PATTERN.germany, 2, ["AccountingSupplierParty"], (n) => ublAt(n, "cac:AccountingSupplierParty") && domestic(n)),
  supplierAddress: context(UBL_PATTERN.germany, 3, ["PostalAddress"], (n) => ublAt(n, "cac:AccountingSupplierParty/cac:Party/cac:PostalAddress") && domestic(n)),
  supplierContact: context(UBL_PATTERN.germany, 4, ["Contact"], (n) => ublAt(n, "cac:AccountingSupplierParty/cac:Party/cac:Contact") && domestic(n)),
  customerAddress: context(UBL_PATTERN.germany, 5, ["PostalAddress"], (n) => ublAt(n, "cac:AccountingCustomerParty/cac:Party/cac:PostalAddress") && domestic(n)),
  deliveryAddress: context(UBL_PATTERN.germany, 6, ["Address"], (n) => ublAt(n, "cac:Delivery/cac:DeliveryLocation/cac:Address") && domestic(n)),
  transfer: context(UBL_PATTERN.germany, 7, ["PaymentMeans"], (n) => ublAt(n, "cac:PaymentMeans") && meansCodeIn(n, [30, 58]) && domestic(n)),
  card: context(UBL_PATTERN.germany, 8, ["PaymentMeans"], (n) => ublAt(n, "cac:PaymentMeans") && meansCodeIn(n, [48, 54, 55]) && domestic(n)),
  directDebit: context(UBL_PATTERN.germany, 9, ["PaymentMeans"], (n) => ublAt(n, "cac:PaymentMeans") && meansCodeIn(n, [59]) && domestic(n)),
  taxSubtotal: context(UBL_PATTERN.germany, 10, ["TaxSubtotal"], (n) => ublAt(n, "cac:TaxTotal/cac:TaxSubtotal") && domestic(n)),
};

/** Some element at the path has non-blank text. */
const given = (n: XMLNode, path: string): boolean => ubl.values(n, path).some((v) => normalizeSpace(v) !== "");

/** DE-R-016: the VAT categories of document-level allowances and charges and of the lines. */
function vatCategoriesUsed(n: XMLNode): string[] {
  const charges = ubl.elements(n, "cac:AllowanceCharge").filter((c) => ubl.values(c, "cbc:ChargeIndicator").some((i) => i === "true" || i === "false"));
  return [
    ...charges.flatMap((c) => ubl.values(c, "cac:TaxCategory/cbc:ID")),
    ...ubl.values(n, "cac:InvoiceLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID"),
    ...ubl.values(n, "cac:CreditNoteLine/cac:Item/cac:ClassifiedTaxCategory/cbc:ID"),
  ];
}

const SKONTO = /#SKONTO#TAGE=[0-9]+#PROZENT=[0-9]+\.[0-9]{2}(#BASISBETRAG=-?[0-9]+\.[0-9]{2})?#$/;
/** A Skonto statement from one '#' to the last on a line ('.' matches no line end). */
const HASHED = /#[^\n\r]+#/;
const ENDS_WITH_LINE_BREAK = /^[ \t\r\n]*\n/;

/**
 * DE-R-018: every line of the first payment terms note that starts with '#'
 * is a Skonto statement (#SKONTO#TAGE=n#PROZENT=n.nn#, optionally with
 * #BASISBETRAG=n.nn#), and the note ends with a line break after the last one.
 */
function skontoHolds(n: XMLNode): boolean {
  const notes = ubl.elements(n, "cac:PaymentTerms").flatMap((terms) => ubl.elements(terms, "cbc:Note").slice(0, 1)).map(stringValue);
  const lines = notes.flatMap((note) => tokenize(note, /\r?\n/)).filter((line) => normalizeSpace(line).startsWith("#"));
  if (lines.length === 0) return true;
  const tails = notes.map((note) => tokenize(note, HASHED)).filter((tokens) => tokens.length > 0).map((tokens) => tokens[tokens.length - 1]!);
  const endsWell = ENDS_WITH_LINE_BREAK.test(firstOr(single(tails)));
  return lines.every((line) => SKONTO.test(normalizeSpace(line)) && endsWell);
}

/** DE-R-022: no attachment repeats the file name of an earlier supporting document. */
function uniqueFileNames(n: XMLNode): boolean {
  const seen = new Set<string>();
  for (const reference of ubl.elements(n, "cac:AdditionalDocumentReference")) {
    const names = ubl.elements(reference, "cac:Attachment/cbc:EmbeddedDocumentBinaryObject").flatMap((o) => {
      const name = attributeValue(o, "filename");
      return name === undefined ? [] : [name];
    });
    if (names.some((name) => seen.has(name))) return false;
    for (const name of names) seen.add(name);
  }
  return true;
}

const LOCAL_CHARS = /^[a-zA-Z0-9!#$%&"*+/=?^_`{|}~-]+$/;
const LABEL = /^[a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/;

/**
 * DE-R-028's e-mail form: dot-separated words of allowed characters, one '@',
 * then at least two dot-separated domain labels (letters, digits, inner
 * hyphens). Checked part by part, so no pattern backtracks over the text.
 */
export function emailFormHolds(address: string): boolean {
  const parts = address.split("@");
  if (parts.length !== 2) return false;
  const [local, domain] = parts as [string, string];
  const labels = domain.split(".");
  return local.split(".").every((word) => LOCAL_CHARS.test(word)) && labels.length >= 2 && labels.every((label) => LABEL.test(label));
}

/** DE-R-027's telephone form: at least three digits. */
const telephoneFormHolds = (phone: string): boolean => (phone.match(/[0-9]/g)?.length ?? 0) >= 3;

const documentRule = (id: string, flag: RuleFlag, terms: string[], description: string, test: (n: XMLNode) => boolean): RuleDef =>
  ublRule(id, flag, terms, description, germany.document, test);

export const germanyRules: RuleDef[] = [
  documentRule("DE-R-001", "fatal", ["BG-16"], "DE-R-001: an invoice between German parties must contain payment instructions (BG-16).", (n) => ubl.exists(n, "cac:PaymentMeans")),
  documentRule("DE-R-015", "fatal", ["BT-10"], "DE-R-015: an invoice between German parties must give the buyer reference (BT-10).", (n) => given(n, "cbc:BuyerReference")),
  documentRule(
    "DE-R-016",
    "fatal",
    ["BT-31", "BT-32", "BG-11", "BT-95", "BT-102", "BT-151"],
    "DE-R-016: when a VAT category S, Z, E, AE, K, G, L or M is used (BT-95, BT-102, BT-151), the seller's VAT identifier (BT-31), its tax registration identifier (BT-32) or a tax representative (BG-11) must be given.",
    (n) =>
      !vatCategoriesUsed(n).some((c) => DE_VAT_CATEGORIES.has(c)) ||
      ubl.exists(n, "cac:TaxRepresentativeParty") ||
      given(n, "cac:AccountingSupplierParty/cac:Party/cac:PartyTaxScheme/cbc:CompanyID"),
  ),
  documentRule(
    "DE-R-017",
    "warning",
    ["BT-3"],
    "DE-R-017: the invoice type code (BT-3) should be 326, 380, 384, 389, 381, 875, 876 or 877.",
    (n) => ubl.values(n, "cbc:InvoiceTypeCode").some((c) => DE_DOCUMENT_TYPES.has(c)) || ubl.values(n, "cbc:CreditNoteTypeCode").some((c) => DE_DOCUMENT_TYPES.has(c)),
  ),
  documentRule(
    "DE-R-018",
    "fatal",
    ["BT-20"],
    "DE-R-018: cash discount (Skonto) lines in the payment terms (BT-20) must read #SKONTO#TAGE=n#PROZENT=n.nn# (optionally #BASISBETRAG=n.nn#), in capitals, and end with a line break.",
    skontoHolds,
  ),
  documentRule("DE-R-022", "fatal", ["BG-24", "BT-125"], "DE-R-022: attached documents (BT-125) of the supporting documents (BG-24) must have distinct file names.", uniqueFileNames),
  documentRule(
    "DE-R-026",
    "warning",
    ["BT-3", "BG-3"],
    "DE-R-026: a corrected invoice (type code 384, BT-3) should reference the preceding invoice (BG-3).",
    (n) =>
      !(someNumber(ubl.values(n, "cbc:InvoiceTypeCode"), (v) => v === 384) || someNumber(ubl.values(n, "cbc:CreditNoteTypeCode"), (v) => v === 384)) ||
      ubl.exists(n, "cac:BillingReference/cac:InvoiceDocumentReference"),
  ),
  documentRule(
    "DE-R-030",
    "fatal",
    ["BG-19", "BT-90"],
    "DE-R-030: with a direct debit (BG-19), the bank assigned creditor identifier (BT-90) must be given.",
    (n) =>
      !ubl.exists(n, "cac:PaymentMeans/cac:PaymentMandate") ||
      [...ubl.elements(n, "cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID"), ...ubl.elements(n, "cac:PayeeParty/cac:PartyIdentification/cbc:ID")].some(
        (id: XMLElement) => attributeValue(id, "schemeID") === "SEPA",
      ),
  ),
  documentRule(
    "DE-R-031",
    "fatal",
    ["BG-19", "BT-91"],
    "DE-R-031: with a direct debit (BG-19), the debited account identifier (BT-91) must be given.",
    (n) => !ubl.exists(n, "cac:PaymentMeans/cac:PaymentMandate") || ubl.exists(n, "cac:PaymentMeans/cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID"),
  ),
  ublRule("DE-R-002", "fatal", ["BG-6"], "DE-R-002: the seller contact (BG-6) must be given.", germany.supplier, (n) => ubl.exists(n, "cac:Party/cac:Contact")),
  ublRule("DE-R-003", "fatal", ["BT-37"], "DE-R-003: the seller's city (BT-37) must be given.", germany.supplierAddress, (n) => given(n, "cbc:CityName")),
  ublRule("DE-R-004", "fatal", ["BT-38"], "DE-R-004: the seller's post code (BT-38) must be given.", germany.supplierAddress, (n) => given(n, "cbc:PostalZone")),
  ublRule("DE-R-005", "fatal", ["BT-41"], "DE-R-005: the seller's contact point (BT-41) must be given.", germany.supplierContact, (n) => given(n, "cbc:Name")),
  ublRule("DE-R-006", "fatal", ["BT-42"], "DE-R-006: the seller's contact telephone number (BT-42) must be given.", germany.supplierContact, (n) => given(n, "cbc:Telephone")),
  ublRule("DE-R-007", "fatal", ["BT-43"], "DE-R-007: the seller's contact e-mail address (BT-43) must be given.", germany.supplierContact, (n) => given(n, "cbc:ElectronicMail")),
  ublRule("DE-R-027", "warning", ["BT-42"], "DE-R-027: the seller's contact telephone number (BT-42) should hold at least three digits.", germany.supplierContact, (n) =>
    telephoneFormHolds(normalizeSpace(single(ubl.values(n, "cbc:Telephone")))),
  ),
  ublRule("DE-R-028", "warning", ["BT-43"], "DE-R-028: the seller's contact e-mail address (BT-43) should have one '@' with a valid name before it and domain after it.", germany.supplierContact, (n) =>
    emailFormHolds(normalizeSpace(single(ubl.values(n, "cbc:ElectronicMail")))),
  ),
  ublRule("DE-R-008", "fatal", ["BT-52"], "DE-R-008: the buyer's city (BT-52) must be given.", germany.customerAddress, (n) => given(n, "cbc:CityName")),
  ublRule("DE-R-009", "fatal", ["BT-53"], "DE-R-009: the buyer's post code (BT-53) must be given.", germany.customerAddress, (n) => given(n, "cbc:PostalZone")),
  ublRule("DE-R-010", "fatal", ["BT-77", "BG-15"], "DE-R-010: a deliver-to address (BG-15) must give the city (BT-77).", germany.deliveryAddress, (n) => given(n, "cbc:CityName")),
  ublRule("DE-R-011", "fatal", ["BT-78", "BG-15"], "DE-R-011: a deliver-to address (BG-15) must give the post code (BT-78).", germany.deliveryAddress, (n) => given(n, "cbc:PostalZone")),
  ublRule("DE-R-019", "warning", ["BT-84", "BT-81"], "DE-R-019: with SEPA credit transfer (payment means 58, BT-81), the payment account identifier (BT-84) should be a valid IBAN.", germany.transfer, (n) =>
    !ubl.values(n, "cbc:PaymentMeansCode").includes("58") || ibanCheck(firstOr(single(ubl.values(n, "cac:PayeeFinancialAccount/cbc:ID")))),
  ),
  ublRule("DE-R-023-1", "fatal", ["BG-17", "BT-81"], "DE-R-023-1: with a credit transfer (payment means 30 or 58, BT-81), the credit transfer group (BG-17) must be given.", germany.transfer, (n) =>
    ubl.exists(n, "cac:PayeeFinancialAccount"),
  ),
  ublRule("DE-R-023-2", "fatal", ["BG-18", "BG-19", "BT-81"], "DE-R-023-2: with a credit transfer (payment means 30 or 58, BT-81), no payment card (BG-18) or direct debit (BG-19) may be given.", germany.transfer, (n) =>
    !ubl.exists(n, "cac:CardAccount") && !ubl.exists(n, "cac:PaymentMandate"),
  ),
  ublRule("DE-R-024-1", "fatal", ["BG-18", "BT-81"], "DE-R-024-1: with a payment card (payment means 48, 54 or 55, BT-81), the payment card information (BG-18) must be given.", germany.card, (n) =>
    ubl.exists(n, "cac:CardAccount"),
  ),
  ublRule("DE-R-024-2", "fatal", ["BG-17", "BG-19", "BT-81"], "DE-R-024-2: with a payment card (payment means 48, 54 or 55, BT-81), no credit transfer (BG-17) or direct debit (BG-19) may be given.", germany.card, (n) =>
    !ubl.exists(n, "cac:PayeeFinancialAccount") && !ubl.exists(n, "cac:PaymentMandate"),
  ),
  ublRule("DE-R-020", "warning", ["BT-91", "BT-81"], "DE-R-020: with SEPA direct debit (payment means 59, BT-81), the debited account identifier (BT-91) should be a valid IBAN.", germany.directDebit, (n) =>
    !ubl.values(n, "cbc:PaymentMeansCode").includes("59") || ibanCheck(firstOr(single(ubl.values(n, "cac:PaymentMandate/cac:PayerFinancialAccount/cbc:ID")))),
  ),
  ublRule("DE-R-025-1", "fatal", ["BG-19", "BT-81"], "DE-R-025-1: with a direct debit (payment means 59, BT-81), the direct debit group (BG-19) must be given.", germany.directDebit, (n) =>
    ubl.exists(n, "cac:PaymentMandate"),
  ),
  ublRule("DE-R-025-2", "fatal", ["BG-17", "BG-18", "BT-81"], "DE-R-025-2: with a direct debit (payment means 59, BT-81), no credit transfer (BG-17) or payment card (BG-18) may be given.", germany.directDebit, (n) =>
    !ubl.exists(n, "cac:PayeeFinancialAccount") && !ubl.exists(n, "cac:CardAccount"),
  ),
  ublRule("DE-R-014", "fatal", ["BT-119"], "DE-R-014: each VAT breakdown must give the VAT category rate (BT-119).", germany.taxSubtotal, (n) => given(n, "cac:TaxCategory/cbc:Percent")),
];
