/**
 * XML in and out for CII: the shared element-tree writer and hardened parser
 * (formats/common/xml-tree.ts), its refusals naming CII, and CII's dates.
 */
import { isCalendarDay } from "../common/xml-values.ts";
import { xmlReader, xmlWriter, type ParsedNode, type XMLNode } from "../common/xml-tree.ts";
import { DATE_FORMAT_102 } from "./codes.ts";

export { attribute, child, children, hasLocalName, namespaceOf, path, text, textAt, type ParsedNode, type XMLNode, type XMLValue } from "../common/xml-tree.ts";

/** The XML text of a root element, with the XML declaration, indented by two spaces as gobl.cii writes it. */
export const buildXML: (rootName: string, root: XMLNode) => string = xmlWriter("  ");

const reader = xmlReader("CII");
/** Refuses XML that cannot be read as a CII invoice: an `input` error (400). */
export const refuse: (message: string) => never = reader.refuse;
/** The root element of an XML text (which has passed the engine's checkUntrustedXML): its qualified name and its node. */
export const parseXML: (xml: string) => { name: string; node: ParsedNode } = reader.parse;

/** A CII date (format 102, YYYYMMDD) from a GOBL date (YYYY-MM-DD), as a DateTimeString in the given namespace. */
export function dateTime(date: string, prefix: "udt" | "qdt" = "udt"): XMLNode {
  return { [`${prefix}:DateTimeString`]: { "@_format": DATE_FORMAT_102, "#text": date.replaceAll("-", "") } };
}

/** A CII udt:DateType date (format 102), as the tax point date (BT-7) is: a udt:DateString, not a DateTimeString. */
export function dateString(date: string): XMLNode {
  return { "udt:DateString": { "@_format": DATE_FORMAT_102, "#text": date.replaceAll("-", "") } };
}

/** A GOBL date (YYYY-MM-DD) from a CII format 102 date (YYYYMMDD); undefined when it is not one or names no day of the calendar. */
export function parseDate102(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) return undefined;
  return `${match[1]}-${match[2]}-${match[3]}`;
}
