/**
 * Checks a rule set's patterns on a tree in one walk: each node goes to the
 * contexts that name its local name (or any), per pattern the first that
 * selects it, and every assertion of that context is tested on it. The work
 * is the number of nodes times the contexts that could select each, so it
 * grows linearly with the document (as long as each test is linear in what
 * it reads).
 */
import type { Pattern, RuleBreach, RuleContext } from "./contracts.ts";
import type { XMLElement, XMLNode } from "./tree.ts";

/** For one local name (or any element), the contexts of each pattern that may select it, in order. */
type Candidates = readonly (readonly RuleContext[])[];

interface CompiledPatterns {
  byName: Map<string, Candidates>;
  /** For elements whose name no context lists: the patterns' contexts that select any element. */
  anyElement: Candidates;
  hasAttributes: boolean;
}

const compiledPatterns = new WeakMap<readonly Pattern[], CompiledPatterns>();

function compile(patterns: readonly Pattern[]): CompiledPatterns {
  let compiled = compiledPatterns.get(patterns);
  if (compiled) return compiled;
  const names = new Set<string>();
  for (const pattern of patterns) for (const context of pattern.contexts) if (context.on !== "*") for (const name of context.on) names.add(name);
  const candidatesFor = (name: string | undefined): Candidates =>
    patterns
      .map((pattern) =>
        pattern.contexts.filter((c) => (c.on === "*" ? name === undefined || !name.startsWith("@") : name !== undefined && c.on.includes(name))),
      )
      .filter((contexts) => contexts.length > 0);
  const byName = new Map<string, Candidates>();
  for (const name of names) byName.set(name, candidatesFor(name));
  compiled = { byName, anyElement: candidatesFor(undefined), hasAttributes: [...names].some((n) => n.startsWith("@")) };
  compiledPatterns.set(patterns, compiled);
  return compiled;
}

/**
 * Every assertion broken on the tree, in document order. One walk: each node
 * is offered to the patterns that have a context for its name, and in each
 * the first context that selects it checks it.
 */
export function checkPatterns(root: XMLElement, patterns: readonly Pattern[]): RuleBreach[] {
  const compiled = compile(patterns);
  const breaches: RuleBreach[] = [];
  const checkNode = (node: XMLNode, candidates: Candidates): void => {
    for (const contexts of candidates) {
      for (const context of contexts) {
        if (context.match && !context.match(node)) continue;
        for (const assertion of context.assertions) if (!assertion.test(node)) breaches.push({ assertion, node });
        break;
      }
    }
  };
  const stack: XMLElement[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    checkNode(el, compiled.byName.get(el.local) ?? compiled.anyElement);
    if (compiled.hasAttributes) {
      for (const attr of el.attributes) {
        const candidates = compiled.byName.get(`@${attr.local}`);
        if (candidates) checkNode(attr, candidates);
      }
    }
    for (let i = el.children.length - 1; i >= 0; i--) stack.push(el.children[i]!);
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
