/**
 * Finding nodes by path from a node, for rules to read what they check:
 * `cac:AccountingSupplierParty/cac:Party/cbc:EndpointID`, `..`, `*`,
 * `@schemeID`, `//` (at any depth below) and a leading `/` (from the document
 * element's parent, so `/*` is the document element). Prefixes are the rule
 * set's own (see `pathsFor`), not the document's. Predicates are code: filter
 * what a path gives.
 */
import type { XMLAttribute, XMLElement, XMLNode } from "./tree.ts";
import { stringValue } from "./tree.ts";
import { perDocumentAnd, perElement } from "./memo.ts";

type Step =
  | { kind: "child"; ns: string | undefined; local: string | undefined }
  | { kind: "descendant"; ns: string | undefined; local: string | undefined }
  | { kind: "attribute"; ns: string; local: string }
  | { kind: "parent" }
  | { kind: "self" };

interface CompiledPath {
  absolute: boolean;
  steps: Step[];
  /**
   * Only child, attribute and self steps: no node can be reached twice and
   * the nodes come in document order, so they are visited without
   * intermediate lists and a search stops at the first.
   */
  simple: boolean;
}

/** Selects nodes by path; `first` the first one's string value (or undefined). */
export interface PathReader {
  (from: XMLNode, path: string): XMLNode[];
  /** The elements a path selects (attributes left out). */
  elements(from: XMLNode, path: string): XMLElement[];
  /** Whether the path selects anything. */
  exists(from: XMLNode, path: string): boolean;
  /** The string value of the first node the path selects; undefined when it selects none. */
  first(from: XMLNode, path: string): string | undefined;
  /** The string values of every node the path selects. */
  values(from: XMLNode, path: string): string[];
}

/**
 * A path reader for a set of prefixes (prefix → namespace URI). Paths are
 * compiled once and kept: rules use a fixed set of paths, never user text.
 */
export function pathsFor(prefixes: Readonly<Record<string, string>>): PathReader {
  const namespaces = new Map(Object.entries(prefixes));
  const compiled = new Map<string, CompiledPath>();
  const compile = (path: string): CompiledPath => {
    let found = compiled.get(path);
    if (!found) {
      found = compilePath(path, namespaces);
      compiled.set(path, found);
    }
    return found;
  };
  const all = (from: XMLNode, path: CompiledPath): XMLNode[] => {
    if (!path.simple) return evaluate(from, path);
    const found: XMLNode[] = [];
    visit(start(from, path), path.steps, 0, (node) => void found.push(node));
    return found;
  };
  const firstNode = (from: XMLNode, path: CompiledPath): XMLNode | undefined => {
    if (!path.simple) return evaluate(from, path)[0];
    let found: XMLNode | undefined;
    visit(start(from, path), path.steps, 0, (node) => {
      found = node;
      return true;
    });
    return found;
  };
  const select = ((from: XMLNode, path: string) => all(from, compile(path))) as PathReader;
  select.elements = (from, path) => all(from, compile(path)).filter((n): n is XMLElement => n.kind === "element");
  select.exists = (from, path) => firstNode(from, compile(path)) !== undefined;
  select.first = (from, path) => {
    const node = firstNode(from, compile(path));
    return node === undefined ? undefined : stringValue(node);
  };
  select.values = (from, path) => all(from, compile(path)).map(stringValue);
  return select;
}

function compilePath(path: string, namespaces: ReadonlyMap<string, string>): CompiledPath {
  const absolute = path.startsWith("/");
  const steps: Step[] = [];
  const parts = path.split("/");
  let descendant = false;
  for (let i = absolute ? 1 : 0; i < parts.length; i++) {
    const part = parts[i]!.trim();
    if (part === "") {
      // "//": the next step is taken at any depth.
      descendant = true;
      continue;
    }
    if (part === "..") steps.push({ kind: "parent" });
    else if (part === ".") steps.push({ kind: "self" });
    else if (part.startsWith("@")) {
      const [ns, local] = qualified(part.slice(1), namespaces, path, true);
      steps.push({ kind: "attribute", ns: ns ?? "", local: local ?? "" });
    } else {
      const [ns, local] = qualified(part, namespaces, path, false);
      steps.push({ kind: descendant ? "descendant" : "child", ns, local });
    }
    descendant = false;
  }
  return { absolute, steps, simple: steps.every((step) => step.kind === "child" || step.kind === "attribute" || step.kind === "self") };
}

