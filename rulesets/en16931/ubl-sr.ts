/**
 * UBL-SR: how often UBL elements may occur where EN 16931 allows a business
 * term once (UBL often allows it more often), and the other constraints of
 * the UBL binding (the invoiced object's scheme, a preceding invoice's
 * number, a party tax scheme's identifiers).
 */
import { attributeValue, childrenNamed, countPath, downwardPath, elementsOf, perElement, rootOf, stringValue, type ContextDef, type DownwardPath, type RuleDef, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { isCac, ubl, UBL_NAMESPACES } from "../common/syntax.ts";
import { ublSyntaxContexts } from "./contexts-ubl-syntax.ts";

const CAC = UBL_NAMESPACES.cac;
const CBC = UBL_NAMESPACES.cbc;

const compiled = new Map<string, DownwardPath>();

/** A downward path (`cac:A/cbc:B`, `…/@name`) in UBL's prefixes, compiled once. */
function ublDown(path: string): DownwardPath {
  let down = compiled.get(path);
  if (!down) compiled.set(path, (down = downwardPath(path, UBL_NAMESPACES)));
  return down;
}

/**
 * How many nodes a downward path selects from an element, counted without
 * building the node lists. The many rules on the document element each start
 * with one of its children, and it has one per invoice line: the engine
 * indexes a large element's children by name.
 */
const count = (n: XMLNode, path: string): number => countPath(n, ublDown(path));

/** A rule that a path from its context selects at most `max` nodes. */
function atMost(id: string, terms: readonly string[], description: string, context: ContextDef, path: string, max = 1): RuleDef {
  const down = ublDown(path);
  // Counting stops past the bound: each check is a few lookups.
  return { id, flag: "fatal", terms, description: `${id}: ${description}`, bindings: { ubl: { context, test: (n) => countPath(n, down, max + 1) <= max } } };
}

function rule(id: string, terms: readonly string[], description: string, context: ContextDef, test: (n: XMLElement) => boolean): RuleDef {
  return { id, flag: "fatal", terms, description: `${id}: ${description}`, bindings: { ubl: { context, test: (n) => test(n as XMLElement) } } };
}

/**
 * The tax schemes a party tax scheme names, upper-cased as XPath's upper-case
 * does (no trimming); a tax scheme without an identifier names "".
 */
const taxSchemeIds = (partyTaxScheme: XMLElement): string[] =>
  ubl.elements(partyTaxScheme, "cac:TaxScheme").map((scheme) => (ubl.first(scheme, "cbc:ID") ?? "").toUpperCase());

/** The party tax schemes of the Seller's or Buyer's party (`party`: AccountingSupplierParty or AccountingCustomerParty). */
const partyTaxSchemes = (root: XMLElement, party: string): XMLElement[] =>
  childrenNamed(root, CAC, party).flatMap((p) => ubl.elements(p, "cac:Party/cac:PartyTaxScheme"));

/** The CompanyIDs of a party's tax schemes whose named scheme satisfies `which` (any of its tax schemes). */
function taxCompanyIds(root: XMLElement, party: string, which: (scheme: string) => boolean): number {
  let n = 0;
  for (const scheme of partyTaxSchemes(root, party)) if (taxSchemeIds(scheme).some(which)) n += count(scheme, "cbc:CompanyID");
  return n;
}

const isVat = (scheme: string): boolean => scheme === "VAT";

/** An identifier's schemeID, "" when it has none (as XPath's upper-case of no attribute gives ""). */
const schemeOf = (id: XMLElement): string => attributeValue(id, "schemeID") ?? "";

/** What the document-wide rules count, wherever it is in the document. */
interface DocumentWide {
  /** The different payment references (BT-83, cbc:PaymentID), compared exactly as XPath compares untyped values. */
  paymentIds: Set<string>;
  /** The different payment means type codes (BT-81, cbc:PaymentMeansCode). */
  paymentMeansCodes: Set<string>;
  /** How many party identifiers (cbc:ID of a cac:PartyIdentification) have the scheme SEPA, in any case (BT-90). */
  sepaIds: number;
}

/** The document-wide counts, found in one walk for the three rules that need them. */
const documentWide = perElement((root): DocumentWide => {
  const found: DocumentWide = { paymentIds: new Set(), paymentMeansCodes: new Set(), sepaIds: 0 };
  for (const el of elementsOf(root)) {
    if (el.ns !== CBC) continue;
    if (el.local === "PaymentID") found.paymentIds.add(stringValue(el));
    else if (el.local === "PaymentMeansCode") found.paymentMeansCodes.add(stringValue(el));
    else if (el.local === "ID" && isCac(el.parent, "PartyIdentification") && schemeOf(el).toUpperCase() === "SEPA") found.sepaIds++;
  }
  return found;
});

/**
 * Whether a Payee differs from the Seller as the rules test it: some Payee
 * name (BT-59) differs from some Seller name (BT-27) of the Payee's parent,
 * so it does not hold when either is absent. Some pair differs exactly when
 * both lists are non-empty and hold two different texts between them.
 */
function payeeNamedOtherThanSeller(payee: XMLElement): boolean {
  const payeeNames = ubl.values(payee, "cac:PartyName/cbc:Name");
  const sellerNames = ubl.values(payee, "../cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName");
  return payeeNames.length > 0 && sellerNames.length > 0 && new Set([...payeeNames, ...sellerNames]).size > 1;
}

const { address, sellerParty, additionalDocument, delivery, allowance, charge, partyTaxScheme, document, line, payee, paymentMeans, billingReference, taxRepresentative, taxSubtotal } =
  ublSyntaxContexts;

const SELLER = "cac:AccountingSupplierParty/cac:Party";
const BUYER = "cac:AccountingCustomerParty/cac:Party";

export const ublSrRules: RuleDef[] = [
  // On the document element.
  atMost("UBL-SR-01", ["BT-12"], "the contract reference (BT-12) occurs at most once.", document, "cac:ContractDocumentReference/cbc:ID"),
  atMost("UBL-SR-02", ["BT-15"], "the receiving advice reference (BT-15) occurs at most once.", document, "cac:ReceiptDocumentReference/cbc:ID"),
  atMost("UBL-SR-03", ["BT-16"], "the despatch advice reference (BT-16) occurs at most once.", document, "cac:DespatchDocumentReference/cbc:ID"),
  rule(
    "UBL-SR-04",
    ["BT-18"],
    "the invoiced object identifier (BT-18: the identifier of an additional document reference of type code 130) occurs at most once.",
    document,
    (root) => childrenNamed(root, CAC, "AdditionalDocumentReference").reduce((n, ref) => n + (ubl.values(ref, "cbc:DocumentTypeCode").includes("130") ? count(ref, "cbc:ID") : 0), 0) <= 1,
  ),
  atMost("UBL-SR-05", ["BT-20"], "the payment terms (BT-20) occur at most once.", document, "cac:PaymentTerms/cbc:Note"),
  atMost("UBL-SR-08", ["BG-14"], "the invoicing period (BG-14) occurs at most once.", document, "cac:InvoicePeriod"),
  atMost("UBL-SR-09", ["BT-27"], "the Seller name (BT-27) occurs at most once.", document, `${SELLER}/cac:PartyLegalEntity/cbc:RegistrationName`),
  atMost("UBL-SR-10", ["BT-28"], "the Seller trading name (BT-28) occurs at most once.", document, `${SELLER}/cac:PartyName/cbc:Name`),
  atMost("UBL-SR-11", ["BT-30"], "the Seller legal registration identifier (BT-30) occurs at most once.", document, `${SELLER}/cac:PartyLegalEntity/cbc:CompanyID`),
  rule("UBL-SR-12", ["BT-31"], "the Seller VAT identifier (BT-31: the CompanyID of a party tax scheme of scheme VAT) occurs at most once.", document, (root) => taxCompanyIds(root, "AccountingSupplierParty", isVat) <= 1),
  rule(
    "UBL-SR-13",
    ["BT-32"],
    "the Seller tax registration identifier (BT-32: the CompanyID of a party tax scheme of a scheme other than VAT) occurs at most once.",
    document,
    (root) => taxCompanyIds(root, "AccountingSupplierParty", (scheme) => !isVat(scheme)) <= 1,
  ),
  atMost("UBL-SR-14", ["BT-33"], "the Seller additional legal information (BT-33) occurs at most once.", document, `${SELLER}/cac:PartyLegalEntity/cbc:CompanyLegalForm`),
  atMost("UBL-SR-15", ["BT-44"], "the Buyer name (BT-44) occurs at most once.", document, `${BUYER}/cac:PartyLegalEntity/cbc:RegistrationName`),
  atMost("UBL-SR-16", ["BT-46"], "the Buyer identifier (BT-46) occurs at most once.", document, `${BUYER}/cac:PartyIdentification/cbc:ID`),
  atMost("UBL-SR-17", ["BT-47"], "the Buyer legal registration identifier (BT-47) occurs at most once.", document, `${BUYER}/cac:PartyLegalEntity/cbc:CompanyID`),
  rule("UBL-SR-18", ["BT-48"], "the Buyer VAT identifier (BT-48: the CompanyID of a party tax scheme of scheme VAT) occurs at most once.", document, (root) => taxCompanyIds(root, "AccountingCustomerParty", isVat) <= 1),
  atMost("UBL-SR-24", ["BG-13"], "the delivery information (BG-13) occurs at most once.", document, "cac:Delivery"),
  rule(
    "UBL-SR-29",
    ["BT-90"],
    "the bank assigned creditor identifier (BT-90: a party identification of scheme SEPA, anywhere) occurs at most once.",
    document,
    (root) => documentWide(root).sepaIds <= 1,
  ),
  atMost("UBL-SR-39", ["BT-11"], "the project reference (BT-11) occurs at most once.", document, "cac:ProjectReference/cbc:ID"),
  atMost("UBL-SR-40", ["BT-45"], "the Buyer trading name (BT-45) occurs at most once.", document, `${BUYER}/cac:PartyName/cbc:Name`),
  rule(
    "UBL-SR-44",
    ["BT-83"],
    "every payment reference (BT-83, cbc:PaymentID anywhere) is the same: the invoice has one, which several payment means may repeat.",
    document,
    (root) => documentWide(root).paymentIds.size <= 1,
  ),
  atMost("UBL-SR-45", ["BT-9"], "the payment due date (BT-9) occurs at most once in the payment means.", document, "cac:PaymentMeans/cbc:PaymentDueDate"),
  atMost("UBL-SR-46", ["BT-82"], "the payment means text (BT-82) occurs at most once.", document, "cac:PaymentMeans/cbc:PaymentMeansCode/@name"),
  rule(
    "UBL-SR-47",
    ["BT-81"],
    "every payment means type code (BT-81, anywhere) is the same when there are several.",
    document,
    (root) => documentWide(root).paymentMeansCodes.size <= 1,
  ),
  atMost("UBL-SR-49", ["BT-8"], "the value added tax point date code (BT-8) occurs at most once.", document, "cac:InvoicePeriod/cbc:DescriptionCode"),
  atMost("UBL-SR-54", ["BG-18"], "the payment card information (BG-18) occurs at most once.", document, "cac:PaymentMeans/cac:CardAccount"),
  atMost("UBL-SR-55", ["BG-19"], "the direct debit mandate (BG-19) occurs at most once.", document, "cac:PaymentMeans/cac:PaymentMandate"),
  atMost("UBL-SR-56", ["BT-17"], "the tender or lot reference (BT-17) occurs at most once.", document, "cac:OriginatorDocumentReference/cbc:ID"),

  // On other contexts, in the pattern's order.
  atMost("UBL-SR-51", ["BT-162", "BT-163", "BT-164", "BT-165"], "an address has at most one third address line (BT-162, BT-163, BT-164, BT-165).", address, "cac:AddressLine"),
  atMost("UBL-SR-42", ["BT-31", "BT-32"], "the Seller has at most two party tax schemes (its VAT identifier BT-31 and tax registration BT-32).", sellerParty, "cac:PartyTaxScheme", 2),
  atMost("UBL-SR-33", ["BT-123"], "a supporting document has at most one description (BT-123).", additionalDocument, "cbc:DocumentDescription"),
  rule(
    "UBL-SR-43",
    ["BT-18", "BT-122"],
    "a document reference is the invoiced object (BT-18: type code 130, or 50 in a credit note), or it has neither a type code nor a scheme for its identifier (BT-122): only the invoiced object identifier has a scheme.",
    additionalDocument,
    (ref) => {
      const codes = ubl.values(ref, "cbc:DocumentTypeCode");
      if (codes.includes("130")) return true;
      // local-name(/*): a document element named CreditNote, in whatever namespace.
      if (rootOf(ref).local === "CreditNote" && codes.includes("50")) return true;
      return !ubl.exists(ref, "cbc:ID/@schemeID") && codes.length === 0;
    },
  ),
  atMost("UBL-SR-25", ["BT-70"], "the deliver to party name (BT-70) occurs at most once.", delivery, "cac:DeliveryParty/cac:PartyName/cbc:Name"),
  atMost("UBL-SR-30", ["BT-97"], "an allowance has at most one reason (BT-97).", allowance, "cbc:AllowanceChargeReason"),
  atMost("UBL-SR-31", ["BT-104"], "a charge has at most one reason (BT-104).", charge, "cbc:AllowanceChargeReason"),
  rule(
    "UBL-SR-53",
    ["BT-31", "BT-32", "BT-48", "BT-63"],
    "a party tax scheme states both its tax scheme and the identifier (CompanyID: BT-31, BT-32, BT-48, BT-63) it gives.",
    partyTaxScheme,
    (scheme) => ubl.exists(scheme, "cac:TaxScheme/cbc:ID") && ubl.exists(scheme, "cbc:CompanyID"),
  ),
  atMost("UBL-SR-34", ["BT-127"], "an invoice line has at most one note (BT-127).", line, "cbc:Note"),
  atMost("UBL-SR-35", ["BT-132"], "an invoice line references at most one purchase order line (BT-132).", line, "cac:OrderLineReference/cbc:LineID"),
  atMost("UBL-SR-36", ["BG-26"], "an invoice line has at most one invoice line period (BG-26).", line, "cac:InvoicePeriod"),
  atMost("UBL-SR-37", ["BT-147"], "an invoice line's price has at most one item price discount (BT-147).", line, "cac:Price/cac:AllowanceCharge/cbc:Amount"),
  rule("UBL-SR-48", ["BT-151"], "an invoice line's item has exactly one VAT category (BT-151).", line, (l) => count(l, "cac:Item/cac:ClassifiedTaxCategory") === 1),
  atMost("UBL-SR-50", ["BT-154"], "an invoice line's item has at most one description (BT-154).", line, "cac:Item/cbc:Description"),
  atMost("UBL-SR-52", ["BT-128"], "an invoice line has at most one document reference (the invoice line object identifier, BT-128).", line, "cac:DocumentReference"),
  rule(
    "UBL-SR-19",
    ["BT-59", "BT-27"],
    "a Payee is named once (BT-59), and with a name other than the Seller's (BT-27): a Payee is given only when it is not the Seller.",
    payee,
    (p) => count(p, "cac:PartyName/cbc:Name") <= 1 && payeeNamedOtherThanSeller(p),
  ),
  rule(
    "UBL-SR-20",
    ["BT-60", "BT-59", "BT-27"],
    "a Payee has at most one identifier (BT-60) other than a SEPA creditor identifier, and a name (BT-59) other than the Seller's (BT-27).",
    payee,
    (p) => ubl.elements(p, "cac:PartyIdentification/cbc:ID").filter((id) => schemeOf(id).toUpperCase() !== "SEPA").length <= 1 && payeeNamedOtherThanSeller(p),
  ),
  rule(
    "UBL-SR-21",
    ["BT-61", "BT-59", "BT-27"],
    "a Payee has at most one legal registration identifier (BT-61), and a name (BT-59) other than the Seller's (BT-27).",
    payee,
    (p) => count(p, "cac:PartyLegalEntity/cbc:CompanyID") <= 1 && payeeNamedOtherThanSeller(p),
  ),
  atMost("UBL-SR-26", ["BT-83"], "a payment instruction has at most one payment reference (BT-83).", paymentMeans, "cbc:PaymentID"),
  atMost("UBL-SR-27", ["BT-81"], "a payment instruction has at most one payment means type code (BT-81).", paymentMeans, "cbc:PaymentMeansCode"),
  atMost("UBL-SR-28", ["BT-89"], "a payment instruction has at most one mandate reference identifier (BT-89).", paymentMeans, "cac:PaymentMandate/cbc:ID"),
  atMost("UBL-SR-06", ["BG-3"], "a billing reference has at most one preceding invoice reference (BG-3).", billingReference, "cac:InvoiceDocumentReference"),
  rule("UBL-SR-07", ["BT-25"], "a preceding invoice reference states the preceding invoice number (BT-25).", billingReference, (ref) => ubl.exists(ref, "cac:InvoiceDocumentReference/cbc:ID")),
  atMost("UBL-SR-22", ["BT-62"], "the Seller tax representative name (BT-62) occurs at most once.", taxRepresentative, "cac:PartyName/cbc:Name"),
  atMost("UBL-SR-23", ["BT-63"], "the Seller tax representative VAT identifier (BT-63) occurs at most once.", taxRepresentative, "cac:PartyTaxScheme/cbc:CompanyID"),
  atMost("UBL-SR-32", ["BT-120"], "a VAT breakdown has at most one VAT exemption reason text (BT-120).", taxSubtotal, "cac:TaxCategory/cbc:TaxExemptionReason"),
].sort((a, b) => a.id.localeCompare(b.id));

