import type { Context } from "../plugin/context.ts";

/** A check on one value; true means the value passes. */
export type Check<T> = (value: T, ctx: Context) => boolean;

/**
 * One assertion with a stable code. When `field` is set the fault points at
 * that property of the value (GOBL's field-level assertions), otherwise at the
 * value itself.
 */
export interface Assertion<T = any> {
  code: string;
  message: string;
  field?: string;
  /** The assertion only applies when this holds (GOBL's `When`/`AssertIfPresent`). */
  when?: Check<T>;
  test: Check<T>;
}

/** The assertions that apply to every value of one named type. */
export interface RuleSet<T = any> {
  /** Type name, e.g. "org.Party", "tax.Identity", "cbc.Code". */
  type: string;
  /** The whole set applies only in a matching context (a regime, an addon). */
  when?: (ctx: Context) => boolean;
  assert: Assertion<T>[];
}

export function ruleSet<T = any>(type: string, assert: Assertion<T>[], when?: (ctx: Context) => boolean): RuleSet<T> {
  return { type, assert, when };
}
