/**
 * What every section of the page needs beside the document: the words in
 * the page's language, the locale's formats, the document's currency and
 * the regime that names its taxes.
 */
import type { RegimeDefinition } from "../../engine/plugin/contracts.ts";
import type { Formatter } from "./format.ts";
import type { Labels } from "./labels/index.ts";
import { obj, objs, str, type Obj } from "./doc.ts";

export interface PageContext {
  labels: Labels;
  format: Formatter;
  /** The labels' language (`es`), to pick a regime's names. */
  lang: string;
  currency: string | undefined;
  regime: RegimeDefinition | undefined;
  /** An amount in the document's currency. */
  money(value: unknown): string;
}

/** A regime's (or the engine's) name in the page's language: the language, then English, then any. */
export function localized(names: unknown, lang: string): string | undefined {
  const table = obj(names);
  if (!table) return str(names);
  const alias = lang === "no" ? "nb" : lang;
  return str(table[lang]) ?? str(table[alias]) ?? str(table.en) ?? Object.values(table).map(str).find(Boolean);
}

/** A tax category's short name (`IVA`, `USt`, `ΦΠΑ`), or its code. */
export function categoryName(ctx: PageContext, code: string | undefined): string {
  if (!code) return "";
  const category = objs(ctx.regime?.categories).find((c) => c.code === code);
  return (category && localized(category.name, ctx.lang)) ?? code;
}

/** Whether the regime says the category is withheld by the customer. */
export function categoryRetained(ctx: PageContext, code: string | undefined): boolean {
  return objs(ctx.regime?.categories).some((c) => c.code === code && c.retained === true);
}

/** A tax key or rate (`exempt`, `reduced`) in words: our labels, the regime's name, else the key. */
export function taxKeyName(ctx: PageContext, category: string | undefined, key: string | undefined): string | undefined {
  if (!key) return undefined;
  const own = ctx.labels.taxKeys[key];
  if (own) return own;
  const def = objs(ctx.regime?.categories).find((c) => c.code === category);
  const named = [...objs(def?.keys), ...objs(def?.rates)].find((k: Obj) => k.key === key || k.rate === key);
  return (named && localized(named.name, ctx.lang)) ?? key;
}
