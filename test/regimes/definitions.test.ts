/**
 * The regime definitions we ship against GOBL's own (as GOBL serves them,
 * under $BIZDOC_SHARED/reference/gobl/regimes/<cc>.json): every fact must
 * match; descriptions are ours and are only checked for not being GOBL's.
 * A first group of checks needs no reference material.
 */
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Percentage, type CategoryDef, type Definition, type RateValueDef, type RegimeDef } from "../../engine/index.ts";
import { isLangCode } from "../../engine/i18n/index.ts";
import { builtinRegimes } from "../../regimes/index.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";
import {
  byCategory,
  categoryCodes,
  correctionListFacts,
  extensionFacts,
  scenarioSetFacts,
  tagSetFacts,
  definitionFacts,
  i18nMaps,
  keysOf,
  ownProse,
  ratesOf,
  referenceDefinition,
  served,
  withoutProse,
  type Json,
} from "../support/definitions.ts";

/** Every regime we ship, keyed as GOBL names its files (the lower-case country code, `el` for Greece). */
const DEFINITIONS: Record<string, RegimeDef> = Object.fromEntries(
  builtinRegimes.map((r) => [r.definition.country.toLowerCase(), r.definition as RegimeDef]),
);
const CASES = Object.entries(DEFINITIONS);
const { es, de } = DEFINITIONS;

/** GOBL's general tags (tax/constants.go), usable by scenarios of any regime. */
const GENERAL_TAGS = [
  "simplified",
  "reverse-charge",
  "customer-rates",
  "self-billed",
  "replacement",
  "partial",
  "bypass",
  "b2g",
  "export",
  "eea",
  "prepayment",
  "factoring",
];

