/**
 * The checks XML from outside passes before any format parses it or is even
 * asked whether it recognises it: refused when it is empty, larger or nested
 * deeper than any real invoice, declares a DOCTYPE or entities (so nothing
 * can expand), or is not well-formed. Each refusal is a 400 `input` error
 * saying which of these it is. The engine runs them once per XML text; the
 * root element they find is what formats recognise.
 *
 * Every pass is linear in the text's length, whatever the text: one scan by
 * hand (each character looked at a bounded number of times; no regular
 * expression that can backtrack), then fast-xml-parser's validator.
 */
import { XMLValidator } from "fast-xml-parser";
import { BizdocError } from "../errors/index.ts";

export interface UntrustedXMLLimits {
  /** Largest text accepted, in characters. */
  maxLength: number;
  /** Deepest element nesting accepted. */
  maxDepth: number;
}

/** Larger and deeper than any real invoice without embedded attachments. */
export const INVOICE_LIMITS: UntrustedXMLLimits = { maxLength: 32 * 1024 * 1024, maxDepth: 64 };

/** The root element of an XML text: what a format recognises it by. */
export interface XMLRoot {
  /** As written, with its prefix (`rsm:CrossIndustryInvoice`). */
  name: string;
  /** Without its prefix (`CrossIndustryInvoice`). */
  localName: string;
  /** The namespace URI its prefix (or the default namespace) is bound to on the root itself; "" when none is. */
  namespace: string;
}

/** An `input` error about XML that cannot be read, naming the format when one was asked for. */
export function unreadableXML(format: string | undefined, message: string): BizdocError {
  const text = format ? `${format}: ${message}` : message;
  return new BizdocError("input", text, [{ properties: ["$"], description: text }]);
}

/**
 * The refusals of these checks, for a reader that makes them in its own
 * single pass (the rule sets' located tree, read by a strict parser that
 * reports DOCTYPEs and counts depth itself).
 */
export const XML_REFUSALS = {
  empty: (format?: string) => unreadableXML(format, "the XML text is empty"),
  tooLarge: (limits: UntrustedXMLLimits, format?: string) => unreadableXML(format, `the XML is larger than ${Math.round(limits.maxLength / 1024 / 1024)} MB`),
  doctype: (format?: string) => unreadableXML(format, "XML with a DOCTYPE declaration is not accepted (no entity may be declared)"),
  entity: (format?: string) => unreadableXML(format, "XML with entity declarations is not accepted"),
  tooDeep: (limits: UntrustedXMLLimits, format?: string) => unreadableXML(format, `the XML nests elements deeper than ${limits.maxDepth} levels`),
  notWellFormed: (detail: string, format?: string) => unreadableXML(format, `the XML is not well-formed: ${detail}`),
  noRoot: (format?: string) => unreadableXML(format, "the XML has no root element"),
};

/** Throws an `input` error unless `xml` is XML text a format may safely parse; `format` names it in the message. */
export function checkUntrustedXML(xml: unknown, format?: string, limits: UntrustedXMLLimits = INVOICE_LIMITS): asserts xml is string {
  rootOfUntrustedXML(xml, format, limits);
}

/** The checks of checkUntrustedXML, giving the root element of the XML that passes them. */
export function rootOfUntrustedXML(xml: unknown, format?: string, limits: UntrustedXMLLimits = INVOICE_LIMITS): XMLRoot {
  if (typeof xml !== "string" || xml.trim() === "") throw XML_REFUSALS.empty(format);
  if (xml.length > limits.maxLength) throw XML_REFUSALS.tooLarge(limits, format);
  const root = scanMarkup(xml, format, limits);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw XML_REFUSALS.notWellFormed(`${valid.err.msg} (line ${valid.err.line})`, format);
  if (!root) throw XML_REFUSALS.noRoot(format);
  return root;
}

const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

/**
 * One pass over the markup: refuses declarations (DOCTYPE, ENTITY) and
 * nesting beyond `maxDepth`, and finds the root element. Comments, CDATA and
 * processing instructions are skipped whole; quoted attribute values may hold
 * `>`. Malformed markup is stepped over (the validator that runs next names
 * what is wrong with it), always moving forward, so the pass stays linear.
 */
