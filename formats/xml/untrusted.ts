/**
 * The checks every format runs on XML it is given, before parsing it: XML
 * from outside is refused when it is empty, declares a DOCTYPE or entities
 * (so nothing can expand), is larger or nests deeper than any real invoice,
 * or is not well-formed. Each refusal is a 400 `input` error naming the
 * format. Bounded work whatever the input: one linear scan, then the parser.
 */
import { XMLValidator } from "fast-xml-parser";
import { BizdocError } from "../../engine/index.ts";

export interface UntrustedXMLLimits {
  /** Largest text accepted, in characters. */
  maxLength: number;
  /** Deepest element nesting accepted. */
  maxDepth: number;
}

/** Larger and deeper than any real invoice without embedded attachments. */
export const INVOICE_LIMITS: UntrustedXMLLimits = { maxLength: 32 * 1024 * 1024, maxDepth: 64 };

/** An `input` error about XML that cannot be read, for the format named. */
export function unreadableXML(format: string, message: string): BizdocError {
  const text = `${format}: ${message}`;
  return new BizdocError("input", text, [{ properties: ["$"], description: text }]);
}

/** Throws an `input` error unless `xml` is XML text a format may safely parse. */
export function checkUntrustedXML(xml: unknown, format: string, limits: UntrustedXMLLimits = INVOICE_LIMITS): asserts xml is string {
  if (typeof xml !== "string" || xml.trim() === "") throw unreadableXML(format, "the XML text is empty");
  if (xml.length > limits.maxLength) throw unreadableXML(format, `the XML is larger than ${Math.round(limits.maxLength / 1024 / 1024)} MB`);
  if (/<!DOCTYPE/i.test(xml)) throw unreadableXML(format, "XML with a DOCTYPE declaration is not accepted (no entity may be declared)");
  if (/<!ENTITY/i.test(xml)) throw unreadableXML(format, "XML with entity declarations is not accepted");
  checkDepth(xml, format, limits.maxDepth);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw unreadableXML(format, `the XML is not well-formed: ${valid.err.msg} (line ${valid.err.line})`);
}

/** Counts element nesting over the raw text, so a deeply nested document is refused before the parser recurses into it. */
function checkDepth(xml: string, format: string, maxDepth: number): void {
  let depth = 0;
  const tags = /<(\/?)([A-Za-z_][^\s/>]*)[^>]*?(\/?)>/g;
  for (let match = tags.exec(xml); match; match = tags.exec(xml)) {
    if (match[1]) depth--;
    else if (!match[3]) {
      depth++;
      if (depth > maxDepth) throw unreadableXML(format, `the XML nests elements deeper than ${maxDepth} levels`);
    }
  }
}
