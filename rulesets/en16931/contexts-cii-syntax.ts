/**
 * The CII syntax binding of EN 16931 as CEN checks it (pattern
 * "EN16931-CII-Syntax" of the CII rules, 1.3.16): its contexts, each with its
 * order in the official pattern (so that, as there, a node is checked by the
 * first context that selects it only), and the one test shape most of its
 * rules share: how often an element (or an attribute) occurs below the
 * context node. The CII-SR and CII-DT families state their rules as tables
 * of that shape and write the rest as code.
 */
import { context, type ContextDef, type RuleDef, type RuleFlag, type XMLElement, type XMLNode } from "../../engine/index.ts";
import { CII_NAMESPACES } from "../common/syntax.ts";

export const CII_SYNTAX = "EN16931-CII-Syntax";

const RSM = CII_NAMESPACES.rsm;
const RAM = CII_NAMESPACES.ram;
const UDT = CII_NAMESPACES.udt;

/** One element step of a path: namespace and local name. */
export type Step = readonly [ns: string, local: string];

/**
 * Whether a node is the element at an absolute path from the document
 * element: `steps` from the document element down to the node itself.
 */
export function isAt(node: XMLNode, steps: readonly Step[]): boolean {
  if (node.kind !== "element") return false;
  let el: XMLElement | undefined = node;
  for (let i = steps.length - 1; i >= 0; i--) {
    if (!el || el.ns !== steps[i]![0] || el.local !== steps[i]![1]) return false;
    el = el.parent;
  }
  return el === undefined;
}

const isRam = (node: XMLNode): boolean => node.kind === "element" && node.ns === RAM;

/** A ram element whose name ends as given (the official contexts test the element's name this way). */
const ramEndingWith =
  (suffix: string) =>
  (node: XMLNode): boolean =>
    node.kind === "element" && node.ns === RAM && node.local.endsWith(suffix);

const DOCUMENT: Step = [RSM, "CrossIndustryInvoice"];
const TRANSACTION: readonly Step[] = [DOCUMENT, [RSM, "SupplyChainTradeTransaction"]];
/** The steps from the document element to an invoice line (BG-25). */
export const LINE: readonly Step[] = [...TRANSACTION, [RAM, "IncludedSupplyChainTradeLineItem"]];
const HEADER_SETTLEMENT: readonly Step[] = [...TRANSACTION, [RAM, "ApplicableHeaderTradeSettlement"]];

/** The context of an absolute path (its last step is what it selects). */
function at(order: number, steps: readonly Step[]): ContextDef {
  return context(CII_SYNTAX, order, [steps[steps.length - 1]![1]], (node) => isAt(node, steps));
}

/** The identifiers the binding allows no scheme attributes on at all (one official context, a union of four paths). */
const PLAIN_IDENTIFIERS: readonly (readonly Step[])[] = [
  [DOCUMENT, [RSM, "ExchangedDocumentContext"], [RAM, "GuidelineSpecifiedDocumentContextParameter"], [RAM, "ID"]],
  [DOCUMENT, [RSM, "ExchangedDocument"], [RAM, "ID"]],
  [...LINE, [RAM, "AssociatedDocumentLineDocument"], [RAM, "LineID"]],
  [...LINE, [RAM, "SpecifiedTradeProduct"], [RAM, "SellerAssignedID"]],
];

