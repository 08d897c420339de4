/**
 * The CII syntax binding of EN 16931 as CEN checks it (pattern
 * "EN16931-CII-Syntax" of the CII rules, 1.3.16): its contexts, each with its
 * order in the official pattern (so that, as there, a node is checked by the
 * first context that selects it only), and the one test shape most of its
 * rules share: how often an element (or an attribute) occurs below the
 * context node. The CII-SR and CII-DT families state their rules as tables
 * of that shape and write the rest as code.
 */
import { attributeValue, childrenNamed, context, countPath, downwardPath, elementsNamed, stringValue, type ContextDef, type DownwardPath, type RuleDef, type RuleFlag, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { CII_NAMESPACES, isAt, isRam } from "../common/syntax.ts";

export const CII_SYNTAX = "EN16931-CII-Syntax";

const RAM = CII_NAMESPACES.ram;
const UDT = CII_NAMESPACES.udt;

/** Any ram element (for contexts whose `on` names the element). */
const inRam = (node: XMLNode): boolean => node.kind === "element" && node.ns === RAM;

/** A ram element whose name ends as given (the official contexts test the element's name this way). */
const ramEndingWith =
  (suffix: string) =>
  (node: XMLNode): boolean =>
    node.kind === "element" && node.ns === RAM && node.local.endsWith(suffix);

const DOCUMENT = "rsm:CrossIndustryInvoice";
const TRANSACTION = `${DOCUMENT}/rsm:SupplyChainTradeTransaction`;
/** The absolute path of an invoice line (BG-25), from the document element. */
export const LINE = `${TRANSACTION}/ram:IncludedSupplyChainTradeLineItem`;
const HEADER_SETTLEMENT = `${TRANSACTION}/ram:ApplicableHeaderTradeSettlement`;

/** The context of an absolute path (written from the document element; its last step is what it selects). */
function at(order: number, path: string): ContextDef {
  return context(CII_SYNTAX, order, [path.slice(path.lastIndexOf(":") + 1)], (node) => isAt(node, path));
}

/** The identifiers the binding allows no scheme attributes on at all (one official context, a union of four paths). */
const PLAIN_IDENTIFIERS: readonly string[] = [
  `${DOCUMENT}/rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID`,
  `${DOCUMENT}/rsm:ExchangedDocument/ram:ID`,
  `${LINE}/ram:AssociatedDocumentLineDocument/ram:LineID`,
  `${LINE}/ram:SpecifiedTradeProduct/ram:SellerAssignedID`,
];

/** Contexts of the CII syntax pattern, by what they select (order = the official rule's place in the pattern). */
export const ciiSyntax = {
  /** Any payment means (BG-16). */
  paymentMeans: context(CII_SYNTAX, 1, ["SpecifiedTradeSettlementPaymentMeans"], inRam),
  documentContext: at(2, `${DOCUMENT}/rsm:ExchangedDocumentContext`),
  exchangedDocument: at(3, `${DOCUMENT}/rsm:ExchangedDocument`),
  documentNote: at(4, `${DOCUMENT}/rsm:ExchangedDocument/ram:IncludedNote`),
  line: at(5, LINE),
  lineDocument: at(6, `${LINE}/ram:AssociatedDocumentLineDocument`),
  lineProduct: at(7, `${LINE}/ram:SpecifiedTradeProduct`),
  lineProductCharacteristic: at(8, `${LINE}/ram:SpecifiedTradeProduct/ram:ApplicableProductCharacteristic`),
  lineAgreement: at(9, `${LINE}/ram:SpecifiedLineTradeAgreement`),
  /** Any allowance or charge of the document or of a line. */
  allowanceCharge: context(CII_SYNTAX, 10, ["SpecifiedTradeAllowanceCharge"], inRam),
  /** An allowance or charge on a gross price (the item price discount, BT-147). */
  grossPriceAllowanceCharge: context(
    CII_SYNTAX,
    11,
    ["AppliedTradeAllowanceCharge"],
    (node) => inRam(node) && isRam(node.parent, "GrossPriceProductTradePrice"),
  ),
  lineDelivery: at(12, `${LINE}/ram:SpecifiedLineTradeDelivery`),
  lineSettlement: at(13, `${LINE}/ram:SpecifiedLineTradeSettlement`),
  headerAgreement: at(14, `${TRANSACTION}/ram:ApplicableHeaderTradeAgreement`),
  headerDelivery: at(15, `${TRANSACTION}/ram:ApplicableHeaderTradeDelivery`),
  headerSettlement: at(16, HEADER_SETTLEMENT),
  headerSummation: at(17, `${HEADER_SETTLEMENT}/ram:SpecifiedTradeSettlementHeaderMonetarySummation`),
  document: at(18, DOCUMENT),
  /** Any element (of any namespace) whose name ends in DocumentContextParameter. */
  documentContextParameter: context(CII_SYNTAX, 19, "*", (node) => node.kind === "element" && node.local.endsWith("DocumentContextParameter")),
  /** The specification identifier (BT-24), the invoice number (BT-1), a line's identifier (BT-126) and an item's seller identifier (BT-155). */
  plainIdentifier: context(CII_SYNTAX, 20, ["ID", "LineID", "SellerAssignedID"], (node) => PLAIN_IDENTIFIERS.some((path) => isAt(node, path))),
  /** Any other identifier: a ram element whose name ends in ID. */
  identifier: context(CII_SYNTAX, 21, "*", ramEndingWith("ID")),
  /** Any type code. */
  typeCode: context(CII_SYNTAX, 22, ["TypeCode"], inRam),
  /** The invoice type code (BT-3); every one is already selected by `typeCode`, so this context checks none. */
  invoiceTypeCode: at(23, `${DOCUMENT}/rsm:ExchangedDocument/ram:TypeCode`),
  /** A line's VAT category code (BT-151). */
  lineVatCategoryCode: at(24, `${LINE}/ram:SpecifiedLineTradeSettlement/ram:ApplicableTradeTax/ram:CategoryCode`),
  /** Any ram element whose name ends in ReferencedDocument. */
  referencedDocument: context(CII_SYNTAX, 25, "*", ramEndingWith("ReferencedDocument")),
  /** Any ram element whose name ends in Amount, but the VAT total (BT-110, BT-111). */
  amount: context(CII_SYNTAX, 26, "*", (node) => ramEndingWith("Amount")(node) && (node as XMLElement).local !== "TaxTotalAmount"),
  /** Any ram element whose name ends in Quantity. */
  quantity: context(CII_SYNTAX, 27, "*", ramEndingWith("Quantity")),
  /** Any ram element whose name ends in TradeTax. */
  tradeTax: context(CII_SYNTAX, 28, "*", ramEndingWith("TradeTax")),
  /** Any invoicing period (BG-14, BG-26). */
  billingPeriod: context(CII_SYNTAX, 29, ["BillingSpecifiedPeriod"], inRam),
  /** Any postal address (BG-5, BG-8, BG-12, BG-15). */
  postalAddress: context(CII_SYNTAX, 30, ["PostalTradeAddress"], inRam),
  /** A date written in format 102. */
  date102: context(
    CII_SYNTAX,
    31,
    ["DateTimeString"],
    (node) => node.kind === "element" && node.ns === UDT && attributeValue(node, "format") === "102",
  ),
} as const;

/**
 * Compiles a path below a context node written `A/B/udt:C` or `A/@format`:
 * steps without a prefix are ram elements (nearly all the binding names), an
 * `@name` last step an unqualified attribute.
 */
export const ciiPath = (path: string): DownwardPath => downwardPath(path, CII_NAMESPACES, RAM);

/** Whether some ram:TypeCode child of a node is exactly one of the codes (XPath's `ram:TypeCode = '916'` on untyped text: no trimming). */
export function hasTypeCode(node: XMLNode, codes: string | ReadonlySet<string>): boolean {
  if (node.kind !== "element") return false;
  return childrenNamed(node, RAM, "TypeCode").some((c) => (typeof codes === "string" ? stringValue(c) === codes : codes.has(stringValue(c))));
}

/** What `//parent/child` selects (both ram elements), in document order. */
export function ramChildrenAnywhere(node: XMLNode, parent: string, child: string): XMLElement[] {
  return elementsNamed(node, RAM, child).filter((el) => isRam(el.parent, parent));
}

// ---------------------------------------------------------------------------
// The one test shape: how often something occurs below the context node.

/** How often the path may (or must) select something. */
export type Occurrence = "never" | "at most once" | "exactly once" | "at least once";

/** The bounds of each occurrence, as counts. */
const BOUNDS: ReadonlyMap<Occurrence, readonly [min: number, max: number]> = new Map([
  ["never", [0, 0]],
  ["at most once", [0, 1]],
  ["exactly once", [1, 1]],
  ["at least once", [1, Infinity]],
] as const);

/**
 * A rule of the table: ID, flag, the path below the context node (see
 * `ciiPath`), how often it may occur (never when left out) and, when the rule
 * is about business terms of its own, those.
 */
export type OccurrenceRow = readonly [id: string, flag: RuleFlag, path: string, occurs?: Occurrence, terms?: readonly string[]];

/** Rules of one context: where that is (in words, for the descriptions), its business terms, and its rows. */
export interface OccurrenceGroup {
  context: ContextDef;
  where: string;
  terms: readonly string[];
  rows: readonly OccurrenceRow[];
}

/** Words for a path in a description: `A/B` stays, `A/@format` is "the format attribute of A". */
function subject(path: string): string {
  const slash = path.lastIndexOf("/");
  const last = path.slice(slash + 1);
  if (!last.startsWith("@")) return path;
  return slash < 0 ? `the ${last.slice(1)} attribute` : `the ${last.slice(1)} attribute of ${path.slice(0, slash)}`;
}

function describe(id: string, flag: RuleFlag, where: string, path: string, occurs: Occurrence): string {
  const shall = flag === "fatal" ? "must" : "should";
  switch (occurs) {
    case "never":
      return `${id}: ${subject(path)} ${shall} not be used in ${where}; the CII binding of EN 16931 has no place for it there.`;
    case "at most once":
      return `${id}: ${where} ${shall} hold ${subject(path)} at most once.`;
    case "exactly once":
      return `${id}: ${where} ${shall} hold ${subject(path)} exactly once.`;
    case "at least once":
      return `${id}: ${where} ${shall} hold ${subject(path)}.`;
  }
}

/** A rule of a shape of its own, bound to a context of the CII syntax pattern. */
export function syntaxRule(id: string, flag: RuleFlag, terms: readonly string[], description: string, on: ContextDef, test: (node: XMLNode) => boolean): RuleDef {
  return { id, flag, terms, description, bindings: { cii: { context: on, test } } };
}

/** The rules of occurrence tables, bound to CII. */
export function occurrenceRules(groups: readonly OccurrenceGroup[]): RuleDef[] {
  const rules: RuleDef[] = [];
  for (const group of groups) {
    for (const [id, flag, path, occurs = "never", terms = group.terms] of group.rows) {
      const compiled = ciiPath(path);
      const [min, max] = BOUNDS.get(occurs)!;
      // Counting stops past the upper bound (or at the lower one when there is none): each check is a few lookups.
      const limit = max === Infinity ? min : max + 1;
      const test = (node: XMLNode): boolean => {
        const count = countPath(node, compiled, limit);
        return count >= min && count <= max;
      };
      rules.push({ id, flag, terms, description: describe(id, flag, group.where, path, occurs), bindings: { cii: { context: group.context, test } } });
    }
  }
  return rules;
}
