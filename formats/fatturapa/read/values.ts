/**
 * Values read from FatturaPA text, checked as they are read: decimals and
 * percentages through the engine's decimal types (never JS numbers), dates
 * as calendar days; a value that is none is a 400 naming its element.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { isCalendarDay } from "../../common/xml-values.ts";
import { refuse } from "../xml.ts";

export type Out = Record<string, unknown>;

/** Sets a member only when it has a value (the reader's `omitempty`). */
export function put(out: Out, key: string, value: unknown): void {
  if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return;
  out[key] = value;
}

/** A decimal as GOBL text, or undefined when absent or empty. */
export function decimal(text: string | undefined, element: string): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  try {
    return Amount.parse(text.trim()).toString();
  } catch {
    refuse(`${element} is not a decimal number: ${JSON.stringify(text.slice(0, 40))}`);
  }
}

/** A FatturaPA rate ("22.00") as a GOBL percentage ("22.00%"). */
export function percentage(text: string | undefined, element: string): string | undefined {
  const value = decimal(text, element);
  return value === undefined ? undefined : Percentage.parse(`${value}%`).toString();
}

/** Whether a rate is zero (FatturaPA states 0.00 where there is none). */
export function isZeroRate(percent: string | undefined): boolean {
  return percent === undefined || Percentage.parse(percent).isZero();
}

/** An ISO date (YYYY-MM-DD) that names a day of the calendar. */
export function date(text: string | undefined, element: string): string | undefined {
  if (text === undefined || text === "") return undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) refuse(`${element} is not a date: ${JSON.stringify(text.slice(0, 40))}`);
  return text.trim();
}
