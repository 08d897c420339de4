/**
 * XML read into a tree whose every element knows where it is: its namespace
 * and local name, its position among same-named siblings (for the XPath of a
 * fault) and the line it starts on (for an editor to mark). Rules are checked
 * on this tree, never on the text.
 *
 * saxes does the reading (a strict, namespace-aware streaming parser that
 * counts lines, well kept as jsdom's): one pass, linear in the text, that
 * also makes the engine's untrusted-XML checks (no DOCTYPE, so no entity can
 * expand; bounded size and depth).
 */
import { SaxesParser } from "saxes";
import { INVOICE_LIMITS, XML_REFUSALS, type UntrustedXMLLimits } from "../format/untrusted-xml.ts";

export interface XMLAttribute {
  readonly kind: "attribute";
  readonly ns: string;
  readonly local: string;
  /** As written, with its prefix if it has one. */
  readonly name: string;
  readonly value: string;
  readonly parent: XMLElement;
}

export interface XMLElement {
  readonly kind: "element";
  readonly ns: string;
  readonly local: string;
  /** As written, with its prefix if it has one. */
  readonly name: string;
  readonly attributes: readonly XMLAttribute[];
  readonly children: readonly XMLElement[];
  /** The element's own text before its first child element (all of it when it has none). */
  readonly text: string;
  /** Text after this element's end tag, up to its parent's next child or end (mixed content only). */
  readonly tail: string;
  readonly parent: XMLElement | undefined;
  /** 1-based position among the parent's children with the same namespace and local name. */
  readonly position: number;
  /** 1-based line of the start tag. */
  readonly line: number;
}

export type XMLNode = XMLElement | XMLAttribute;

interface MutableElement {
  kind: "element";
  ns: string;
  local: string;
  name: string;
  attributes: XMLAttribute[];
  children: MutableElement[];
  text: string;
  tail: string;
  parent: MutableElement | undefined;
  position: number;
  line: number;
}

/**
 * Reads XML text into a located tree; a 400 `input` error when it is not XML
 * that may be read. The untrusted-XML checks (size, no DOCTYPE or entity
 * declaration, depth, well-formedness) are made in the same single pass by
 * the strict parser, with the same refusals.
 */
