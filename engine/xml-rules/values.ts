/**
 * How the official rules read values, so that ours read them the same way:
 * XPath 2.0's whitespace normalisation, its casts of text to numbers and
 * dates (a text that is no number is not one: never NaN silently turned into
 * a verdict), and its comparisons of lists, which hold when any pair does.
 * Decimal arithmetic uses bignumber.js, as the rules' xs:decimal does.
 */
import BigNumber from "bignumber.js";

/**
 * XPath's normalize-space: runs of XML whitespace (space, tab, CR, LF) made
 * one space, none at either end. Other spaces (a no-break space) are text,
 * as in XPath; JavaScript's trim() would remove them.
 */
export function normalizeSpace(text: string | undefined): string {
  if (text === undefined) return "";
  return trimXML(text.replace(/[ \t\r\n]+/g, " "));
}

/** The text without XML whitespace (space, tab, CR, LF) at either end, as XPath's casts read values. */
export function trimXML(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && isXMLSpace(text.charCodeAt(start))) start++;
  while (end > start && isXMLSpace(text.charCodeAt(end - 1))) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

function isXMLSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const DOUBLE = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** The text as an xs:decimal (whitespace around it ignored); undefined when it is not castable to one. */
export function decimalOf(text: string | undefined): BigNumber | undefined {
  if (text === undefined) return undefined;
  const t = trimXML(text);
  return DECIMAL.test(t) ? new BigNumber(t) : undefined;
}

/** Whether the text is castable as xs:decimal. */
export function isDecimal(text: string | undefined): boolean {
  return text !== undefined && DECIMAL.test(trimXML(text));
}

/**
 * The text as an xs:double, as an untyped value compared with a number is
 * cast; undefined when it is not castable (XPath raises an error there; rules
 * treat it as the comparison not holding).
 */
export function doubleOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = trimXML(text);
  if (DOUBLE.test(t)) return Number(t);
  if (t === "INF" || t === "+INF") return Infinity;
  if (t === "-INF") return -Infinity;
  if (t === "NaN") return NaN;
  return undefined;
}

/** XPath's number(): the double, or NaN when the text is not one. */
export function numberOf(text: string | undefined): number {
  return doubleOf(text) ?? NaN;
}

const DATE = /^(-?\d{4,})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2})?$/;

/** Whether the text is castable as xs:date: a real calendar day, with an optional time zone. */
export function isDate(text: string | undefined): boolean {
  if (text === undefined) return false;
  const m = DATE.exec(trimXML(text));
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > days) return false;
  if (m[4] && m[4] !== "Z") {
    const [h, min] = m[4].slice(1).split(":").map(Number) as [number, number];
    if (h > 14 || min > 59 || (h === 14 && min > 0)) return false;
  }
  return true;
}

/** The xs:date as a sortable key (YYYY-MM-DD without zone); undefined when not a date. */
export function dateKey(text: string | undefined): string | undefined {
  if (!isDate(text)) return undefined;
  const t = trimXML(text!);
  return t.slice(0, t.startsWith("-") ? 11 : 10);
}

/** XPath's `a = b` on lists of texts: some pair of values is equal. */
export function someEqual(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const set = new Set(b);
  return a.some((x) => set.has(x));
}

/**
 * XPath's round-half-up to a number of decimals on a decimal (as `round(x * 100) div 100`
 * does on xs:decimal: halves go towards positive infinity).
 */
export function roundHalfUp(value: BigNumber, decimals: number): BigNumber {
  return value.decimalPlaces(decimals, BigNumber.ROUND_HALF_CEIL);
}

export { BigNumber };
