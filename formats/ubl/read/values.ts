/** Reading values out of UBL text: numbers, percentages, dates, notes and GOBL keys. */
import { decimalText, isoDateText, percentageText } from "../../common/xml-values.ts";

/** Text without the Unicode replacement character that badly encoded documents carry. */
export function clean(text: string): string {
  return text.replaceAll("\uFFFD", "");
}

/** Refusals name the format: the engine may have been asked for another. */
export const FORMAT = "UBL";

/** The decimal number of an element (`element` names it in a refusal: "cbc:PriceAmount of line 2"); see decimalText. */
export function decimal(text: string | undefined, element: string): string {
  return decimalText(FORMAT, element, text);
}

/** A UBL percent ("19", "7.5") as a GOBL percentage ("19%"), its number checked as `decimal` checks it. */
export function percentage(text: string | undefined, element: string): string {
  return percentageText(FORMAT, element, text);
}

/** The date of an element, written YYYY-MM-DD. */
export function date(text: string | undefined, element: string): string {
  return isoDateText(FORMAT, element, text);
}

/** The date of an optional element: none when it is absent or empty (as GOBL's UBL parser reads an empty one), checked otherwise. */
export function optionalDate(text: string | undefined, element: string): string | undefined {
  return text === undefined || text.trim() === "" ? undefined : date(text, element);
}

export { isZeroText as isZero } from "../../common/xml-values.ts";

/** A name made into a GOBL key: lower case, dashes for spaces, nothing but letters, digits, - and +. */
export function formatKey(name: string): string {
  let key = name.toLowerCase().replaceAll(" ", "-");
  key = key.replace(/[^a-z0-9+-]/g, "");
  key = key.replace(/^[-+]+|[-+]+$/g, "");
  return key.replace(/[-+]{2,}/g, "-");
}

/** A note in the `#CODE#text` form carries a UNTDID 4451 text subject code. */
export function readNote(text: string): { text: string; ext?: Record<string, string> } {
  const value = clean(text);
  const match = /^#([A-Z0-9]+)#([\s\S]*)$/.exec(value);
  return match ? { ext: { "untdid-text-subject": match[1]! }, text: match[2]! } : { text: value };
}
