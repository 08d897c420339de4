import { describe, expect, it } from "vitest";
import {
  britishTaxCodeChecksumValid,
  britishTaxCodeNotZeros,
  britishTaxCodeProblems,
  hasBritishTaxCodeFormat,
  isValidBritishTaxCode,
  normalizeBritishTaxCode,
} from "../../../regimes/gb/tax-code.ts";

const F = "GOBL-GB-TAX-IDENTITY-01";
const Z = "GOBL-GB-TAX-IDENTITY-02";
const C = "GOBL-GB-TAX-IDENTITY-03";

describe("normalizeBritishTaxCode", () => {
  it.each([
    ["844 281.425", "GB", "844281425"],
    ["GB844281425", "GB", "844281425"],
    ["gb-350 983 637", "GB", "350983637"],
    // XI and XU prefixes go too, after the identity's own country.
    ["XI844281425", "GB", "844281425"],
    ["XU 844 281 425", "GB", "844281425"],
    ["GBXI844281425", "GB", "844281425"],
    ["XI 844 281 425", "XI", "844281425"],
    ["XU844281425", "XU", "844281425"],
    // One of each prefix, in order: the country, then XI, then XU.
    ["XUXI844281425", "GB", "XI844281425"],
    ["XIXU844281425", "GB", "844281425"],
    ["gd 103", "GB", "GD103"],
    ["ha-503", "GB", "HA503"],
    ["", "GB", ""],
  ])("%j (%s) → %j", (code, country, expected) => {
    expect(normalizeBritishTaxCode(code, country)).toBe(expected);
  });

  it("defaults to country GB", () => {
    expect(normalizeBritishTaxCode("GB 000 472 631")).toBe("000472631");
  });
});

describe("UK VAT number checks", () => {
  it("treats an empty code as valid (rules apply only when present)", () => {
    expect(isValidBritishTaxCode("")).toBe(true);
    expect(britishTaxCodeProblems("")).toEqual([]);
  });

  it.each([
    "000472631",
    "844281425",
    "350983637",
    "434031494",
    "980780684",
    "220430231",
    // "9755" numbers (mod-97 check shifted by 55)
    "100000132",
    // branch suffixes are not part of the check
    "350983637001",
    "350983637002",
    // government departments 000-499, health authorities 500-999
    "GD103",
    "GD000",
    "GD499",
    "HA503",
    "HA500",
    "HA999",
  ])("valid: %s", (code) => {
    expect(britishTaxCodeProblems(code)).toEqual([]);
    expect(isValidBritishTaxCode(code)).toBe(true);
  });

  // Each check is independent, so a bad code can break several, as in GOBL.
  it.each([
    ["000000000", [Z, C]],
    ["12345678910", [F, C]],
    ["1234567890123", [F, C]],
    ["123456", [F, C]],
    ["12.449.965-4", [F, Z, C]],
    ["999999991", [C]],
    ["844281426", [C]],
    ["553557881", [C]],
    ["GD500", [C]],
    ["HA499", [C]],
    ["GD12", [F]],
    ["HAXYZ", [F, C]],
    ["GB844281425", [F, Z, C]],
  ] as const)("invalid: %s → %j", (code, expected) => {
    expect(britishTaxCodeProblems(code)).toEqual(expected);
    expect(isValidBritishTaxCode(code)).toBe(false);
  });

  it("exposes each check", () => {
    expect(hasBritishTaxCodeFormat("HA503")).toBe(true);
    expect(hasBritishTaxCodeFormat("AB503")).toBe(false);
    expect(britishTaxCodeNotZeros("GD000")).toBe(true);
    expect(britishTaxCodeNotZeros("000000000000")).toBe(false);
    expect(britishTaxCodeChecksumValid("350983637999")).toBe(true);
    expect(britishTaxCodeChecksumValid("35098363")).toBe(false);
  });
});
