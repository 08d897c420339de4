/**
 * Values read from CFDI attributes, checked as they are read: amounts
 * through the engine's decimal types (never JS numbers), the date and time
 * of issue as a calendar day and a time of day, rates as GOBL percentages.
 * A value that is none is a 400 naming its attribute and element.
 */
import { Amount, Percentage } from "../../../engine/index.ts";
import { attribute, type ParsedNode } from "../../common/xml-tree.ts";
import { decimalText, invalidValue, isCalendarDay, quoted } from "../../common/xml-values.ts";
import { put, type Out } from "../../common/document-json.ts";
import { FORMAT_NAME } from "../xml.ts";

// Its readers take these from here, with the values below.
export { put, type Out };

/** An attribute's text, trimmed; undefined when absent or empty. */
export function attr(node: ParsedNode | undefined, name: string): string | undefined {
  const value = attribute(node, name)?.trim();
  return value === "" ? undefined : value;
}

/** Extensions from codes, those without a value left out. */
export function extensions(codes: Record<string, string | undefined>): Out | undefined {
  const out: Out = {};
  for (const [key, value] of Object.entries(codes)) put(out, key, value);
  return Object.keys(out).length ? out : undefined;
}

/** A decimal attribute as GOBL text, or undefined when absent; refused when it is not a plain decimal. */
export function decimal(node: ParsedNode | undefined, name: string, element: string): string | undefined {
  const value = attribute(node, name);
  if (value === undefined) return undefined;
  return decimalText(FORMAT_NAME, `${name} of ${element}`, value);
}

/** A required decimal attribute: zero when absent, as GOBL's reader takes a missing amount. */
export function amount(node: ParsedNode | undefined, name: string, element: string): Amount {
  const value = decimal(node, name, element);
  return value === undefined ? Amount.zero() : Amount.parse(value);
}

/**
 * TasaOCuota as a GOBL percentage: CFDI writes fractions with six
 * decimals, mostly zeros, which are dropped down to three (0.160000 is
 * 16.0%, 0.106667 stays 10.6667%), as gobl.mx.cfdi compacts them.
 */
export function percentOfRate(text: string): string {
  const rate = Amount.parse(text);
  let value = rate.value;
  let exp = rate.exp;
  while (value % 100n === 0n && exp > 3) {
    value /= 10n;
    exp--;
  }
  return Percentage.fromFraction(Amount.of(value, exp)).toString();
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?$/;

/** Fecha (YYYY-MM-DDThh:mm:ss, without a zone) as GOBL's issue date and time; refused when it names no day or time. */
export function issueDateTime(text: string, element: string): { date: string; time: string } {
  const match = DATE_TIME.exec(text.trim());
  const valid = match && isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3])) && Number(match[4]) < 24 && Number(match[5]) < 60 && Number(match[6]) < 60;
  if (!match || !valid) throw invalidValue(FORMAT_NAME, `Fecha of ${element}`, `is ${quoted(text)}: it must be a date and time written YYYY-MM-DDThh:mm:ss`);
  return { date: `${match[1]}-${match[2]}-${match[3]}`, time: `${match[4]}:${match[5]}:${match[6]}` };
}
