import { describe, expect, it } from "vitest";
import { i18nRules } from "../../../engine/i18n/rules.ts";
import { I18nStringSchema } from "../../../engine/i18n/schema.ts";
import { check, pathsOf } from "./support.ts";

describe("i18n rules", () => {
  it("GOBL-I18N-LANG-01: accepts ISO 639-1 codes GOBL knows", () => {
    expect(check(i18nRules, I18nStringSchema, { en: "Invoice", es: "Factura", eu: "Faktura" })).toEqual([]);
  });

  it("GOBL-I18N-LANG-01: points at each entry with an unknown code", () => {
    const faults = check(i18nRules, I18nStringSchema, { EN: "Invoice", en: "Invoice", xx: "?", "es-ES": "Factura" });
    expect(faults).toHaveLength(1);
    expect(pathsOf(faults, "GOBL-I18N-LANG-01")).toEqual(["$.EN", '$["es-ES"]', "$.xx"]);
  });
});
