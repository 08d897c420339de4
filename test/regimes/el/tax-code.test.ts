import { describe, expect, it } from "vitest";
import { greekCheckDigit, isValidGreekTaxCode, normalizeGreekTaxCode } from "../../../regimes/el/tax-code.ts";

describe("normalizeGreekTaxCode", () => {
  it.each([
    // GOBL's normalisation cases
    ["123456789", "EL", "123456789"],
    [" 123 456 789 ", "EL", "123456789"],
    ["123-456-789", "EL", "123456789"],
    ["123.456.789", "EL", "123456789"],
    ["123/456/789", "EL", "123456789"],
    ["EL123456789", "EL", "123456789"],
    ["GR123456789", "EL", "123456789"],
    // an identity given under GR loses a GR prefix (once for the country, once as the alternative)
    ["123456789", "GR", "123456789"],
    ["GR 123 456 789", "GR", "123456789"],
    ["GRGR123456789", "GR", "123456789"],
    // one prefix of each, in order: the country, then GR
    ["ELGR123456789", "EL", "123456789"],
    ["GREL123456789", "EL", "EL123456789"],
    ["el-177.472.438", "EL", "177472438"],
    ["", "EL", ""],
  ])("%j (%s) → %j", (code, country, expected) => {
    expect(normalizeGreekTaxCode(code, country)).toBe(expected);
  });

  it("defaults to country EL", () => {
    expect(normalizeGreekTaxCode("EL 177 472 438")).toBe("177472438");
  });
});

describe("isValidGreekTaxCode", () => {
  it("treats an empty code as valid (the rule applies only when present)", () => {
    expect(isValidGreekTaxCode("")).toBe(true);
  });

  it.each([
    // GOBL's tests
    "064677095",
    "925667500",
    "320806520",
    "691063615",
    // the parties of GOBL's Greek examples
    "177472438",
    "841442160",
    // a remainder of 10 gives check digit 0
    "000000050",
  ])("valid: %s", (code) => {
    expect(isValidGreekTaxCode(code)).toBe(true);
  });

  it.each([
    ["1234567890123", "too long"],
    ["123456", "too short"],
    ["12345678A", "not only digits"],
    ["925667503", "wrong check digit"],
    ["123456789", "wrong check digit"],
    ["EL177472438", "prefix kept"],
    ["17747243８", "non-ASCII digit"],
  ])("invalid: %s (%s)", (code) => {
    expect(isValidGreekTaxCode(code)).toBe(false);
  });

  it("weights the first eight digits by powers of two, then takes mod 11 and mod 10", () => {
    expect(greekCheckDigit("92566750")).toBe(0);
    expect(greekCheckDigit("17747243")).toBe(8);
    expect(greekCheckDigit("00000005")).toBe(0);
    expect(greekCheckDigit("00000001")).toBe(2);
  });
});