export function readXMLTree(xml: unknown, limits: UntrustedXMLLimits = INVOICE_LIMITS): XMLElement {
  if (typeof xml !== "string" || xml.trim() === "") throw XML_REFUSALS.empty();
  if (xml.length > limits.maxLength) throw XML_REFUSALS.tooLarge(limits);
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: MutableElement[] = [];
  // Per open element, how many children of each expanded name it has so far.
  // (Made when an element gets its first child: leaves, most elements, need none.)
  const counts: (Map<string, number> | undefined)[] = [];
  let root: MutableElement | undefined;
  let refusal: Error | undefined;
  // The parser reports where a start tag ends; an element's line is where it starts (a start tag may span lines).
  // Offsets of line starts are found as far as needed, so all of this stays one pass over the text.
  const lineStarts = [0];
  const lineStart = (line: number): number => {
    while (lineStarts.length < line) {
      const next = xml.indexOf("\n", lineStarts[lineStarts.length - 1]!);
      if (next < 0) break;
      lineStarts.push(next + 1);
    }
    return lineStarts[line - 1] ?? xml.length;
  };
  const startLine = (): number => {
    const end = lineStart(parser.line) + parser.columnIndex;
    // No "<" can stand inside a start tag (attribute values escape it): the last one before its end is its start.
    const start = xml.lastIndexOf("<", end - 1);
    let line = parser.line;
    for (let i = xml.indexOf("\n", start); i >= 0 && i < end; i = xml.indexOf("\n", i + 1)) line--;
    return line;
  };
  parser.on("error", (err) => {
    refusal ??= XML_REFUSALS.notWellFormed(err.message);
  });
  // saxes reports a DOCTYPE (and with it any entity declaration) without acting on it: refused, as everywhere.
  parser.on("doctype", () => {
    refusal ??= XML_REFUSALS.doctype();
  });
  // The parser's names are slices of the text: comparing one with a rule's constant
  // (`el.ns === CAC`) compares every character, and keeps the whole text alive.
  // Each distinct name is made an internalised string once per document (a
  // property key is one), so later comparisons are pointer compares.
  const names = new Map<string, string>();
  const shared = (text: string): string => {
    let known = names.get(text);
    if (known === undefined) {
      known = Object.keys({ [text]: 0 })[0]!;
      names.set(text, known);
    }
    return known;
  };
  parser.on("opentag", (tag) => {
    if (stack.length >= limits.maxDepth) refusal ??= XML_REFUSALS.tooDeep(limits);
    if (refusal) return;
    const parent = stack[stack.length - 1];
    const ns = shared(tag.uri ?? "");
    const local = shared(tag.local ?? tag.name);
    const key = `${ns} ${local}`;
    let position = 1;
    if (parent) {
      const top = counts.length - 1;
      const seen = (counts[top] ??= new Map());
      position = (seen.get(key) ?? 0) + 1;
      seen.set(key, position);
    }
    const element: MutableElement = { kind: "element", ns, local, name: tag.name, attributes: [], children: [], text: "", tail: "", parent, position, line: startLine() };
    for (const name in tag.attributes) {
      const attr = tag.attributes[name]!;
      // Namespace declarations are not attributes in the XPath data model.
      if (attr.prefix === "xmlns" || attr.name === "xmlns") continue;
      element.attributes.push({ kind: "attribute", ns: shared(attr.uri ?? ""), local: shared(attr.local ?? attr.name), name: attr.name, value: attr.value, parent: element as XMLElement });
    }
    if (parent) parent.children.push(element);
    else root ??= element;
    stack.push(element);
    counts.push(undefined);
  });
  const addText = (text: string): void => {
    const open = stack[stack.length - 1];
    if (!open) return;
    const last = open.children[open.children.length - 1];
    if (last) last.tail += text;
    else open.text += text;
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    if (refusal) return;
    stack.pop();
    counts.pop();
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    refusal ??= XML_REFUSALS.notWellFormed(err instanceof Error ? err.message : String(err));
  }
  if (refusal) throw refusal;
  if (!root) throw XML_REFUSALS.noRoot();
  return root as XMLElement;
}

/** The XPath string value of a node: an attribute's value, an element's text and its descendants' in document order. */
export function stringValue(node: XMLNode): string {
  if (node.kind === "attribute") return node.value;
  if (node.children.length === 0) return node.text;
  let out = node.text;
  for (const child of node.children) out += stringValue(child) + child.tail;
  return out;
}

/** Whether a node is the element {namespace}local. */
export function isElement(node: XMLNode | undefined, ns: string, local: string): node is XMLElement {
  return node !== undefined && node.kind === "element" && node.ns === ns && node.local === local;
}

/** The value of an element's attribute of that name without namespace; undefined when it has none (or the node is no element). */
export function attributeValue(node: XMLNode | undefined, local: string): string | undefined {
  if (node === undefined || node.kind !== "element") return undefined;
  for (const a of node.attributes) if (a.local === local && a.ns === "") return a.value;
  return undefined;
}

/** Whether a node is an element with an attribute of that name without namespace. */
export function hasAttribute(node: XMLNode, local: string): boolean {
  return attributeValue(node, local) !== undefined;
}

/** Whether a node has the element {namespace}local among its ancestors (an attribute's element is its first). */
export function hasAncestor(node: XMLNode, ns: string, local: string): boolean {
  for (let el = node.parent; el; el = el.parent) if (el.local === local && el.ns === ns) return true;
  return false;
}

/** The document element above a node. */
export function rootOf(node: XMLNode): XMLElement {
  let el: XMLElement = node.kind === "attribute" ? node.parent : node;
  while (el.parent) el = el.parent;
  return el;
}

/**
 * Every element of a tree in document order (the root first), as a list: one
 * walk, twice as quick to go through as a generator's, for the rules that
 * gather what they need from the whole document at once.
 */
export function elementsOf(root: XMLElement): XMLElement[] {
  const out: XMLElement[] = [];
  const stack: XMLElement[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    out.push(el);
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return out;
}
