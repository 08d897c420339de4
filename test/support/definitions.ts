/**
 * What the definition parity tests (regimes and addons) share: the facts of a
 * definition as GOBL serves it, and the checks that our prose is our own.
 */
import { readFileSync } from "node:fs";
import { sharedPath } from "./shared.ts";

export type Json = any;

/** A copy without the prose fields (`desc`, `description`), at any depth. */
export function withoutProse(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== "desc" && k !== "description")
        .map(([k, v]) => [k, withoutProse(v)]),
    );
  }
  return value;
}

/** Every prose text (`desc`, `description`, in any language), at any depth. */
export function proseTexts(value: Json, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => proseTexts(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if ((k === "desc" || k === "description") && v && typeof v === "object") out.push(...Object.values(v as Record<string, string>));
      else proseTexts(v, out);
    }
  }
  return out;
}

/** Runs of `n` words, lower-cased, for spotting copied prose. */
export function shingles(text: string, n: number): Set<string> {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) out.add(words.slice(i, i + n).join(" "));
  return out;
}

export function i18nMaps(value: Json, path = "$", out: [string, Record<string, string>][] = []): [string, Record<string, string>][] {
  if (Array.isArray(value)) value.forEach((v, i) => i18nMaps(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (["name", "title", "desc", "description"].includes(k) && v && typeof v === "object") out.push([`${path}.${k}`, v as Record<string, string>]);
      else i18nMaps(v, `${path}.${k}`, out);
    }
  }
  return out;
}

export const categoryCodes = (d: Json): string[] => (d.categories ?? []).map((c: Json) => c.code);
export const byCategory = <T>(d: Json, pick: (c: Json) => T): Record<string, T> =>
  Object.fromEntries((d.categories ?? []).map((c: Json) => [c.code, pick(c)]));
export const keysOf = (c: Json) => (c.keys ?? []).map((k: Json) => ({ key: k.key, name: k.name, no_percent: k.no_percent ?? false }));
export const valueFacts = (v: Json) => ({
  ext: v.ext ?? {},
  since: v.since ?? null,
  percent: v.percent,
  surcharge: v.surcharge ?? null,
  disabled: v.disabled ?? false,
});
export const ratesOf = (c: Json) =>
  (c.rates ?? []).map((r: Json) => ({
    rate: r.rate,
    keys: r.keys ?? [],
    name: r.name,
    values: (r.values ?? []).map(valueFacts),
    meta: r.meta ?? {},
  }));
export const definitionFacts = (d: Json): Json => ({
  key: d.key ?? null,
  code: d.code ?? null,
  name: d.name,
  pattern: d.pattern ?? null,
  map: d.map ?? {},
  meta: d.meta ?? {},
  values: (d.values ?? []).map(definitionFacts),
});
export const scenarioFacts = (s: Json) => ({
  name: s.name ?? null,
  type: s.type ?? [],
  tags: s.tags ?? [],
  cat: s.cat ?? [],
  ext_key: s.ext_key ?? null,
  ext_code: s.ext_code ?? null,
  note: s.note ? { cat: s.note.cat ?? null, key: s.note.key ?? null, text: s.note.text, ext: s.note.ext ?? {} } : null,
  codes: s.codes ?? {},
  ext: s.ext ?? {},
});
export const correctionFacts = (c: Json) => ({
  schema: c.schema,
  types: c.types ?? [],
  extensions: c.extensions ?? [],
  stamps: c.stamps ?? [],
  reason_required: c.reason_required ?? false,
  copy_tax: c.copy_tax ?? false,
});

/** A definition as GOBL serves it (under $BIZDOC_SHARED/reference/gobl/<kind>/<name>.json), without its `$schema`. */
export function referenceDefinition(kind: "regimes" | "addons", name: string): Json {
  const { $schema: _schema, ...def } = JSON.parse(readFileSync(sharedPath("reference", "gobl", kind, `${name}.json`), "utf8"));
  return def;
}

/** A definition as the API serves it: what JSON keeps of it. */
export function served(def: unknown): Json {
  return JSON.parse(JSON.stringify(def));
}

/** Fails when one of our prose texts is GOBL's or shares a run of eight words with GOBL's. */
export function ownProse(ours: Json, theirs: Json): { text: string; copied: string[] }[] {
  const texts = proseTexts(theirs);
  const theirShingles = new Set(texts.flatMap((t) => [...shingles(t, 8)]));
  const out: { text: string; copied: string[] }[] = [];
  for (const text of proseTexts(ours)) {
    const copied = texts.includes(text) ? [text] : [...shingles(text, 8)].filter((s) => theirShingles.has(s));
    if (copied.length > 0) out.push({ text, copied });
  }
  return out;
}

/** The tag sets of a definition, facts only. */
export const tagSetFacts = (d: Json): Json => (d.tags ?? []).map((set: Json) => ({ schema: set.schema, list: set.list.map(definitionFacts) }));

/** The extensions of a definition, facts only. */
export const extensionFacts = (d: Json): Json => (d.extensions ?? []).map(definitionFacts);

/** The scenario sets of a definition, facts only (legal note texts included verbatim). */
export const scenarioSetFacts = (d: Json): Json =>
  (d.scenarios ?? []).map((set: Json) => ({ schema: set.schema, count: set.list.length, list: set.list.map(scenarioFacts) }));

/** The correction definitions of a definition, facts only. */
export const correctionListFacts = (d: Json): Json => (d.corrections ?? []).map(correctionFacts);
