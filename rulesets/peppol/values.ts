/**
 * The few XPath 2.0 behaviours the Peppol rules lean on that the engine's
 * values module does not cover: string functions counted in code points
 * (`string-length`, `substring`), `tokenize` (no tokens for an empty text),
 * `number()` turned back into a string (the rules' "is it NaN" idiom),
 * `castable as xs:integer`, and dynamic errors (a cast that cannot succeed
 * stops the official run: the rule is then taken as not holding).
 */
import { doubleOf, trimXML, type XMLNode } from "../../engine/index.ts";

/** A dynamic error of the official XPath (a failed cast): the assertion is taken as not holding. */
export class XPathError extends Error {}

/** A test that holds only when it evaluates without a dynamic error and is true. */
export function guarded(test: (node: XMLNode) => boolean): (node: XMLNode) => boolean {
  return (node) => {
    try {
      return test(node);
    } catch (err) {
      if (err instanceof XPathError) return false;
      throw err;
    }
  };
}

/** XPath's string-length: the number of code points. */
export function stringLength(text: string | undefined): number {
  if (text === undefined) return 0;
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** XPath's substring(text, start, length?): positions counted in code points from 1, rounded as XPath does. */
export function substring(text: string | undefined, start: number, length?: number): string {
  if (text === undefined || text === "") return "";
  const chars = Array.from(text);
  const from = Math.round(start);
  const to = length === undefined ? Infinity : from + Math.round(length);
  let out = "";
  for (let p = Math.max(from, 1); p < to && p <= chars.length; p++) out += chars[p - 1];
  return out;
}

/** XPath's tokenize on a literal separator: no tokens for an empty text, empty tokens kept elsewhere. */
export function tokenize(text: string | undefined, separator: string): string[] {
  if (text === undefined || text === "") return [];
  return text.split(separator);
}

/** Whether `string(number(text)) != 'NaN'`: the text reads as an xs:double that is not NaN. */
export function isNumberText(text: string | undefined): boolean {
  const value = doubleOf(text);
  return value !== undefined && !Number.isNaN(value);
}

/** XPath's number(): NaN when the text is absent or no xs:double. */
export function numberOrNaN(text: string | undefined): number {
  return doubleOf(text) ?? NaN;
}

const INTEGER = /^[+-]?[0-9]+$/;

/** `castable as xs:integer`: optional sign and ASCII digits, whitespace around allowed. */
export function isIntegerText(text: string | undefined): boolean {
  return text !== undefined && INTEGER.test(trimXML(text));
}

/**
 * An untyped value compared with a number (`code = 58`, `amount < 0`): cast
 * to xs:double; a text that is no number makes the official run fail.
 */
export function castDouble(text: string): number {
  const value = doubleOf(text);
  if (value === undefined) throw new XPathError(`'${text}' is not a number`);
  return value;
}

/** XPath's general comparison of untyped values with a number: some value compares as asked. */
export function someNumber(texts: readonly string[], compare: (value: number) => boolean): boolean {
  for (const text of texts) if (compare(castDouble(text))) return true;
  return false;
}

/** A list where XPath expects at most one item (a function's argument): its item, or undefined; more than one is an error. */
export function single<T>(items: readonly T[]): T | undefined {
  if (items.length > 1) throw new XPathError("more than one item where one is expected");
  return items[0];
}
