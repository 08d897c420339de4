/**
 * Unions of countries and their members over time (GOBL's `l10n.Unions`).
 * Only the European Union so far, which several addons need: whether a
 * party is inside the EU decides schemes, tax categories and legends.
 */
import { CalDate } from "../cal/index.ts";

interface Membership {
  /** The member's country code and, for Greece, its tax prefix EL. */
  codes: readonly string[];
  since: string;
  until?: string;
}

export const EUROPEAN_UNION = "EU";

const EU_MEMBERS: readonly Membership[] = [
  { codes: ["AT"], since: "1995-01-01" },
  { codes: ["BE"], since: "1958-01-01" },
  { codes: ["BG"], since: "2007-01-01" },
  { codes: ["CY"], since: "2004-01-01" },
  { codes: ["CZ"], since: "2004-01-01" },
  { codes: ["DE"], since: "1958-01-01" },
  { codes: ["DK"], since: "1973-01-01" },
  { codes: ["EE"], since: "2004-01-01" },
  { codes: ["ES"], since: "1986-01-01" },
  { codes: ["FI"], since: "1995-01-01" },
  { codes: ["FR"], since: "1958-01-01" },
  { codes: ["GB"], since: "1973-01-01", until: "2020-01-31" },
  { codes: ["GR", "EL"], since: "1981-01-01" },
  { codes: ["HR"], since: "2013-01-01" },
  { codes: ["HU"], since: "2004-01-01" },
  { codes: ["IE"], since: "1973-01-01" },
  { codes: ["IT"], since: "1958-01-01" },
  { codes: ["LT"], since: "2004-01-01" },
  { codes: ["LU"], since: "1958-01-01" },
  { codes: ["LV"], since: "2004-01-01" },
  { codes: ["MT"], since: "2004-01-01" },
  { codes: ["NL"], since: "1958-01-01" },
  { codes: ["PL"], since: "2004-01-01" },
  { codes: ["PT"], since: "1986-01-01" },
  { codes: ["RO"], since: "2007-01-01" },
  { codes: ["SE"], since: "1995-01-01" },
  { codes: ["SI"], since: "2004-01-01" },
  { codes: ["SK"], since: "2004-01-01" },
];

const UNIONS: ReadonlyMap<string, readonly Membership[]> = new Map([[EUROPEAN_UNION, EU_MEMBERS]]);

/**
 * Whether a country belongs to a union on a day (`YYYY-MM-DD`; today, UTC, by
 * default), counting the days it joined and left as days of membership.
 */
export function isUnionMember(union: string, country: string | undefined, on: string = CalDate.today("UTC").toString()): boolean {
  if (!country) return false;
  return (UNIONS.get(union) ?? []).some((m) => m.codes.includes(country) && m.since <= on && (!m.until || on <= m.until));
}

/** Whether a country belongs to the European Union on a day (today by default). */
export function inEuropeanUnion(country: string | undefined, on?: string): boolean {
  return isUnionMember(EUROPEAN_UNION, country, on);
}
