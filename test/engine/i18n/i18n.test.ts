import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sharedPath } from "../../support/shared.ts";
import {
  DEFAULT_LANG,
  i18nDefault,
  i18nIn,
  isLangCode,
  langCodes,
  langName,
  newI18nString,
} from "../../../engine/i18n/index.ts";

const rulesFile = sharedPath("reference/gobl/rules/i18n.json");
const haveRules = existsSync(rulesFile);

describe("i18n strings", () => {
  it("returns the requested language, else English", () => {
    const s = { en: "Test", es: "Prueba" };
    expect(i18nIn(s, "en")).toBe("Test");
    expect(i18nIn(s, "es")).toBe("Prueba");
    expect(i18nIn(s, "fo")).toBe("Test");
    expect(i18nDefault(s)).toBe("Test");
  });

  it("falls back to the first entry without English", () => {
    const s = { aa: "Foo", de: "Bar" };
    expect(i18nIn(s, "en")).toBe("Foo");
    expect(i18nIn(s, "de")).toBe("Bar");
    expect(i18nDefault(s)).toBe("Foo");
  });

  it("handles empty and missing strings", () => {
    expect(i18nIn({}, "en")).toBe("");
    expect(i18nIn(undefined, "es")).toBe("");
    expect(i18nIn({ es: "", en: "x" }, "es")).toBe("");
  });

  it("does not read inherited properties", () => {
    expect(i18nIn({ en: "x" }, "toString")).toBe("x");
    expect(i18nDefault(Object.create({ en: "inherited" }) as Record<string, string>)).toBe("");
  });

  it("builds default-language strings", () => {
    expect(DEFAULT_LANG).toBe("en");
    expect(newI18nString("Test")).toEqual({ en: "Test" });
    expect(i18nIn(newI18nString("Test"), "en")).toBe("Test");
  });
});

describe("language codes", () => {
  it("accepts ISO 639-1 codes", () => {
    for (const c of ["en", "es", "de", "fr", "pt", "ca", "eu", "gl", "el", "zh", "bh", "nb", "nn", "no"]) {
      expect(isLangCode(c), c).toBe(true);
    }
    expect(langName("es")).toBe("Spanish, Castilian");
    expect(langName("en")).toBe("English");
  });

  it("rejects other values", () => {
    for (const c of ["", "EN", "En", "eng", "xx", "sh", "en-GB", "iw"]) {
      expect(isLangCode(c), c).toBe(false);
    }
    expect(langName("xx")).toBeUndefined();
  });

  it("lists 184 codes in GOBL order", () => {
    const codes = langCodes();
    expect(codes).toHaveLength(184);
    expect(codes.slice(0, 4)).toEqual(["ab", "aa", "af", "ak"]);
    expect(new Set(codes).size).toBe(184);
  });

  it.skipIf(!haveRules)(`matches GOBL rule GOBL-I18N-LANG-01 (needs ${rulesFile}; set BIZDOC_SHARED)`, () => {
    const rules = JSON.parse(readFileSync(rulesFile, "utf8"));
    const assertion = rules.subsets[0].assert[0];
    expect(assertion.id).toBe("GOBL-I18N-LANG-01");
    const listed = (assertion.tests as string).replace(/^one of \[|\]$/g, "").split(", ");
    expect(langCodes()).toEqual(listed);
  });
});
