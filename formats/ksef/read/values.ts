/**
 * Values read from FA(3) text, checked as they are read: amounts through
 * the engine's decimal types (never JS numbers), dates as calendar days,
 * codes against the closed lists FA(3) defines (looked up in Maps). A value
 * that is none is a 400 naming its element and where it is.
 */
import { decimalText, isoDateText } from "../../common/xml-values.ts";
import { textAt, type ParsedNode } from "../../common/xml-tree.ts";
import { FORMAT_NAME, refuse } from "./root.ts";

// Its readers take these from here, with the values below.
export { put, type Out } from "../../common/document-json.ts";

/** Text of an element, trimmed; undefined when absent or empty. */
export function str(node: ParsedNode | undefined, name: string): string | undefined {
  const value = textAt(node, name)?.trim();
  return value === "" ? undefined : value;
}

/** A decimal as GOBL text, or undefined when absent; refused when it is not a plain decimal. */
export function decimal(node: ParsedNode | undefined, name: string, where: string): string | undefined {
  const value = textAt(node, name);
  if (value === undefined) return undefined;
  return decimalText(FORMAT_NAME, `${name} of ${where}`, value);
}

/** An ISO date, or undefined when absent; refused when it names no day. */
export function date(node: ParsedNode | undefined, name: string, where: string): string | undefined {
  const value = textAt(node, name);
  if (value === undefined) return undefined;
  return isoDateText(FORMAT_NAME, `${name} of ${where}`, value);
}

/** The text of an element FA(3) requires: its absence is a 400 naming it. */
export function required(node: ParsedNode | undefined, name: string, where: string): string {
  const value = str(node, name);
  if (value === undefined) refuse(`${name} of ${where} is missing: FA(3) requires it`);
  return value;
}

/** A code from a closed list, or undefined when absent; one not on the list is a 400 naming the element. */
export function code<T>(node: ParsedNode | undefined, name: string, where: string, list: ReadonlyMap<string, T>): T | undefined {
  const value = str(node, name);
  if (value === undefined) return undefined;
  const found = list.get(value);
  if (found === undefined) refuse(`${name} of ${where} is ${JSON.stringify(value.slice(0, 40))}: it must be one of ${[...list.keys()].join(", ")}`);
  return found;
}

/** FA(3)'s yes/no flags (TWybor1_2): 1 yes, 2 no. */
export const FLAG_1_2: ReadonlyMap<string, string> = new Map([["1", "1"], ["2", "2"]]);
/** FA(3)'s "yes" markers (TWybor1): only 1. */
export const FLAG_1: ReadonlyMap<string, string> = new Map([["1", "1"]]);
