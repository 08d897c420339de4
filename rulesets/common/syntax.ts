/**
 * The two syntaxes of EN 16931 as the rule sets read them: UBL 2.1 (Invoice,
 * CreditNote) and UN/CEFACT CII D16B (CrossIndustryInvoice). Each has the
 * prefixes rules write paths with and the faults' XPaths are written in.
 * Here too is what every rule set asks of their elements: whether a node is
 * a `cac:`, `cbc:`, `ram:` or `rsm:` element of a name, a document element
 * or an invoice line, and where it stands (at the end of a relative path, at
 * an absolute one).
 */
import { isElement, pathsFor, type XMLElement, type XMLNode, type XMLSyntax } from "../../engine/index.ts";
import { NAMESPACES as CII_FORMAT_NAMESPACES } from "../../formats/cii/namespaces.ts";
import { NS } from "../../formats/ubl/namespaces.ts";

/** UBL's namespaces under the prefixes rules write (and faults are written in), from the UBL format's own. */
export const UBL_NAMESPACES = { ubl: NS.invoice, cn: NS.creditNote, cac: NS.cac, cbc: NS.cbc, ext: NS.ext } as const;

/** CII's namespaces, under the prefixes the CII format declares. */
export const CII_NAMESPACES = CII_FORMAT_NAMESPACES;

/** Reads UBL paths (`cac:AccountingSupplierParty/cac:Party`) from a node. */
export const ubl = pathsFor(UBL_NAMESPACES);
/** Reads CII paths (`rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement`) from a node. */
export const cii = pathsFor(CII_NAMESPACES);

const prefixesOf = (namespaces: Readonly<Record<string, string>>): ReadonlyMap<string, string> =>
  new Map(Object.entries(namespaces).map(([prefix, uri]) => [uri, prefix]));

// ---------------------------------------------------------------- element tests

const { cac: CAC, cbc: CBC } = UBL_NAMESPACES;
const { ram: RAM, rsm: RSM } = CII_NAMESPACES;

// The element tests below run on nearly every node a context is offered, so each is written out.

/** Whether a node is the element `cac:<local>`. */
export const isCac = (node: XMLNode | undefined, local: string): node is XMLElement => node !== undefined && node.kind === "element" && node.local === local && node.ns === CAC;
/** Whether a node is the element `cbc:<local>`. */
export const isCbc = (node: XMLNode | undefined, local: string): node is XMLElement => node !== undefined && node.kind === "element" && node.local === local && node.ns === CBC;
/** Whether a node is the element `ram:<local>`. */
export const isRam = (node: XMLNode | undefined, local: string): node is XMLElement => node !== undefined && node.kind === "element" && node.local === local && node.ns === RAM;
/** Whether a node is the element `rsm:<local>`. */
export const isRsm = (node: XMLNode | undefined, local: string): node is XMLElement => node !== undefined && node.kind === "element" && node.local === local && node.ns === RSM;

/** A UBL Invoice or CreditNote element, wherever it is (a document embedded in another is one too). */
export const isUblDocument = (node: XMLNode | undefined): node is XMLElement => isElement(node, UBL_NAMESPACES.ubl, "Invoice") || isElement(node, UBL_NAMESPACES.cn, "CreditNote");
/** The UBL document element: an Invoice or a CreditNote at the top of its tree. */
export const isUblRoot = (node: XMLNode | undefined): node is XMLElement => isUblDocument(node) && node.parent === undefined;
/** The UBL Invoice document element (not a credit note). */
export const isUblInvoiceRoot = (node: XMLNode | undefined): node is XMLElement => isElement(node, UBL_NAMESPACES.ubl, "Invoice") && node.parent === undefined;
/** An invoice line under an Invoice, or a credit note line under a CreditNote (wherever the document is). */
export const isUblLine = (node: XMLNode | undefined): node is XMLElement =>
  (isCac(node, "InvoiceLine") && isElement(node.parent, UBL_NAMESPACES.ubl, "Invoice")) || (isCac(node, "CreditNoteLine") && isElement(node.parent, UBL_NAMESPACES.cn, "CreditNote"));
/** The CII document element: a CrossIndustryInvoice at the top of its tree. */
export const isCiiRoot = (node: XMLNode | undefined): node is XMLElement => isRsm(node, "CrossIndustryInvoice") && node.parent === undefined;

