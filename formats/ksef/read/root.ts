/**
 * Recognising and opening an FA(3) invoice: the root must be Faktura in
 * FA(3)'s namespace (FA(2)'s, a different structure, is not read as it).
 */
import type { XMLRoot } from "../../../engine/index.ts";
import { hasLocalName, namespaceOf, xmlReader, type ParsedNode } from "../../common/xml-tree.ts";
import { NAMESPACE, ROOT_NAME } from "../codes.ts";

/** How refusals name the format. */
export const FORMAT_NAME = "KSeF FA(3)";

const reader = xmlReader(FORMAT_NAME);
/** Refuses XML that cannot be read as an FA(3) invoice: an `input` error (400). */
export const refuse: (message: string) => never = reader.refuse;

export function openDocument(xml: string): ParsedNode {
  const { name, node } = reader.parse(xml);
  if (!hasLocalName(name, ROOT_NAME) || namespaceOf(name, node) !== NAMESPACE) {
    refuse(`the root element is ${name}, not a Faktura in the FA(3) namespace ${NAMESPACE}`);
  }
  return node;
}

export function isFaktura(root: XMLRoot): boolean {
  return root.localName === ROOT_NAME && root.namespace === NAMESPACE;
}
