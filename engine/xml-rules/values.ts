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

/** Whether a character code is XML whitespace (space, tab, LF, CR), the only whitespace XPath and XSD know. */
export function isXMLSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

/** XPath's string-length: the number of characters, counted in code points (a surrogate pair is one). */
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

/** XPath's tokenize on a literal separator or a pattern: no tokens for an empty text, empty tokens kept elsewhere. */
export function tokenize(text: string | undefined, separator: string | RegExp): string[] {
  if (text === undefined || text === "") return [];
  return text.split(separator);
}

/**
 * The text cast to xs:boolean: "true" or "1", "false" or "0", XML whitespace
 * around allowed (and only that: a no-break space makes it no boolean);
 * undefined when the cast fails.
 */
export function booleanOf(text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  const t = trimXML(text);
  return t === "true" || t === "1" ? true : t === "false" || t === "0" ? false : undefined;
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

/** `string(number(text)) != 'NaN'`: the text reads as an xs:double that is not NaN. */
export function isNumber(text: string | undefined): boolean {
  return !Number.isNaN(numberOf(text));
}

const INTEGER = /^[+-]?[0-9]+$/;

/** Whether the text is castable as xs:integer: an optional sign and ASCII digits, XML whitespace around allowed. */
export function isInteger(text: string | undefined): boolean {
  return text !== undefined && INTEGER.test(trimXML(text));
}

/**
 * A double cast to xs:decimal exactly, as Saxon casts it: the binary value
 * itself (every digit of it), not its shortest decimal form; undefined for
 * NaN and the infinities, which are no decimals.
 */
export function decimalOfDouble(x: number): BigNumber | undefined {
  if (!Number.isFinite(x)) return undefined;
  if (x === 0) return new BigNumber(0);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const high = view.getUint32(0);
  const low = view.getUint32(4);
  const sign = high >>> 31 ? -1n : 1n;
  const biased = (high >>> 20) & 0x7ff;
  let mantissa = (BigInt(high & 0xfffff) << 32n) | BigInt(low);
  let exponent: number;
  if (biased === 0) exponent = -1074;
  else {
    mantissa |= 1n << 52n;
    exponent = biased - 1075;
  }
  // x = mantissa × 2^exponent; 2^-k is 5^k / 10^k, so the decimal is exact.
  if (exponent >= 0) return new BigNumber((sign * (mantissa << BigInt(exponent))).toString());
  return new BigNumber((sign * mantissa * 5n ** BigInt(-exponent)).toString()).shiftedBy(exponent);
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

/**
 * An xs:date as the instant it starts (minutes since 1970), as XPath compares
 * dates: a date with a time zone starts at its midnight there, one without at
 * the implicit time zone's (UTC). Undefined when the text is not castable.
 */
export function dateInstant(text: string | undefined): number | undefined {
  if (!isDate(text)) return undefined;
  const [, year, month, day, zone] = DATE.exec(trimXML(text!))!;
  const midnight = new Date(0);
  midnight.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  let offset = 0;
  if (zone && zone !== "Z") offset = (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));
  return midnight.getTime() / 60000 - offset;
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