/** Contexts of the CII syntax pattern, by what they select (order = the official rule's place in the pattern). */
export const ciiSyntax = {
  /** Any payment means (BG-16). */
  paymentMeans: context(CII_SYNTAX, 1, ["SpecifiedTradeSettlementPaymentMeans"], isRam),
  documentContext: at(2, [DOCUMENT, [RSM, "ExchangedDocumentContext"]]),
  exchangedDocument: at(3, [DOCUMENT, [RSM, "ExchangedDocument"]]),
  documentNote: at(4, [DOCUMENT, [RSM, "ExchangedDocument"], [RAM, "IncludedNote"]]),
  line: at(5, LINE),
  lineDocument: at(6, [...LINE, [RAM, "AssociatedDocumentLineDocument"]]),
  lineProduct: at(7, [...LINE, [RAM, "SpecifiedTradeProduct"]]),
  lineProductCharacteristic: at(8, [...LINE, [RAM, "SpecifiedTradeProduct"], [RAM, "ApplicableProductCharacteristic"]]),
  lineAgreement: at(9, [...LINE, [RAM, "SpecifiedLineTradeAgreement"]]),
  /** Any allowance or charge of the document or of a line. */
  allowanceCharge: context(CII_SYNTAX, 10, ["SpecifiedTradeAllowanceCharge"], isRam),
  /** An allowance or charge on a gross price (the item price discount, BT-147). */
  grossPriceAllowanceCharge: context(
    CII_SYNTAX,
    11,
    ["AppliedTradeAllowanceCharge"],
    (node) => isRam(node) && !!node.parent && node.parent.ns === RAM && node.parent.local === "GrossPriceProductTradePrice",
  ),
  lineDelivery: at(12, [...LINE, [RAM, "SpecifiedLineTradeDelivery"]]),
  lineSettlement: at(13, [...LINE, [RAM, "SpecifiedLineTradeSettlement"]]),
  headerAgreement: at(14, [...TRANSACTION, [RAM, "ApplicableHeaderTradeAgreement"]]),
  headerDelivery: at(15, [...TRANSACTION, [RAM, "ApplicableHeaderTradeDelivery"]]),
  headerSettlement: at(16, HEADER_SETTLEMENT),
  headerSummation: at(17, [...HEADER_SETTLEMENT, [RAM, "SpecifiedTradeSettlementHeaderMonetarySummation"]]),
  document: at(18, [DOCUMENT]),
  /** Any element (of any namespace) whose name ends in DocumentContextParameter. */
  documentContextParameter: context(CII_SYNTAX, 19, "*", (node) => node.kind === "element" && node.local.endsWith("DocumentContextParameter")),
  /** The specification identifier (BT-24), the invoice number (BT-1), a line's identifier (BT-126) and an item's seller identifier (BT-155). */
  plainIdentifier: context(CII_SYNTAX, 20, ["ID", "LineID", "SellerAssignedID"], (node) => PLAIN_IDENTIFIERS.some((steps) => isAt(node, steps))),
  /** Any other identifier: a ram element whose name ends in ID. */
  identifier: context(CII_SYNTAX, 21, "*", ramEndingWith("ID")),
  /** Any type code. */
  typeCode: context(CII_SYNTAX, 22, ["TypeCode"], isRam),
  /** The invoice type code (BT-3); every one is already selected by `typeCode`, so this context checks none. */
  invoiceTypeCode: at(23, [DOCUMENT, [RSM, "ExchangedDocument"], [RAM, "TypeCode"]]),
  /** A line's VAT category code (BT-151). */
  lineVatCategoryCode: at(24, [...LINE, [RAM, "SpecifiedLineTradeSettlement"], [RAM, "ApplicableTradeTax"], [RAM, "CategoryCode"]]),
  /** Any ram element whose name ends in ReferencedDocument. */
  referencedDocument: context(CII_SYNTAX, 25, "*", ramEndingWith("ReferencedDocument")),
  /** Any ram element whose name ends in Amount, but the VAT total (BT-110, BT-111). */
  amount: context(CII_SYNTAX, 26, "*", (node) => ramEndingWith("Amount")(node) && (node as XMLElement).local !== "TaxTotalAmount"),
  /** Any ram element whose name ends in Quantity. */
  quantity: context(CII_SYNTAX, 27, "*", ramEndingWith("Quantity")),
  /** Any ram element whose name ends in TradeTax. */
  tradeTax: context(CII_SYNTAX, 28, "*", ramEndingWith("TradeTax")),
  /** Any invoicing period (BG-14, BG-26). */
  billingPeriod: context(CII_SYNTAX, 29, ["BillingSpecifiedPeriod"], isRam),
  /** Any postal address (BG-5, BG-8, BG-12, BG-15). */
  postalAddress: context(CII_SYNTAX, 30, ["PostalTradeAddress"], isRam),
  /** A date written in format 102. */
  date102: context(
    CII_SYNTAX,
    31,
    ["DateTimeString"],
    (node) => node.kind === "element" && node.ns === UDT && node.attributes.some((a) => a.ns === "" && a.local === "format" && a.value === "102"),
  ),
} as const;

// ---------------------------------------------------------------------------
// Paths below a context node. The tables hold hundreds of rules on a few
// contexts, so these run often: they allocate nothing on the way for the
// usual few children, and index the children of an element that has many
// by name (once), so that each check stays a few lookups.

/** A path below a node: element steps, the last possibly an unqualified attribute. */
export interface CompiledPath {
  readonly steps: readonly Step[];
  readonly attribute?: string;
}

const PREFIXES: ReadonlyMap<string, string> = new Map(Object.entries(CII_NAMESPACES));

/**
 * Compiles a path written `A/B/udt:C` or `A/@format`: steps without a prefix
 * are ram elements (nearly all the binding names), an `@name` last step an
 * unqualified attribute.
 */
export function ciiPath(path: string): CompiledPath {
  const parts = path.split("/");
  const last = parts[parts.length - 1]!;
  const attribute = last.startsWith("@") ? last.slice(1) : undefined;
  const steps = (attribute === undefined ? parts : parts.slice(0, -1)).map((part): Step => {
    const colon = part.indexOf(":");
    if (colon < 0) return [RAM, part];
    const ns = PREFIXES.get(part.slice(0, colon));
    if (ns === undefined) throw new Error(`path ${path}: unknown prefix`);
    return [ns, part.slice(colon + 1)];
  });
  return attribute === undefined ? { steps } : { steps, attribute };
}

