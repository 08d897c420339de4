/**
 * The XML plumbing of the UBL format: a small element model for writing
 * (turned into text by fast-xml-parser's XMLBuilder, which does all the
 * escaping) and a hardened reader for untrusted input.
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import { unreadableXML, type BizdocError } from "../../engine/index.ts";

/** An element to write: children in document order, absent ones skipped. */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string | undefined>;
  text?: string;
  children?: (XmlElement | undefined)[];
}

/** An element with text content; none when the value is absent. */
export function leaf(name: string, value: string | undefined, attrs?: Record<string, string | undefined>): XmlElement | undefined {
  if (value === undefined) return undefined;
  return { name, text: value, attrs };
}

/** An element with child elements. */
export function node(name: string, children: (XmlElement | undefined)[], attrs?: Record<string, string | undefined>): XmlElement {
  return { name, children, attrs };
}

type OrderedNode = Record<string, unknown>;

function toOrdered(element: XmlElement): OrderedNode {
  const content: OrderedNode[] = [];
  if (element.text !== undefined) content.push({ "#text": element.text });
  for (const child of element.children ?? []) if (child) content.push(toOrdered(child));
  const out: OrderedNode = { [element.name]: content };
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.attrs ?? {})) if (value !== undefined) attrs[`@_${key}`] = value;
  if (Object.keys(attrs).length > 0) out[":@"] = attrs;
  return out;
}

const builder = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  format: true,
  indentBy: "  ",
  suppressEmptyNode: false,
  processEntities: true,
});

/** The text of a document whose root is `root`, with an XML declaration. */
export function writeDocument(root: XmlElement): string {
  const body = builder.build([toOrdered(root)]) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body.trim()}\n`;
}

// ---- Reading -------------------------------------------------------------

/**
 * A parsed element, with its namespace prefix removed from the name (UBL
 * documents use any prefixes they like). Children are kept in order in a
 * prototype-less map from local name to the elements of that name, so that
 * hostile names such as `__proto__` are plain keys.
 */
export interface ReadElement {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: ReadElement[];
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: false,
  // The predefined XML entities and character references (fast-xml-parser
  // decodes numeric references only with htmlEntities); a DOCTYPE is refused
  // before parsing, so no declared entity can expand.
  processEntities: true,
  htmlEntities: true,
});

function inputError(message: string): BizdocError {
  return unreadableXML("UBL", message);
}

function localName(name: string): string {
  const colon = name.indexOf(":");
  return colon >= 0 ? name.slice(colon + 1) : name;
}

/** The root element of an XML text and its namespace URI; the text has passed the engine's checkUntrustedXML. */
export function readXML(xml: string): { root: ReadElement; namespace: string } {
  let tree: OrderedNode[];
  try {
    tree = parser.parse(xml) as OrderedNode[];
  } catch (error) {
    // Well-formed (the engine checked that): the parser refuses what it cannot hold, element names such as `constructor`.
    throw inputError(`the XML could not be read: ${(error as Error).message}`);
  }
  const rootNode = tree.find((entry) => Object.keys(entry).some((key) => key !== ":@" && key !== "#text"));
  if (!rootNode) throw inputError("the XML has no root element");
  const root = fromOrdered(rootNode);
  const prefix = root.qualified.includes(":") ? root.qualified.slice(0, root.qualified.indexOf(":")) : "";
  const namespace = root.element.attrs[prefix ? `xmlns:${prefix}` : "xmlns"] ?? "";
  return { root: root.element, namespace };
}

function fromOrdered(entry: OrderedNode): { element: ReadElement; qualified: string } {
  const qualified = Object.keys(entry).find((key) => key !== ":@") ?? "";
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  const rawAttrs = entry[":@"];
  if (rawAttrs && typeof rawAttrs === "object") {
    for (const [key, value] of Object.entries(rawAttrs as Record<string, unknown>)) attrs[key] = String(value);
  }
  const element: ReadElement = { name: localName(qualified), attrs, text: "", children: [] };
  const content = entry[qualified];
  if (Array.isArray(content)) {
    for (const child of content as OrderedNode[]) {
      if ("#text" in child) element.text += String(child["#text"]);
      else element.children.push(fromOrdered(child).element);
    }
  }
  return { element, qualified };
}

/** The first child element of a local name. */
export function child(element: ReadElement | undefined, name: string): ReadElement | undefined {
  return element?.children.find((c) => c.name === name);
}

/** Every child element of a local name. */
export function children(element: ReadElement | undefined, name: string): ReadElement[] {
  return element ? element.children.filter((c) => c.name === name) : [];
}

/**
 * The text of the element at a path of local names, when present. An
 * element that should hold text but wraps another element instead gives
 * its first child's text, as the XML decoder GOBL's converters use reads
 * text up to the first closing tag.
 */
export function textAt(element: ReadElement | undefined, ...path: string[]): string | undefined {
  let current = element;
  for (const name of path) current = child(current, name);
  while (current && current.text.trim() === "" && current.children.length > 0) current = current.children[0];
  return current?.text;
}

/** An attribute of an element, when present. */
export function attr(element: ReadElement | undefined, name: string): string | undefined {
  if (!element) return undefined;
  return Object.prototype.hasOwnProperty.call(element.attrs, name) ? element.attrs[name] : undefined;
}
