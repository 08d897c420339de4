/**
 * Whether a text is a value of a simple type: the XSD built-ins the UBL and
 * CII schemas use, and the facets their derivations add. The official XSD
 * verdicts are xmllint's (libxml2 2.9.14), so where libxml2 reads a lexical
 * form more strictly or more loosely than the XSD recommendation, we read it
 * as libxml2 does (each such place says so).
 *
 * Every check is one pass over the text: hand-written scanners, or anchored
 * regular expressions without nested or overlapping repetition.
 */
import { BigNumber, booleanOf, isXMLSpace, normalizeSpace, stringLength, trimXML } from "../../engine/index.ts";
import type { Facets, SimpleTypeRow } from "./tables.ts";

// XSD's whitespace facet `collapse` is XPath's normalize-space (runs of XML
// whitespace become one space, none at either end): the engine's normalizeSpace.

/** XSD `replace`: each tab, line feed and carriage return becomes a space. */
const replaceSpaces = (text: string): string => text.replace(/[\t\n\r]/g, " ");

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isAlpha = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isHex = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

// ------------------------------------------------------------ numbers

/**
 * xs:decimal as libxml2 reads it: optional sign, digits with at most one
 * point; surrounding whitespace allowed. libxml2 keeps at most 24 digits
 * after the integer part's leading zeroes and refuses longer values; it
 * wants a digit only around a point, so a lone sign before whitespace
 * ("- ") passes.
 */
function isDecimalText(text: string): boolean {
  let i = 0;
  const n = text.length;
  while (i < n && isXMLSpace(text.charCodeAt(i))) i++;
  if (text[i] === "-" || text[i] === "+") i++;
  if (i >= n) return false;
  let leadingZeroes = false;
  while (text[i] === "0") i++, (leadingZeroes = true);
  let digits = 0;
  if (i < n) {
    scan: do {
      const c = text.charCodeAt(i);
      if (isDigit(c)) i++, digits++;
      else if (c === 46 /* . */) {
        i++;
        while (digits < 24 && i < n && isDigit(text.charCodeAt(i))) i++, digits++;
        if (digits === 0 && !leadingZeroes) return false;
        break scan;
      } else break;
    } while (digits < 24);
  }
  while (i < n && isXMLSpace(text.charCodeAt(i))) i++;
  return i === n;
}

/** xs:integer as libxml2 reads it: optional sign and digits (at most 24 after leading zeroes), surrounding whitespace allowed. */
function isIntegerText(text: string): boolean {
  let i = 0;
  const n = text.length;
  while (i < n && isXMLSpace(text.charCodeAt(i))) i++;
  if (text[i] === "-" || text[i] === "+") i++;
  const start = i;
  while (text[i] === "0") i++;
  const significant = i;
  while (i < n && isDigit(text.charCodeAt(i))) i++;
  if (i === start || i - significant > 24) return false;
  while (i < n && isXMLSpace(text.charCodeAt(i))) i++;
  return i === n;
}

// ------------------------------------------------------------ dates and times

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Two digits at `i` as a number, or -1. */
function two(text: string, i: number): number {
  const a = text.charCodeAt(i);
  const b = text.charCodeAt(i + 1);
  return isDigit(a) && isDigit(b) ? (a - 48) * 10 + (b - 48) : -1;
}

/** `-?YYYY-MM-DD` from `i`: the index after it, or -1. Years have four digits or more (no leading zero then), and are never 0. */
function readDate(text: string, i: number): number {
  const negative = text[i] === "-";
  if (negative) i++;
  const start = i;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  const length = i - start;
  if (length < 4 || (length > 4 && text[start] === "0")) return -1;
  const year = Number(text.slice(start, i)) * (negative ? -1 : 1);
  if (year === 0) return -1;
  if (text[i] !== "-") return -1;
  const month = two(text, i + 1);
  if (month < 1 || month > 12 || text[i + 3] !== "-") return -1;
  const day = two(text, i + 4);
  const days = month === 2 && isLeap(year) ? 29 : DAYS[month - 1]!;
  if (day < 1 || day > days) return -1;
  return i + 6;
}

