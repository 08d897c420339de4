import type { TSchema } from "@sinclair/typebox";
import type { Fault } from "../errors/index.ts";
import type { Context } from "../plugin/context.ts";
import { childPath } from "../schema/conform.ts";
import { walk } from "../schema/walk.ts";
import type { NamedFailure, PathSegments, RuleSet } from "./rule.ts";

/**
 * Runs every rule set over a conformed document and returns the faults, with
 * faults of the same code and message merged into one carrying all paths.
 * `basePath` lets a document inside an envelope report `$.doc...` paths;
 * `embedded` gives the schemas of embedded documents to check as well (see
 * WalkOptions.embedded).
 */
export function validateWith(
  sets: readonly RuleSet[],
  schema: TSchema,
  doc: unknown,
  ctx: Context,
  options: { basePath?: string; ignore?: readonly string[]; embedded?: (id: string) => TSchema | undefined } = {},
): Fault[] {
  const byType = indexFor(sets, ctx);
  const faults = new FaultCollector();
  walk(
    schema,
    doc,
    (visit) => {
      const checks = byType.get(visit.type);
      if (!checks) return;
      const value = visit.value;
      for (const a of checks) {
        if (a.when && !a.when(value, ctx)) continue;
        // The path is only worked out for a fault.
        if (a.failing) {
          for (const failure of a.failing(value, ctx)) {
            if (isNamed(failure)) faults.add(a.code, pathBelow(visit.path, failure.at), failure.message);
            else faults.add(a.code, pathBelow(visit.path, failure), a.message);
          }
        } else if (!a.test!(value, ctx)) {
          faults.add(a.code, a.field ? pathBelow(visit.path, a.field.split(".")) : visit.path, a.message);
        }
      }
    },
    // A map's values (an `ext`'s codes) are not checked one by one, as GOBL does not: its map's own rules do that.
    { order: "pre", path: options.basePath ?? "$", types: byType, mapValues: false, embedded: options.embedded },
  );
  const ignore = new Set(options.ignore ?? []);
  return faults.list().filter((f) => !f.code || !ignore.has(f.code));
}

function isNamed(failure: PathSegments | NamedFailure): failure is NamedFailure {
  return !Array.isArray(failure);
}

/** `$.lines` + `[1, "item"]` → `$.lines[1].item`. */
function pathBelow(path: string, segments: PathSegments): string {
  return segments.reduce<string>((p, seg) => (typeof seg === "number" ? `${p}[${seg}]` : childPath(p, seg)), path);
}

/** The index of a list of rule sets, by which of its conditional sets apply ("0"/"1" each); a few per list. */
const indexes = new WeakMap<readonly RuleSet[], Map<string, Map<string, Check[]>>>();

/**
 * The sets that apply in this context, by type: worked out once per list and
 * per answer of its sets' conditions, since a document's rules are the same
 * list each time (see Pipeline.faults).
 */
function indexFor(sets: readonly RuleSet[], ctx: Context): Map<string, Check[]> {
  let byApplying = indexes.get(sets);
  if (!byApplying) indexes.set(sets, (byApplying = new Map()));
  let applying = "";
  for (const set of sets) if (set.when) applying += set.when(ctx) ? "1" : "0";
  let index = byApplying.get(applying);
  if (!index) {
    let n = 0;
    index = indexByType(sets.filter((set) => !set.when || applying[n++] === "1"));
    if (byApplying.size >= 64) byApplying.clear();
    byApplying.set(applying, index);
  }
  return index;
}

/** An assertion of either kind in one shape, so that checking a value calls through one kind of object. */
interface Check {
  code: string;
  message: string;
  field?: string;
  when?: (value: any, ctx: Context) => boolean;
  test?: (value: any, ctx: Context) => boolean;
  failing?: (value: any, ctx: Context) => (PathSegments | NamedFailure)[];
}

/** The assertions of the sets, by type, in the sets' order. */
function indexByType(sets: readonly RuleSet[]): Map<string, Check[]> {
  const index = new Map<string, Check[]>();
  for (const s of sets) {
    const list = index.get(s.type) ?? [];
    for (const a of s.assert) {
      const each = "failing" in a;
      list.push({
        code: a.code,
        message: a.message,
        field: each ? undefined : a.field,
        when: a.when,
        test: each ? undefined : a.test,
        failing: each ? a.failing : undefined,
      });
    }
    index.set(s.type, list);
  }
  return index;
}

/** Accumulates faults, merging those with the same code and message (GOBL's behaviour). */
export class FaultCollector {
  private readonly faults = new Map<string, { fault: Fault; paths: Set<string> }>();

  add(code: string | undefined, path: string, description: string): void {
    const id = `${code ?? ""}\u0000${description}`;
    const existing = this.faults.get(id);
    if (existing) {
      // A set beside the list keeps merging linear however many paths share a fault.
      if (!existing.paths.has(path)) {
        existing.paths.add(path);
        existing.fault.properties.push(path);
      }
      return;
    }
    this.faults.set(id, { fault: { ...(code ? { code } : {}), properties: [path], description }, paths: new Set([path]) });
  }

  addAll(faults: readonly Fault[]): void {
    for (const f of faults) for (const p of f.properties) this.add(f.code, p, f.description);
  }

  list(): Fault[] {
    return [...this.faults.values()].map((entry) => entry.fault);
  }
}
