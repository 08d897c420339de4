/**
 * XML in and out for the formats written as element trees (CII, FatturaPA,
 * FacturaE): a writer that writes elements in the order their keys were
 * added, a hardened parser for untrusted input (its refusals naming the
 * format), and the helpers that find elements by local name.
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { INVOICE_LIMITS, unreadableXML } from "../../engine/index.ts";

/** An element being written: child elements by name (in order), `@_` attributes and `#text`. */
export type XMLNode = { [name: string]: XMLValue };
export type XMLValue = string | XMLNode | XMLNode[] | string[] | undefined;

/** Drops absent members (undefined, empty lists) so that they write nothing, as GOBL's converters' `omitempty` does. */
function prune(value: XMLValue): XMLValue {
  if (value === undefined || typeof value === "string") return value;
  if (Array.isArray(value)) return (value as XMLValue[]).map(prune).filter((v) => v !== undefined) as XMLNode[];
  const out: XMLNode = {};
  for (const [key, member] of Object.entries(value)) {
    const pruned = prune(member);
    if (pruned !== undefined && !(Array.isArray(pruned) && pruned.length === 0)) out[key] = pruned;
  }
  return out;
}

/** A writer of XML texts indented with `indent`: `build(rootName, root)` gives the text with the XML declaration. */
export function xmlWriter(indent: string): (rootName: string, root: XMLNode) => string {
  // An empty element stays written (`<Reason/>`): some schemas require the element even when it is empty.
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", textNodeName: "#text", format: true, indentBy: indent, suppressEmptyNode: false });
  return (rootName, root) => builder.build({ "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" }, [rootName]: prune(root) }) as string;
}

/** Parsed elements: every element is an array (repeatable or not), text under `#text`, attributes under `@_`. */
export type ParsedNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  // Only the predefined and numeric character references, as many as the text
  // holds: a DOCTYPE (the only place entities are declared) is refused before
  // parsing, so nothing can expand beyond the text itself.
  processEntities: true,
  htmlEntities: true,
  // The engine's check refuses deeper XML before this parser sees it; bounded here too, so no text can make it recurse further.
  maxNestedTags: INVOICE_LIMITS.maxDepth,
});

/** A reader of XML of one format: `parse` gives the root element, `refuse` the format's `input` error (400). */
export function xmlReader(format: string): { parse(xml: string): { name: string; node: ParsedNode }; refuse(message: string): never } {
  const refuse = (message: string): never => {
    throw unreadableXML(format, message);
  };
  const parse = (xml: string) => {
    let tree: ParsedNode;
    try {
      tree = parser.parse(xml) as ParsedNode;
    } catch (error) {
      return refuse(`the XML could not be read: ${(error as Error).message}`);
    }
    const roots = Object.keys(tree).filter((key) => !key.startsWith("?") && !key.startsWith("#"));
    if (roots.length !== 1) refuse("the XML has no single root element");
    const name = roots[0]!;
    const node = (tree[name] as ParsedNode[])[0];
    return { name, node: typeof node === "object" && node !== null ? (node as ParsedNode) : {} };
  };
  return { parse, refuse };
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon < 0 ? name : name.slice(colon + 1);
}

/** The namespace URI an element's prefix is bound to, from the declarations on that element. */
export function namespaceOf(name: string, node: ParsedNode): string | undefined {
  const colon = name.indexOf(":");
  const attribute = colon < 0 ? "@_xmlns" : `@_xmlns:${name.slice(0, colon)}`;
  const value = Object.prototype.hasOwnProperty.call(node, attribute) ? node[attribute] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** Whether a root element is this local name (prefix-independent). */
export function hasLocalName(name: string, expected: string): boolean {
  return localName(name) === expected;
}

/** All child elements with a local name (whatever their prefix), in document order. */
export function children(node: ParsedNode | undefined, name: string): ParsedNode[] {
  if (!node) return [];
  const out: ParsedNode[] = [];
  for (const key of Object.keys(node)) {
    if (key.startsWith("@_") || key === "#text" || localName(key) !== name) continue;
    for (const item of node[key] as unknown[]) {
      // A text-only element parses to a string: keep it as a node with text.
      out.push(typeof item === "object" && item !== null ? (item as ParsedNode) : { "#text": String(item) });
    }
  }
  return out;
}

/** The first child element with a local name. */
export function child(node: ParsedNode | undefined, name: string): ParsedNode | undefined {
  return children(node, name)[0];
}

/** Follows a path of local names, first match at each step. */
export function path(node: ParsedNode | undefined, ...names: string[]): ParsedNode | undefined {
  let current = node;
  for (const name of names) current = child(current, name);
  return current;
}

/**
 * The text of an element; "" for an empty one, undefined when absent. An
 * element that should hold text but wraps another element instead (seen as
 * `<CreditorReferenceID><ID>…</ID></CreditorReferenceID>`) gives its first
 * child's text, as the XML decoder GOBL's converters use reads text up to the
 * first closing tag.
 */
export function text(node: ParsedNode | undefined): string | undefined {
  if (!node) return undefined;
  const value = Object.prototype.hasOwnProperty.call(node, "#text") ? node["#text"] : undefined;
  if (value !== undefined) return String(value);
  const first = Object.keys(node).find((key) => !key.startsWith("@_") && !key.startsWith("#"));
  return first === undefined ? "" : text(children(node, localName(first))[0]);
}

/** The text at a path of local names. */
export function textAt(node: ParsedNode | undefined, ...names: string[]): string | undefined {
  return text(path(node, ...names));
}

/** An attribute's value. */
export function attribute(node: ParsedNode | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const key = `@_${name}`;
  const value = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
  return typeof value === "string" ? value : undefined;
}
