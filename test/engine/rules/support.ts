import type { TSchema } from "@sinclair/typebox";
import type { Fault } from "../../../engine/errors/index.ts";
import type { Context } from "../../../engine/plugin/context.ts";
import type { RuleSet } from "../../../engine/rules/rule.ts";
import { validateWith } from "../../../engine/rules/validate.ts";
import { conform } from "../../../engine/schema/conform.ts";
import { createEngine } from "../../../index.ts";
import { testContext } from "../../support/context.ts";

export const engine = createEngine();

/** The context the brief prescribes: the Spanish regime, no addons. */
export const esCtx: Context = testContext(engine.plugins, "ES");

/** Conforms a document to its schema (as the pipeline does), then runs the rules. */
export function check(rules: readonly RuleSet[], schema: TSchema, doc: unknown, ctx: Context = esCtx): Fault[] {
  const { value, faults } = conform(schema, doc);
  if (faults.length > 0) throw new Error(`document does not conform: ${JSON.stringify(faults)}`);
  return validateWith(rules, schema, value, ctx);
}

/** The paths of the faults with one code (empty when the rule passed). */
export function pathsOf(faults: Fault[], code: string): string[] {
  return faults.filter((f) => f.code === code).flatMap((f) => f.properties);
}

export function codesOf(faults: Fault[]): string[] {
  return [...new Set(faults.map((f) => f.code ?? ""))].sort();
}

/** Deep copy, for changing one thing in a base document. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
