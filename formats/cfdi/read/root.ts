/**
 * Recognising and opening a CFDI: the root must be Comprobante in the
 * namespace of CFDI 4.0 (CFDI 3.3's, a different structure, is not read as it).
 */
import type { XMLRoot } from "../../../engine/index.ts";
import { hasLocalName, namespaceOf } from "../../common/xml-tree.ts";
import { CFDI_NAMESPACE, ROOT_NAME } from "../codes.ts";
import { parseXML, refuse, type ParsedNode } from "../xml.ts";

export function openDocument(xml: string): ParsedNode {
  const { name, node } = parseXML(xml);
  if (!hasLocalName(name, ROOT_NAME) || namespaceOf(name, node) !== CFDI_NAMESPACE) {
    refuse(`the root element is ${name}, not a Comprobante in the CFDI 4.0 namespace ${CFDI_NAMESPACE}`);
  }
  return node;
}

export function isComprobante(root: XMLRoot): boolean {
  return root.localName === ROOT_NAME && root.namespace === CFDI_NAMESPACE;
}
