/** The FacturaE XML writer: the shared element-tree writer (formats/common/xml-tree.ts), indented with tabs as gobl.facturae writes. */
import { xmlWriter, type XMLNode } from "../common/xml-tree.ts";

export type { XMLNode, XMLValue } from "../common/xml-tree.ts";

/** The XML text of a root element, with the XML declaration. */
export const buildXML: (rootName: string, root: XMLNode) => string = xmlWriter("\t");