/** `hh:mm:ss(.s+)?` from `i`: the index after it, or -1. libxml2 takes 24:00:00 as midnight. */
function readTime(text: string, i: number): number {
  const hour = two(text, i);
  if (hour < 0 || text[i + 2] !== ":") return -1;
  const minute = two(text, i + 3);
  if (minute < 0 || minute > 59 || text[i + 5] !== ":") return -1;
  const second = two(text, i + 6);
  if (second < 0 || second > 59) return -1;
  i += 8;
  let fraction = false;
  if (text[i] === ".") {
    i++;
    const start = i;
    while (i < text.length && isDigit(text.charCodeAt(i))) i++;
    if (i === start) return -1;
    for (let j = start; j < i; j++) if (text[j] !== "0") fraction = true;
  }
  if (hour > 24 || (hour === 24 && (minute !== 0 || second !== 0 || fraction))) return -1;
  return i;
}

/** An optional time zone (`Z`, `±hh:mm` within ±14:00) from `i` to the end. */
function zoneToEnd(text: string, i: number): boolean {
  if (i === text.length) return true;
  if (text[i] === "Z") return i + 1 === text.length;
  if (text[i] !== "+" && text[i] !== "-") return false;
  const hour = two(text, i + 1);
  const minute = two(text, i + 4);
  if (hour < 0 || hour > 23 || text[i + 3] !== ":" || minute < 0 || minute > 59) return false;
  if (hour * 60 + minute > 840) return false;
  return i + 6 === text.length;
}

// libxml2 reads dates and date-times without any surrounding whitespace, and
// times with whitespace before (not after) them: it skips leading blanks for
// the time parse, then starts over from the first character for dates.
const isDateText = (text: string): boolean => {
  const end = readDate(text, 0);
  return end >= 0 && zoneToEnd(text, end);
};
const isDateTimeText = (text: string): boolean => {
  const end = readDate(text, 0);
  if (end < 0 || text[end] !== "T") return false;
  const after = readTime(text, end + 1);
  return after >= 0 && zoneToEnd(text, after);
};
const isTimeText = (text: string): boolean => {
  let i = 0;
  while (i < text.length && isXMLSpace(text.charCodeAt(i))) i++;
  const end = readTime(text, i);
  return end >= 0 && zoneToEnd(text, end);
};

// ------------------------------------------------------------ binary

/** Each character's base64 value (-1: not base64). */
const BASE64 = new Int8Array(128).fill(-1);
"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".split("").forEach((c, i) => (BASE64[c.charCodeAt(0)] = i));

/**
 * The octets a base64Binary text stands for, or -1 when it is none. As in
 * libxml2, characters outside the base64 alphabet are skipped wherever they
 * are (whitespace, but also "-" or ":"); after padding no data may follow,
 * the data before it must fill its quantum, and the bits the padding leaves
 * over must be zero.
 */
function base64Octets(text: string): number {
  let data = 0;
  let padding = 0;
  let last = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 61 /* = */) {
      padding++;
      continue;
    }
    const value = c < 128 ? BASE64[c]! : -1;
    if (value < 0) continue;
    if (padding > 0) return -1;
    last = value;
    data++;
  }
  if (padding === 0) return data % 4 === 0 ? (data / 4) * 3 : -1;
  if (padding === 1 && data % 4 === 3 && (last & 0x03) === 0) return ((data - 3) / 4) * 3 + 2;
  if (padding === 2 && data % 4 === 2 && (last & 0x0f) === 0) return ((data - 2) / 4) * 3 + 1;
  return -1;
}

const isHexBinaryText = (text: string): boolean => {
  const t = trimXML(text);
  if (t.length % 2 !== 0) return false;
  for (let i = 0; i < t.length; i++) if (!isHex(t.charCodeAt(i))) return false;
  return true;
};

// ------------------------------------------------------------ URIs

/**
 * xs:anyURI as libxml2 reads it: characters a URI may not hold (spaces,
 * controls, non-ASCII, `<>"{}|\^` and backquote and apostrophe) are taken
 * as harmless, and the rest must parse as an RFC 3986 URI reference.
 */
function isAnyURIText(text: string): boolean {
  const t = normalizeSpace(text);
  return uriReference(t, true) || uriReference(t, false);
}

const SUB_DELIMS = "!$&'()*+,;=";
const TOLERATED = ` <>"{}|\\^\`'`;

