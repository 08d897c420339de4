/**
 * XML in and out for CDAR: the shared element-tree writer and hardened
 * parser (formats/common/xml-tree.ts), its refusals naming CDAR, and the
 * CDV's date-times (UNTDID 2379 formats 204 and 102).
 */
import { invalidValue, isCalendarDay, quoted } from "../common/xml-values.ts";
import { xmlReader, xmlWriter, type ParsedNode, type XMLNode } from "../common/xml-tree.ts";
import { FORMAT_DATE_TIME } from "./codes.ts";

export { attribute, child, children, hasLocalName, namespaceOf, path, text, textAt, type ParsedNode, type XMLNode } from "../common/xml-tree.ts";

/** The XML text of a root element, with the XML declaration, indented by two spaces as gobl.cii writes it. */
export const buildXML: (rootName: string, root: XMLNode) => string = xmlWriter("  ");

const reader = xmlReader("CDAR");
/** Refuses XML that cannot be read as a CDV: an `input` error (400). */
export const refuse: (message: string) => never = reader.refuse;
/** The root element of an XML text (which has passed the engine's checkUntrustedXML): its qualified name and its node. */
export const parseXML: (xml: string) => { name: string; node: ParsedNode } = reader.parse;

/** CCYYMMDD of a GOBL date (YYYY-MM-DD). */
function compactDate(date: string): string {
  return date.replaceAll("-", "");
}

/**
 * A date and time as format 204 (CCYYMMDDHHMMSS) in `prefix`'s
 * DateTimeString: a document without a time is written at midnight, as
 * gobl.cii writes it.
 */
export function dateTime204(date: string, time?: string, prefix: "udt" | "qdt" = "udt"): XMLNode {
  const clock = /^(\d{2}):(\d{2}):(\d{2})/.exec(time ?? "");
  const hhmmss = clock ? `${clock[1]}${clock[2]}${clock[3]}` : "000000";
  return { [`${prefix}:DateTimeString`]: { "@_format": FORMAT_DATE_TIME, "#text": `${compactDate(date)}${hhmmss}` } };
}

/** A date and an optional time read from a CDV. */
export interface ReadDateTime {
  date: string;
  time?: string;
}

const DATE_TIME = /^(\d{4})(\d{2})(\d{2})(?:(\d{2})(\d{2})(\d{2}))?$/;

/**
 * A CDV date (CCYYMMDD) or date-time (CCYYMMDDHHMMSS), whichever format its
 * attribute claims, as gobl.cii reads either length; refused, naming the
 * element, when it is neither or names no day or time of the clock.
 */
export function readDateTime(value: string | undefined, element: string): ReadDateTime {
  const trimmed = (value ?? "").trim();
  const match = DATE_TIME.exec(trimmed);
  const [, year, month, day, hour, minute, second] = match ?? [];
  if (!match || !isCalendarDay(Number(year), Number(month), Number(day))) {
    throw invalidValue("CDAR", element, `is ${quoted(trimmed)}: it must be a date written CCYYMMDD or a date and time written CCYYMMDDHHMMSS`);
  }
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return { date };
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) {
    throw invalidValue("CDAR", element, `is ${quoted(trimmed)}: its time of day (HHMMSS) names no time of the clock`);
  }
  return { date, time: `${hour}:${minute}:${second}` };
}
