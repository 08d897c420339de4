/** Small conversions of CII texts into GOBL values while reading. */
import { decimalText, invalidValue, percentageText, quoted } from "../../common/xml-values.ts";
import { attribute, child, parseDate102, refuse, type ParsedNode } from "../xml.ts";

export { isZeroText as isZero } from "../../common/xml-values.ts";

/** A plain JSON object being built for the GOBL document (only known keys are ever set). */
export type Out = Record<string, unknown>;

/** Refusals name the format: the engine may have been asked for another. */
export const FORMAT = "CII";

/** A refusal of content the reader cannot turn into GOBL. */
export function invalid(where: string, message: string): never {
  refuse(`${where}: ${message}`);
}

/** A refusal of an element's value: `element` names it ("ram:ChargeAmount of line 2"), `problem` says what is wrong. */
function invalidElement(element: string, problem: string): never {
  throw invalidValue(FORMAT, element, problem);
}

/**
 * The GOBL date of a CII date element (its DateTimeString, or DateString
 * for a udt:DateType, format 102), or none when it has neither. `element` names the date element
 * ("ram:IssueDateTime") in refusals.
 */
export function dateIn(node: ParsedNode | undefined, element: string): string | undefined {
  // The tax point date (BT-7) is a udt:DateType, whose text is a DateString; every other date a DateTimeString.
  const dateTime = child(node, "DateTimeString");
  const value = dateTime ?? child(node, "DateString");
  if (!value) return undefined;
  const name = dateTime ? "DateTimeString" : "DateString";
  const format = attribute(value, "format");
  if (format !== undefined && format !== "102") {
    invalidElement(`${name} of ${element}`, `has the format ${quoted(format)}: only format 102 (YYYYMMDD) is read`);
  }
  const text = value["#text"] === undefined ? "" : String(value["#text"]);
  const date = parseDate102(text);
  if (date === undefined) invalidElement(`${name} of ${element}`, `is ${quoted(text)}: it must be a date written YYYYMMDD (format 102)`);
  return date;
}

/** The decimal number of an element (see decimalText); `element` names it in refusals ("ram:ChargeAmount of line 2"). */
export function decimal(text: string | undefined, element: string): string {
  return decimalText(FORMAT, element, text);
}

/** A CII rate or percent ("19", "19.00", "19%") as a GOBL percentage ("19%", "19.00%"). */
export function percentage(text: string | undefined, element: string): string {
  return percentageText(FORMAT, element, text);
}

/** Sets a member only when the value is a non-empty text, list or object. */
export function put(target: Out, key: string, value: unknown): void {
  if (value === undefined || value === null || value === "") return;
  if (Array.isArray(value) && value.length === 0) return;
  target[key] = value;
}
