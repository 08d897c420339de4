import type { Scenario, ScenarioNote, ScenarioSet } from "./regime-def.ts";

/** What a scenario filter looks at in a document. */
export interface ScenarioSubject {
  type?: string;
  tags: readonly string[];
  /** Tax categories used by the document's lines, charges and discounts. */
  categories: readonly string[];
  /** Extension maps of the document (its tax ext and every tax rate row's ext). */
  extensions: readonly Record<string, string>[];
  doc: unknown;
}

/** The combined outcome of every matching scenario. */
export interface ScenarioSummary {
  notes: ScenarioNote[];
  codes: Record<string, string>;
  ext: Record<string, string>;
}

/**
 * The scenarios for a schema, regime first then each addon in order. Like
 * GOBL, collecting from one source stops at its first set for another schema.
 */
export function scenariosFor(schema: string, sources: readonly (readonly ScenarioSet[] | undefined)[]): Scenario[] {
  const list: Scenario[] = [];
  for (const sets of sources) {
    for (const set of sets ?? []) {
      if (set.schema !== schema) break;
      list.push(...set.list);
    }
  }
  return list;
}

export function matchScenario(s: Scenario, subject: ScenarioSubject): boolean {
  if ((s.type ?? []).length > 0 && !(s.type ?? []).includes(subject.type ?? "")) return false;
  if ((s.tags ?? []).length > 0 && !(s.tags ?? []).every((t) => subject.tags.includes(t))) return false;
  if ((s.cat ?? []).length > 0 && !(s.cat ?? []).some((c) => subject.categories.includes(c))) return false;
  if (s.ext_key) {
    return subject.extensions.some((ext) => Object.hasOwn(ext, s.ext_key!) && (!s.ext_code || ext[s.ext_key!] === s.ext_code));
  }
  return !s.filter || s.filter(subject.doc);
}

/** Notes (a later one with the same category and key replaces an earlier one), codes and ext of all matches. */
export function summarise(scenarios: readonly Scenario[], subject: ScenarioSubject): ScenarioSummary {
  const summary: ScenarioSummary = { notes: [], codes: {}, ext: {} };
  for (const s of scenarios) {
    if (!matchScenario(s, subject)) continue;
    if (s.note) {
      const at = summary.notes.findIndex((n) => sameNote(n, s.note!));
      if (at >= 0) summary.notes[at] = s.note;
      else summary.notes.push(s.note);
    }
    Object.assign(summary.codes, s.codes ?? {});
    Object.assign(summary.ext, s.ext ?? {});
  }
  return summary;
}

export function sameNote(a: { cat?: string; key?: string }, b: { cat?: string; key?: string }): boolean {
  return (a.cat ?? "") === (b.cat ?? "") && (a.key ?? "") === (b.key ?? "");
}
