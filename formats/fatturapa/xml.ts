/**
 * XML in and out for FatturaPA: the shared element-tree writer and hardened
 * parser (formats/common/xml-tree.ts), its refusals naming FatturaPA.
 */
import { xmlReader, xmlWriter, type ParsedNode, type XMLNode } from "../common/xml-tree.ts";

export { attribute, child, children, hasLocalName, namespaceOf, path, text, textAt, type ParsedNode, type XMLNode } from "../common/xml-tree.ts";

/** The XML text of a root element, with the XML declaration, indented by two spaces. */
export const buildXML: (rootName: string, root: XMLNode) => string = xmlWriter("  ");

const reader = xmlReader("FatturaPA");
/** Refuses XML that cannot be read as a FatturaPA invoice: an `input` error (400). */
export const refuse: (message: string) => never = reader.refuse;
/** The root element of an XML text (checked by the engine first): its qualified name and node. */
export const parseXML: (xml: string) => { name: string; node: ParsedNode } = reader.parse;
