/**
 * The bizdoc engine core. It names no country and no format: regimes and
 * addons arrive as plugins (see `regimes/` and `addons/`, or bring your own).
 */
export { createEngine, type Engine, type EngineOptions } from "./engine.ts";
export type { BuildOptions, Built } from "./ops/documents.ts";
export { BizdocError, asBizdocError, isBizdocError, statusOf, type ErrorBody, type ErrorKey, type Fault } from "./errors/index.ts";
export * from "./plugin/index.ts";
export type { Assertion, Check, RuleSet } from "./rules/index.ts";
export { ruleSet, present } from "./rules/index.ts";
export type { Envelope } from "./envelope/envelope.ts";
export { ENVELOPE_ID } from "./envelope/envelope.ts";
export { identityIn } from "./tax/identity.ts";
export type { TaxIdentity } from "./tax/schema.ts";
export type { Party } from "./org/schema.ts";
export type { Message } from "./note/schema.ts";
export { normalizeGenericTaxCode } from "./tax/tax-code.ts";
export { parseJSON, stringifyJSON } from "./ops/parse.ts";
export { Amount, Percentage } from "./num/index.ts";
export { GOBL_VERSION, VERSION } from "./version.ts";
