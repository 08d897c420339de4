/**
 * XPath's dynamic errors, as the official rules meet them: a cast of a text
 * that is no number, date or boolean, or a sequence of several values where a
 * function takes one. The official run stops there, so the assertion being
 * evaluated does not hold; ours raise an XPathError at the same point and
 * `guarded` turns it into the test not holding. Only XPathErrors are caught:
 * any other error is a fault of ours and propagates.
 */
import type { RuleBinding, RuleDef } from "./rules.ts";
import type { XMLNode } from "./tree.ts";
import { BigNumber, booleanOf, decimalOf, doubleOf } from "./values.ts";

/** A dynamic error of the official XPath (a failed cast, several values where one is taken). */
export class XPathError extends Error {}

/** Raises an XPathError. */
export function dynamicError(why: string): never {
  throw new XPathError(why);
}

/** The one item XPath takes where it expects at most one (a function's argument): undefined for none, an XPathError for several. */
export function single<T>(items: readonly T[]): T | undefined {
  if (items.length > 1) throw new XPathError(`${items.length} items where XPath takes one`);
  return items[0];
}

/** xs:decimal(text), as a comparison or arithmetic casts an untyped value: an XPathError when it is none (or absent). */
export function castDecimal(text: string | undefined): BigNumber {
  return decimalOf(text) ?? dynamicError(`'${text}' is not a decimal`);
}

/** xs:double(text), as an untyped value compared with a number is cast: an XPathError when it is none. */
export function castDouble(text: string): number {
  return doubleOf(text) ?? dynamicError(`'${text}' is not a number`);
}

/** xs:boolean(text), as an untyped value compared with a boolean is cast: an XPathError when it is none. */
export function castBoolean(text: string): boolean {
  return booleanOf(text) ?? dynamicError(`'${text}' is not a boolean`);
}

/** XPath's general comparison of untyped values with a number: some value, cast to xs:double (an XPathError when one met is no number), compares as asked. */
export function someNumber(texts: readonly string[], compare: (value: number) => boolean): boolean {
  for (const text of texts) if (compare(castDouble(text))) return true;
  return false;
}

/** A test that holds only when it evaluates without an XPath error and is true. */
export function guarded<N extends XMLNode>(test: (node: N) => boolean): (node: N) => boolean {
  return (node) => {
    try {
      return test(node);
    } catch (err) {
      if (err instanceof XPathError) return false;
      throw err;
    }
  };
}

/** Rules whose every test is guarded: each holds false where XPath would raise a dynamic error. */
export function guardedRules(rules: readonly RuleDef[]): RuleDef[] {
  const guard = (binding: RuleBinding): RuleBinding => ({ context: binding.context, test: guarded(binding.test) });
  return rules.map((rule) => ({
    ...rule,
    bindings: Object.fromEntries(
      Object.entries(rule.bindings).map(([syntax, bound]) => [syntax, Array.isArray(bound) ? (bound as readonly RuleBinding[]).map(guard) : guard(bound as RuleBinding)]),
    ),
  }));
}
