/** Recognising and opening a CII invoice: the root must be CrossIndustryInvoice in the rsm namespace. */
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

/** Whether an XML text is a CII invoice (well-formed, with the CrossIndustryInvoice root in the rsm namespace). */
export function isCrossIndustryInvoice(xml: string): boolean {
  try {
    openInvoice(xml);
    return true;
  } catch {
    return false;
  }
}