/** Whether the character at i is one a URI may hold as it is (or libxml2 lets pass): its length (1, or 3 for %XX), 0 when not. */
function uriChar(t: string, i: number, extra: string): number {
  const c = t.charCodeAt(i);
  if (Number.isNaN(c)) return 0;
  if (c < 32 || c >= 127 || TOLERATED.includes(t[i]!)) return 1;
  if (isAlpha(c) || isDigit(c) || "-._~".includes(t[i]!) || SUB_DELIMS.includes(t[i]!) || extra.includes(t[i]!)) return 1;
  if (t[i] === "%") return isHex(t.charCodeAt(i + 1)) && isHex(t.charCodeAt(i + 2)) ? 3 : 0;
  return 0;
}

function uriReference(t: string, absolute: boolean): boolean {
  let i = 0;
  const skip = (extra: string, stop = ""): void => {
    for (let n = uriChar(t, i, extra); n > 0 && !stop.includes(t[i]!); n = uriChar(t, i, extra)) i += n;
  };
  if (absolute) {
    if (!isAlpha(t.charCodeAt(0))) return false;
    i = 1;
    while (i < t.length && (isAlpha(t.charCodeAt(i)) || isDigit(t.charCodeAt(i)) || "+-.".includes(t[i]!))) i++;
    if (t[i] !== ":") return false;
    i++;
  }
  if (t.startsWith("//", i)) {
    i += 2;
    // [userinfo@]host[:port]
    const start = i;
    skip(":");
    if (t[i] === "@") i++;
    else i = start;
    if (t[i] === "[") {
      const close = t.indexOf("]", i);
      if (close < 0) return false;
      i = close + 1;
    } else skip("");
    if (t[i] === ":") {
      i++;
      while (isDigit(t.charCodeAt(i))) i++;
    }
    if (i < t.length && !"/?#".includes(t[i]!)) return false;
    skip(":@/");
  } else if (absolute) skip(":@/");
  else {
    // A relative path's first segment holds no colon (it would read as a scheme).
    skip("@", "/");
    if (t[i] === ":") return false;
    skip(":@/");
  }
  if (t[i] === "?") i++, skip(":@/?");
  if (t[i] === "#") i++, skip(":@/?[]");
  return i === t.length;
}

// ------------------------------------------------------------ names

const LANGUAGE = /^[a-zA-Z]{1,8}(?:-[a-zA-Z0-9]{1,8})*$/;
const NCNAME = /^[\p{L}\p{Nl}_][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Lm}._\-\u00B7]*$/u;
const NAME = /^[\p{L}\p{Nl}_:][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Lm}._:\-\u00B7]*$/u;
const NMTOKEN = /^[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Lm}._:\-\u00B7]+$/u;

// ------------------------------------------------------------ types

interface Builtin {
  /** How the built-in handles whitespace before its value is compared or measured. */
  space: "preserve" | "replace" | "collapse";
  /** Whether the (unprocessed) text is in the lexical space. */
  lexical?(text: string): boolean;
  /** What a value of it is, for messages. */
  noun: string;
  /** How length facets measure a value. */
  length?(value: string): number;
  numeric?: boolean;
}

const BUILTINS: ReadonlyMap<string, Builtin> = new Map<string, Builtin>([
  ["anySimpleType", { space: "preserve", noun: "text" }],
  ["string", { space: "preserve", noun: "text" }],
  ["normalizedString", { space: "replace", noun: "text" }],
  ["token", { space: "collapse", noun: "text" }],
  ["language", { space: "collapse", noun: "a language tag (such as en or de-CH)", lexical: (t) => LANGUAGE.test(normalizeSpace(t)) }],
  ["NMTOKEN", { space: "collapse", noun: "a name token", lexical: (t) => NMTOKEN.test(normalizeSpace(t)) }],
  ["Name", { space: "collapse", noun: "an XML name", lexical: (t) => NAME.test(normalizeSpace(t)) }],
  ["NCName", { space: "collapse", noun: "an XML name without colon", lexical: (t) => NCNAME.test(normalizeSpace(t)) }],
  ["ID", { space: "collapse", noun: "an identifier (an XML name without colon)", lexical: (t) => NCNAME.test(normalizeSpace(t)) }],
  ["IDREF", { space: "collapse", noun: "an identifier reference", lexical: (t) => NCNAME.test(normalizeSpace(t)) }],
  ["anyURI", { space: "collapse", noun: "a URI", lexical: isAnyURIText }],
  ["decimal", { space: "collapse", noun: "a decimal number (digits with an optional point, no exponent)", lexical: isDecimalText, numeric: true }],
  ["integer", { space: "collapse", noun: "an integer", lexical: isIntegerText, numeric: true }],
  ["boolean", { space: "collapse", noun: "a boolean (true, false, 1 or 0)", lexical: (t) => booleanOf(t) !== undefined }],
  ["date", { space: "collapse", noun: "a date (YYYY-MM-DD)", lexical: isDateText }],
  ["dateTime", { space: "collapse", noun: "a date and time (YYYY-MM-DDThh:mm:ss)", lexical: isDateTimeText }],
  ["time", { space: "collapse", noun: "a time (hh:mm:ss)", lexical: isTimeText }],
  ["base64Binary", { space: "collapse", noun: "base64 data", lexical: (t) => base64Octets(t) >= 0, length: base64Octets }],
  ["hexBinary", { space: "collapse", noun: "hexadecimal data", lexical: isHexBinaryText, length: (t) => trimXML(t).length / 2 }],
]);

