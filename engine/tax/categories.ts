import type { CategoryDef, KeyDef, RateDef, RateValueDef } from "./regime-def.ts";

/**
 * The categories every document may use even without a regime: VAT and GST
 * with their standard keys (rates must then be given as percentages).
 */
/** The keys of the global VAT category, which regimes reuse for their own VAT. */
export function globalVATKeys(): KeyDef[] {
  return [
    { key: "standard", name: { en: "Standard" } },
    { key: "zero", name: { en: "Zero" } },
    { key: "reverse-charge", name: { en: "Reverse charge" }, no_percent: true },
    { key: "exempt", name: { en: "Exempt" }, no_percent: true },
    { key: "export", name: { en: "Export" }, no_percent: true },
    { key: "intra-community", name: { en: "Intra-community" }, no_percent: true },
    { key: "outside-scope", name: { en: "Outside scope" }, no_percent: true },
  ];
}

/** The keys of the global GST category. */
export function globalGSTKeys(): KeyDef[] {
  return [
    { key: "standard", name: { en: "Standard" } },
    { key: "zero", name: { en: "Zero" } },
    { key: "exempt", name: { en: "Exempt" }, no_percent: true },
    { key: "outside-scope", name: { en: "Outside scope" }, no_percent: true },
  ];
}

export const GLOBAL_CATEGORIES: readonly CategoryDef[] = [
  {
    code: "VAT",
    name: { en: "VAT" },
    title: { en: "Value Added Tax" },
    keys: globalVATKeys(),
  },
  {
    code: "GST",
    name: { en: "GST" },
    title: { en: "Goods and Services Tax" },
    keys: globalGSTKeys(),
  },
];

/** A category of a regime's list, or of the global list when there is no regime. */
export function categoryDef(categories: readonly CategoryDef[] | undefined, code: string): CategoryDef | undefined {
  return (categories ?? GLOBAL_CATEGORIES).find((c) => c.code === code);
}

export function keyDef(category: CategoryDef | undefined, key: string | undefined): KeyDef | undefined {
  return category?.keys?.find((k) => k.key === key);
}

/** Whether a rate definition applies to a key (one without keys only to the empty key). */
function rateHasKey(rate: RateDef, key: string | undefined): boolean {
  if ((rate.keys ?? []).length === 0 && !key) return true;
  return (rate.keys ?? []).includes(key ?? "");
}

/**
 * The rate definition for a key and rate: an exact match first, otherwise the
 * first whose rate is the combo rate's leading segment (`general+eqs` → `general`).
 */
export function rateDef(category: CategoryDef | undefined, key: string | undefined, rate: string): RateDef | undefined {
  let byPrefix: RateDef | undefined;
  const plus = rate.indexOf("+");
  const leading = plus < 0 ? rate : rate.slice(0, plus);
  for (const r of category?.rates ?? []) {
    if (!rateHasKey(r, key)) continue;
    if (r.rate === rate) return r;
    if (!byPrefix && leading === r.rate) byPrefix = r;
  }
  return byPrefix;
}

/**
 * The value in force on a date: values are listed newest first; the first
 * whose extensions are all present in `ext` and whose start is not after the
 * date applies.
 */
export function rateValueOn(rate: RateDef, date: string, ext: Record<string, string> | undefined): RateValueDef | undefined {
  for (const value of rate.values ?? []) {
    const required = Object.entries(value.ext ?? {});
    if (required.length > 0 && !required.every(([k, v]) => ext?.[k] === v)) continue;
    if (!value.since || value.since <= date) return value;
  }
  return undefined;
}