/** Where a path starts: the node, or for an absolute path the document (a node whose only child is the document element). */
function start(from: XMLNode, path: CompiledPath): XMLNode {
  if (!path.absolute) return from;
  let top: XMLElement = from.kind === "attribute" ? from.parent : from;
  while (top.parent) top = top.parent;
  return documentOf(top);
}

/** The document node above a document element, made once per document. */
const documentOf = perElement((root): XMLElement => ({ kind: "element", ns: "", local: "", name: "", attributes: [], children: [root], text: "", tail: "", parent: undefined, position: 1, line: 0 }));

/** Calls `found` with each node a simple path reaches from `node`, in document order, until it returns true. */
function visit(node: XMLNode, steps: readonly Step[], i: number, found: (node: XMLNode) => boolean | void): boolean {
  if (i === steps.length) return found(node) === true;
  const step = steps[i]!;
  if (step.kind === "self") return visit(node, steps, i + 1, found);
  if (node.kind !== "element") return false;
  if (step.kind === "attribute") {
    for (const attr of node.attributes) if (attr.local === step.local && attr.ns === step.ns && visit(attr, steps, i + 1, found)) return true;
    return false;
  }
  if (step.kind !== "child") return false;
  for (const child of childrenFor(node, step.local)) if (matches(child, step.ns, step.local) && visit(child, steps, i + 1, found)) return true;
  return false;
}

/** [namespace, local name] of a name test; undefined parts match anything. */
function qualified(name: string, namespaces: ReadonlyMap<string, string>, path: string, attribute: boolean): [string | undefined, string | undefined] {
  if (name === "*") return [undefined, undefined];
  const colon = name.indexOf(":");
  if (colon < 0) return [attribute ? "" : "", name];
  const prefix = name.slice(0, colon);
  const local = name.slice(colon + 1);
  const ns = namespaces.get(prefix);
  if (ns === undefined) throw new Error(`path ${path}: prefix ${prefix} is not declared`);
  return [ns, local === "*" ? undefined : local];
}

function evaluate(from: XMLNode, path: CompiledPath): XMLNode[] {
  let current: XMLNode[] = [start(from, path)];
  for (const step of path.steps) {
    const next: XMLNode[] = [];
    for (const node of current) {
      if (step.kind === "self") next.push(node);
      else if (step.kind === "parent") {
        if (node.parent) next.push(node.parent);
      } else if (node.kind !== "element") continue;
      else if (step.kind === "attribute") {
        for (const attr of node.attributes) if (attr.local === step.local && attr.ns === step.ns) next.push(attr as XMLAttribute);
      } else if (step.kind === "child") {
        for (const child of childrenFor(node, step.local)) if (matches(child, step.ns, step.local)) next.push(child);
      } else collectDescendants(node, step.ns, step.local, next);
    }
    // Several nodes can share a parent or a descendant: a node is selected once.
    current = (step.kind === "descendant" || step.kind === "parent") && current.length > 1 ? dedupe(next) : next;
  }
  return current;
}

function matches(el: XMLElement, ns: string | undefined, local: string | undefined): boolean {
  return (local === undefined || el.local === local) && (ns === undefined || el.ns === ns);
}

function collectDescendants(el: XMLElement, ns: string | undefined, local: string | undefined, out: XMLNode[]): void {
  for (const child of el.children) {
    if (matches(child, ns, local)) out.push(child);
    collectDescendants(child, ns, local, out);
  }
}

function dedupe(nodes: XMLNode[]): XMLNode[] {
  return [...new Set(nodes)];
}

// ---------------------------------------------------------------------------
// Short downward paths, counted. Rules that say how often something occurs
// below their context node (hundreds of them, on a few contexts) run these
// often: they allocate nothing on the way for the usual few children, and
// index the children of an element that has many by name (once), so that
// each check stays a few lookups.

/** A path below a node: element steps (namespace, local name), the last possibly an attribute without namespace. */
export interface DownwardPath {
  readonly steps: readonly (readonly [ns: string, local: string])[];
  readonly attribute?: string;
}

/**
 * Compiles a path written `p:A/p:B/@name` with a set of prefixes (prefix →
 * namespace URI): element steps, the last possibly an attribute without
 * namespace. Steps without a prefix are in `defaultNamespace` (an error when
 * there is none): paths are the rules' own, never user text.
 */
