/**
 * What a rule set plugin gives the engine to check XML documents with (the
 * EN 16931 rules, a CIUS such as Peppol BIS or XRechnung, a syntax's schema).
 * The engine names no syntax and no rule: each plugin says which documents
 * it reads (a syntax) and how each rule is checked on them.
 */
import type { XMLElement, XMLNode } from "./tree.ts";

/** How grave a broken rule is: a fatal one makes the document invalid. */
export type RuleFlag = "fatal" | "warning" | "information";

/**
 * A syntax a rule set reads: how its documents are recognised by their root
 * element, and what profile (customization) a document says it follows.
 */
export interface XMLSyntax {
  /** Short name, such as "ubl" or "cii". */
  key: string;
  recognizes(root: XMLElement): boolean;
  /** The customization (profile) the document claims, trimmed; null when it states none. */
  customization(root: XMLElement): string | null;
  /** Prefixes for the namespaces of this syntax, used to write the XPath of faults. */
  prefixes: ReadonlyMap<string, string>;
}

/** One rule: checked on every node its context selects, and broken where `test` is false. */
export interface Assertion {
  /** The official rule identifier, such as "BR-CO-10". */
  id: string;
  flag: RuleFlag;
  /** The business terms and groups the rule is about ("BT-106", "BG-22"). */
  terms: readonly string[];
  /** What the rule requires, in our words. */
  description: string;
  test(node: XMLNode): boolean;
}

/**
 * The nodes a group of rules is checked on, like a Schematron rule context:
 * elements with one of the local names in `on` (or any element for "*") for
 * which `match` holds (attributes are reached as `@name` in `on`).
 */
export interface RuleContext {
  on: readonly string[] | "*";
  match?(node: XMLNode): boolean;
  assertions: readonly Assertion[];
}

/**
 * A group of contexts where each node is checked by the first context that
 * selects it only, as in a Schematron pattern: later contexts of the same
 * pattern catch what earlier ones left.
 */
export interface Pattern {
  id: string;
  contexts: readonly RuleContext[];
}

/** A rule broken on a node, as a rule set reports it (the engine writes its XPath and line). */
export interface RuleBreach {
  assertion: Assertion;
  node: XMLNode;
}

/** What a rule set checks in documents of one syntax. */
export interface SyntaxBinding {
  syntax: XMLSyntax;
  /** Rules stated as patterns, evaluated by the engine in one walk of the tree. */
  patterns?: readonly Pattern[];
  /** Checks that are not patterns (a schema's structure): every breach they find, in document order. */
  check?(root: XMLElement): RuleBreach[];
}

export interface XMLRuleSetPlugin {
  /** Short name callers use to ask for the set ("en16931", "peppol", "xrechnung"). */
  key: string;
  name: string;
  /**
   * Whether a document claiming this customization is checked under this set
   * when the caller names none. Sets that apply to every document of their
   * syntaxes (the standard itself, a schema) claim every customization.
   */
  claims(customization: string | null): boolean;
  bindings: readonly SyntaxBinding[];
}
