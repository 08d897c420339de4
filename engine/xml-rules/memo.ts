/**
 * Values computed once per document or per element and kept while the tree
 * lives (the caches are weak: a tree that is let go takes its values with
 * it). A rule context may select many nodes that all ask the same question
 * of the whole document (its profile, a sum over its lines) or of one element
 * (its siblings, a path from it); asked through these, the question costs one
 * computation, so checks stay linear in the document's size.
 *
 * What a computation throws (an XPath dynamic error, say) is kept too and
 * thrown again to every later caller: a failure is an answer as well, and it
 * costs once like any other.
 */
import { rootOf, type XMLElement, type XMLNode } from "./tree.ts";

/** What a computation threw, kept in place of its value. */
class Failure {
  constructor(readonly error: unknown) {}
}
/** Kept in place of a value that is undefined, so that a miss is told from a hit by one look-up. */
const UNDEFINED = Symbol("undefined");

type Entry<T> = T | Failure | typeof UNDEFINED;

function entryOf<T>(compute: () => T): Entry<T> {
  try {
    const value = compute();
    return value === undefined ? UNDEFINED : value;
  } catch (error) {
    return new Failure(error);
  }
}

function valueOf<T>(entry: Entry<T>): T {
  if (entry === UNDEFINED) return undefined as T;
  if (entry instanceof Failure) throw entry.error;
  return entry;
}

/** A value computed once per element (a document element, a line, a parent that many children share). */
export function perElement<T>(compute: (el: XMLElement) => T): (el: XMLElement) => T {
  const kept = new WeakMap<XMLElement, Entry<T>>();
  return (el) => {
    let entry = kept.get(el);
    if (entry === undefined) kept.set(el, (entry = entryOf(() => compute(el))));
    return valueOf(entry);
  };
}

/**
 * A value computed once per element and key (a path read from it, a code
 * asked about), for a question that takes an argument besides the element.
 * Keys are compared as Map keys: primitives by value, objects by identity.
 */
export function perElementAnd<K, T>(compute: (el: XMLElement, key: K) => T): (el: XMLElement, key: K) => T {
  const kept = new WeakMap<XMLElement, Map<K, Entry<T>>>();
  return (el, key) => {
    let byKey = kept.get(el);
    if (!byKey) kept.set(el, (byKey = new Map()));
    let entry = byKey.get(key);
    if (entry === undefined) byKey.set(key, (entry = entryOf(() => compute(el, key))));
    return valueOf(entry);
  };
}

/** A fact about a whole document, computed once from its document element whatever node of it asks. */
export function perDocument<T>(compute: (root: XMLElement) => T): (node: XMLNode) => T {
  const ofRoot = perElement(compute);
  return (node) => ofRoot(rootOf(node));
}

/** A fact about a whole document that takes an argument (a code, a path), computed once per document and key. */
export function perDocumentAnd<K, T>(compute: (root: XMLElement, key: K) => T): (node: XMLNode, key: K) => T {
  const ofRoot = perElementAnd(compute);
  return (node, key) => ofRoot(rootOf(node), key);
}