/** A simple type ready to check values with. */
export class SimpleType {
  private readonly builtin: Builtin;
  private readonly facets: Facets;
  private readonly enumeration?: ReadonlySet<string>;
  private readonly patterns?: readonly (readonly RegExp[])[];
  /** Whether values are IDs, unique in a document. */
  readonly isID: boolean;

  constructor(row: SimpleTypeRow) {
    const [name, facets = {}] = row;
    const builtin = BUILTINS.get(name);
    if (!builtin) throw new Error(`xsd: no check for the built-in type ${name}`);
    this.builtin = builtin;
    this.facets = facets;
    this.isID = name === "ID";
    if (facets.enumeration) this.enumeration = new Set(facets.enumeration);
    // Schema patterns are trusted text from the tables; none of the schemas read today has one.
    if (facets.patterns) this.patterns = facets.patterns.map((step) => step.map((p) => new RegExp(`^(?:${p})$`, "u")));
  }

  /** The value as the type sees it (after its whitespace handling). */
  normalize(text: string): string {
    const { space } = this.builtin;
    return space === "preserve" ? text : space === "replace" ? replaceSpaces(text) : normalizeSpace(text);
  }

  /** Why the text is not a value of this type, in words; undefined when it is one. */
  problem(text: string): string | undefined {
    const { builtin, facets } = this;
    if (builtin.lexical && !builtin.lexical(text)) return `must be ${builtin.noun}`;
    if (!this.enumeration && !this.patterns && Object.keys(facets).length === 0) return undefined;
    const value = this.normalize(text);
    if (this.enumeration && !this.enumeration.has(value)) return `must be one of ${[...this.enumeration].slice(0, 12).join(", ")}${this.enumeration.size > 12 ? ", …" : ""}`;
    if (this.patterns && !this.patterns.every((step) => step.some((p) => p.test(value)))) return "does not have the form the schema requires";
    if (facets.length !== undefined || facets.minLength !== undefined || facets.maxLength !== undefined) {
      const length = builtin.length ? builtin.length(text) : stringLength(value);
      if (facets.length !== undefined && length !== facets.length) return `must be ${facets.length} long`;
      if (facets.minLength !== undefined && length < facets.minLength) return `must be at least ${facets.minLength} long`;
      if (facets.maxLength !== undefined && length > facets.maxLength) return `must be at most ${facets.maxLength} long`;
    }
    if (builtin.numeric && (facets.totalDigits !== undefined || facets.fractionDigits !== undefined || facets.minInclusive || facets.maxInclusive || facets.minExclusive || facets.maxExclusive)) {
      const n = new BigNumber(trimXML(value));
      if (facets.fractionDigits !== undefined && (n.decimalPlaces() ?? 0) > facets.fractionDigits) return `must have at most ${facets.fractionDigits} decimals`;
      if (facets.totalDigits !== undefined && n.precision(true) > facets.totalDigits) return `must have at most ${facets.totalDigits} digits`;
      if (facets.minInclusive !== undefined && n.lt(facets.minInclusive)) return `must be at least ${facets.minInclusive}`;
      if (facets.maxInclusive !== undefined && n.gt(facets.maxInclusive)) return `must be at most ${facets.maxInclusive}`;
      if (facets.minExclusive !== undefined && n.lte(facets.minExclusive)) return `must be more than ${facets.minExclusive}`;
      if (facets.maxExclusive !== undefined && n.gte(facets.maxExclusive)) return `must be less than ${facets.maxExclusive}`;
    }
    return undefined;
  }
}
