import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, extname, join, relative, resolve } from "node:path";
import { parse as parseYAML } from "yaml";
import BigNumber from "bignumber.js";
import { createEngine } from "../../index.ts";
import type { Engine } from "../../engine/index.ts";
import { ENVELOPE_ID } from "../../engine/index.ts";
import { PROJECT_ROOT, sharedPath } from "../support/shared.ts";

/** The header UUID GOBL pins in its golden examples. */
export const EXAMPLE_HEAD_UUID = "8a51fd30-2a27-11ee-be56-0242ac120002";

export const EXAMPLES_DIR = process.env.GOBL_EXAMPLES
  ? resolve(PROJECT_ROOT, process.env.GOBL_EXAMPLES)
  : sharedPath("conformance", "gobl-examples");

export const RATCHET_FILE = join(PROJECT_ROOT, "test", "conformance", "passing.json");

/**
 * A set of inputs with GOBL's answers and the ratchet of those we reproduce:
 * GOBL's examples, or the parity cases (small inputs on which we once
 * disagreed with GOBL, each standing for one cause).
 */
export interface Suite {
  name: string;
  dir: string;
  ratchetFile: string;
  /**
   * Inputs on which we differ from GOBL on purpose (each listed in the README's
   * differences), with the reason: they count as passing when our document is
   * GOBL's with the same amounts written with more decimals (the digest then
   * differs, and is not compared).
   */
  deliberate?: Record<string, string>;
}

export const EXAMPLES: Suite = { name: "examples", dir: EXAMPLES_DIR, ratchetFile: RATCHET_FILE };

export const PARITY_CASES: Suite = {
  name: "parity cases",
  dir: sharedPath("conformance", "parity-cases"),
  ratchetFile: join(PROJECT_ROOT, "test", "conformance", "parity-passing.json"),
  deliberate: {
    "bignum-18-digit-budget-refusal.json": "amounts keep the decimals GOBL's 64-bit integers drop (1757198749610000000.00, GOBL 1757198749610000000)",
  },
};

export interface Example {
  /** Path relative to the examples folder, e.g. `es/invoice-es-es.yaml`: the example's name. */
  name: string;
  input: string;
  golden: string;
}

export interface Outcome {
  example: Example;
  passed: boolean;
  /** Why it failed: an error, or the first path where output and golden differ. */
  reason?: string;
}

/** Every example input (YAML or JSON outside `out/`) that has a golden output. */
export function listExamples(dir = EXAMPLES_DIR): Example[] {
  if (!existsSync(dir)) return [];
  const found: Example[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "out") visit(full);
        continue;
      }
      if (![".yaml", ".json"].includes(extname(entry.name))) continue;
      const golden = join(folder, "out", `${basename(entry.name, extname(entry.name))}.json`);
      if (existsSync(golden)) found.push({ name: relative(dir, full), input: full, golden });
    }
  };
  visit(dir);
  return found;
}

/**
 * Reads an example as GOBL's example runner does: YAML (JSON being YAML),
 * so unquoted numbers become floating-point values there and here alike.
 */
export function readExample(path: string): unknown {
  return parseYAML(readFileSync(path, "utf8"));
}

/** Builds one example as an envelope with the pinned header UUID and compares it with its golden output. */
export async function runExample(engine: Engine, example: Example, deliberate?: string): Promise<Outcome> {
  const input = readExample(example.input) as Record<string, unknown>;
  const golden = JSON.parse(readFileSync(example.golden, "utf8")) as { head: { dig: unknown }; doc: unknown; refused?: boolean };
  const isEnvelope = basename(example.input).includes(".env.");
  const envelope = isEnvelope
    ? { ...input, head: { ...((input.head as object) ?? {}), uuid: EXAMPLE_HEAD_UUID } }
    : { $schema: ENVELOPE_ID, head: { uuid: EXAMPLE_HEAD_UUID }, doc: input };
  // A `.env.` example may leave out `$schema` and the header: the engine reads it as an envelope all the same.
  let built: { head: { dig: unknown }; doc: unknown };
  try {
    built = JSON.parse(JSON.stringify(await engine.build(envelope))) as typeof built;
  } catch (err) {
    const e = err as { key?: string; message?: string; status?: number };
    // Where GOBL refuses the input, a refusal in our error shape (never a 500) is the same answer.
    if (golden.refused && typeof e.status === "number" && e.status >= 400 && e.status < 500) return { example, passed: true };
    return { example, passed: false, reason: `${e.key ?? "error"}: ${e.message ?? String(err)}` };
  }
  if (golden.refused) return { example, passed: false, reason: "built, where GOBL refuses the input" };
  if (deliberate) {
    const diff = firstDifference(golden.doc, built.doc, "$.doc", sameAmount);
    return diff ? { example, passed: false, reason: `${diff} (beyond the deliberate difference: ${deliberate})` } : { example, passed: true };
  }
  const docDiff = firstDifference(golden.doc, built.doc, "$.doc");
  if (docDiff) return { example, passed: false, reason: docDiff };
  const digDiff = firstDifference(golden.head.dig, built.head.dig, "$.head.dig");
  if (digDiff) return { example, passed: false, reason: digDiff };
  return { example, passed: true };
}

export async function runAll(examples = listExamples(), suite: Suite = EXAMPLES): Promise<Outcome[]> {
  const engine = createEngine();
  const outcomes: Outcome[] = [];
  for (const example of examples) outcomes.push(await runExample(engine, example, suite.deliberate?.[example.name]));
  return outcomes;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Two amounts written alike but for trailing decimal zeros (`"5"` and `"5.00"`). */
export function sameAmount(a: unknown, b: unknown): boolean {
  return typeof a === "string" && typeof b === "string" && DECIMAL.test(a) && DECIMAL.test(b) && new BigNumber(a).isEqualTo(b);
}

/** The first path at which two JSON values differ, described; undefined when equal. */
export function firstDifference(
  expected: unknown,
  actual: unknown,
  path = "$",
  same: (a: unknown, b: unknown) => boolean = () => false,
): string | undefined {
  if (Array.isArray(expected) || Array.isArray(actual)) {
    if (!Array.isArray(expected) || !Array.isArray(actual)) return `${path}: expected ${show(expected)}, got ${show(actual)}`;
    for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
      if (i >= expected.length) return `${path}[${i}]: unexpected ${show(actual[i])}`;
      if (i >= actual.length) return `${path}[${i}]: missing, expected ${show(expected[i])}`;
      const d = firstDifference(expected[i], actual[i], `${path}[${i}]`, same);
      if (d) return d;
    }
    return undefined;
  }
  if (isObject(expected) && isObject(actual)) {
    for (const key of Object.keys(expected)) {
      if (!(key in actual)) return `${path}.${key}: missing, expected ${show(expected[key])}`;
      const d = firstDifference(expected[key], actual[key], `${path}.${key}`, same);
      if (d) return d;
    }
    for (const key of Object.keys(actual)) {
      if (!(key in expected)) return `${path}.${key}: unexpected ${show(actual[key])}`;
    }
    return undefined;
  }
  return Object.is(expected, actual) || same(expected, actual) ? undefined : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function show(v: unknown): string {
  const text = JSON.stringify(v);
  return text === undefined ? "nothing" : text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export function readRatchet(file = RATCHET_FILE): string[] {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as string[]) : [];
}

