import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedPath } from "../../support/shared.ts";
import {
  L10N_CODE_PATTERN,
  countryAlpha3,
  countryDef,
  countryDefs,
  countryName,
  isISOCountryCode,
  isL10nCode,
  isoCountryOf,
  isTaxCountryCode,
  isoCountryCodes,
  taxCountryCodes,
} from "../../../engine/l10n/index.ts";

const schemaDir = sharedPath("reference/gobl/schemas/l10n");
const haveSchemas = existsSync(join(schemaDir, "iso-country-code.json"));

function schemaEntries(file: string, def: string): { const: string; title: string }[] {
  const s = JSON.parse(readFileSync(join(schemaDir, file), "utf8"));
  return s.$defs[def].oneOf;
}

describe("l10n code", () => {
  it("accepts upper-case letters and digits only", () => {
    expect(L10N_CODE_PATTERN).toBe("^[A-Z0-9]+$");
    expect(isL10nCode("US")).toBe(true);
    expect(isL10nCode("ES01")).toBe(true);
    expect(isL10nCode("X-X")).toBe(false);
    expect(isL10nCode("us")).toBe(false);
    expect(isL10nCode("")).toBe(false);
  });
});

describe("country codes", () => {
  it("validates ISO codes", () => {
    expect(isISOCountryCode("US")).toBe(true);
    expect(isISOCountryCode("ES")).toBe(true);
    expect(isISOCountryCode("GR")).toBe(true);
    expect(isISOCountryCode("AX")).toBe(true);
    expect(isISOCountryCode("XX")).toBe(false);
    expect(isISOCountryCode("XI")).toBe(false);
    expect(isISOCountryCode("EL")).toBe(false);
    expect(isISOCountryCode("EU")).toBe(false);
    expect(isISOCountryCode("us")).toBe(false);
    expect(isISOCountryCode("")).toBe(false);
  });

  it("validates tax codes, including GOBL's extensions", () => {
    expect(isTaxCountryCode("US")).toBe(true);
    expect(isTaxCountryCode("EL")).toBe(true);
    expect(isTaxCountryCode("XI")).toBe(true);
    expect(isTaxCountryCode("XU")).toBe(true);
    expect(isTaxCountryCode("EU")).toBe(true);
    // Greece is only valid for tax as "EL".
    expect(isTaxCountryCode("GR")).toBe(false);
    expect(isTaxCountryCode("XX")).toBe(false);
    expect(isTaxCountryCode("")).toBe(false);
  });

  it("gives names and alpha-3 codes", () => {
    expect(countryName("US")).toBe("United States of America");
    expect(countryName("XI")).toBe("United Kingdom (Northern Ireland)");
    expect(countryName("EL")).toBe("Greece");
    expect(countryName("XX")).toBe("");
    expect(countryAlpha3("US")).toBe("USA");
    expect(countryAlpha3("ES")).toBe("ESP");
    expect(countryAlpha3("XX")).toBe("");
    expect(countryDef("GR")).toEqual({
      code: "GR",
      alpha3: "GRC",
      name: "Greece",
      tld: "gr",
      iso: true,
      tax: false,
      altCode: "EL",
    });
    expect(countryDef("XU")?.altCode).toBe("GB");
    expect(countryDef("FR")?.altCode).toBeUndefined();
  });

  it("lists codes in GOBL order", () => {
    const iso = isoCountryCodes();
    const tax = taxCountryCodes();
    expect(iso).toHaveLength(249);
    expect(tax).toHaveLength(252);
    expect(iso.slice(0, 3)).toEqual(["AF", "AX", "AL"]);
    expect(tax.slice(-4)).toEqual(["EL", "XI", "XU", "EU"]);
    expect(countryDefs()).toHaveLength(253);
    for (const c of iso) expect(c, c).toMatch(/^[A-Z]{2}$/);
  });

  it.skipIf(!haveSchemas)(
    `matches GOBL's published schemas (needs ${schemaDir}; set BIZDOC_SHARED to the shared folder)`,
    () => {
      const iso = schemaEntries("iso-country-code.json", "l10n.ISOCountryCode");
      const tax = schemaEntries("tax-country-code.json", "l10n.TaxCountryCode");
      expect(isoCountryCodes()).toEqual(iso.map((e) => e.const));
      expect(taxCountryCodes()).toEqual(tax.map((e) => e.const));
      for (const e of [...iso, ...tax]) expect(countryName(e.const), e.const).toBe(e.title);
    },
  );
});

describe("isoCountryOf", () => {
  it("gives the ISO code of a place named by its tax code, and any other code as it is", () => {
    expect(["EL", "XI", "XU", "GR", "DE", "EU", "ZZ", ""].map(isoCountryOf)).toEqual(["GR", "GB", "GB", "GR", "DE", "EU", "ZZ", ""]);
  });
});
