/**
 * The two syntaxes of EN 16931 as the rule sets read them: UBL 2.1 (Invoice,
 * CreditNote) and UN/CEFACT CII D16B (CrossIndustryInvoice). Each has the
 * prefixes rules write paths with and the faults' XPaths are written in.
 */
import { pathsFor, type XMLElement, type XMLSyntax } from "../../engine/index.ts";

export const UBL_NAMESPACES = {
  ubl: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  cn: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
  ext: "urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2",
} as const;

export const CII_NAMESPACES = {
  rsm: "urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100",
  ram: "urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100",
  udt: "urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100",
  qdt: "urn:un:unece:uncefact:data:standard:QualifiedDataType:100",
} as const;

/** Reads UBL paths (`cac:AccountingSupplierParty/cac:Party`) from a node. */
export const ubl = pathsFor(UBL_NAMESPACES);
/** Reads CII paths (`rsm:SupplyChainTradeTransaction/ram:ApplicableHeaderTradeAgreement`) from a node. */
export const cii = pathsFor(CII_NAMESPACES);

const prefixesOf = (namespaces: Readonly<Record<string, string>>): ReadonlyMap<string, string> =>
  new Map(Object.entries(namespaces).map(([prefix, uri]) => [uri, prefix]));

/** Whether a node is the element `prefix:local` of a syntax's namespaces. */
export function isElement(node: { kind: string; ns?: string; local?: string }, namespace: string, local: string): boolean {
  return node.kind === "element" && node.ns === namespace && node.local === local;
}

export const ublSyntax: XMLSyntax = {
  key: "ubl",
  recognizes: (root: XMLElement) =>
    (root.local === "Invoice" && root.ns === UBL_NAMESPACES.ubl) || (root.local === "CreditNote" && root.ns === UBL_NAMESPACES.cn),
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
