/**
 * The addon definitions we ship against GOBL's own (as GOBL serves them,
 * under $BIZDOC_SHARED/reference/gobl/addons/<key>.json): every fact must
 * match; descriptions are ours and are only checked for not being GOBL's.
 * A first group of checks needs no reference material.
 */
import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { AddonDef, Definition } from "../../engine/index.ts";
import { isLangCode } from "../../engine/i18n/index.ts";
import { builtinAddons } from "../../addons/index.ts";
import { retiredAddons } from "../../addons/retired.ts";
import { HAS_SHARED, SKIP_NO_SHARED, sharedPath } from "../support/shared.ts";
import {
  correctionListFacts,
  extensionFacts,
  scenarioSetFacts,
  tagSetFacts,
  definitionFacts,
  i18nMaps,
  ownProse,
  referenceDefinition,
  served,
  withoutProse,
  type Json,
} from "../support/definitions.ts";

// Every definition served: the addons that run, and those GOBL only publishes (retired).
const DEFINITIONS: Record<string, AddonDef> = Object.fromEntries(
  [...builtinAddons.map((a) => a.definition), ...retiredAddons].map((d) => [d.key, d as AddonDef]),
);
const CASES = Object.entries(DEFINITIONS);

/** GOBL serves an empty list as `null`; both mean "none". */
function withoutNulls(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0))
        .map(([k, v]) => [k, withoutNulls(v)]),
    );
  }
  return value;
}

const facts = (def: Json): Json => withoutNulls(withoutProse(def));

describe("addon definitions (no reference needed)", () => {
  it("ships each key once", () => {
    expect(new Set(Object.keys(DEFINITIONS)).size).toBe(builtinAddons.length + retiredAddons.length);
  });

  describe.each(CASES)("%s", (key, def) => {
    it("has a versioned key, a name and a description", () => {
      expect(key).toMatch(/^[a-z]{2}-[a-z0-9-]+-v\d+$/);
      expect(def.name.en).toBeTruthy();
      expect(def.description?.en).toBeTruthy();
    });

    it("requires only addons bizdoc ships", () => {
      for (const req of def.requires ?? []) expect(Object.keys(DEFINITIONS)).toContain(req);
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

    it("gives each extension a key and unique value codes", () => {
      for (const ext of def.extensions ?? []) {
        expect(ext.key, JSON.stringify(ext.name)).toBeTruthy();
        const codes = (ext.values ?? []).map((v: Definition) => v.code);
        expect(new Set(codes).size, ext.key).toBe(codes.length);
      }
    });
  });
});

describe.skipIf(!HAS_SHARED)(`addon definitions match GOBL's (${HAS_SHARED ? "reference found" : SKIP_NO_SHARED})`, () => {
  it("covers every addon GOBL serves", () => {
    const keys = readdirSync(sharedPath("reference", "gobl", "addons")).map((f) => f.replace(/\.json$/, ""));
    expect(Object.keys(DEFINITIONS).sort()).toEqual(keys.sort());
  });

  describe.each(CASES)("%s", (key, def) => {
    const file = sharedPath("reference", "gobl", "addons", `${key}.json`);
    const ours = served(def);
    const ref = () => referenceDefinition("addons", key);

    it("has a reference to compare with", () => {
      expect(existsSync(file), file).toBe(true);
    });

    it("has the same identity", () => {
      const pick = (d: Json) => ({ key: d.key, name: d.name, requires: d.requires ?? [], sources: d.sources ?? [] });
      expect(pick(ours)).toEqual(pick(ref()));
    });

    it("has the same extensions and values", () => {
      expect(extensionFacts(ours)).toEqual(extensionFacts(ref()));
    });

    it("has the same tags, identities and inboxes", () => {
      const pick = (d: Json) => ({
        tags: tagSetFacts(d),
        identities: (d.identities ?? []).map(definitionFacts),
        inboxes: (d.inboxes ?? []).map(definitionFacts),
      });
      expect(pick(ours)).toEqual(pick(ref()));
    });

    it("has the same scenarios, with the legal note texts verbatim", () => {
      expect(scenarioSetFacts(ours)).toEqual(scenarioSetFacts(ref()));
    });

    it("has the same corrections", () => {
      expect(correctionListFacts(ours)).toEqual(correctionListFacts(ref()));
    });

    it("differs in nothing but prose, in GOBL's field order", () => {
      expect(facts(ours)).toEqual(facts(ref()));
      expect(JSON.stringify(facts(ours))).toBe(JSON.stringify(facts(ref())));
    });

    it("has prose of its own", () => {
      expect(ownProse(ours, ref())).toEqual([]);
    });
  });
});
