/**
 * Where the rules of the UBL syntax binding (UBL-CR-*, UBL-SR-*, UBL-DT-*) are
 * checked: the contexts of CEN's "UBL-syntax" pattern, each with its order
 * there. The pattern is independent of the model pattern (a node checked
 * here is checked there too); within it, of two contexts that select the
 * same node, the first does (the two allowance/charge contexts, when an
 * allowance states both indicators).
 */
import { context, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { isCac, isUblRoot } from "../common/syntax.ts";
import { ublChargeIndicatorIs } from "./contexts.ts";

export const UBL_SYNTAX = "UBL-syntax";

/** Whether an element is named `cac:<local>` and its parent `cac:<parentLocal>`. */
const isCacUnder = (n: XMLNode, local: string, parentLocal: string): boolean => isCac(n, local) && isCac(n.parent, parentLocal);

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
  allowance: context(UBL_SYNTAX, 7, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && ublChargeIndicatorIs(n, false)),
  /** A charge (document level BG-21, line level BG-28): a cac:AllowanceCharge whose indicator is true. */
  charge: context(UBL_SYNTAX, 8, ["AllowanceCharge"], (n) => isCac(n, "AllowanceCharge") && ublChargeIndicatorIs(n, true)),
  /** A party's tax scheme (the VAT identifiers BT-31, BT-48, BT-63, the tax registration BT-32), wherever it is. */
  partyTaxScheme: context(UBL_SYNTAX, 9, ["PartyTaxScheme"], (n) => isCac(n, "PartyTaxScheme")),
  /** The document element: an Invoice or a CreditNote. */
  document: context(UBL_SYNTAX, 10, ["Invoice", "CreditNote"], isUblRoot),
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