/** From this many children on, an element's children are indexed by local name (below it, scanning is cheaper). */
const INDEXED_FROM = 32;
const childIndexes = new WeakMap<XMLElement, Map<string, XMLElement[]>>();
const NONE: readonly XMLElement[] = [];

/** The children of an element that may have a local name: all of them, or for a large element those of the name (of any namespace). */
function candidates(el: XMLElement, local: string): readonly XMLElement[] {
  if (el.children.length < INDEXED_FROM) return el.children;
  let index = childIndexes.get(el);
  if (!index) {
    index = new Map();
    for (const child of el.children) {
      const list = index.get(child.local);
      if (list) list.push(child);
      else index.set(child.local, [child]);
    }
    childIndexes.set(el, index);
  }
  return index.get(local) ?? NONE;
}

/** An element's children with a given namespace and local name, in document order. */
export function childrenNamed(el: XMLElement, ns: string, local: string): XMLElement[] {
  const out: XMLElement[] = [];
  for (const child of candidates(el, local)) if (child.local === local && child.ns === ns) out.push(child);
  return out;
}

/** Whether an element carries an unqualified attribute of that name. */
export function hasAttribute(el: XMLElement, local: string): boolean {
  for (const a of el.attributes) if (a.local === local && a.ns === "") return true;
  return false;
}

function countFrom(el: XMLElement, path: CompiledPath, depth: number, limit: number): number {
  if (depth === path.steps.length) return path.attribute === undefined || hasAttribute(el, path.attribute) ? 1 : 0;
  const [ns, local] = path.steps[depth]!;
  let count = 0;
  for (const child of candidates(el, local)) {
    if (child.local !== local || child.ns !== ns) continue;
    count += countFrom(child, path, depth + 1, limit - count);
    if (count >= limit) break;
  }
  return count;
}

/** How many nodes a path selects below a node, counting no further than `limit`. */
export function countPath(node: XMLNode, path: CompiledPath, limit = Infinity): number {
  return node.kind === "element" ? countFrom(node, path, 0, limit) : 0;
}

/** Whether a path selects anything below a node. */
export function hasPath(node: XMLNode, path: CompiledPath): boolean {
  return node.kind === "element" && countFrom(node, path, 0, 1) > 0;
}

/** The elements a path (of element steps only) selects below a node, in document order. */
export function elementsAt(node: XMLNode, path: CompiledPath): XMLElement[] {
  if (node.kind !== "element") return [];
  let current: XMLElement[] = [node];
  for (const [ns, local] of path.steps) {
    const next: XMLElement[] = [];
    for (const el of current) for (const child of candidates(el, local)) if (child.local === local && child.ns === ns) next.push(child);
    current = next;
  }
  return current;
}

/** Whether a node has an ancestor that is the ram element of that name (an attribute's element is its first ancestor). */
export function hasRamAncestor(node: XMLNode, local: string): boolean {
  for (let el = node.parent; el; el = el.parent) if (el.local === local && el.ns === RAM) return true;
  return false;
}

/** The document element above a node. */
function documentOf(node: XMLNode): XMLElement {
  let root: XMLElement = node.kind === "attribute" ? node.parent : node;
  while (root.parent) root = root.parent;
  return root;
}

/**
 * A fact about a whole document, computed once per document whatever the
 * number of context nodes that ask (a context may select many nodes).
 */
export function perDocument<T>(compute: (root: XMLElement) => T): (node: XMLNode) => T {
  const memo = new WeakMap<XMLElement, { value: T }>();
  return (node) => {
    const root = documentOf(node);
    let entry = memo.get(root);
    if (!entry) memo.set(root, (entry = { value: compute(root) }));
    return entry.value;
  };
}

const documentLookups = new WeakMap<XMLElement, Map<string, XMLElement[]>>();

/**
 * Every element of a node's document with a given namespace and local name,
 * in document order (what `//name` selects). Each name is looked up once per
 * document, in one walk, so rules that look across the document stay linear.
 */
export function elementsNamed(node: XMLNode, ns: string, local: string): readonly XMLElement[] {
  const root = documentOf(node);
  let lookups = documentLookups.get(root);
  if (!lookups) documentLookups.set(root, (lookups = new Map()));
  const key = `${ns} ${local}`;
  let found = lookups.get(key);
  if (!found) {
    found = [];
    const stack: XMLElement[] = [root];
    while (stack.length) {
      const el = stack.pop()!;
      if (el.local === local && el.ns === ns) found.push(el);
      for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
    }
    lookups.set(key, found);
  }
  return found;
}

/** What `//parent/child` selects (both ram elements), in document order. */
export function ramChildrenAnywhere(node: XMLNode, parent: string, child: string): XMLElement[] {
  return elementsNamed(node, RAM, child).filter((el) => el.parent !== undefined && el.parent.local === parent && el.parent.ns === RAM);
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
