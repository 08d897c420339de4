/**
 * Where the rules of the UBL syntax binding (UBL-CR-*, UBL-SR-*, UBL-DT-*) are
 * checked: the contexts of CEN's "UBL-syntax" pattern, each with its order
 * there. The pattern is independent of the model pattern (a node checked
 * here is checked there too); within it, of two contexts that select the
 * same node, the first does (the two allowance/charge contexts, when an
 * allowance states both indicators).
 */
import { context, stringValue, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { isElement, UBL_NAMESPACES } from "../common/syntax.ts";

export const UBL_SYNTAX = "UBL-syntax";

const { ubl: INVOICE, cn: CREDIT_NOTE, cac: CAC, cbc: CBC } = UBL_NAMESPACES;

const isCac = (n: XMLNode, local: string): boolean => isElement(n, CAC, local);

/** Whether an element is named `cac:<local>` and its parent `cac:<parentLocal>`. */
const isCacUnder = (n: XMLNode, local: string, parentLocal: string): boolean => isCac(n, local) && n.kind === "element" && n.parent !== undefined && isCac(n.parent, parentLocal);

/** XML Schema's whitespace collapse at both ends (space, tab, CR, LF only; no regular expression on document text). */
function trimXMLSpace(text: string): string {
  const space = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
  let start = 0;
  let end = text.length;
  while (start < end && space(text.charCodeAt(start))) start++;
  while (end > start && space(text.charCodeAt(end - 1))) end--;
  return text.slice(start, end);
}

/**
 * The xs:boolean an indicator's text casts to, or undefined when it is none
 * (comparing it with a boolean is then an error, which makes a context's
 * condition not hold).
 */
export function booleanOf(text: string): boolean | undefined {
  const t = trimXMLSpace(text);
  if (t === "true" || t === "1") return true;
  if (t === "false" || t === "0") return false;
  return undefined;
}

/** Whether some cbc:ChargeIndicator child of an allowance or charge casts to the given boolean (a general comparison: any of them). */
function chargeIndicatorIs(n: XMLElement, value: boolean): boolean {
  return n.children.some((c) => isElement(c, CBC, "ChargeIndicator") && booleanOf(stringValue(c)) === value);
}

/** Whether an element has an ancestor cac:Price that has a cac:AllowanceCharge child (an item price discount, BG-29's BT-147/BT-148). */
function underPriceWithAllowance(n: XMLElement): boolean {
  for (let a = n.parent; a; a = a.parent) if (isCac(a, "Price") && a.children.some((c) => isCac(c, "AllowanceCharge"))) return true;
  return false;
}

/** Contexts of the UBL syntax pattern, by what they select. */
export const ublSyntaxContexts = {
  /** Any postal address (cac:PostalAddress) or address (cac:Address), at any depth: the Seller's, Buyer's, tax representative's, deliver-to's. */
  address: context(UBL_SYNTAX, 1, ["PostalAddress", "Address"], (n) => isCac(n, "PostalAddress") || isCac(n, "Address")),
  /** The Seller's party (BG-4): a cac:Party whose parent is cac:AccountingSupplierParty. */
  sellerParty: context(UBL_SYNTAX, 2, ["Party"], (n) => isCacUnder(n, "Party", "AccountingSupplierParty")),
  /** An additional supporting document (BG-24) or the invoiced object identifier (BT-18), wherever it is. */
  additionalDocument: context(UBL_SYNTAX, 3, ["AdditionalDocumentReference"], (n) => isCac(n, "AdditionalDocumentReference")),
  /**
   * An amount: any element whose name ends with "Amount", except prices
   * ("…PriceAmount") and any element below a price that has an allowance (the
   * item price discount and gross price, BT-147/BT-148, may have more decimals).
   */
  amount: context(
    UBL_SYNTAX,
    4,
    "*",
    (n) => n.kind === "element" && n.local.endsWith("Amount") && !n.local.endsWith("PriceAmount") && !underPriceWithAllowance(n),
  ),
  /** A binary object (an attached document, BT-125): any element whose name ends with "BinaryObject". */
  binaryObject: context(UBL_SYNTAX, 5, "*", (n) => n.kind === "element" && n.local.endsWith("BinaryObject")),
  /** Delivery information (BG-13). */
  delivery: context(UBL_SYNTAX, 6, ["Delivery"], (n) => isCac(n, "Delivery")),
  /** An allowance (document level BG-20, line level BG-27, or in a price): a cac:AllowanceCharge whose indicator is false. */
  allowance: context(UBL_SYNTAX, 7, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && chargeIndicatorIs(n as XMLElement, false)),
  /** A charge (document level BG-21, line level BG-28): a cac:AllowanceCharge whose indicator is true. */
  charge: context(UBL_SYNTAX, 8, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && chargeIndicatorIs(n as XMLElement, true)),
  /** A party's tax scheme (the VAT identifiers BT-31, BT-48, BT-63, the tax registration BT-32), wherever it is. */
  partyTaxScheme: context(UBL_SYNTAX, 9, ["PartyTaxScheme"], (n) => isCac(n, "PartyTaxScheme")),
  /** The document element: an Invoice or a CreditNote. */
  document: context(
    UBL_SYNTAX,
    10,
    ["Invoice", "CreditNote"],
    (n) => n.kind === "element" && n.parent === undefined && (isElement(n, INVOICE, "Invoice") || isElement(n, CREDIT_NOTE, "CreditNote")),
  ),
  /** An invoice line (BG-25): cac:InvoiceLine or cac:CreditNoteLine, at any depth. */
  line: context(UBL_SYNTAX, 11, ["InvoiceLine", "CreditNoteLine"], (n) => isCac(n, "InvoiceLine") || isCac(n, "CreditNoteLine")),
  /** The Payee (BG-10). */
  payee: context(UBL_SYNTAX, 12, ["PayeeParty"], (n) => isCac(n, "PayeeParty")),
  /** A payment instruction (BG-16). */
  paymentMeans: context(UBL_SYNTAX, 13, ["PaymentMeans"], (n) => isCac(n, "PaymentMeans")),
  /** A preceding invoice reference (BG-3). */
  billingReference: context(UBL_SYNTAX, 14, ["BillingReference"], (n) => isCac(n, "BillingReference")),
  /** The Seller tax representative party (BG-11). */
  taxRepresentative: context(UBL_SYNTAX, 15, ["TaxRepresentativeParty"], (n) => isCac(n, "TaxRepresentativeParty")),
  /** A VAT breakdown (BG-23): any cac:TaxSubtotal. */
  taxSubtotal: context(UBL_SYNTAX, 16, ["TaxSubtotal"], (n) => isCac(n, "TaxSubtotal")),
};
