/**
 * Shapes of test that several XRechnung rules share: "present and not
 * blank", the IBAN check, the discount (Skonto) lines of the payment terms,
 * and the patterns for URLs, e-mail addresses and telephone numbers. Each is
 * written out as a scan rather than a regular expression on document text,
 * reading the text as the official XPath does (its `\s` is space, tab, CR
 * and LF only; its `.` stops at line ends).
 */
import { isXMLSpace, normalizeSpace, type PathReader, type XMLNode } from "../../engine/index.ts";

/** Whether the path selects a node whose whitespace-normalized text is not empty. */
export function nonBlank(read: PathReader, node: XMLNode, path: string): boolean {
  return read.values(node, path).some((v) => normalizeSpace(v) !== "");
}

const isAsciiDigit = (c: string): boolean => c >= "0" && c <= "9";
const isAsciiLetter = (c: string): boolean => (c >= "A" && c <= "Z") || (c >= "a" && c <= "z");
const isUpper = (c: string): boolean => c >= "A" && c <= "Z";

/**
 * Whether an account identifier is an IBAN as XRechnung checks it: with all
 * whitespace removed, two capital letters, two digits and up to 30 letters or
 * digits, whose mod-97 check (the first four characters moved to the end, the
 * country letters upper-cased, each letter read as its code point minus 55 and
 * each digit as itself) gives 1. Lower-case letters after the check digits
 * are read by the same code point rule, as the official check does.
 * Undefined (no identifier) is not an IBAN.
 */
export function isXRechnungIban(value: string | undefined): boolean {
  let s = "";
  for (const c of value ?? "") if (!isXMLSpace(c.charCodeAt(0))) s += c;
  if (s.length < 4 || s.length > 34) return false;
  if (!isUpper(s[0]!) || !isUpper(s[1]!) || !isAsciiDigit(s[2]!) || !isAsciiDigit(s[3]!)) return false;
  for (let i = 4; i < s.length; i++) if (!isAsciiLetter(s[i]!) && !isAsciiDigit(s[i]!)) return false;
  const rearranged = s.slice(4) + s.slice(0, 2).toUpperCase() + s.slice(2, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const cp = c.codePointAt(0)!;
    const digits = String(cp > 64 ? cp - 55 : cp - 48);
    for (const d of digits) remainder = (remainder * 10 + (d.codePointAt(0)! - 48)) % 97;
  }
  return remainder === 1;
}

/** The IBAN check on what a path selects: one identifier at most is read (none is no IBAN). */
export function ibanAt(read: PathReader, node: XMLNode, path: string): boolean {
  const values = read.values(node, path);
  return values.length <= 1 && isXRechnungIban(values[0]);
}

/**
 * Whether a normalized discount line reads `#SKONTO#TAGE=n#PROZENT=n.nn#`,
 * optionally with `#BASISBETRAG=[-]n.nn` before the closing `#`.
 */
function isSkontoLine(line: string): boolean {
  const prefix = "#SKONTO#TAGE=";
  if (!line.startsWith(prefix)) return false;
  let i = prefix.length;
  const digits = (): number => {
    const start = i;
    while (i < line.length && isAsciiDigit(line[i]!)) i++;
    return i - start;
  };
  const amount = (): boolean => {
    if (digits() === 0 || line[i] !== ".") return false;
    i++;
    return digits() === 2;
  };
  if (digits() === 0) return false;
  if (!line.startsWith("#PROZENT=", i)) return false;
  i += "#PROZENT=".length;
  if (!amount()) return false;
  if (line.startsWith("#BASISBETRAG=", i)) {
    i += "#BASISBETRAG=".length;
    if (line[i] === "-") i++;
    if (!amount()) return false;
  }
  return i === line.length - 1 && line[i] === "#";
}

/**
 * What follows the last `#…#` run of a text (a `#`, at least one character,
 * the last `#` on the same line), as the last piece of splitting the text at
 * such runs; the whole text when it has none.
 */
function afterLastHashRun(text: string): string {
  let end = -1;
  let lineStart = 0;
  while (lineStart <= text.length) {
    let lineEnd = lineStart;
    while (lineEnd < text.length && text[lineEnd] !== "\n" && text[lineEnd] !== "\r") lineEnd++;
    const first = text.indexOf("#", lineStart);
    if (first >= 0 && first < lineEnd) {
      const last = text.lastIndexOf("#", lineEnd - 1);
      // The greedy run reaches the line's last "#", which must leave a character between.
      if (last >= first + 2) end = last + 1;
    }
    lineStart = lineEnd + 1;
  }
  return end < 0 ? text : text.slice(end);
}

/** Whether the text starts with whitespace that holds a line feed. */
function startsWithBlankLine(text: string): boolean {
  for (const c of text) {
    if (c === "\n") return true;
    if (!isXMLSpace(c.charCodeAt(0))) return false;
  }
  return false;
}

/**
 * BR-DE-18 on the first note of each payment terms group (in document order):
 * every line of them that starts with `#` (after normalizing) is a discount
 * line, and, when there is one, the text after the last `#…#` run of the last
 * non-empty note starts with a line break.
 */
export function skontoHolds(notes: readonly string[]): boolean {
  let hasHashLine = false;
  for (const note of notes) {
    if (note === "") continue;
    for (const line of note.split(/\r?\n/)) {
      const normalized = normalizeSpace(line);
      if (!normalized.startsWith("#")) continue;
      hasHashLine = true;
      if (!isSkontoLine(normalized)) return false;
    }
  }
  if (!hasHashLine) return true;
  const last = [...notes].reverse().find((n) => n !== "");
  return last !== undefined && startsWithBlankLine(afterLastHashRun(last));
}

/** Whether a URL starts with a scheme: a letter, one or more letters, digits, `+`, `.` or `-`, then `:`. */
export function hasUrlScheme(value: string | undefined): boolean {
  if (value === undefined || value.length < 3 || !isAsciiLetter(value[0]!)) return false;
  let i = 1;
  while (i < value.length && (isAsciiLetter(value[i]!) || isAsciiDigit(value[i]!) || "+.-".includes(value[i]!))) i++;
  return i >= 2 && value[i] === ":";
}

/**
 * Whether a normalized e-mail address has exactly one `@` with text on both
 * sides, no whitespace, and a domain of at least two non-empty dot-separated
 * labels.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf("@");
  if (at <= 0 || value.indexOf("@", at + 1) >= 0) return false;
  for (const c of value) if (isXMLSpace(c.charCodeAt(0))) return false;
  const labels = value.slice(at + 1).split(".");
  return labels.length >= 2 && labels.every((l) => l !== "");
}

/** Whether a text holds at least three digits. */
export function hasThreeDigits(value: string): boolean {
  let n = 0;
  for (const c of value) if (isAsciiDigit(c) && ++n >= 3) return true;
  return false;
}