describe("regime definitions (no reference needed)", () => {
  describe.each(CASES)("%s", (cc, def) => {
    it("is the regime of its folder, with a valid time zone and currency", () => {
      expect(def.country).toBe(cc.toUpperCase());
      expect(() => new Intl.DateTimeFormat("en", { timeZone: def.time_zone })).not.toThrow();
      expect(def.currency).toMatch(/^[A-Z]{3}$/);
      expect(def.name.en).toBeTruthy();
      expect(def.description?.en).toBeTruthy();
      for (const alt of def.alt_country_codes ?? []) expect(alt).toMatch(/^[A-Z]{2}$/);
    });

    it("is plain data: JSON keeps it whole", () => {
      expect(served(def)).toEqual(def);
    });

    it("writes every text under a known language code", () => {
      for (const [path, map] of i18nMaps(def)) {
        for (const lang of Object.keys(map)) expect(isLangCode(lang), `${path}.${lang}`).toBe(true);
        expect(Object.keys(map).length, path).toBeGreaterThan(0);
      }
    });

    it("has unique category codes, keys and rates", () => {
      const codes = def.categories.map((c) => c.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const cat of def.categories) {
        const keys = (cat.keys ?? []).map((k) => k.key);
        expect(new Set(keys).size, cat.code).toBe(keys.length);
        const rates = (cat.rates ?? []).map((r) => r.rate);
        expect(new Set(rates).size, cat.code).toBe(rates.length);
      }
    });

    it("lists rate values newest first, with parseable percentages and dates", () => {
      for (const cat of def.categories) {
        for (const rate of cat.rates ?? []) {
          const where = `${cat.code} ${rate.rate}`;
          // A rate may have no value at all (PT's "other": the document gives
          // the percentage), but a list of values is never empty.
          if (rate.values !== undefined) expect(rate.values.length, where).toBeGreaterThan(0);
          for (const key of rate.keys ?? []) expect((cat.keys ?? []).map((k) => k.key), where).toContain(key);
          // Values are matched in order, so within each extension filter a later
          // value must start earlier, and an undated one can only come last.
          const groups = new Map<string, RateValueDef[]>();
          for (const v of rate.values ?? []) {
            const group = JSON.stringify(Object.entries(v.ext ?? {}).sort());
            groups.set(group, [...(groups.get(group) ?? []), v]);
          }
          for (const values of groups.values()) {
            values.forEach((v, i) => {
              if (v.since === undefined) expect(i, `${where}: undated value must be last`).toBe(values.length - 1);
              const next = values[i + 1];
              if (v.since !== undefined && next?.since !== undefined) expect(v.since > next.since, `${where} ${v.since}`).toBe(true);
            });
          }
          for (const v of rate.values ?? []) {
            if (v.since !== undefined) {
              expect(v.since, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
              expect(new Date(`${v.since}T00:00:00Z`).toISOString().slice(0, 10), where).toBe(v.since);
            }
            for (const p of [v.percent, v.surcharge]) {
              if (p === undefined) continue;
              expect(p, where).toMatch(/%$/);
              const parsed = Percentage.parse(p);
              expect(parsed.toString(), where).toBe(p);
              expect(parsed.isNegative(), where).toBe(false);
              expect(parsed.compare(Percentage.parse("100%")), where).toBeLessThan(1);
            }
          }
        }
      }
    });

    it("only refers to categories and tags it knows", () => {
      const codes = def.categories.map((c) => c.code);
      const tags = [...GENERAL_TAGS, ...(def.tags ?? []).flatMap((set) => set.list.map((t) => t.key))];
      for (const set of def.scenarios ?? []) {
        for (const s of set.list) {
          for (const c of s.cat ?? []) expect(codes).toContain(c);
          if (s.note?.cat) expect(codes).toContain(s.note.cat);
          for (const t of s.tags ?? []) expect(tags).toContain(t);
          expect(s.note?.text ?? "x").not.toBe("");
          if (s.ext_code) expect(s.ext_key).toBeTruthy();
        }
      }
      const extKeys = (def.extensions ?? []).map((e) => e.key);
      for (const cat of def.categories) for (const k of cat.extensions ?? []) expect(extKeys).toContain(k);
    });

    it("gives each identity, tag and extension either a key or a code", () => {
      const defs: Definition[] = [
        ...(def.identities ?? []),
        ...(def.extensions ?? []),
        ...(def.tags ?? []).flatMap((set) => set.list),
        ...(def.payment_means_keys ?? []),
        ...(def.inbox_keys ?? []),
      ];
      for (const d of defs) expect(!!d.key !== !!d.code, JSON.stringify(d.name)).toBe(true);
    });
  });

  it("uses GOBL's percent precision: ES writes one decimal, DE none", () => {
    const percent = (d: RegimeDef, cat: string, rate: string) =>
      (d.categories.find((c) => c.code === cat) as CategoryDef).rates?.find((r) => r.rate === rate)?.values?.[0]?.percent;
    expect(percent(es, "VAT", "general")).toBe("21.0%");
    expect(percent(de, "VAT", "general")).toBe("19%");
  });
});

describe.skipIf(!HAS_SHARED)(`regime definitions match GOBL's (${HAS_SHARED ? "reference found" : SKIP_NO_SHARED})`, () => {
  describe.each(CASES)("%s", (cc, def) => {
    const file = sharedPath("reference", "gobl", "regimes", `${cc}.json`);
    const ours = served(def);
    const ref = () => referenceDefinition("regimes", cc);

    it("has a reference to compare with", () => {
      expect(existsSync(file), file).toBe(true);
    });

    it("has the same identity", () => {
      const pick = (d: Json) => ({
        name: d.name,
        country: d.country,
        alt_country_codes: d.alt_country_codes ?? [],
        zone: d.zone ?? null,
        currency: d.currency,
        tax_scheme: d.tax_scheme ?? null,
        time_zone: d.time_zone,
        calculator_rounding_rule: d.calculator_rounding_rule ?? null,
        sources: d.sources ?? [],
      });
      expect(pick(ours)).toEqual(pick(ref()));
    });

    it("has the same categories, flags, names and titles", () => {
      const pick = (c: Json) => ({
        name: c.name,
        title: c.title ?? null,
        retained: c.retained ?? false,
        informative: c.informative ?? false,
        extensions: c.extensions ?? [],
        map: c.map ?? {},
        ext: c.ext ?? {},
        meta: c.meta ?? {},
        sources: c.sources ?? [],
      });
      expect(categoryCodes(ours)).toEqual(categoryCodes(ref()));
      expect(byCategory(ours, pick)).toEqual(byCategory(ref(), pick));
    });

    it("has the same keys", () => {
      expect(byCategory(ours, keysOf)).toEqual(byCategory(ref(), keysOf));
    });

    it("has the same rates with every dated value", () => {
      expect(byCategory(ours, ratesOf)).toEqual(byCategory(ref(), ratesOf));
    });

    it("has the same tags", () => {
      expect(tagSetFacts(ours)).toEqual(tagSetFacts(ref()));
    });

    it("has the same extensions and values", () => {
      expect(extensionFacts(ours)).toEqual(extensionFacts(ref()));
    });

    it("has the same identities, payment means and inbox keys", () => {
      const pick = (d: Json) => ({
        identities: (d.identities ?? []).map(definitionFacts),
        identity_sources: (d.identities ?? []).map((i: Json) => i.sources ?? []),
        payment_means_keys: (d.payment_means_keys ?? []).map(definitionFacts),
        inbox_keys: (d.inbox_keys ?? []).map(definitionFacts),
      });
      expect(pick(ours)).toEqual(pick(ref()));
    });

    it("has the same scenarios, with the legal note texts verbatim", () => {
      expect(scenarioSetFacts(ours)).toEqual(scenarioSetFacts(ref()));
    });

    it("has the same corrections", () => {
      expect(correctionListFacts(ours)).toEqual(correctionListFacts(ref()));
    });

    it("differs in nothing but prose", () => {
      expect(withoutProse(ours)).toEqual(withoutProse(ref()));
    });

    it("writes its facts in GOBL's field order", () => {
      expect(JSON.stringify(withoutProse(ours))).toBe(JSON.stringify(withoutProse(ref())));
    });

    it("has prose of its own", () => {
      expect(ownProse(ours, ref())).toEqual([]);
    });
  });
});
