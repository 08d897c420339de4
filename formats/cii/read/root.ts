/** Recognising and opening a CII invoice: the root must be CrossIndustryInvoice in the rsm namespace. */
import type { XMLRoot } from "../../../engine/index.ts";
import { NAMESPACES, ROOT_NAME } from "../namespaces.ts";
import { hasLocalName, namespaceOf, parseXML, refuse, type ParsedNode } from "../xml.ts";

/** The root CrossIndustryInvoice element of an XML text; refuses anything else with an `input` error. */
export function openInvoice(xml: string): ParsedNode {
  const { name, node } = parseXML(xml);
  if (!hasLocalName(name, ROOT_NAME) || namespaceOf(name, node) !== NAMESPACES.rsm) {
    refuse(`the root element is ${name}, not a CrossIndustryInvoice in the namespace ${NAMESPACES.rsm}`);
  }
  return node;
}

/** Whether a root element is a CII invoice's: CrossIndustryInvoice in the rsm namespace. */
export function isCrossIndustryInvoice(root: XMLRoot): boolean {
  return root.localName === ROOT_NAME && root.namespace === NAMESPACES.rsm;
}
