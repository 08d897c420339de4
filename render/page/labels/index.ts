/**
 * The label tables by language, and the merge that fills a language's gaps
 * with English: a page is never missing a word, only at worst in English.
 */
import { ar } from "./ar.ts";
import { ca } from "./ca.ts";
import { da } from "./da.ts";
import { de } from "./de.ts";
import { el } from "./el.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { eu } from "./eu.ts";
import { fr } from "./fr.ts";
import { gl } from "./gl.ts";
import { it } from "./it.ts";
import { nl } from "./nl.ts";
import { no } from "./no.ts";
import { pl } from "./pl.ts";
import { pt } from "./pt.ts";
import type { Labels, PartialLabels } from "./types.ts";

export type { Labels, PartialLabels } from "./types.ts";

const TABLES: Readonly<Record<string, PartialLabels>> = { ar, ca, da, de, el, en, es, eu, fr, gl, it, nl, no, pl, pt };

/** The languages a page can be written in (their primary subtags). */
export const LANGUAGES: readonly string[] = Object.keys(TABLES).sort();

const merged = new Map<string, Labels>();

/** A language's labels, English where it has none; `lang` is a primary subtag of LANGUAGES. */
export function labelsFor(lang: string): Labels {
  let labels = merged.get(lang);
  if (!labels) {
    const table = TABLES[lang] ?? {};
    labels = Object.fromEntries(
      Object.entries(en).map(([group, words]) => [group, { ...words, ...(table[group as keyof Labels] ?? {}) }]),
    ) as unknown as Labels;
    merged.set(lang, labels);
  }
  return labels;
}
