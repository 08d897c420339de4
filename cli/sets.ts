/**
 * `--set`, `--set-string` and `--set-file`, as GOBL's command line reads them:
 * `path=value` where the path is dotted (`doc.supplier.name`), `\.` is a
 * literal dot, a leading `.` anchors at the root and `.` alone merges the
 * value into the root. `--set` values are YAML (`--set doc.lines=[]`,
 * `--set doc.series=2024` is a number), `--set-string` values stay text and
 * `--set-file` values are a JSON or YAML file's content. Each kind is applied
 * in sorted path order, `--set` first, then `--set-string`, then
 * `--set-file`; all of them go over the input (objects merged key by key,
 * anything else replaced).
 */
import { parse as parseYAML } from "yaml";
import { BizdocError } from "../engine/errors/index.ts";
import { mergeTemplate } from "../engine/ops/merge.ts";
import { usageError } from "./errors.ts";
import { readDocument } from "./io.ts";

export interface SetOptions {
  set?: string[];
  setString?: string[];
  setFile?: string[];
}

/** Collects a repeatable option's values. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

export function hasSets(options: SetOptions): boolean {
  return (options.set?.length ?? 0) + (options.setString?.length ?? 0) + (options.setFile?.length ?? 0) > 0;
}

/** The object the sets make, to merge over the input. */
export async function readSets(options: SetOptions): Promise<Record<string, unknown>> {
  let values: Record<string, unknown> = {};
  const apply = (path: string, value: unknown) => {
    values = mergeTemplate(values, nest(path, value)) as Record<string, unknown>;
  };
  for (const [path, text] of pairs(options.set, "--set")) {
    let value: unknown;
    try {
      value = parseYAML(text, { schema: "core" });
    } catch (err) {
      throw usageError(`--set ${path}: invalid YAML value: ${(err as Error).message.split("\n")[0]}`);
    }
    apply(path, value);
  }
  for (const [path, text] of pairs(options.setString, "--set-string")) apply(path, text);
  for (const [path, file] of pairs(options.setFile, "--set-file")) apply(path, await readDocument(file, `--set-file ${path}`));
  return values;
}

/** Puts the sets over the input. */
export function applySets(input: unknown, sets: Record<string, unknown>): unknown {
  if (Object.keys(sets).length === 0) return input;
  if (input !== null && (typeof input !== "object" || Array.isArray(input))) {
    throw new BizdocError("input", "--set needs the input to be an object");
  }
  return mergeTemplate(input ?? {}, sets);
}

/** `path=value` pairs sorted by path (stable, so a path given twice keeps its last value). */
function pairs(list: string[] | undefined, flag: string): [string, string][] {
  const out = (list ?? []).map((item): [string, string] => {
    const eq = item.indexOf("=");
    if (eq <= 0) throw usageError(`${flag} takes path=value (got '${item}')`);
    return [item.slice(0, eq), item.slice(eq + 1)];
  });
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** `a.b\.c` with value v gives `{ a: { "b.c": v } }`; `.` gives v itself. */
function nest(path: string, value: unknown): Record<string, unknown> {
  const ESC = "\u0000";
  let key = path.replaceAll("\\.", ESC);
  if (key === ".") {
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw usageError("a value set at '.' must be an object");
    return value as Record<string, unknown>;
  }
  if (key.length > 1 && key.startsWith(".")) key = key.slice(1);
  const parts = key.split(".").map((p) => p.replaceAll(ESC, "."));
  if (parts.some((p) => p === "")) throw usageError(`empty key in path '${path}'`);
  let nested: unknown = value;
  for (let i = parts.length - 1; i >= 0; i--) {
    const level: Record<string, unknown> = {};
    Object.defineProperty(level, parts[i], { value: nested, enumerable: true, writable: true, configurable: true });
    nested = level;
  }
  return nested as Record<string, unknown>;
}
