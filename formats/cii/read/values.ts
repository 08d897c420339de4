/** Small conversions of CII texts into GOBL values while reading. */
import { Amount } from "../../../engine/index.ts";
import { attribute, child, parseDate102, refuse, type ParsedNode } from "../xml.ts";

/** A plain JSON object being built for the GOBL document (only known keys are ever set). */
export type Out = Record<string, unknown>;

/** A refusal of content the reader cannot turn into GOBL. */
export function invalid(where: string, message: string): never {
  refuse(`${where}: ${message}`);
}

/** The GOBL date of a CII date element (DateTimeString, format 102) under `node`. */
export function dateIn(node: ParsedNode | undefined, where: string): string | undefined {
  const value = child(node, "DateTimeString");
  if (!value) return undefined;
  const format = attribute(value, "format");
  const text = value["#text"] === undefined ? "" : String(value["#text"]);
  const date = parseDate102(text);
  if (date === undefined || (format !== undefined && format !== "102")) invalid(where, `the date "${text}" is not in format 102 (YYYYMMDD)`);
  return date;
}

/** A decimal text checked to be a number (kept as written: GOBL keeps the precision). */
export function decimal(text: string, where: string): string {
  const trimmed = text.trim();
  try {
    Amount.parse(trimmed);
  } catch {
    invalid(where, `"${text}" is not a decimal number`);
  }
  return trimmed;
}

/** A CII rate or percent ("19", "19.00", "19%") as a GOBL percentage ("19%", "19.00%"). */
export function percentage(text: string, where: string): string {
  const number = text.trim().replace(/%$/, "");
  return `${decimal(number, where)}%`;
}

/** Whether a checked decimal text (see `decimal`, `percentage`) is zero. */
export function isZero(text: string): boolean {
  return Amount.parse(text.replace(/%$/, "")).isZero();
}

/** Sets a member only when the value is a non-empty text, list or object. */
export function put(target: Out, key: string, value: unknown): void {
  if (value === undefined || value === null || value === "") return;
  if (Array.isArray(value) && value.length === 0) return;
  target[key] = value;
}
