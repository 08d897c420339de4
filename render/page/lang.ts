/**
 * The page's language: the one asked for when we have it, else the
 * language of the document's regime, else English. A regional tag is kept
 * (`pt-BR` formats amounts as Brazil does) while its labels are `pt`'s.
 */
import { LANGUAGES } from "./labels/index.ts";
import { isLanguageTag } from "../../engine/index.ts";

/** The language most invoices of a tax country are written in. */
const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = {
  AD: "ca",
  AE: "ar",
  AR: "es",
  AT: "de",
  BE: "nl",
  BO: "es",
  BR: "pt-BR",
  CH: "de",
  CL: "es",
  CO: "es",
  CR: "es",
  DE: "de",
  DK: "da",
  EC: "es",
  EL: "el",
  ES: "es",
  FR: "fr",
  GR: "el",
  IT: "it",
  LI: "de",
  LU: "fr",
  MX: "es",
  NL: "nl",
  NO: "no",
  PE: "es",
  PL: "pl",
  PT: "pt",
  PY: "es",
  SA: "ar",
  UY: "es",
  VE: "es",
};

/** Norwegian's written standards share one table. */
const ALIASES: Readonly<Record<string, string>> = { nb: "no", nn: "no" };

export interface PageLanguage {
  /** The tag the page declares and formats with (`es`, `pt-BR`). */
  tag: string;
  /** Its labels' table (`es`, `pt`). */
  labels: string;
  rtl: boolean;
}

/** The supported primary language of a tag, or undefined. */
function supported(tag: string): string | undefined {
  const primary = tag.split("-")[0]!.toLowerCase();
  const lang = ALIASES[primary] ?? primary;
  return LANGUAGES.includes(lang) ? lang : undefined;
}

/**
 * Picks the page's language: the one asked for, else the regime country's.
 * A language asked for that we have no labels for gives English, as the
 * render contract says, not the regime's: the reader asked not to have it.
 */
export function pageLanguage(requested: string | undefined, country: string | undefined): PageLanguage {
  const tag = requested ?? (country ? COUNTRY_LANGUAGE[country.toUpperCase()] : undefined);
  const labels = tag && isLanguageTag(tag) ? supported(tag) : undefined;
  if (!tag || !labels) return { tag: "en", labels: "en", rtl: false };
  return { tag: canonical(tag), labels, rtl: labels === "ar" };
}

/** A tag as Intl spells it (`pt-br` → `pt-BR`), or the tag as given when Intl does not know it. */
function canonical(tag: string): string {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return tag;
  }
}
