import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sharedPath } from "../../support/shared.ts";
import {
  currencyByNumeric,
  currencyCodes,
  currencyDef,
  currencyDefs,
  isCurrencyCode,
} from "../../../engine/currency/index.ts";

const goblCurrencyDir = sharedPath("reference/gobl/currency");
const haveGobl = existsSync(join(goblCurrencyDir, "iso.json"));

interface GoblCurrency {
  iso_code: string;
  iso_numeric: string;
  subunits: number;
  name: string;
  priority: number;
}

function loadGobl(): GoblCurrency[] {
  return ["iso.json", "non-iso.json"].flatMap(
    (f) => JSON.parse(readFileSync(join(goblCurrencyDir, f), "utf8")) as GoblCurrency[],
  );
}

describe("currency table", () => {
  it("knows common currencies with their decimals", () => {
    expect(currencyDef("EUR")).toEqual({ code: "EUR", name: "Euro", numeric: "978", subunits: 2, symbol: "€" });
    expect(currencyDef("JPY")?.subunits).toBe(0);
    expect(currencyDef("KWD")?.subunits).toBe(3);
    expect(currencyDef("CLF")?.subunits).toBe(4);
    expect(currencyDef("USD")?.numeric).toBe("840");
  });

  it("follows GOBL where it departs from ISO 4217", () => {
    // GOBL keeps zero decimals for HUF and five for MGA/MRU.
    expect(currencyDef("HUF")?.subunits).toBe(0);
    expect(currencyDef("MGA")?.subunits).toBe(5);
    expect(currencyDef("MRU")?.subunits).toBe(5);
    // Non-ISO codes GOBL accepts.
    expect(currencyDef("BTC")?.subunits).toBe(8);
    expect(currencyDef("BTC")?.numeric).toBeUndefined();
    expect(currencyDef("GBX")?.subunits).toBe(1);
    expect(isCurrencyCode("USDC")).toBe(true);
    expect(isCurrencyCode("CNH")).toBe(true);
    // Retired codes still accepted by GOBL.
    expect(isCurrencyCode("BYR")).toBe(true);
    expect(isCurrencyCode("SLL")).toBe(true);
    // ISO codes GOBL does not list.
    for (const c of ["XXX", "XSU", "XUA", "BOV", "CHE", "USN", "VED", "ZWG", "UYW"]) {
      expect(isCurrencyCode(c), c).toBe(false);
    }
  });

  it("omits the symbol where none is defined", () => {
    expect(currencyDef("XTS")).toEqual({ code: "XTS", name: "Codes specifically reserved for testing purposes", numeric: "963", subunits: 0 });
    expect("symbol" in currencyDef("XFU")!).toBe(false);
  });

  it("is case-sensitive and rejects unknown codes", () => {
    expect(isCurrencyCode("eur")).toBe(false);
    expect(isCurrencyCode("")).toBe(false);
    expect(isCurrencyCode("ZZZ")).toBe(false);
    expect(currencyDef("usd")).toBeUndefined();
  });

  it("lists codes in GOBL order", () => {
    const codes = currencyCodes();
    expect(codes.slice(0, 8)).toEqual(["USD", "EUR", "GBP", "AUD", "CAD", "JPY", "AED", "AFN"]);
    expect(codes).toHaveLength(180);
    expect(new Set(codes).size).toBe(codes.length);
    codes.pop(); // callers get a copy
    expect(currencyCodes()).toHaveLength(180);
    expect(currencyDefs().map((d) => d.code)).toEqual(currencyCodes());
  });

  it("looks up by ISO numeric code", () => {
    expect(currencyByNumeric("978")?.code).toBe("EUR");
    expect(currencyByNumeric("392")?.code).toBe("JPY");
    expect(currencyByNumeric("")).toBeUndefined();
    expect(currencyByNumeric("000")).toBeUndefined();
  });

  it.skipIf(!haveGobl)(
    `matches GOBL's currency data (needs ${goblCurrencyDir}; set BIZDOC_SHARED to the shared folder)`,
    () => {
      const gobl = loadGobl();
      const ordered = [...gobl].sort((a, b) => a.priority - b.priority);
      expect(currencyCodes()).toEqual(ordered.map((c) => c.iso_code));
      for (const g of gobl) {
        const def = currencyDef(g.iso_code);
        expect(def, g.iso_code).toBeDefined();
        expect(def!.subunits, g.iso_code).toBe(g.subunits);
        expect(def!.numeric ?? "", g.iso_code).toBe(g.iso_numeric);
        expect(def!.name, g.iso_code).toBe(g.name);
      }
    },
  );
});
