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
  const byType = indexByType(sets.filter((s) => !s.when || s.when(ctx)));
  const faults = new FaultCollector();
  walk(
    schema,
    doc,
    (visit) => {
      const sets = byType.get(visit.type);
      if (!sets) return;
      const value = visit.value;
      for (const set of sets) {
        for (const a of set.assert) {
          if (a.when && !a.when(value, ctx)) continue;
          // The path is only worked out for a fault.
          if ("failing" in a) {
            for (const failure of a.failing(value, ctx)) {
              if (isNamed(failure)) faults.add(a.code, pathBelow(visit.path, failure.at), failure.message);
              else faults.add(a.code, pathBelow(visit.path, failure), a.message);
            }
          } else if (!a.test(value, ctx)) {
            faults.add(a.code, a.field ? pathBelow(visit.path, a.field.split(".")) : visit.path, a.message);
          }
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

function indexByType(sets: readonly RuleSet[]): Map<string, RuleSet[]> {
  const index = new Map<string, RuleSet[]>();
  for (const s of sets) {
    const list = index.get(s.type) ?? [];
    list.push(s);
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
