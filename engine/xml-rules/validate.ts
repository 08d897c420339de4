/**
 * Checking an XML document against rule sets: its syntax recognised from its
 * root, the rule sets chosen (those the caller names, or else those that
 * claim the customization the document states), each set's rules checked,
 * and every broken rule reported with where it broke.
 */
import { BizdocError } from "../errors/index.ts";
import type { RuleBreach, RuleFlag, SyntaxBinding, XMLRuleSetPlugin, XMLSyntax } from "./contracts.ts";
import { checkPatterns, lineOf, xpathOf } from "./evaluate.ts";
import { readXMLTree, type XMLElement } from "./tree.ts";

export interface ValidateXMLOptions {
  /** Rule sets to check, by key; by default those that claim the document's customization. */
  rules?: string | readonly string[];
}

/** A rule the document breaks. */
export interface XMLFault {
  /** The official rule identifier ("BR-CO-10", "PEPPOL-EN16931-R001"). */
  code: string;
  flag: RuleFlag;
  /** The XPath of the node the rule broke on. */
  properties: [string];
  description: string;
  /** The business terms and groups the rule is about. */
  terms: string[];
  /** The line of the XML the node starts on. */
  line: number;
  /** Key of the rule set the rule belongs to. */
  ruleSet: string;
}

export interface XMLValidation {
  /** True when no fatal rule is broken (warnings may be). */
  valid: boolean;
  /** The syntax recognised ("ubl", "cii"). */
  syntax: string;
  /** What the document states as its customization (profile), null if nothing. */
  customization: string | null;
  /** Keys of the rule sets checked. */
  rules: string[];
  faults: XMLFault[];
}

/** The rule sets one engine knows, refused at start-up when two share a key. */
export class XMLRuleSetRegistry {
  private readonly byKey = new Map<string, XMLRuleSetPlugin>();
  /** The syntaxes the sets read, by key (the first set to bind a key gives it). */
  private readonly syntaxes = new Map<string, XMLSyntax>();

  constructor(sets: readonly XMLRuleSetPlugin[]) {
    for (const set of sets) {
      if (this.byKey.has(set.key)) throw new BizdocError("internal", `rule set '${set.key}' is registered twice`);
      this.byKey.set(set.key, set);
      for (const binding of set.bindings) if (!this.syntaxes.has(binding.syntax.key)) this.syntaxes.set(binding.syntax.key, binding.syntax);
    }
  }

  list(): XMLRuleSetPlugin[] {
    return [...this.byKey.values()];
  }

  validate(xml: unknown, options: ValidateXMLOptions = {}): XMLValidation {
    const root = readXMLTree(xml);
    return this.validateTree(root, options);
  }

  /** The checks of `validate` on a tree already read. */
  validateTree(root: XMLElement, options: ValidateXMLOptions = {}): XMLValidation {
    const syntax = this.syntaxOf(root);
    const customization = syntax.customization(root);
    const sets = this.chosenSets(syntax, customization, options.rules);
    const faults: XMLFault[] = [];
    for (const set of sets) {
      const binding = set.bindings.find((b) => b.syntax.key === syntax.key)!;
      for (const breach of breachesOf(root, binding)) faults.push(faultOf(breach, set.key, syntax));
    }
    return { valid: !faults.some((f) => f.flag === "fatal"), syntax: syntax.key, customization, rules: sets.map((s) => s.key), faults };
  }

  private syntaxOf(root: XMLElement): XMLSyntax {
    for (const syntax of this.syntaxes.values()) if (syntax.recognizes(root)) return syntax;
    const known = [...this.syntaxes.keys()].join(", ") || "none registered";
    const where = root.ns ? `in the namespace "${root.ns.slice(0, 200)}"` : "in no namespace";
    throw new BizdocError(
      "input",
      `the XML is in no syntax the rule sets check (${known}): its root element ${root.local.slice(0, 100)}, ${where}, is none of theirs`,
      [{ properties: ["/"], description: `the root element must be the document element of a syntax the rule sets check (${known})` }],
    );
  }

  private chosenSets(syntax: XMLSyntax, customization: string | null, requested: ValidateXMLOptions["rules"]): XMLRuleSetPlugin[] {
    const reads = (set: XMLRuleSetPlugin) => set.bindings.some((b) => b.syntax.key === syntax.key);
    if (requested === undefined) return this.list().filter((set) => reads(set) && set.claims(customization));
    const keys = typeof requested === "string" ? requested.split(",").map((k) => k.trim()).filter(Boolean) : [...requested];
    const known = this.list().map((s) => s.key).join(", ");
    if (keys.length === 0) throw new BizdocError("input", `no rule set named: name one or more of ${known}`, [{ properties: ["$.rules"], description: `must name rule sets among ${known}` }]);
    const sets: XMLRuleSetPlugin[] = [];
    for (const key of keys) {
      const set = typeof key === "string" ? this.byKey.get(key.toLowerCase()) : undefined;
      if (!set) {
        throw new BizdocError("input", `unknown rule set '${String(key).slice(0, 40)}': use one of ${known}`, [{ properties: ["$.rules"], description: `must be among ${known}` }]);
      }
      if (!reads(set)) {
        throw new BizdocError("input", `rule set '${set.key}' does not check ${syntax.key} documents`, [{ properties: ["$.rules"], description: `'${set.key}' has no rules for ${syntax.key}` }]);
      }
      if (!sets.includes(set)) sets.push(set);
    }
    return sets;
  }
}

function breachesOf(root: XMLElement, binding: SyntaxBinding): RuleBreach[] {
  const breaches = binding.check ? binding.check(root) : [];
  if (binding.patterns) breaches.push(...checkPatterns(root, binding.patterns));
  return breaches;
}

function faultOf(breach: RuleBreach, ruleSet: string, syntax: XMLSyntax): XMLFault {
  const { assertion, node } = breach;
  return {
    code: assertion.id,
    flag: assertion.flag,
    properties: [xpathOf(node, syntax.prefixes)],
    description: assertion.description,
    terms: [...assertion.terms],
    line: lineOf(node),
    ruleSet,
  };
}
