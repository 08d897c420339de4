export type { Assertion, Check, EachAssertion, NamedFailure, PathSegments, RuleSet, SingleAssertion } from "./rule.ts";
export { KNOCK_ONS, withoutKnockOns, type KnockOn } from "./knock-on.ts";
export { ruleSet } from "./rule.ts";
export { validateWith, FaultCollector } from "./validate.ts";
export { between, given, isEmail, isURL, present } from "./checks.ts";
export { failingItems } from "./items.ts";
