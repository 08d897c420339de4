/**
 * Checks a rule set's patterns on a tree in one walk: each node goes to the
 * contexts that name its local name (or any), per pattern the first that
 * selects it, and every assertion of that context is tested on it. The work
 * is the number of nodes times the contexts that could select each, so it
 * grows linearly with the document.
 */
import type { Pattern, RuleBreach, RuleContext } from "./contracts.ts";
import type { XMLElement, XMLNode } from "./tree.ts";

interface CompiledPattern {
  byName: Map<string, RuleContext[]>;
  /** Contexts that select any element (for names no context lists). */
  anyElement: RuleContext[];
  hasAttributes: boolean;
}

const compiledPatterns = new WeakMap<readonly Pattern[], CompiledPattern[]>();

function compile(patterns: readonly Pattern[]): CompiledPattern[] {
  let compiled = compiledPatterns.get(patterns);
  if (compiled) return compiled;
  compiled = patterns.map((pattern) => {
    const names = new Set<string>();
    for (const context of pattern.contexts) if (context.on !== "*") for (const name of context.on) names.add(name);
    const byName = new Map<string, RuleContext[]>();
    for (const name of names) {
      byName.set(
        name,
        pattern.contexts.filter((c) => (c.on === "*" ? !name.startsWith("@") : c.on.includes(name))),
      );
    }
    return { byName, anyElement: pattern.contexts.filter((c) => c.on === "*"), hasAttributes: [...names].some((n) => n.startsWith("@")) };
  });
  compiledPatterns.set(patterns, compiled);
  return compiled;
}

/** Every assertion broken on the tree, pattern by pattern, in document order within each. */
export function checkPatterns(root: XMLElement, patterns: readonly Pattern[]): RuleBreach[] {
  const compiled = compile(patterns);
  const breaches: RuleBreach[] = [];
  const checkNode = (node: XMLNode, key: string, pattern: CompiledPattern): void => {
    const candidates = pattern.byName.get(key) ?? (node.kind === "element" ? pattern.anyElement : undefined);
    if (!candidates) return;
    for (const context of candidates) {
      if (context.match && !context.match(node)) continue;
      for (const assertion of context.assertions) if (!assertion.test(node)) breaches.push({ assertion, node });
      return;
    }
  };
  for (const pattern of compiled) {
    const stack: XMLElement[] = [root];
    while (stack.length) {
      const el = stack.pop()!;
      checkNode(el, el.local, pattern);
      if (pattern.hasAttributes) for (const attr of el.attributes) checkNode(attr, `@${attr.local}`, pattern);
      for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
    }
  }
  return breaches;
}

/**
 * The XPath of a node, one step per ancestor with its position among
 * same-named siblings (`/ubl:Invoice[1]/cac:InvoiceLine[2]/cbc:ID[1]`),
 * written with the syntax's prefixes (`Q{namespace}name` for others).
 */
export function xpathOf(node: XMLNode, prefixes: ReadonlyMap<string, string>): string {
  const steps: string[] = [];
  const name = (ns: string, local: string): string => {
    if (ns === "") return local;
    const prefix = prefixes.get(ns);
    return prefix === undefined ? `Q{${ns}}${local}` : prefix === "" ? local : `${prefix}:${local}`;
  };
  let el: XMLElement | undefined;
  if (node.kind === "attribute") {
    steps.push(`@${name(node.ns, node.local)}`);
    el = node.parent;
  } else el = node;
  for (; el; el = el.parent) steps.push(`${name(el.ns, el.local)}[${el.position}]`);
  return `/${steps.reverse().join("/")}`;
}

/** The line a node starts on (an attribute's element's). */
export function lineOf(node: XMLNode): number {
  return node.kind === "attribute" ? node.parent.line : node.line;
}
