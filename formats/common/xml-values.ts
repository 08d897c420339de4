/**
 * Numbers and dates read out of an XML invoice, checked where they are read.
 * A value that is not what its element must hold is refused as `input`
 * (400) with a message naming the element and saying what is wrong, so that
 * it never reaches arithmetic it would break (which would be a 500) or a
 * document path the sender did not write.
 */
import { Amount, unreadableXML, type BizdocError, type ParsedXML } from "../../engine/index.ts";

/** The most digits GOBL lets an amount have before its decimal point (what its int64 holds, with room for decimals). */
const MAX_WHOLE_DIGITS = 18;

/** Plain decimal text: digits 0-9 with an optional sign and one point; no exponent, separator or other script's digits. */
const DECIMAL = /^[-+]?\d+(?:\.\d*)?$/;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The refusal of one value of an XML invoice: `input`, its message naming the format and the element. */
export function invalidValue(format: string, element: string, problem: string): BizdocError {
  return unreadableXML(format, `${element} ${problem}`);
}

/** A value as a refusal quotes it: cut short, since hostile text can be long. */
export function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/**
 * A decimal number as GOBL's converters read one: surrounding space
 * dropped, a "0" put before a leading point (".07"), and decimals beyond
 * 18 significant digits cut off, as GOBL cuts them. Refused when empty,
 * when it is anything but plain decimal text ("1e400", "1,50", "NaN"), and
 * when it has more digits before the point than any amount can.
 */
export function decimalText(format: string, element: string, text: string | undefined): string {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") throw invalidValue(format, element, "is empty: it must be a decimal number");
  const value = trimmed.replace(/^([-+]?)\./, "$10.");
  if (!DECIMAL.test(value)) {
    throw invalidValue(format, element, `is ${quoted(trimmed)}: it must be a decimal number such as 1250.50 (digits, an optional sign and point; no exponent or separators)`);
  }
  try {
    return Amount.fromInput(value).toString();
  } catch {
    // The syntax is right, so what GOBL's digit budget refuses is the size.
    throw invalidValue(format, element, `is ${quoted(trimmed)}: more than ${MAX_WHOLE_DIGITS} digits before the decimal point, more than any amount can have`);
  }
}

/** The totals an XML states, as a format hands them to the engine (see ParsedXML). */
export type StatedTotals = Required<Pick<ParsedXML, "statedTotals" | "statedTotalElements">>;

export function noStatedTotals(): StatedTotals {
  return { statedTotals: {}, statedTotalElements: {} };
}

/**
 * Adds a total the XML states, unless its element is absent or empty: read
 * as `decimalText` reads a number, or kept as written when it is none, so
 * that reading without validating keeps the invoice (GOBL's converters
 * ignore stated totals) while validating refuses it, naming `element`.
 */
export function addStatedTotal(totals: StatedTotals, field: string, element: string, text: string | undefined): void {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return;
  let value: string;
  try {
    value = decimalText("", element, trimmed);
  } catch {
    value = trimmed;
  }
  totals.statedTotals[field] = value;
  totals.statedTotalElements[field] = element;
}

/** A percentage ("19", "7.5", "19%") as GOBL writes one ("19%", "7.5%"), its number checked as `decimalText` checks it. */
export function percentageText(format: string, element: string, text: string | undefined): string {
  const number = (text ?? "").trim().replace(/%$/, "");
  return `${decimalText(format, element, number)}%`;
}

/** Whether a checked decimal or percentage text (see `decimalText`, `percentageText`) is zero. */
export function isZeroText(text: string): boolean {
  return Amount.parse(text.replace(/%$/, "")).isZero();
}

/** Whether a year, month and day name a day of the calendar (there is no 30 February). */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  // setUTCFullYear takes years below 100 as written (Date.UTC would read 24 as 1924).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date written YYYY-MM-DD, refused when it is written otherwise or names no day of the calendar. */
export function isoDateText(format: string, element: string, text: string | undefined): string {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") throw invalidValue(format, element, "is empty: it must be a date written YYYY-MM-DD");
  const match = ISO_DATE.exec(trimmed);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw invalidValue(format, element, `is ${quoted(trimmed)}: it must be a date written YYYY-MM-DD`);
  }
  return trimmed;
}

/**
 * The price of one unit: a price divided by its base quantity (how many
 * units it is for), with as many more decimals as the division needs: one
 * per digit of the quantity's whole part beyond the first, ceil(log10 n) as
 * GOBL's converters count them. Both are checked decimal texts. A zero base
 * quantity is ignored, as those converters ignore it; a negative one, which
 * would turn the price's sign, is refused.
 */
export function pricePerUnit(format: string, price: string, base: string, baseElement: string): string {
  const amount = Amount.parse(price);
  const quantity = Amount.parse(base);
  if (quantity.isNegative()) throw invalidValue(format, baseElement, "is negative: it must be the number of units the price is for");
  if (quantity.isZero()) return amount.toString();
  const whole = quantity.rescale(0);
  const digits = whole.toString();
  const extra = whole.compare(Amount.of(1)) > 0 ? digits.length - (/^10*$/.test(digits) ? 1 : 0) : 0;
  return amount.rescaleUp(amount.exp + extra).divide(quantity).toString();
}
