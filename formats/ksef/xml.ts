/**
 * XML out for FA(3): the shared element-tree writer (formats/common/xml-tree.ts),
 * which writes the XML declaration and nothing else before the root (KSeF
 * refuses processing instructions) and no byte order mark.
 */
import { xmlWriter, type XMLNode } from "../common/xml-tree.ts";

export type { XMLNode } from "../common/xml-tree.ts";

/** The XML text of a root element, with the XML declaration, indented by two spaces. */
export const buildXML: (rootName: string, root: XMLNode) => string = xmlWriter("  ");
