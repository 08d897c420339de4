/**
 * Rules stated once, bound to each syntax: a rule has its identity (ID, flag,
 * business terms, description) and, per syntax, the context it is checked on
 * and its test there. Contexts belong to a pattern and have an order in it
 * (first match wins within a pattern), so rules of several families that
 * share a context are checked together, as the official rule sets do.
 */
import type { Assertion, Pattern, RuleContext, RuleFlag } from "./contracts.ts";
import type { XMLNode } from "./tree.ts";

/** Where rules are checked in one syntax: a pattern, the context's order in it, and what it selects. */
export interface ContextDef {
  /** The pattern the context belongs to; contexts of different patterns never hide one another. */
  pattern: string;
  /** The context's place in its pattern: of the contexts that select a node, the lowest order checks it. */
  order: number;
  on: readonly string[] | "*";
  match?(node: XMLNode): boolean;
}

/** A rule's test in one syntax. */
export interface RuleBinding {
  context: ContextDef;
  test(node: XMLNode): boolean;
}

export interface RuleDef {
  id: string;
  flag: RuleFlag;
  terms: readonly string[];
  description: string;
  /** Per syntax key ("ubl", "cii"), how the rule is checked there; a rule may have one syntax only. */
  bindings: Readonly<Record<string, RuleBinding | readonly RuleBinding[]>>;
}

/** A context, for rule bindings to name (its pattern and order fixed once). */
export function context(pattern: string, order: number, on: readonly string[] | "*", match?: (node: XMLNode) => boolean): ContextDef {
  return match ? { pattern, order, on, match } : { pattern, order, on };
}

/**
 * The patterns that check the rules in one syntax: per pattern, its contexts
 * by order, each with the assertions of every rule bound to it.
 */
export function patternsOf(rules: readonly RuleDef[], syntax: string): Pattern[] {
  const byContext = new Map<ContextDef, Assertion[]>();
  for (const rule of rules) {
    const bound = rule.bindings[syntax];
    if (!bound) continue;
    for (const binding of Array.isArray(bound) ? (bound as readonly RuleBinding[]) : [bound as RuleBinding]) {
      let assertions = byContext.get(binding.context);
      if (!assertions) byContext.set(binding.context, (assertions = []));
      assertions.push({ id: rule.id, flag: rule.flag, terms: rule.terms, description: rule.description, test: binding.test });
    }
  }
  const byPattern = new Map<string, { def: ContextDef; assertions: Assertion[] }[]>();
  for (const [def, assertions] of byContext) {
    let list = byPattern.get(def.pattern);
    if (!list) byPattern.set(def.pattern, (list = []));
    list.push({ def, assertions });
  }
  return [...byPattern].map(([id, list]) => ({
    id,
    contexts: list
      .sort((a, b) => a.def.order - b.def.order)
      .map(({ def, assertions }): RuleContext => ({ on: def.on, ...(def.match ? { match: def.match } : {}), assertions })),
  }));
}