/** The UBL amount elements (cbc:…Amount) of EN 16931, whose currencyID the code-list rules check. */
export const UBL_AMOUNTS: readonly string[] = [
  "Amount",
  "BaseAmount",
  "PriceAmount",
  "TaxAmount",
  "TaxableAmount",
  "LineExtensionAmount",
  "TaxExclusiveAmount",
  "TaxInclusiveAmount",
  "AllowanceTotalAmount",
  "ChargeTotalAmount",
  "PrepaidAmount",
  "PayableRoundingAmount",
  "PayableAmount",
];

// ---------------------------------------------------------- where a node stands

const NAMESPACES: Readonly<Record<string, string>> = { ...UBL_NAMESPACES, ...CII_NAMESPACES };

type Step = readonly [ns: string, local: string];
const compiledSteps = new Map<string, readonly Step[]>();

/** `cac:A/cbc:B` as namespace and local name per step (the rules' own paths, compiled once). */
function stepsOf(path: string): readonly Step[] {
  let steps = compiledSteps.get(path);
  if (!steps) {
    steps = path.split("/").map((part): Step => {
      const colon = part.indexOf(":");
      const ns = colon < 0 ? undefined : NAMESPACES[part.slice(0, colon)];
      if (ns === undefined) throw new Error(`path ${path}: ${part} has no declared prefix`);
      return [ns, part.slice(colon + 1)];
    });
    compiledSteps.set(path, steps);
  }
  return steps;
}

/**
 * The element reached by walking up from `node` along a path of element
 * names (`cac:A/cbc:B`) read backwards: the node is the path's last step,
 * the element returned its first. Undefined when the node and its ancestors
 * do not carry those names.
 */
export function walkUp(node: XMLNode | undefined, path: string): XMLElement | undefined {
  if (node === undefined || node.kind !== "element") return undefined;
  const steps = stepsOf(path);
  let el: XMLElement | undefined = node;
  for (let i = steps.length - 1; i >= 0; i--) {
    const [ns, local] = steps[i]!;
    if (!el || el.ns !== ns || el.local !== local) return undefined;
    if (i > 0) el = el.parent;
  }
  return el;
}

/** Whether the node ends the relative path `cac:A/cbc:B`, at any depth (as a Schematron context without a leading `/`). */
export function endsWith(node: XMLNode | undefined, path: string): boolean {
  return walkUp(node, path) !== undefined;
}

/** Whether the node sits at the absolute path `/rsm:A/ram:B/…`: written without the leading `/`, its first step the document element. */
export function isAt(node: XMLNode | undefined, path: string): boolean {
  const top = walkUp(node, path);
  return top !== undefined && top.parent === undefined;
}

/** Whether the node sits at `/ubl:Invoice/<path>` or `/cn:CreditNote/<path>`. */
export function ublAt(node: XMLNode | undefined, path: string): boolean {
  const top = walkUp(node, path);
  return top !== undefined && isUblRoot(top.parent);
}

/** Whether the node sits at `/rsm:CrossIndustryInvoice/<path>`. */
export function ciiAt(node: XMLNode | undefined, path: string): boolean {
  const top = walkUp(node, path);
  return top !== undefined && isCiiRoot(top.parent);
}

// ---------------------------------------------------------------- the syntaxes

export const ublSyntax: XMLSyntax = {
  key: "ubl",
  recognizes: (root: XMLElement) => isUblDocument(root),
  customization: (root) => {
    const value = ubl.first(root, "cbc:CustomizationID");
    return value === undefined ? null : value.trim();
  },
  prefixes: prefixesOf(UBL_NAMESPACES),
};

export const ciiSyntax: XMLSyntax = {
  key: "cii",
  recognizes: (root: XMLElement) => root.local === "CrossIndustryInvoice" && root.ns === CII_NAMESPACES.rsm,
  customization: (root) => {
    const value = cii.first(root, "rsm:ExchangedDocumentContext/ram:GuidelineSpecifiedDocumentContextParameter/ram:ID");
    return value === undefined ? null : value.trim();
  },
  prefixes: prefixesOf(CII_NAMESPACES),
};