function scanMarkup(xml: string, format: string | undefined, limits: UntrustedXMLLimits): XMLRoot | undefined {
  let depth = 0;
  let root: XMLRoot | undefined;
  let at = 0;
  for (;;) {
    const open = xml.indexOf("<", at);
    if (open < 0) return root;
    const next = xml.charCodeAt(open + 1);
    if (next === BANG) {
      if (xml.startsWith("<!--", open)) at = skipPast(xml, "-->", open + 4);
      else if (xml.startsWith("<![CDATA[", open)) at = skipPast(xml, "]]>", open + 9);
      else if (startsWithIgnoringCase(xml, "<!DOCTYPE", open)) throw XML_REFUSALS.doctype(format);
      else if (startsWithIgnoringCase(xml, "<!ENTITY", open)) throw XML_REFUSALS.entity(format);
      else at = skipPast(xml, ">", open + 2);
      continue;
    }
    if (next === QUESTION) {
      at = skipPast(xml, "?>", open + 2);
      continue;
    }
    if (next === SLASH) {
      depth--;
      at = skipPast(xml, ">", open + 2);
      continue;
    }
    const end = endOfTag(xml, open + 1);
    const closed = end < xml.length && xml.charCodeAt(end) === GT;
    const empty = closed && xml.charCodeAt(end - 1) === SLASH;
    // A tag cut short by a stray `<` or the end of the text is left to the validator to name.
    if (closed && !empty) {
      depth++;
      if (depth > limits.maxDepth) throw XML_REFUSALS.tooDeep(limits, format);
    }
    if (!root && closed) root = rootOf(xml.slice(open + 1, empty ? end - 1 : end));
    // A `<` inside a tag ends it (malformed): scanning goes on from there.
    at = closed ? end + 1 : end;
  }
}

/** The position just past the next `marker` from `from`, or the end of the text. */
function skipPast(xml: string, marker: string, from: number): number {
  const found = xml.indexOf(marker, from);
  return found < 0 ? xml.length : found + marker.length;
}

function startsWithIgnoringCase(xml: string, prefix: string, at: number): boolean {
  return xml.slice(at, at + prefix.length).toUpperCase() === prefix;
}

/** Where a start tag that opened before `from` ends: its `>` outside quotes, a stray `<`, or the end of the text. */
function endOfTag(xml: string, from: number): number {
  let quote = 0;
  for (let i = from; i < xml.length; i++) {
    const c = xml.charCodeAt(i);
    if (quote !== 0) {
      if (c === quote) quote = 0;
    } else if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) quote = c;
    else if (c === GT || c === LT) return i;
  }
  return xml.length;
}

/** The root element from its start tag's text (without `<` and `>`): its name and the namespace it is in. */
function rootOf(tag: string): XMLRoot {
  const attributes = attributesOf(tag);
  const name = attributes.name;
  const colon = name.indexOf(":");
  const prefix = colon < 0 ? "" : name.slice(0, colon);
  const namespace = attributes.values.get(prefix ? `xmlns:${prefix}` : "xmlns") ?? "";
  return { name, localName: colon < 0 ? name : name.slice(colon + 1), namespace };
}

/** A start tag's element name and attributes (quotes balanced, as endOfTag found them). */
function attributesOf(tag: string): { name: string; values: Map<string, string> } {
  const values = new Map<string, string>();
  let i = 0;
  const skipSpace = () => {
    while (i < tag.length && /\s/.test(tag[i]!)) i++;
  };
  const word = () => {
    const start = i;
    while (i < tag.length && !/[\s=]/.test(tag[i]!)) i++;
    return tag.slice(start, i);
  };
  const name = word();
  for (;;) {
    skipSpace();
    if (i >= tag.length) break;
    const attribute = word();
    skipSpace();
    if (tag[i] !== "=") {
      if (attribute === "") i++;
      continue;
    }
    i++;
    skipSpace();
    const quote = tag[i];
    if (quote !== '"' && quote !== "'") continue;
    const close = tag.indexOf(quote, i + 1);
    if (close < 0) break;
    values.set(attribute, tag.slice(i + 1, close));
    i = close + 1;
  }
  return { name, values };
}
