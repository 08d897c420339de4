/**
 * XML in and out for CFDI: the shared element-tree writer and hardened
 * parser (formats/common/xml-tree.ts), its refusals naming CFDI. CFDI
 * carries almost everything in attributes, written `@_Name` in the tree.
 */
import { xmlReader, xmlWriter, type ParsedNode, type XMLNode } from "../common/xml-tree.ts";

export type { ParsedNode, XMLNode } from "../common/xml-tree.ts";

/** The XML text of a root element, with the XML declaration, indented by two spaces. */
export const buildXML: (rootName: string, root: XMLNode) => string = xmlWriter("  ");

/** How refusals name the format. */
export const FORMAT_NAME = "CFDI";

const reader = xmlReader(FORMAT_NAME);
/** Refuses XML that cannot be read as a CFDI: an `input` error (400). */
export const refuse: (message: string) => never = reader.refuse;
/** The root element of an XML text (checked by the engine first): its qualified name and node. */
export const parseXML: (xml: string) => { name: string; node: ParsedNode } = reader.parse;

/** Attributes from a record of names and values: absent (undefined or "") values write nothing, as Go's `omitempty`. */
export function attributes(values: Record<string, string | undefined>): XMLNode {
  return Object.fromEntries(Object.entries(values).flatMap(([name, value]) => (value === undefined || value === "" ? [] : [[`@_${name}`, value]])));
}
