/** Recognising and opening a FatturaPA invoice: the root must be FatturaElettronica in FatturaPA 1.2's namespace. */
import type { XMLRoot } from "../../../engine/index.ts";
import { NAMESPACE, ROOT_NAME } from "../codes.ts";
import { hasLocalName, namespaceOf, parseXML, refuse, type ParsedNode } from "../xml.ts";

export function openDocument(xml: string): ParsedNode {
  const { name, node } = parseXML(xml);
  if (!hasLocalName(name, ROOT_NAME) || namespaceOf(name, node) !== NAMESPACE) {
    refuse(`the root element is ${name}, not a FatturaElettronica in the namespace ${NAMESPACE}`);
  }
  return node;
}

export function isFatturaElettronica(root: XMLRoot): boolean {
  return root.localName === ROOT_NAME && root.namespace === NAMESPACE;
}