export function downwardPath(path: string, prefixes: Readonly<Record<string, string>>, defaultNamespace?: string): DownwardPath {
  const parts = path.split("/");
  const last = parts[parts.length - 1]!;
  const attribute = last.startsWith("@") ? last.slice(1) : undefined;
  const steps = (attribute === undefined ? parts : parts.slice(0, -1)).map((part): readonly [string, string] => {
    const colon = part.indexOf(":");
    const ns = colon < 0 ? defaultNamespace : prefixes[part.slice(0, colon)];
    if (ns === undefined) throw new Error(`path ${path}: ${part} has no known prefix`);
    return [ns, part.slice(colon + 1)];
  });
  return attribute === undefined ? { steps } : { steps, attribute };
}

/** From this many children on, an element's children are indexed by local name (below it, scanning is cheaper). */
const INDEXED_FROM = 32;
const NO_CHILDREN: readonly XMLElement[] = [];

/** An element's children by local name (of any namespace), made once per element. */
const childIndex = perElement((el): ReadonlyMap<string, readonly XMLElement[]> => {
  const index = new Map<string, XMLElement[]>();
  for (const child of el.children) {
    const list = index.get(child.local);
    if (list) list.push(child);
    else index.set(child.local, [child]);
  }
  return index;
});

/** The children of an element that may have a local name: all of them, or for a large element those of the name (of any namespace). */
function candidates(el: XMLElement, local: string): readonly XMLElement[] {
  if (el.children.length < INDEXED_FROM) return el.children;
  return childIndex(el).get(local) ?? NO_CHILDREN;
}

/** The children a name test may select: those of a large element by its index when the test names a local name. */
function childrenFor(el: XMLElement, local: string | undefined): readonly XMLElement[] {
  return local === undefined ? el.children : candidates(el, local);
}

/** An element's children with a given namespace and local name, in document order. */
export function childrenNamed(el: XMLElement, ns: string, local: string): XMLElement[] {
  const out: XMLElement[] = [];
  for (const child of candidates(el, local)) if (child.local === local && child.ns === ns) out.push(child);
  return out;
}

function hasOwnAttribute(el: XMLElement, local: string): boolean {
  for (const a of el.attributes) if (a.local === local && a.ns === "") return true;
  return false;
}

function countFrom(el: XMLElement, path: DownwardPath, depth: number, limit: number): number {
  if (depth === path.steps.length) return path.attribute === undefined || hasOwnAttribute(el, path.attribute) ? 1 : 0;
  const [ns, local] = path.steps[depth]!;
  let count = 0;
  for (const child of candidates(el, local)) {
    if (child.local !== local || child.ns !== ns) continue;
    count += countFrom(child, path, depth + 1, limit - count);
    if (count >= limit) break;
  }
  return count;
}

/** How many nodes a downward path selects below a node (each once: counting the ways down is counting the nodes), counting no further than `limit`. */
export function countPath(node: XMLNode, path: DownwardPath, limit = Infinity): number {
  return node.kind === "element" ? countFrom(node, path, 0, limit) : 0;
}

/** Whether a downward path selects anything below a node. */
export function hasPath(node: XMLNode, path: DownwardPath): boolean {
  return node.kind === "element" && countFrom(node, path, 0, 1) > 0;
}

/** The elements a downward path (of element steps only) selects below a node, in document order. */
export function elementsAt(node: XMLNode, path: DownwardPath): XMLElement[] {
  if (node.kind !== "element") return [];
  let current: XMLElement[] = [node];
  for (const [ns, local] of path.steps) {
    const next: XMLElement[] = [];
    for (const el of current) for (const child of candidates(el, local)) if (child.local === local && child.ns === ns) next.push(child);
    current = next;
  }
  return current;
}

const namedInDocument = perDocumentAnd((root: XMLElement, key: string): readonly XMLElement[] => {
  const space = key.lastIndexOf(" ");
  const ns = key.slice(0, space);
  const local = key.slice(space + 1);
  const found: XMLElement[] = [];
  const stack: XMLElement[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    if (el.local === local && el.ns === ns) found.push(el);
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
  }
  return found;
});

/**
 * Every element of a node's document with a given namespace and local name,
 * in document order (what `//name` selects). Each name is looked up once per
 * document, in one walk, so rules that look across the document stay linear.
 */
export function elementsNamed(node: XMLNode, ns: string, local: string): readonly XMLElement[] {
  return namedInDocument(node, `${ns} ${local}`);
}
