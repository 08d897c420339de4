import type { Context } from "../plugin/context.ts";

/** A check on one value; true means the value passes. */
export type Check<T> = (value: T, ctx: Context) => boolean;

/** A path below the checked value: property names and list indexes, e.g. `["lines", 1, "item", "price"]`. */
export type PathSegments = readonly (string | number)[];

/**
 * One assertion with a stable code. When `field` is set the fault points at
 * that property of the value (GOBL's field-level assertions; dotted for a
 * nested one), otherwise at the value itself.
 */
export interface SingleAssertion<T = any> {
  code: string;
  message: string;
  field?: string;
  /** The assertion only applies when this holds (GOBL's `When`/`AssertIfPresent`). */
  when?: Check<T>;
  test: Check<T>;
}

/**
 * A failure that says what failed in its own words: the value it names (an
 * unknown key, the key it resembles) is what tells the reader what to change.
 */
export interface NamedFailure {
  at: PathSegments;
  message: string;
}

/**
 * An assertion over the members of a value (each line's item price, each key
 * of a map...): `failing` lists where it fails, one fault path each, or a
 * path with a message of its own (faults then merge only when their messages
 * are the same).
 */
export interface EachAssertion<T = any> {
  code: string;
  message: string;
  when?: Check<T>;
  failing: (value: T, ctx: Context) => (PathSegments | NamedFailure)[];
}

export type Assertion<T = any> = SingleAssertion<T> | EachAssertion<T>;

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
